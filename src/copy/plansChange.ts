/**
 * Issue #34, when plans change: the driver's "Cancel this ride", a passenger's rating after the
 * ride, and "Report a concern" (safeguarding). Shared by the pages, the back office and the tests.
 */
export const plansChangeCopy = {
  dashboard: {
    concernsTitle: 'Open concerns',
    concernsNote: (fresh: number) => `${fresh} new, not yet looked into`,
    ratingsTitle: 'Ride ratings',
    noRatings: 'None yet',
    average: (average: number) => `${average.toFixed(1)} of 5`,
    ratingsNote: (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'} by passengers`,
  },
  driverCancel: {
    button: 'Cancel this ride',
    question: 'Cancel this ride?',
    note: 'Every passenger booked or waiting is told at once that the driver had to cancel, and your church and our staff are told your reason. This cannot be undone.',
    reason: 'Why do you need to cancel?',
    reasonHint:
      'Your church and our staff read this; passengers are told only that the driver had to cancel.',
    yes: 'Yes, cancel this ride',
    keep: 'Keep this ride',
    done: 'Your ride is cancelled. We have told its passengers, your church and our staff.',
    errors: {
      reason: 'Please say in a few words why you need to cancel (at most 300 characters).',
      'not-yours': 'This ride is not one of yours, so it was not cancelled.',
      gone: 'This ride has already happened, so it cannot be cancelled.',
      underway:
        'This ride is under way or closed: a passenger is on board, so it cannot be cancelled. Call your church’s ride coordinator if you need help.',
      failed:
        'The ride could not be cancelled. Please try again, or call your church’s ride coordinator.',
      limited: 'Too many tries from your connection. Please wait a little and try again.',
      link: 'This link does not open a driver’s page. Please use the link in your latest e-mail.',
    },
  },
  rating: {
    title: 'How was your ride?',
    lead: 'Your rating and comment help your church and our staff keep rides safe and pleasant. Only they read them.',
    rating: 'Your rating',
    labels: {
      1: '1 – Poor',
      2: '2 – Not good',
      3: '3 – All right',
      4: '4 – Good',
      5: '5 – Very good',
    } as Record<number, string>,
    comment: 'Comment (optional)',
    submit: 'Send my rating',
    change: 'Change my rating',
    thanks: (rating: number) =>
      `Thank you: you rated this ride ${rating} of 5. You can change your rating below.`,
    errors: {
      rating: 'Please choose a rating from 1 to 5.',
      comment: 'Please keep your comment to 500 characters.',
      closed: 'Only a ride that has happened, with a seat given, can be rated.',
    },
  },
  concern: {
    metaTitle: 'Report a concern',
    title: 'Report a concern',
    lead: 'If something on a ride worried you, about a child, an adult, a driver or anyone else, please tell us. Your church’s admin and our safeguarding staff read every report at once.',
    emergency: 'If someone is in danger now, call 112 or the police first.',
    link: 'Report a concern',
    bookingLink: 'Report a concern about this ride',
    safetyLead: 'Worried about something that happened on a ride? Tell us, in confidence.',
    about: (code: string, run: string, date: string) => `About booking ${code}: ${run}, ${date}`,
    what: 'What happened?',
    whatHint: 'Who was involved, what you saw or heard, and where. Please give as much as you can.',
    when: 'When did it happen?',
    whenHint:
      'A date and time, or as near as you know (for example: Sunday 7 December, about 7:30).',
    ride: 'Which ride, if you know (optional)',
    rideHint: 'The bus or car, the stop, or a booking code.',
    name: 'Your name (optional)',
    phone: 'Your phone number (optional)',
    contactHint:
      'Give a name and phone number if you would like us to reply to you. You may stay anonymous.',
    submit: 'Send my report',
    submitting: 'Sending...',
    problem: 'Please check the form',
    failed: 'Your report could not be sent. Please try again.',
    phoneError: 'Please enter a Nigerian phone number, such as 0803 123 4567, or leave it empty.',
    thanksTitle: 'Thank you for telling us',
    thanks: [
      'Your report has reached your church’s admin and our safeguarding staff.',
      'They look into every report, usually the same day. If you gave a phone number, they may call you; if someone is in danger, they act at once.',
      'You do not need to do anything more. If you remember something else, you can send another report.',
    ],
  },
} as const
