/** The words of the back office's Weekly runs (issue #34). */
export const weeklyRunsCopy = {
  description:
    'A bus run every week. Its runs are made for the weeks ahead you choose, each an ordinary bus run you can still cancel or change on its own. Changing this weekly run changes its coming runs, booked ones too (their passengers are told of new stops or times; a run keeps the seats it has given), except a run changed on its own in Bus Runs. Switching it off makes no new runs; those already made stay.',
  serviceHint: 'The service its runs go to. To go to another service, make another weekly run.',
  weekdayHint: 'The service’s day: each run is on that day.',
  driverHint:
    'A verified driver of this church whose licence, roadworthiness and insurance are valid on every run made. A run on a date past their papers is made without them.',
  activeHint: 'Switched off, it makes no new runs; those already made stay.',
  weeksHint: 'How many weeks ahead its runs are made (1 to 12).',
  weeksRange: 'Weeks ahead are a whole number from 1 to 12.',
  dashboardTitle: 'Weekly Runs',
  dashboardNote: 'Runs made every week',
} as const
