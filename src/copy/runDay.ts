/**
 * The day itself on a driver's page (issue #34): boarding each passenger, handing a child over,
 * closing the run; and what the church's admins and staff are told when a child was not handed over.
 */
export const runDayCopy = {
  title: 'On the day',
  /** The booking page's row for a booking with a child (issue #34). */
  handoverRow: 'Child’s hand-over code (give it only to who meets the child)',
  onBoard: 'On board',
  notHere: 'Not here',
  marked: { boarded: 'On board', no_show: 'Not here' },
  unmarked: 'Not marked yet',
  handOverTitle: 'Hand the child over',
  handOverCode: 'Hand-over code (from the parent or guardian)',
  handOverName: 'Or the name of the person who received the child',
  handOver: 'Hand over',
  handedTo: (name: string) => `Handed to: ${name}`,
  guardian: 'the parent or guardian',
  close: 'Close the run',
  closeLead:
    'When everyone is dropped off, close the run. A child on board must be handed over first.',
  escalationLabel:
    'A child was not handed over: write what happened and where the child is. Your church’s admin and our staff are told at once.',
  closed: 'This run is closed. Thank you for driving.',
  escalated: 'This run is closed. Your note reached your church’s admin and our staff.',
  /** What the page says after a post, by the answer's key in its address. */
  answers: {
    marked: 'Saved.',
    handed: 'The child’s hand-over is recorded.',
    closed: 'The run is closed.',
    'wrong-code':
      'That is not this child’s hand-over code. Check it, or write who received the child.',
    'code-limit':
      'Too many wrong codes for this child this hour: no code is taken now. Write the name of the person who received the child.',
    'handover-missing':
      'Type the hand-over code, or the name of the person who received the child.',
    'name-too-long': 'The name can be at most 120 characters.',
    'not-boarded': 'Mark the child On board before handing them over.',
    'children-left':
      'A child booked on this run has not been handed over or marked Not here: hand them over, or write a note below to close the run.',
    'child-on-board':
      'This child is on board: they cannot be marked Not here now. Hand them over when you drop them off.',
    'note-too-long': 'The note can be at most 1,000 characters.',
    closedAlready: 'This run is closed: its marks can no longer change.',
    'not-today': 'Passengers are marked on the day of the ride.',
    limited: 'Too many tries from this connection: please wait a little and try again.',
    failed: 'That did not work: please try again.',
  },
} as const

export type RunDayAnswer = keyof typeof runDayCopy.answers

/** The e-mail and SMS to the church's admins and staff when a run closed with a child not handed over. */
export const escalationCopy = {
  subject: (site: string, run: string) => `${site}: a child was not handed over on ${run}`,
  lines: ({
    run,
    date,
    church,
    driver,
    children,
    note,
  }: {
    run: string
    date: string
    church: string
    driver: string
    children: string[]
    note: string
  }) => [
    `The driver ${driver} closed ${run} on ${date} (${church}) while a child booked on it was not handed over.`,
    `Booking${children.length === 1 ? '' : 's'}: ${children.join(', ')}.`,
    `The driver wrote: ${note}`,
    'Please call the driver and the child’s parent or guardian now. The run and its bookings:',
  ],
  sms: (site: string, run: string, date: string, driver: string) =>
    `${site}: URGENT. ${driver} closed ${run} on ${date} with a child not handed over. Please call the driver now; the note is in your e-mail and the back office.`,
} as const

/** The dashboard's cards of the day itself (issue #34). */
export const runDayDashboardCopy = {
  noShowsTitle: 'No-shows',
  noShowsNote: 'people marked Not here by their driver',
  repeated: (name: string, phone: string, count: number) =>
    `${name}, ${phone}: ${count} no-shows in 8 weeks`,
  escalationsTitle: 'Escalations',
  escalationsNote: 'runs closed with a child not handed over',
} as const
