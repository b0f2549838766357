/**
 * Texts of the Monthly Giving page, its CSV, and the monthly-giving figures of the dashboard and the
 * Analytics page (issue #18). back-office.md has no words for them; these follow its voice.
 */
const count = (value: number) => value.toLocaleString('en-NG')
const plural = (value: number, one: string, many: string) =>
  `${count(value)} ${value === 1 ? one : many}`

export const monthlyGivingCopy = {
  title: 'Monthly Giving',
  description:
    'Donors who give every month by card. Each monthly payment is also a donation of its own, listed on the gift.',
  stats: {
    label: 'Monthly gifts',
    active: 'Active',
    paused: 'Paused',
    lapsed: 'Lapsed',
    cancelled: 'Cancelled',
    notes: {
      active: 'charged every month',
      paused: 'on hold, no charges',
      lapsed: 'card payments failed',
      cancelled: 'no longer giving',
    },
    monthlyTotal: 'Monthly recurring total',
    monthlyTotalNote: (active: number) =>
      `a month, from ${plural(active, 'active gift', 'active gifts')}`,
  },
  followUp: {
    heading: 'Failures to follow up',
    description:
      'Active gifts with an unpaid month, and gifts that lapsed in the last 60 days: the donor may need to update the card.',
    empty: 'No failed payments to follow up.',
    shown: (shown: number, total: number) =>
      `Showing the ${count(shown)} most recent of ${count(total)}.`,
    unpaid: 'Month unpaid',
    lapsedOn: (date: string) => `Lapsed on ${date}`,
  },
  list: {
    heading: 'Gifts by status',
    tabs: 'Status',
    tab: (label: string, value: number) => `${label} (${count(value)})`,
    empty: (status: string) => `No ${status.toLowerCase()} monthly gifts.`,
  },
  table: {
    donor: 'Donor',
    amount: 'Amount a month',
    nextCharge: 'Next charge',
    started: 'Started',
    status: 'Status',
    failedCharges: 'Failed charges',
    lastFailure: 'Last failure',
    anonymousBadge: 'Anonymous',
    pausedOn: (date: string) => `since ${date}`,
    cancelledOn: (date: string) => `on ${date}`,
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  export: { button: 'Export CSV' },
  /** A gift's own page. */
  gift: { donationsLink: 'Open these donations in the Donations list' },
  csv: {
    columns: [
      'Donor',
      'Email',
      'Amount',
      'Status',
      'Started',
      'Next charge',
      'Failed charges',
      'Last failure',
      'Anonymous',
    ],
    /** What an anonymous donor's name reads while details are hidden (as the Recent Donors CSV). */
    hiddenName: 'Anonymous',
  },
  /** The dashboard's card. */
  dashboard: {
    title: 'Monthly Giving',
    note: (active: number) => `a month, from ${plural(active, 'active gift', 'active gifts')}`,
  },
  /** One-off and monthly donations told apart, on the dashboard and the Analytics page. */
  kinds: {
    heading: 'One-off, monthly and offline donations',
    description:
      'Completed donations in the range: gifts made once online, the payments of monthly gifts, and gifts staff recorded offline.',
    oneOff: 'One-off',
    monthly: 'Monthly',
    // Issue #35: gifts staff recorded (cash, cheque, POS, transfers to our account).
    offline: 'Offline',
    donations: (value: number) => plural(value, 'donation', 'donations'),
    line: (label: string, donations: number, amount: string) =>
      `${label}: ${plural(donations, 'donation', 'donations')}, ${amount}`,
  },
} as const
