import {
  CONTACT_PREFERENCES,
  ORGANIZATION_TYPES,
  SPONSOR_CURRENCIES,
  SPONSOR_MINIMUMS,
} from '@collections/options'
import { CURRENCY_LABELS } from '@/lib/forms/rules'

/**
 * The Sponsorship page (/sponsorship). Texts in quotes in public-site.md are copied word for word;
 * the rest (leads, field labels, hints) is ours and follows the same voice.
 */

export type SponsorCurrency = (typeof SPONSOR_CURRENCIES)[number]
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]

export { SPONSOR_MINIMUMS }
export { CURRENCY_LABELS, formatWhole } from '@/lib/forms/rules'

/** "Fellowship Rides' Mission", "Gospool's Mission". */
const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`)

/** Countries of the donation selector: only Nigeria takes payments for now. */
export const AVAILABLE_COUNTRY = { code: 'NG', name: 'Nigeria', currency: 'NGN' } as const
export const COMING_SOON_COUNTRIES = [
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'CA', name: 'Canada', currency: 'CAD' },
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'ZA', name: 'South Africa', currency: 'ZAR' },
  { code: 'GH', name: 'Ghana', currency: 'GHS' },
  { code: 'KE', name: 'Kenya', currency: 'KES' },
  { code: 'UG', name: 'Uganda', currency: 'UGX' },
  { code: 'TZ', name: 'Tanzania', currency: 'TZS' },
  { code: 'RW', name: 'Rwanda', currency: 'RWF' },
  { code: 'ET', name: 'Ethiopia', currency: 'ETB' },
  { code: 'CM', name: 'Cameroon', currency: 'XAF' },
  { code: 'CI', name: 'Ivory Coast', currency: 'XOF' },
  { code: 'SN', name: 'Senegal', currency: 'XOF' },
  { code: 'OTHER', name: 'Other', currency: null },
] as const

const DONATION_ORGANIZATION_TYPES = ORGANIZATION_TYPES

/** public-site.md section 9: allocation of every naira given. */
const FUND_ALLOCATION = [
  { percent: 30, label: 'Platform development and maintenance' },
  { percent: 40, label: 'Transportation fleet and services' },
  { percent: 30, label: 'Marketing and expansion' },
] as const

const missingInformation = 'Missing Information'

// The sections the browser's components use are their own exports, so a page's script carries
// only the words it shows (the bundler leaves out the exports nobody imports); sponsorshipCopy
// holds them all, for the server.
export const donationCopy = {
  title: 'Make a Donation',
  lead: 'Every gift goes straight to rides, drivers and church buses. Choose your country to begin.',
  country: 'Your country',
  countryPlaceholder: 'Select your country',
  comingSoonGroup: 'Coming soon',
  countryOption: (name: string, currency: string | null) =>
    currency ? `${name} (${currency})` : name,
  donate: 'Donate Now',
  countryRequired: {
    title: 'Country Required',
    description: 'Please select your country before proceeding.',
  },
  countryComingSoon: {
    title: 'Coming Soon',
    description:
      'Payment processing for this country is coming soon. Only Nigeria is currently available.',
  },
  secure: 'Card payments are processed securely in Nigerian naira (NGN).',
} as const

/**
 * 'Give once' or 'Give monthly' (issue #18). Given to the donation form by the server as props, so
 * these words ride in the page's HTML and not in its script.
 */
export const giftFrequencyCopy = {
  legend: 'How often',
  once: 'Give once',
  monthly: 'Give monthly',
  monthlyHint:
    'Paystack charges your card the same amount each month. Change, pause or cancel it at any time from the link in your receipt.',
  perMonth: 'every month',
}

export type GiftFrequencyCopy = typeof giftFrequencyCopy

export const donationFormCopy = {
  title: 'Complete Your Donation',
  donorType: 'I am giving as',
  individual: 'Individual',
  organization: 'Organization',
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  amount: 'Amount (₦)',
  amountHint: (formatted: string) => `You are giving ${formatted}.`,
  churchQuestion: 'Are you a member of a church?',
  yes: 'Yes',
  no: 'No',
  churchName: 'Church Name',
  organizationName: 'Organization Name',
  contactPerson: 'Contact Person',
  organizationType: 'Organization Type',
  organizationTypePlaceholder: 'Select a type',
  organizationTypes: DONATION_ORGANIZATION_TYPES,
  project: 'Direct my gift to',
  generalDonation: 'General donation (where it is needed most)',
  projectSelected: 'Project Selected',
  anonymous: 'Give anonymously',
  anonymousHint: 'Your name is never shown; the donor list says "Anonymous".',
  showPublicly: 'Show my donation in Recent Donors',
  showPubliclyHint:
    'Tick to show your name (or "Anonymous"), the amount and the date in the public donor list. You can withdraw this at any time from My giving.',
  submit: 'Continue to Payment',
  missing: {
    title: missingInformation,
    fields: 'Please fill in all required fields.',
    church: 'Please specify your church.',
    organization: 'Please fill in all required organization fields.',
  },
  checkDetails: 'Please check your details',
  countryMissing: {
    title: 'Country Required',
    description: 'Please go back and select your country first.',
  },
  projectReset: { title: 'Project Selection Reset', description: 'Project No Longer Available' },
} as const

export const paymentCopy = {
  title: 'Complete Payment',
  lead: 'Check your gift, then pay securely by card, bank or USSD through Paystack.',
  initializing: 'Initializing payment...',
  makePayment: 'Make Payment',
  processing: 'Processing...',
  cancel: 'Cancel Payment',
  amount: 'Amount',
  reference: 'Reference',
  project: 'For',
  generalDonation: 'General donation',
  paymentError: { title: 'Payment Error', description: 'Failed to initialize payment' },
  verificationError: { title: 'Verification Error', description: 'Failed to verify payment' },
  // Verification failed after paying: the payment may well be through, so no second charge is offered.
  confirming: {
    title: 'We are confirming your payment',
    description:
      'Paystack has not confirmed this payment to us yet. Please do not pay again: if you were charged, your donation is recorded, and we will e-mail you as soon as Paystack confirms it.',
  },
  checkAgain: 'Check again',
  checking: 'Checking...',
  loadFailed: { title: 'Payment Error', description: 'Failed to load payment processor' },
  notReady: {
    title: 'Payment Error',
    description: 'Payment system not ready. Please try again.',
  },
  cancelled: {
    title: 'Payment Cancelled',
    description: 'You have cancelled the payment process.',
  },
  failedTitle: 'Payment Failed',
  failedReason: 'Your payment was not completed.',
  paid: { title: 'Payment Successful!' },
  success: {
    title: 'Donation Successful!',
    description: 'You will receive a confirmation email shortly.',
  },
  successLead: (amount: string) => `Thank you for your gift of ${amount}.`,
  pending: {
    title: 'Payment Processing',
    description:
      'We are waiting for Paystack to confirm your payment. You will receive a confirmation email once it does.',
  },
  giveAgain: 'Make another donation',
  // The return page after a cancelled or declined payment: a new payment with the same details.
  tryAgain: 'Try again',
  retryLimited: {
    title: 'Payment Error',
    description: 'Too many payments were started with these details. Please try again later.',
  },
  back: 'Back to the sponsorship page',
} as const

export const realtimeCopy = {
  title: 'New Donation Received!',
  description: (donor: string) => `${donor} just made a contribution. Thank you!`,
  someone: 'Someone',
} as const

export const donorsCopy = {
  title: 'Recent Donors',
  lead: 'Thank you to everyone whose gifts keep the wheels turning.',
  refresh: 'Refresh donors',
  refreshing: 'Refreshing…',
  viewAll: 'View All Donors',
  showRecent: 'Show Recent Donors',
  empty: 'No donations yet',
  emptyLink: 'Be the first to give',
  anonymous: 'Anonymous',
  organization: 'Organization',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
} as const

export const sponsorsCopy = {
  title: 'Impact Sponsors',
  eyebrow: 'Sponsor a season of rides',
  lead: 'Impact sponsors carry a region, a fleet or a season of rides, and walk with us as partners in ministry.',
  benefitsTitle: 'Sponsor benefits',
  benefits: [
    'Permanent recognition on our website',
    'Biannual impact reports',
    'Input on new app features',
    'A certificate of sponsorship',
    'Priority access to events and new services',
  ],
  minimumTitle: 'Minimum contribution',
  minimum: '₦5,000,000 or the $5,000 equivalent',
  reveal: 'Become an Impact Sponsor',
  proceed: 'Become a Sponsor Now',
  minimumsTitle: 'Minimum amounts by currency',
  currency: 'Currency',
  minimumAmount: 'Minimum',
} as const

export const applicationCopy = {
  title: 'Impact Sponsorship Application',
  lead: 'Tell us about yourself. Our team reviews every application and replies by your preferred contact method.',
  sponsorType: 'Sponsor Type',
  individual: 'Individual',
  organization: 'Organization',
  organizationName: 'Organization Name',
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Address (optional)',
  denomination: 'Church Denomination (optional)',
  logo: 'Logo or Profile Picture',
  logoHint: 'An image file (PNG, JPG, WebP, GIF, SVG), up to 5 MB.',
  logoRejected: 'Please choose an image file (PNG, JPG, WebP, GIF, SVG).',
  /** After a POST without JavaScript: the browser cannot keep a chosen file. */
  logoAgain: 'Please choose your logo or picture again.',
  currency: 'Currency',
  currencyPlaceholder: 'Select a currency',
  currencies: CURRENCY_LABELS,
  amount: 'Sponsorship Amount',
  amountHint: (label: string, minimum: string) => `Minimum ${label} ${minimum}`,
  contact: 'Preferred Contact Method',
  contactOptions: { email: 'Email', phone: 'Phone', whatsapp: 'WhatsApp' } satisfies Record<
    ContactPreference,
    string
  >,
  motivation: 'Why do you want to sponsor? (optional)',
  submit: 'Submit Application',
  missing: { title: missingInformation, description: 'Please fill in all required fields.' },
  invalidAmount: (label: string, minimum: string) => ({
    title: 'Invalid Amount',
    description: `Minimum amount for impact sponsorship is ${label} ${minimum}.`,
  }),
  invalidAmountTitle: 'Invalid Amount',
  submitting: 'Submitting...',
  uploadFailed: {
    title: 'Upload Failed',
    description: 'Failed to upload profile picture. Please try again.',
  },
  submissionFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your application. Please try again.',
  },
  checkDetails: 'Please check your details',
  success: {
    title: 'Application Submitted Successfully!',
    description:
      'Thank you for offering to sponsor. We will contact you soon by your preferred method.',
  },
} as const

export const pitchDeckCopy = {
  title: (product: string) => `Access ${product} Pitch Deck`,
  lead: 'Leave your name and e-mail and we will send you our current and future plans.',
  name: 'Full Name',
  email: 'Email Address',
  submit: 'Request Pitch Deck',
  missing: {
    title: 'Required fields missing',
    description: 'Please fill in all required fields.',
  },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  submitting: 'Sending...',
  failed: { title: 'Error', description: 'Failed to process your request. Please try again.' },
  success: {
    title: 'Success!',
    description: 'Thank you. We will e-mail you our pitch deck once your request is approved.',
  },
} as const

export const reportCopy = {
  title: 'Impact Report',
  lead: 'Donors and sponsors can request our latest impact report. We reply within 24 hours.',
  name: 'Name (optional)',
  email: 'Verified Email Address',
  organization: 'Organization (optional)',
  purpose: 'Purpose (optional)',
  submit: 'Request Report',
  processing: 'Processing...',
  help: 'Reports are only sent to verified donor/sponsor email addresses',
  emailRequired: {
    title: 'Email Required',
    description: 'Please enter your verified email address.',
  },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  failed: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  success: {
    title: 'Report Request Submitted',
    description:
      "If your email is verified as a donor/sponsor, you'll receive the impact report within 24 hours.",
  },
} as const

export const carouselCopy = {
  previous: (label: string) => `Previous ${label}`,
  next: (label: string) => `Next ${label}`,
} as const

export const sponsorshipCopy = {
  metaTitle: 'Sponsorship',
  metaDescription: (product: string) =>
    `Donate or become an impact sponsor of ${product}: free, safe rides to church for members across Nigeria.`,

  hero: {
    eyebrow: 'Give with purpose',
    title: (product: string) => `Support ${possessive(product)} Mission`,
    lead: 'Help us build a church family where no one misses a service for lack of transport. Your gift keeps rides free, connects congregations and strengthens faith.',
    quote: {
      text: 'Honor the Lord with your wealth and with the best part of everything you produce. Then he will fill your barns with grain, and your vats will overflow with new wine.',
      reference: 'Proverbs 3:9-10 (NLT)',
    },
    donate: 'Donate Now',
    sponsor: 'Become a Sponsor',
  },

  donation: donationCopy,

  donationForm: donationFormCopy,

  payment: paymentCopy,

  realtime: realtimeCopy,

  donors: donorsCopy,

  sponsors: sponsorsCopy,

  application: applicationCopy,

  sponsorsCarousel: {
    title: 'Our Impact Sponsors',
    lead: 'Churches, businesses and families who make free rides possible.',
    count: (count: number) => `${count}+`,
    countLabel: 'Impact Sponsors',
    empty: 'Our impact sponsors will be showcased here soon.',
    website: (name: string) => `Visit ${name}'s website`,
    types: {
      individual: 'Individual',
      church: 'Church',
      organization: 'Organization',
      partner: 'Partner',
    },
  },

  partners: {
    title: 'Our Impact Partners',
    lead: 'Businesses and ministries who lend their services, skills and networks.',
    label: 'Impact Partner',
    thanks: 'Thank you for your partnership',
    empty: 'Our impact partners will be showcased here soon.',
    partnersCount: 'Partners',
    projectsCount: 'Active Projects',
    plus: (count: number) => `${count}+`,
    withUs: 'Partner With Us',
    contact: (email: string) =>
      `Bring your organization's skills to the ministry: contact us by e-mail at ${email} and we will plan the partnership together.`,
    contactNoEmail:
      'Bring your organization’s skills to the ministry and we will plan the partnership together.',
    become: 'Become a Partner',
  },

  network: {
    title: 'Impact Partners Network',
    lead: 'Partners who fund and run projects alongside us.',
    activePartners: 'Active Partners',
    jointProjects: 'Joint Projects',
  },

  funds: {
    title: 'Your Impact & How We Use Funds',
    lead: 'Transparent stewardship: here is what your gift does, and where each naira goes.',
    impacts: [
      {
        title: 'Free rides to worship',
        text: 'Fuel and upkeep so members reach services and fellowship at no cost.',
      },
      {
        title: 'Safe, verified drivers',
        text: 'Checks and training for volunteer drivers from local churches.',
      },
      {
        title: 'Church bus coordination',
        text: 'Shared schedules that fill church buses for retreats, conferences and special events.',
      },
      {
        title: 'Stronger church families',
        text: 'Shared journeys that turn neighbours into lasting friendships.',
      },
    ],
    allocationTitle: 'Fund allocation',
    allocation: FUND_ALLOCATION,
    plans: 'Read Current & Future Plans',
  },

  pitchDeck: pitchDeckCopy,

  report: reportCopy,

  closing: {
    title: 'Ready to Transform Your Community?',
    lead: 'Whether you give once or sponsor a season of rides, you help a church family travel together.',
    sponsor: 'Become an Impact Sponsor',
    donate: 'Donate to the Cause',
  },

  carousel: carouselCopy,
} as const
