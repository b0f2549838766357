import { escapeHtml, oneLine } from './escape'

/**
 * What a passenger is told by e-mail (issue #19): a seat given or a place on the waitlist, both
 * with the booking code and the cancel link; and a seat given later, when the waitlist moved up.
 */
export type RideNoticeKind =
  | 'confirmed'
  | 'waitlisted'
  | 'promoted'
  | 'run-cancelled'
  /** The whole run cancelled by its driver, from their page (issue #34); `cancelLink` is Find a Ride. */
  | 'driver-cancelled'
  /** The passenger cancelled from their link; `cancelLink` is then Find a Ride. */
  | 'cancelled'
  /** The passenger gave back some of their seats; `people` is what they keep. */
  | 'seats-returned'
  /** The run's stops or times changed with its weekly run (issue #34); `movedFrom`: their stop went. */
  | 'run-changed'

export type RideNoticeContext = {
  siteName: string
  passenger: string
  code: string
  run: string
  date: string
  stop: string
  people: number
  returned?: number
  /** A child rides (issue #34): the hand-over code its guardian gives the driver at drop-off. */
  handover?: string
  /** A 'run-changed' notice: the stop the booking had, which the change removed. */
  movedFrom?: string
  cancelLink: string
}

const seatWords = (people: number) => (people === 1 ? '1 seat' : `${people} seats`)

export const rideNotice = (kind: RideNoticeKind, context: RideNoticeContext) => {
  if (kind === 'run-cancelled' || kind === 'driver-cancelled')
    return runCancelledNotice(context, kind === 'driver-cancelled')
  if (kind === 'cancelled') return cancelledNotice(context)
  if (kind === 'seats-returned') return seatsReturnedNotice(context)
  if (kind === 'run-changed') return runChangedNotice(context)
  const { siteName, passenger, code, run, date, stop, people, cancelLink } = context
  const seats = people === 1 ? '1 seat' : `${people} seats`
  const subject =
    kind === 'waitlisted'
      ? `${oneLine(siteName, 60)}: you are on the waitlist for ${oneLine(run, 80)} (${code})`
      : `${oneLine(siteName, 60)}: your ride is booked (${code})`
  const lines = [
    `Dear ${passenger},`,
    kind === 'confirmed'
      ? `Your ${seats} on ${run} on ${date} ${people === 1 ? 'is' : 'are'} booked, from ${stop}.`
      : kind === 'promoted'
        ? `Good news: a seat came free, and your ${seats} on ${run} on ${date} ${people === 1 ? 'is' : 'are'} now booked, from ${stop}.`
        : `${run} on ${date} is full, so your request for ${seats} from ${stop} is on the waitlist. We will e-mail you as soon as a seat comes free.`,
    `Your booking code is ${code}.`,
    ...(context.handover && kind !== 'waitlisted' ? [handoverLine(context.handover)] : []),
    'If you cannot come, please cancel so that someone else can ride, from your booking’s page:',
  ]
  return withLink(subject, lines, cancelLink, 'Open my booking')
}

/** What the guardian of a child who rides is told with the seat (issue #34). */
const handoverLine = (handover: string) =>
  `A child rides: at drop-off the driver hands the child over only to someone who gives this hand-over code: ${handover}. Please give it only to the person who will meet the child.`

