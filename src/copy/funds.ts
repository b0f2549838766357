/** Words of the funds list's totals and every place a gift's fund and channel are printed (issue #35). */
export const fundsCopy = {
  totals: {
    caption: 'Giving by fund',
    note: 'Completed gifts, less refunds. Online gifts came through Paystack; offline gifts were recorded by staff.',
    fund: 'Fund',
    online: 'Online',
    offline: 'Offline',
    total: 'Total',
    gifts: 'Gifts',
    inactive: '(not active)',
    allFunds: 'All funds',
  },
  /** The CSV's and statement's column words. */
  fundColumn: 'Fund',
  givenColumn: 'Given',
} as const
