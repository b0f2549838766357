import { fitSms } from '@/lib/messaging/gsm'
import type { TextNotice } from '@/lib/messaging/notify'
import type { RideNoticeContext, RideNoticeKind } from '@/lib/mail/rideNotices'
import { oneLine } from '@/lib/mail/escape'

/**
 * A ride notice's SMS and WhatsApp template (issue #33), the texts beside its e-mail
 * (src/lib/mail/rideNotices.ts). Each SMS starts with the site's name, fits two GSM-7 parts and
 * ends with the person's short link; WhatsApp's parameters are the same values, whole.
 */

export type RideTextContext = Omit<RideNoticeContext, 'cancelLink'> & {
  /** The pickup time at the stop ('07:15'): never clipped off, unlike the stop's name. */
  time?: string | null
  /** The booking's short link. */
  link: string
}

const seatWords = (people: number) => (people === 1 ? '1 seat' : `${people} seats`)

/** The passenger's first name: a text is short, and names are long. */
const firstOf = (name: string) => name.trim().split(/\s+/)[0] ?? ''

/** A parameter of a template: one line (Meta refuses line breaks), at most `max` characters. */
const param = (value: string, max = 120) => oneLine(value, max)

const SHRINK = ['run', 'stop', 'name', 'site'] as const

/** The stop and its time, as the e-mails say it. */
const at = (stop: string, time?: string | null) => (time ? `${stop} at ${time}` : stop)

const smsOf = (
  context: RideTextContext,
  render: (
    v: Record<(typeof SHRINK)[number] | 'code' | 'date' | 'link' | 'stopAt', string>,
  ) => string,
) =>
  fitSms(
    {
      site: context.siteName,
      name: firstOf(context.passenger),
      run: context.run,
      stop: context.stop,
      code: context.code,
      date: context.date,
      link: context.link,
      stopAt: '',
    },
    (v) => render({ ...v, stopAt: at(v.stop, context.time) }),
    [...SHRINK],
  )

