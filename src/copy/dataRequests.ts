/**
 * A person's rights (issue #32): the back office's Data requests and the public My data page, shared
 * by the components and the tests.
 */

/** The NDPA's time to answer a request about a person's data. */
export const RESPONSE_DAYS = 30

export const dataRequestCopy = {
  listDescription:
    'Requests from people to see, correct or erase their data. The law gives 30 days to answer; an overdue request is marked.',
  overdue: 'Overdue',
  dashboard: {
    title: 'Data Requests',
    note: (overdue: number) => (overdue ? `open · ${overdue} overdue` : 'open'),
  },
  erase: {
    heading: 'Erasure',
    button: 'Erase this person’s data',
    confirm: (email: string) =>
      `Erase everything held about ${email}? Names, e-mail addresses, phone numbers, addresses and files are removed for good. Donations stay for the accounts (amount, date, reference and project) with nothing that says who gave. This cannot be undone.`,
    done: 'Data erased',
    failed: 'The data could not be erased. Please try again.',
    notErasure: 'Only an open erasure request can be completed this way.',
  },
} as const

/** The public My data pages (/my-data and the page its e-mailed link opens). */
export const myDataCopy = {
  footerLink: 'My data',
  title: 'My data',
  intro:
    'See everything we hold about you, download it, correct your details or ask us to erase it. No account or password is needed: we e-mail you a private link.',
  request: {
    heading: 'Send me my link',
    emailLabel: 'Email address',
    emailHint: 'The address you gave us on a form, a donation or a booking.',
    submit: 'Send me my link',
    sent: {
      title: 'Check your e-mail',
      description:
        'If we hold data for this address, we’ve e-mailed you a link to see it. The link works for 24 hours. It may take a few minutes to arrive; please check your spam folder too.',
    },
    invalidEmail: 'Please enter a valid email address.',
    limited: (wait: string) => `Too many links were asked for. Please try again in ${wait}.`,
    failed: 'Something went wrong on our side. Please try again.',
  },
  /** For a person who gave us only a phone: the link goes by text message to that number. */
  byPhone: {
    heading: 'No e-mail? Use your phone number',
    emailLabel: 'Phone number',
    emailHint: 'The number you gave us when you booked a ride or filled in a form.',
    submit: 'Text me my link',
    sent: {
      title: 'Check your text messages',
      description:
        'If we hold data for this number, we’ve sent it a link by text message to see it. The link works for 24 hours.',
    },
    invalidEmail: 'Please enter a valid phone number.',
  },
  /** The text with the link: it names no one (GSM-7, one or two parts). */
  sms: (link: string) =>
    `You asked to see the data we hold about you. Your private link, for 24 hours: ${link} Please do not share it. If you did not ask, ignore this.`,
  erasedSms:
    'As you asked, we have erased your data: your name, phone numbers and details are removed from every record we held. This is the last message we send you.',
  email: {
    subject: (site: string) => `${site}: your link to My data`,
    body: 'You asked to see the data we hold about you. This private link shows all of it, lets you download it, correct your details or ask us to erase it:',
    warning:
      'The link works for 24 hours and only for you: please do not forward this e-mail. If you did not ask for it, you can ignore it; nothing has changed.',
  },
  /** Sent when staff complete an erasure: the person learns it is done, and what stays. */
  erasedEmail: {
    subject: (site: string) => `${site}: your data is erased`,
    body: 'As you asked, we have erased your data: your name, e-mail address, phone numbers, address and files are removed from every record we held.',
    kept: 'The accounts keep each donation’s amount, date, reference and project, with nothing that says who gave. This is the last e-mail we send you.',
    done: (summary: string) => `What we did: ${summary}.`,
  },
  page: {
    heading: (email: string) => `Data we hold for ${email}`,
    privateLink: (until: string) =>
      `This page is opened by a private link that works until ${until}. Please do not share it.`,
    download: 'Download my data',
    downloadHint: 'One file (JSON) with every record below and your files.',
    nothing: 'Nothing held.',
    file: (name: string) => `File: ${name}`,
    record: (label: string, n: number) => `${label} (${n})`,
  },
  correct: {
    heading: 'Correct my details',
    hint: 'Give your correct name or phone number: we change it at once on every record that holds it. A driver’s record is checked by our staff first.',
    nameLabel: 'Full name',
    phoneLabel: 'Phone number',
    submit: 'Send my correction',
    empty: 'Please enter your correct name or phone number.',
    done: 'Thank you. Your details are corrected on every record that held them.',
    invalidName: 'Please keep your name under 120 characters.',
  },
  erase: {
    heading: 'Ask us to erase my data',
    hint: 'We remove your name, e-mail address, phone numbers, address and files from every record. The accounts keep each donation’s amount, date, reference and project, with nothing that says who gave. We answer within 30 days.',
    submit: 'Ask us to erase my data',
    done: 'We have your request to erase your data. Staff will complete it within 30 days.',
  },
  limited: (wait: string) => `Too many requests were sent. Please try again in ${wait}.`,
  refused: {
    title: 'This link is not valid or has expired',
    description:
      'Links to My data work for 24 hours, to keep your details safe. Enter your e-mail address below and we will send you a new one.',
  },
} as const
