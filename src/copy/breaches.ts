/** The breach register's words (collections/DataBreaches.ts), shared by its fields, cells and tests. */
export const breachCopy = {
  singular: 'Breach',
  plural: 'Breach register',
  description:
    'Every personal-data breach, found or suspected. The NDPC must be notified within 72 hours of finding one: record it here at once.',
  fields: {
    title: 'What happened (in one line)',
    details: 'What happened',
    people: 'Whose data: which people',
    data: 'Whose data: which kinds of data',
    approxPeople: 'About how many people',
    foundAt: 'When found',
    deadline: 'NDPC deadline (72 hours)',
    notice: 'NDPC notice',
    deadlineHelp: 'Found + 72 hours, in Lagos time. Set by the server from When found.',
    peopleTold: 'Were the people told?',
    notifiedAt: 'When the NDPC was notified',
    actions: 'What was done',
    status: 'Status',
  },
  peopleTold: [
    { value: 'not_yet', label: 'Not yet' },
    { value: 'told', label: 'Yes, they were told' },
    { value: 'not_needed', label: 'Not needed (no high risk to them)' },
  ],
  statuses: [
    { value: 'open', label: 'Open' },
    { value: 'contained', label: 'Contained' },
    { value: 'closed', label: 'Closed' },
  ],
  state: {
    notified: 'NDPC notified',
    overdue: 'Overdue: NDPC not notified',
    due: 'NDPC not notified yet',
  },
} as const