/** A passenger's e-mail: its lines, then a link (its address in the text part, its words in HTML). */
const withLink = (subject: string, lines: string[], link: string, linkText: string) => ({
  subject,
  text: [...lines, link].join('\n'),
  html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>
</body></html>`,
})

/**
 * The whole run cancelled by its church, or by its driver: `link` is Find a Ride, where another
 * ride may be found. The driver's own words go to staff, not to passengers (issue #34).
 */
const runCancelledNotice = (context: RideNoticeContext, byDriver: boolean) => {
  const { siteName, passenger, code, run, date, stop, people, cancelLink: link } = context
  const seats = people === 1 ? '1 seat' : `${people} seats`
  const lines = [
    `Dear ${passenger},`,
    byDriver
      ? `We are sorry: ${run} on ${date} is cancelled. The driver had to cancel, so nobody will come to ${stop}.`
      : `We are sorry: ${run} on ${date} is cancelled by the church, so the bus will not come to ${stop}.`,
    `Your booking ${code} for ${seats} is cancelled with it. You need do nothing more.`,
    'Please find another ride to the service:',
  ]
  return withLink(
    `${oneLine(siteName, 60)}: ${oneLine(run, 80)} on ${date} is cancelled (${code})`,
    lines,
    link,
    'Find a Ride',
  )
}

/** Cancelled from the passenger's own link (issue #29: nothing confirmed it). `link` is Find a Ride. */
const cancelledNotice = (context: RideNoticeContext) => {
  const { siteName, passenger, code, run, date, stop, people, cancelLink: link } = context
  const lines = [
    `Dear ${passenger},`,
    `Your booking ${code} for ${seatWords(people)} on ${run} on ${date}, from ${stop}, is cancelled, as you asked. Thank you for letting us know: the seat can go to someone else.`,
    'If this was a mistake, you can ask for a seat again:',
  ]
  return withLink(
    `${oneLine(siteName, 60)}: your booking ${code} is cancelled`,
    lines,
    link,
    'Find a Ride',
  )
}

/** Some seats of a booking given back; the rest stay booked. */
const seatsReturnedNotice = (context: RideNoticeContext) => {
  const { siteName, passenger, code, run, date, stop, people, returned = 0, cancelLink } = context
  const lines = [
    `Dear ${passenger},`,
    `You gave back ${seatWords(returned)} of your booking ${code} on ${run} on ${date}. Your booking now has ${seatWords(people)}, from ${stop}.`,
    'If you cannot come, please cancel so that someone else can ride, from your booking’s page:',
  ]
  return withLink(
    `${oneLine(siteName, 60)}: your booking ${code} now has ${seatWords(people)}`,
    lines,
    cancelLink,
    'Open my booking',
  )
}

/** The run's stops or times changed (issue #34): where and when the passenger is now picked up. */
const runChangedNotice = (context: RideNoticeContext) => {
  const { siteName, passenger, code, run, date, stop, movedFrom, cancelLink } = context
  const lines = [
    `Dear ${passenger},`,
    `${run} on ${date} has changed: you are now picked up from ${stop}.`,
    ...(movedFrom
      ? [`Your stop, ${movedFrom}, is no longer on the route, so your booking moved to this stop.`]
      : []),
    `Your booking code is ${code}. If this does not suit you, please cancel so that someone else can ride, from your booking’s page:`,
  ]
  return withLink(
    `${oneLine(siteName, 60)}: your ride ${oneLine(run, 80)} on ${date} has changed (${code})`,
    lines,
    cancelLink,
    'Open my booking',
  )
}

const page = (lines: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`

const message = (subject: string, lines: string[]) => ({
  subject,
  text: lines.join('\n\n'),
  html: page(lines),
})

/** A driver verified, or not (with the reason), by staff or their church's admin. */
export const driverReviewedEmail = ({
  siteName,
  name,
  church,
  verified,
  reason,
  page,
}: {
  siteName: string
  name: string
  church: string
  verified: boolean
  reason?: string
  /** The driver's own page: where they offer rides in their car and see their passengers. */
  page: string
}) =>
  message(
    `${oneLine(siteName, 60)}: ${verified ? 'you are verified to drive' : 'your driver application'}`,
    verified
      ? [
          `Dear ${name},`,
          `Thank you for offering to drive for ${church}. Your licence, vehicle and papers have been checked, and you are verified to drive.`,
          'Your church may put you on its bus runs, and you can offer seats in your own car to a service from your area on your page:',
          page,
          'That link is yours alone: please do not share it. The day before each ride, we e-mail you its passenger list.',
          'We will remind you before your licence, roadworthiness certificate or insurance expires.',
        ]
      : [
          `Dear ${name},`,
          `Thank you for offering to drive for ${church}. We cannot verify you yet, for this reason:`,
          reason ?? '',
          'Please speak to your church’s ride coordinator when this has changed.',
        ],
  )

/** A member's application to drive, received: what happens next. */
export const driverAppliedEmail = ({
  siteName,
  name,
  church,
}: {
  siteName: string
  name: string
  church: string
}) =>
  message(`${oneLine(siteName, 60)}: your application to drive`, [
    `Dear ${name},`,
    `Thank you for offering to drive for ${church}. We have your application and your papers.`,
    'Your church’s ride coordinator will check them. When you are verified, we e-mail you the link to your page, where you offer rides and see your passengers.',
  ])

/** A church registered (issue #29: the pastor heard nothing until the approval). */
export const churchRegisteredEmail = ({
  siteName,
  name,
  church,
}: {
  siteName: string
  name: string
  church: string
}) =>
  message(`${oneLine(siteName, 60)}: we have your church’s registration`, [
    `Dear ${name},`,
    `Thank you for registering ${church} with ${siteName}. We have your church, its branch and its service times.`,
    'Our team will review it, usually within a few days, and write to you at this address. Once it is approved you become your church’s admin, and we e-mail you a link to choose your password.',
  ])

/** A verified driver's paper expiring soon: after that day they cannot be given passengers. */
export const driverExpiryReminder = ({
  siteName,
  name,
  paper,
  date,
}: {
  siteName: string
  name: string
  paper: string
  date: string
}) =>
  message(`${oneLine(siteName, 60)}: your ${paper} expires on ${date}`, [
    `Dear ${name},`,
    `Your ${paper} expires on ${date}. After that day you cannot be given passengers until it is renewed.`,
    'Please give the renewed paper to your church’s ride coordinator, who will add it and verify it.',
  ])

export type PassengerLine = {
  name: string
  phone: string
  people: number
  stop: string
  time: string
  minors: boolean
}

/** The day before a bus run: its driver's passenger list, stop by stop. */
export const passengerListEmail = ({
  siteName,
  name,
  run,
  date,
  passengers,
  page,
}: {
  siteName: string
  name: string
  run: string
  date: string
  passengers: PassengerLine[]
  /** The driver's own page, which lists the passengers as they are now (a late booking too). */
  page: string
}) => {
  const seats = passengers.reduce((sum, line) => sum + line.people, 0)
  return message(`${oneLine(siteName, 60)}: passengers for ${oneLine(run, 80)} on ${date}`, [
    `Dear ${name},`,
    passengers.length === 0
      ? `Nobody has booked ${run} on ${date} yet.`
      : `${seats} ${seats === 1 ? 'person rides' : 'people ride'} on ${run} on ${date}:`,
    ...passengers.map(
      (line) =>
        `${line.time} ${line.stop}: ${line.name}, ${line.phone}, ${line.people} ${line.people === 1 ? 'person' : 'people'}${line.minors ? ' (with a child; a parent or guardian consented)' : ''}`,
    ),
    `If someone books or cancels after this e-mail, we tell you, and your page always has the list as it is now: ${page}`,
    'Please keep these phone numbers private and delete this e-mail after the service. Thank you for driving.',
  ])
}

/** A passenger given a seat, or cancelling, after the driver's passenger list went out. */
export const passengerChangeEmail = ({
  siteName,
  name,
  run,
  date,
  passenger,
  joined,
  page,
}: {
  siteName: string
  name: string
  run: string
  date: string
  passenger: PassengerLine
  joined: boolean
  page: string
}) =>
  message(
    `${oneLine(siteName, 60)}: ${joined ? 'a new passenger' : 'a passenger cancelled'} for ${oneLine(run, 80)} on ${date}`,
    [
      `Dear ${name},`,
      joined
        ? `${passenger.name} now rides with you on ${run} on ${date}: ${passenger.time} ${passenger.stop}, ${passenger.phone}, ${passenger.people} ${passenger.people === 1 ? 'person' : 'people'}${passenger.minors ? ' (with a child; a parent or guardian consented)' : ''}.`
        : `${passenger.name} (${passenger.people} ${passenger.people === 1 ? 'person' : 'people'}, ${passenger.time} ${passenger.stop}) no longer rides with you on ${run} on ${date}.`,
      `Your passenger list as it is now: ${page}`,
      'Thank you for driving.',
    ],
  )

/** The day before the service: a passenger's driver, car and plate (their first name only). */
export const rideDetailsEmail = ({
  siteName,
  passenger,
  code,
  run,
  date,
  stop,
  time,
  driver,
  vehicle,
  plate,
}: {
  siteName: string
  passenger: string
  code: string
  run: string
  date: string
  stop: string
  time: string
  /** The driver's first name, vehicle and plate; a church bus may have no driver named. */
  driver?: string
  vehicle?: string
  plate?: string
}) =>
  message(`${oneLine(siteName, 60)}: your ride tomorrow (${code})`, [
    `Dear ${passenger},`,
    `Your ride on ${run} is tomorrow, ${date}${time ? `, from ${stop} at ${time}` : `, from ${stop}`}.`,
    ...(driver ? [`Your driver is ${driver}, in a ${vehicle}, plate ${plate}.`] : []),
    `Your booking code is ${code}. Please be at your stop a few minutes early.`,
  ])

/** A driver cancelled their ride from their page (issue #34): staff and the church's admins are told why. */
export const driverCancelledEmail = ({
  siteName,
  driver,
  run,
  date,
  church,
  reason,
  passengers,
  page,
}: {
  siteName: string
  driver: string
  run: string
  date: string
  church: string
  reason: string
  /** Bookings cancelled with the run, each passenger told. */
  passengers: number
  /** The run in the back office. */
  page: string
}) =>
  message(
    `${oneLine(siteName, 60)}: ${oneLine(driver, 60)} cancelled ${oneLine(run, 80)} on ${date}`,
    [
      `${driver} cancelled ${run} on ${date} (${church}). Their reason:`,
      reason,
      passengers === 0
        ? 'Nobody had booked it.'
        : `${passengers} ${passengers === 1 ? 'booking was' : 'bookings were'} cancelled with it, and each passenger has been told that the driver had to cancel.`,
      `The run in the back office: ${page}`,
    ],
  )

/**
 * A safeguarding concern reported (issue #34), to the church's admins and staff: that there is
 * one and where to read it. What happened stays in the back office, behind its access rule.
 */
export const concernReportedEmail = ({
  siteName,
  church,
  reportedAt,
  page,
}: {
  siteName: string
  /** The church of the booking it was reported from; null when sent from the Safety page. */
  church: string | null
  reportedAt: string
  page: string
}) =>
  message(`${oneLine(siteName, 60)}: a safeguarding concern was reported`, [
    church
      ? `A safeguarding concern about a ride of ${church} was reported on ${reportedAt}.`
      : `A safeguarding concern was reported on the Safety page on ${reportedAt}.`,
    'Please read it and start looking into it today. Record what you do on it; it can be closed only with its outcome written:',
    page,
  ])
