/**
 * Pledges (issue #35): the words of My giving's "Your pledges" and "Make a pledge", their notices,
 * and the refusals the back office and the form share.
 */

/** The largest pledge: far above any real one, far below numeric limits. */
export const PLEDGE_MAX = 10_000_000_000

export const pledgeMessages = {
  fund: 'Please choose one of the listed funds.',
  fundClosed: 'This fund no longer takes pledges. Please choose another.',
  amount: 'Please enter a whole number of naira, at least ₦1.',
  dueDate: 'Please give the date you will give it by, today or later.',
  phone: 'Please enter a valid phone number.',
  fundHasPledges:
    'This fund has pledges, so it cannot be deleted. Untick Active to stop offering it instead.',
  made: 'Thank you. Your pledge is saved: every gift you make to that fund counts toward it.',
  cancelled: 'Your pledge is cancelled.',
  notYours: 'This pledge is not one of yours.',
  failed: 'Something went wrong on our side, so nothing was saved. Please try again.',
  limited: 'Too many changes were made from this page. Please try again in a few minutes.',
} as const

export const pledgesCopy = {
  heading: 'Your pledges',
  none: 'You have not made a pledge yet.',
  toFund: (fund: string) => `To ${fund}`,
  progress: (given: string, amount: string) => `${given} of ${amount} given`,
  toGo: (remaining: string, by: string) => `${remaining} to go by ${by}`,
  fulfilled: (by: string) => `Fulfilled. Thank you! (by ${by})`,
  cancelled: 'Cancelled',
  cancel: 'Cancel pledge',
  make: {
    heading: 'Make a pledge',
    intro:
      'Promise an amount to a fund by a date. Every gift you make to that fund from today, online or in church, counts toward it.',
    fund: 'Fund',
    amount: 'Amount (₦)',
    dueDate: 'Give it by',
    submit: 'Make a pledge',
  },
} as const
