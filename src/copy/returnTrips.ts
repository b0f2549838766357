/** Return trips and map links (issue #34): shared by the pages, the back office and the tests. */
export const returnTripCopy = {
  directions: { to_church: 'To church', home: 'Home' },
  directionLabel: 'Goes',
  alsoHome: 'Also book the ride home',
  alsoHomeHint: (time: string) =>
    `A ride home after the same service leaves at ${time}. It is booked as its own seat, with its own code.`,
  map: 'Map',
  mapLabel: (place: string) => `${place} on OpenStreetMap (opens another site)`,
  legs: {
    heading: 'Your other ride',
    home: 'The ride home',
    toChurch: 'The ride to church',
    open: 'Open its booking',
  },
  stopHome: 'Drop-off stop',
} as const
