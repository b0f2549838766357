/**
 * Texts of the Recent Donors page and the donations list's summary (back-office.md: Recent Donors
 * page, Donations page, sections 8 and 9). The spec's words are copied exactly; the rest is ours.
 */
export const donorsCopy = {
  title: 'Recent Donors',
  description: 'Completed donations. The cards count what the search and the filter select.',
  /** A partial refund under the gift's amount; the cards count what was kept. */
  refunded: (amount: string) => `${amount} refunded`,
  stats: {
    totalAmount: 'Total Amount',
    totalDonors: 'Total Donors',
    averageAmount: 'Average Amount',
    anonymous: 'Anonymous',
    totalAmountNote: 'completed donations',
    totalDonorsNote: 'donor records',
    averageNote: 'per donor record',
    anonymousNote: 'anonymous donor records',
  },
  search: { label: 'Search donors', placeholder: 'Name, e-mail, reference or organization' },
  typeFilter: 'Donor type',
  sort: 'Sort by',
  apply: 'Apply',
  empty: 'No donors found matching your criteria.',
  table: {
    caption: 'Completed donations',
    date: 'Date',
    donor: 'Donor',
    contact: 'Contact',
    type: 'Type',
    amount: 'Amount',
    reference: 'Reference',
    anonymousBadge: 'Anonymous',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    status: (first: number, last: number, total: number) =>
      `Showing ${first.toLocaleString('en-NG')}–${last.toLocaleString('en-NG')} of ${total.toLocaleString('en-NG')}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  export: {
    button: 'Export CSV',
    running: 'Exporting…',
    complete: 'Export Complete',
    completeDescription: (count: number) =>
      `${count.toLocaleString('en-NG')} donor ${count === 1 ? 'record' : 'records'} exported.`,
    failed: 'Export failed. Please try again.',
    busy: 'An export is already running. Please try again in a moment.',
  },
  /** What an anonymous donor's name reads in the CSV while details are hidden. */
  csvHiddenName: 'Anonymous',
  summary: {
    label: 'Donations summary',
    total: 'Total',
    completed: 'Completed',
    pending: 'Pending',
  },
  verify: {
    button: 'Verify Pending Payments',
    running: 'Verifying…',
    complete: 'Verification Complete',
    completeDescription: (verified: number) => `${verified} payment(s) verified`,
    failed: 'Failed to verify pending payments',
  },
} as const
