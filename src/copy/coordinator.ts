/**
 * A bus run's coordinator on the day (issue #34): the back office's fields and 'Send the day link',
 * the e-mail and SMS that carry the link, and the run's day page it opens.
 */
export const coordinatorCopy = {
  fieldsLabel: 'Coordinator on the day',
  fieldsHint:
    'Who boards this bus’s passengers on the day when no registered driver does. “Send the day link” e-mails (and texts, with a phone) them a link to the run’s day page, for this run only.',
  phoneError: 'Please enter a valid phone number, e.g. 0803 123 4567.',
  sentLabel: 'Day link sent',
  send: 'Send the day link',
  sendConfirm:
    'The coordinator is sent a link to this run’s day page, where they mark each passenger On board or Not here. It opens this run only.',
  sent: 'The day link is on its way to the coordinator.',
  failed: 'The day link could not be sent.',
  refusals: {
    missing: 'This bus run was not found.',
    notBus: 'A driver’s own car is marked from its driver’s page: it has no coordinator.',
    gone: 'This run is cancelled or has gone: there is no day to mark.',
    noAddress: 'Add the coordinator’s e-mail or phone (and save) before sending the day link.',
    justSent: 'The day link was sent less than two minutes ago: it is on its way.',
  },
  email: {
    subject: (site: string, run: string) => `${site}: the day page for ${run}`,
    lines: ({
      name,
      run,
      date,
      church,
    }: {
      name: string
      run: string
      date: string
      church: string
    }) => [
      `Hello ${name},`,
      `You are the coordinator of ${run} on ${date} (${church}). On the day, open this link and mark each passenger On board or Not here, hand each child over with their guardian’s code, and close the run.`,
      'The link is for you alone and opens this run only: please do not share it.',
    ],
  },
  sms: (site: string, run: string, date: string, link: string) =>
    `${site}: your day page for ${run} on ${date}. Mark who boards: ${link}`,
  page: {
    metaTitle: 'A bus run on the day',
    title: (run: string) => run,
    lead: (name: string, church: string) =>
      `${name}, you coordinate this run for ${church}. On its day, mark each passenger here.`,
    passengers: 'Passengers',
    noPassengers: 'Nobody has booked this run yet.',
    notToday: 'The On board and Not here buttons appear here on the day of the run.',
    refusedTitle: 'This link does not open a run',
    refusedNote:
      'It may have been copied incompletely, or the run is over or cancelled. Please use the link in your latest message from us.',
  },
} as const