export const rideTexts = (kind: RideNoticeKind, context: RideTextContext): TextNotice => {
  const { code, date, link, people, returned = 0, handover } = context
  const seats = seatWords(people)
  const name = param(context.passenger)
  const run = param(context.run)
  const stop = param(at(context.stop, context.time))
  switch (kind) {
    case 'confirmed':
    case 'promoted':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: ${kind === 'promoted' ? `Good news ${v.name}, a seat came free! Your` : `${v.name}, your`} ${seats} on ${v.run}, ${v.date}, from ${v.stopAt} ${people === 1 ? 'is' : 'are'} booked. Code ${v.code}.${handover ? ` Child hand-over code ${handover}: the driver hands the child only to who gives it.` : ''} Can't come? Please cancel: ${v.link}`,
        ),
        whatsapp: {
          template: kind === 'promoted' ? 'ride_promoted' : 'ride_confirmed',
          // The template has no place of its own for a child's hand-over code: it goes with the booking's.
          params: [
            name,
            seats,
            run,
            date,
            stop,
            handover ? `${code} (child hand-over code: ${handover})` : code,
            link,
          ],
        },
      }
    case 'waitlisted':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: ${v.name}, ${v.run} on ${v.date} is full, so your ${seats} from ${v.stopAt} ${people === 1 ? 'is' : 'are'} on the waitlist. We will tell you if a seat comes free. Code ${v.code}. ${v.link}`,
        ),
        whatsapp: {
          template: 'ride_waitlisted',
          params: [name, run, date, seats, stop, code, link],
        },
      }
    case 'cancelled':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: your booking ${v.code} on ${v.run}, ${v.date} is cancelled, as you asked. Thank you for telling us. ${v.link}`,
        ),
        whatsapp: { template: 'ride_cancelled', params: [name, code, seats, run, date, link] },
      }
    case 'seats-returned':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: you gave back ${seatWords(returned)}; booking ${v.code} on ${v.run}, ${v.date} now has ${seats}, from ${v.stopAt}. ${v.link}`,
        ),
        whatsapp: {
          template: 'ride_seats_returned',
          params: [name, seatWords(returned), code, run, date, seats, stop, link],
        },
      }
    case 'run-cancelled':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: sorry, ${v.run} on ${v.date} is cancelled by the church; your booking ${v.code} is cancelled with it. Please find another ride. ${v.link}`,
        ),
        whatsapp: { template: 'ride_run_cancelled', params: [name, run, date, stop, code, link] },
      }
    case 'run-changed':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: ${v.run} on ${v.date} has changed: you are now picked up from ${v.stopAt}.${context.movedFrom ? ' Your old stop is no longer on the route.' : ''} Code ${v.code}. ${v.link}`,
        ),
        whatsapp: { template: 'ride_changed', params: [name, run, date, stop, code, link] },
      }
    case 'driver-cancelled':
      return {
        sms: smsOf(
          context,
          (v) =>
            `${v.site}: sorry, ${v.run} on ${v.date} is cancelled: the driver had to cancel. Your booking ${v.code} is cancelled with it. Please find another ride. ${v.link}`,
        ),
        whatsapp: {
          template: 'ride_driver_cancelled',
          params: [name, run, date, stop, code, link],
        },
      }
  }
}

/** The day before: the passenger's stop and time, and their driver's first name, car and plate. */
export const reminderTexts = (
  context: Omit<RideTextContext, 'people'> & {
    /** 'Tunde, Toyota Hiace, plate LND 123 XY'; none for a church bus with no driver named. */
    driver?: { name: string; vehicle: string; plate: string }
  },
): TextNotice => {
  const { code, date, link, driver } = context
  const driverWords = driver
    ? `${firstOf(driver.name)}, ${driver.vehicle}, plate ${driver.plate}`
    : 'your church will tell you'
  return {
    sms: fitSms(
      {
        site: context.siteName,
        run: context.run,
        stop: context.stop,
        name: driver ? firstOf(driver.name) : '',
        vehicle: driver?.vehicle ?? '',
        plate: driver?.plate ?? '',
        code,
        date,
        link,
      },
      (v) =>
        `${v.site}: your ride ${v.run} is tomorrow, ${v.date}, from ${at(v.stop, context.time)}. Driver: ${driver ? `${v.name}, ${v.vehicle}, plate ${v.plate}` : driverWords}. Code ${v.code}. Please be early. ${v.link}`,
      ['run', 'stop', 'vehicle', 'name', 'site'],
    ),
    whatsapp: {
      template: 'ride_reminder',
      params: [
        param(context.passenger),
        param(context.run),
        date,
        param(at(context.stop, context.time)),
        param(driverWords),
        code,
        link,
      ],
    },
  }
}

/** The driver's passenger list the day before: how many ride, and the short link to their page. */
export const passengerListSms = (context: {
  siteName: string
  driver: string
  run: string
  date: string
  riders: number
  link: string
}): string =>
  fitSms(
    {
      site: context.siteName,
      name: firstOf(context.driver),
      run: context.run,
      date: context.date,
      link: context.link,
    },
    (v) =>
      `${v.site}: ${v.name}, ${context.riders === 0 ? 'nobody has booked' : `${context.riders} ${context.riders === 1 ? 'person rides' : 'people ride'} with you on`} ${v.run}, ${v.date}${context.riders === 0 ? ' yet' : ''}. Your passenger list, kept up to date: ${v.link}`,
    ['run', 'name', 'site'],
  )

/**
 * A child's hand-over code by SMS to the guardian's own phone (issue #34), when the seat's notice
 * went to another contact: the guardian gives it to the driver at drop-off.
 */
export const handoverSms = (context: {
  siteName: string
  passenger: string
  run: string
  date: string
  handover: string
}) =>
  fitSms(
    {
      site: context.siteName,
      name: firstOf(context.passenger),
      run: context.run,
      date: context.date,
      handover: context.handover,
    },
    (v) =>
      `${v.site}: ${v.name} booked ${v.run} on ${v.date} with a child. The child's hand-over code is ${v.handover}: the driver hands the child only to who gives it. Keep it for drop-off.`,
    ['run', 'name', 'site'],
  )
