/**
 * The donor's My giving screens (issue #18): the page a signed link opens, the 'send me my link'
 * form, the cancel confirmation, and the words of the receipt and statement PDFs. Shared by the
 * components and the tests. The notices of the gift actions are manage.ts's (manageMessages).
 */
export const givingCopy = {
  footerLink: 'My giving',
  title: 'My giving',
  intro: 'Your gifts, receipts and yearly statements, and your monthly giving.',
  signedInAs: (email: string) => `Gifts given with ${email}`,
  privateLink: (until: string) =>
    `This page is opened by a private link that works until ${until}. Please do not share it: anyone with the link can see your gifts.`,

  request: {
    title: 'My giving',
    intro:
      'See every gift you have made, download receipts and yearly statements, and change or stop a monthly gift. No account or password is needed: we e-mail you a private link.',
    heading: 'Send me my link',
    emailLabel: 'Email address',
    emailHint: 'The address you gave with.',
    submit: 'Send me my link',
    sent: {
      title: 'Check your e-mail',
      description:
        'If we have gifts from that address, a link to My giving is on its way to it. The link works for 24 hours. It may take a few minutes to arrive; please check your spam folder too.',
    },
    invalidEmail: 'Please enter a valid email address.',
    limited: (wait: string) => `Too many links were asked for. Please try again in ${wait}.`,
    failed: 'Something went wrong on our side. Please try again.',
  },

  refused: {
    title: 'This link is not valid or has expired',
    description:
      'Links to My giving work for a limited time, to keep your details safe. Enter your e-mail address below and we will send you a new one.',
  },

  monthly: {
    heading: 'Monthly giving',
    perMonth: (amount: string) => `${amount} a month`,
    to: (project: string) => `To ${project}`,
    general: 'General donation',
    status: 'Status',
    statuses: {
      active: 'Active',
      paused: 'Paused',
      lapsed: 'Lapsed',
      cancelled: 'Cancelled',
    },
    nextCharge: 'Next charge',
    pausedText: 'Nothing will be charged until you resume it.',
    lapsedText:
      'This gift stopped because your card could not be charged. Nothing more will be taken.',
    giveAgain: 'Give monthly again',
    cancelledOn: 'Cancelled on',
    amountLabel: 'New monthly amount (₦)',
    amountHint: 'Charged from the next month on.',
    changeAmount: 'Change amount',
    updateCard: 'Update card',
    updateCardHint: 'Update card opens Paystack’s secure page, where you give the new card.',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel monthly gift',
  },

  cancel: {
    title: 'Cancel your monthly gift?',
    description: (amount: string, to: string) =>
      `Your monthly gift of ${amount} (${to}) will stop and nothing more will be charged. The gifts you have already made stay here with their receipts.`,
    pauseInstead: 'If you only need a break, you can pause it instead and resume it later.',
    confirm: 'Yes, cancel my monthly gift',
    keep: 'Keep my monthly gift',
  },

  gifts: {
    heading: 'Your gifts',
    none: 'No gifts have been received from this e-mail address yet.',
    date: 'Date',
    amount: 'Amount',
    to: 'Given to',
    kind: 'Kind',
    reference: 'Reference',
    general: 'General donation',
    oneOff: 'One-off',
    monthly: 'Monthly',
    offline: 'Offline (recorded by our staff)',
    refunded: 'Refunded',
    partlyRefunded: (amount: string) => `${amount} refunded`,
    receipt: 'Receipt (PDF)',
    /** Read after 'Receipt (PDF)' by screen readers, so each receipt link has a name of its own. */
    receiptOf: (date: string, amount: string) => `, gift of ${date}, ${amount}`,
    showing: (first: number, last: number, total: number) =>
      `Gifts ${first} to ${last} of ${total}, newest first.`,
    pagesLabel: 'More gifts',
    older: 'Older gifts',
    newer: 'Newer gifts',
  },

  statements: {
    heading: 'Yearly statements',
    intro: 'Every gift of a year on one page, with the total, for your records.',
    link: (year: number) => `Statement ${year} (PDF)`,
  },

  listing: {
    heading: 'Public donor list',
    shown:
      'Your gifts are shown in the public donor list, with your name or as “Anonymous”, as you chose when giving.',
    hidden: 'Your gifts are not shown in the public donor list.',
    withdrawHint: 'Withdraw your consent and your gifts leave the list at once.',
    withdraw: 'Withdraw',
    withdrawn: 'Your consent is withdrawn: your gifts are no longer in the public donor list.',
  },

  newLink: 'Send me a new link',
  documentMissing: 'This document is not among your gifts.',
  failed: 'Something went wrong on our side, so nothing was changed. Please try again.',
  limited: 'Too many changes in a short time. Please wait a few minutes and try again.',

  pdf: {
    receiptTitle: 'Donation receipt',
    receiptIntro: (site: string) =>
      `${site} received the gift below with thanks. Please keep this receipt for your records.`,
    receivedFrom: 'Received from',
    onBehalfOf: 'On behalf of',
    email: 'Email',
    amount: 'Amount',
    date: 'Date',
    reference: 'Reference',
    givenTo: 'Given to',
    generalDonation: 'General donation (where it is needed most)',
    general: 'General donation',
    kind: 'Kind',
    oneOff: 'One-off gift',
    monthly: 'Monthly gift',
    oneOffShort: 'One-off',
    monthlyShort: 'Monthly',
    // Issue #35: a gift staff recorded (cash, cheque, POS, a transfer to the charity's account).
    offline: 'Offline gift (recorded by our staff)',
    offlineShort: 'Offline',
    status: 'Status',
    received: 'Received',
    refunded: 'Refunded',
    partlyRefunded: (refunded: string) => `Received; ${refunded} refunded`,
    statementTitle: (year: number) => `Giving statement ${year}`,
    statementFor: 'For',
    period: 'Period',
    periodText: (year: number) => `Jan 01, ${year} to Dec 31, ${year} (Lagos time)`,
    total: (count: number) => `Total (${count} ${count === 1 ? 'gift' : 'gifts'})`,
    partRefundNote:
      'A gift partly refunded is counted at the amount kept. Refunded gifts are not listed.',
    thanks: 'Thank you for your generosity.',
    contact: (email: string) => `Questions? Write to ${email}, quoting the reference.`,
    issued: (date: string) => `Issued ${date}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const
