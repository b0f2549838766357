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
