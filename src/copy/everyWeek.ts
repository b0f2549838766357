/** The words of an every-week booking (issue #34): the request's tick box and the booking page's section. */
export const everyWeekCopy = {
  request: {
    label: (day: string) => `Every week: book me on this bus every ${day}`,
    hint: 'Each new week is booked for you, and we tell you each time. Pause a date or stop it from your booking’s page.',
  },
  title: 'Every week',
  active: (series: string, day: string) =>
    `You are booked on ${series} every ${day}. Each new week is booked for you, in the order members asked, and we tell you each time.`,
  stopped: 'Your every-week booking is stopped: no new weeks are booked for you.',
  pausesTitle: 'Paused dates',
  noPauses: 'No dates paused.',
  removePause: 'Remove pause',
  pauseLabel: 'Pause a date',
  pauseHint:
    'Away that week (travel, illness)? A paused date gets no seat, and a seat already booked for it is given back.',
  pause: 'Pause this date',
  stop: 'Stop every-week booking',
  confirmStop: 'Stop your every-week booking?',
  confirmStopNote:
    'No new weeks will be booked for you. This booking stays yours (cancel it above if you cannot come).',
  giveBackAhead: (seats: number) =>
    `Also give back the ${seats === 1 ? 'seat' : `${seats} seats`} already booked for the coming weeks`,
  yesStop: 'Yes, stop it',
  keep: 'Keep it',
  done: {
    paused: 'Done: that date is paused.',
    resumed: 'Done: that date is no longer paused.',
    stopped: 'Done: your every-week booking is stopped.',
  },
  errors: {
    day: 'Please choose a date.',
    past: 'Please choose a date from today on.',
    far: 'Please choose a date within the next year.',
    weekday: (day: string) => `Please choose a ${day}: this bus runs on ${day}s.`,
    tooMany: 'You have paused as many dates as we keep. Please remove one first.',
    stopped: 'Your every-week booking is stopped, so there is nothing to pause.',
    failed: 'That did not work. Please try again.',
  },
} as const
