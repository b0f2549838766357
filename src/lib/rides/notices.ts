import type { Payload, PayloadRequest } from 'payload'

import { driverRefusal } from '@collections/Rides/driverRules'
import { DRIVER_PAPERS } from '@collections/Rides/Drivers'
import { globalSlugs } from '@collections/slugs'
import { formatDate } from '@/lib/dates'
import { driversDueReminder, lockDriverDueReminder, markDriverReminded } from '@/lib/db/drivers'
import {
  lockRunForPassengerList,
  markPassengerListSent,
  runsDuePassengerLists,
  runWithListSent,
} from '@/lib/db/rides'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { notify, textablePhone } from '@/lib/messaging/notify'
import { queueMessage } from '@/lib/messaging/send'
import { shortLinkOf } from '@/lib/messaging/shortLinks'
import {
  driverExpiryReminder,
  passengerChangeEmail,
  passengerListEmail,
  rideDetailsEmail,
} from '@/lib/mail/rideNotices'
import { inTransaction } from '@/lib/workflows/asUser'

import { driverLink } from './driverPage'
import { firstName } from './names'
import { confirmedPassengers, passengerOf, type Passenger } from './passengers'
import { passengerListSms, reminderTexts } from './texts'

/**
 * The ride side's scheduled e-mails (issue #19), run by the hourly 'ride-notices' job on whichever
 * instance claims it. Each is decided under a row lock and recorded in the same transaction as the
 * e-mails it queues, so however often the job runs, on however many instances, and whatever is
 * killed, each is sent once.
 */

const queueMail = async (
  payload: Payload,
  req: PayloadRequest,
  to: string,
  message: { subject: string; text: string; html: string },
) => (await payload.jobs.queue({ task: 'send-email', input: { to, ...message }, req })).id

type RemindedDriver = {
  driver_id: number
  driver_name: string
  driver_email: string
  driver_phone: string
  vehicle: string
  plate: string
}

/**
 * A passenger's day-before reminder (their stop and time, and the driver's first name, car and
 * plate) by their channel (issue #33): the e-mail, or a text with their booking's short link.
 */
const remindPassenger = (
  payload: Payload,
  req: PayloadRequest,
  {
    siteName,
    passenger,
    run,
    date,
    driver,
  }: { siteName: string; passenger: Passenger; run: string; date: string; driver?: RemindedDriver },
) => {
  const details = driver
    ? { driver: firstName(driver.driver_name), vehicle: driver.vehicle, plate: driver.plate }
    : {}
  const context = { siteName, passenger: passenger.name, code: passenger.code, run, date }
  return notify(
    payload,
    req,
    { channel: passenger.notify_by, email: passenger.email, phone: passenger.phone },
    {
      email: rideDetailsEmail({
        ...context,
        stop: passenger.stop,
        time: passenger.time,
        ...details,
      }),
      shortLink: () => shortLinkOf(payload, req, { booking: passenger.code }),
      texts: (link) =>
        reminderTexts({
          ...context,
          stop: passenger.stop,
          time: passenger.time,
          link,
          driver: driver && {
            name: driver.driver_name,
            vehicle: driver.vehicle,
            plate: driver.plate,
          },
        }),
    },
  )
}

/**
 * The driver's passenger list on their phone too (issue #33): an SMS with how many ride and the
 * short link to their page, where the list is; the list itself stays off the text.
 */
const textPassengerList = async (
  payload: Payload,
  req: PayloadRequest,
  {
    siteName,
    driver,
    run,
    date,
    riders,
  }: { siteName: string; driver: RemindedDriver; run: string; date: string; riders: number },
): Promise<(number | string)[]> => {
  const phone = textablePhone(driver.driver_phone)
  if (!phone) return []
  const link = await shortLinkOf(payload, req, { driver: driver.driver_id })
  if (!link) return []
  const { jobId } = await queueMessage(
    payload,
    {
      channel: 'sms',
      to: phone,
      text: passengerListSms({ siteName, driver: driver.driver_name, run, date, riders, link }),
    },
    req,
  )
  return [jobId]
}

const siteNameOf = async (payload: Payload) =>
  (await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0 })).site_name

/**
 * Verified drivers are told of each paper expiring within REMINDER_DAYS (and not expired yet),
 * once: papers expiring on one date in one e-mail, each later date in its own. The latest expiry
 * told is kept on the driver, and new papers (which put the driver back to be verified) clear it,
 * so a paper renewed and expiring again is told again.
 */
export const sendExpiryReminders = async (payload: Payload): Promise<number> => {
  const siteName = await siteNameOf(payload)
  const due = await driversDueReminder(payload)
  let sent = 0
  for (const { id } of due) {
    const jobs = await inTransaction(
      payload,
      async (req) => {
        // Read again under the lock: another instance may have told this driver meanwhile.
        const driver = await lockDriverDueReminder(payload, req, id)
        const papers = driver ? DRIVER_PAPERS.filter(({ field }) => driver[`due_${field}`]) : []
        if (!driver || papers.length === 0) return null
        const dates = [...new Set(papers.map(({ field }) => driver[field]))].sort(
          (a, b) => new Date(a).getTime() - new Date(b).getTime(),
        )
        await markDriverReminded(payload, req, id, dates[dates.length - 1])
        const queued: (number | string)[] = []
        for (const date of dates)
          queued.push(
            await queueMail(
              payload,
              req,
              driver.email,
              driverExpiryReminder({
                siteName,
                name: driver.name,
                paper: papers
                  .filter(({ field }) => driver[field] === date)
                  .map(({ label }) => label)
                  .join(' and '),
                date: formatDate(date),
              }),
            ),
          )
        return queued
      },
      (result) => result !== null,
    )
    if (jobs !== null) {
      sent += 1
      for (const job of jobs) runJobSoon(payload, job)
    }
  }
  return sent
}

/**
 * The day before a bus run (Lagos's calendar; on the day itself if the job could not run the day
 * before): the driver gets the passenger list, and each confirmed passenger a reminder with the
 * stop and time and the driver's first name, vehicle and plate. A church bus with no driver named
 * still reminds its passengers (issue #29: they were sent nothing). A driver who may no longer be
 * given passengers (papers expired since, no longer verified) is sent nothing and their run waits,
 * logged, for the church to put another driver on it.
 */
export const sendPassengerLists = async (payload: Payload): Promise<number> => {
  const siteName = await siteNameOf(payload)
  const due = await runsDuePassengerLists(payload)
  let sent = 0
  for (const { id } of due) {
    const jobs = await inTransaction(
      payload,
      async (req) => {
        const run = await lockRunForPassengerList(payload, req, id)
        if (!run) return null
        // A church bus may have no driver named: its passengers are reminded all the same.
        const driver = run.driver_id === null ? null : run
        if (driver) {
          const refusal = await driverRefusal(req, driver.driver_id, {
            church: run.church_id,
            date: run.date,
          })
          if (refusal) {
            payload.logger.warn(
              `Bus run ${run.id}: its driver may not be given passengers (${refusal}); no passenger list was sent`,
            )
            return null
          }
        }
        const passengers = await confirmedPassengers(payload, run.id, req)
        const date = formatDate(run.date)
        const queued: (number | string)[] = []
        if (driver) {
          queued.push(
            await queueMail(
              payload,
              req,
              driver.driver_email,
              passengerListEmail({
                siteName,
                name: driver.driver_name,
                run: run.title,
                date,
                passengers,
                page: driverLink({ id: driver.driver_id, email: driver.driver_email }),
              }),
            ),
          )
          queued.push(
            ...(await textPassengerList(payload, req, {
              siteName,
              driver,
              run: run.title,
              date,
              riders: passengers.reduce((sum, line) => sum + line.people, 0),
            })),
          )
        }
        for (const passenger of passengers)
          queued.push(
            ...(await remindPassenger(payload, req, {
              siteName,
              passenger,
              run: run.title,
              date,
              driver: driver ?? undefined,
            })),
          )
        await markPassengerListSent(payload, req, run.id)
        return queued
      },
      (result) => result !== null,
    )
    if (jobs) {
      sent += 1
      for (const job of jobs) runJobSoon(payload, job)
    }
  }
  return sent
}

/**
 * A seat given, or given back, after the run's passenger list went out (the day-before e-mails):
 * the driver is told of the change, and a passenger given a seat gets the driver's details as the
 * others did. Called under the run's lock, which the passenger lists take too, so a booking is
 * either on the list or told here, never both nor neither. Returns the e-mails' jobs.
 */
export const tellOfLateChange = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  bookingCode: string,
  joined: boolean,
): Promise<(number | string)[]> => {
  const run = await runWithListSent(payload, req, runId)
  const passenger = run ? await passengerOf(payload, bookingCode, req) : null
  if (!run || !passenger) return []
  const siteName = await siteNameOf(payload)
  const date = formatDate(run.date)
  const jobs: (number | string)[] = []
  // A church bus may have no driver named: its passengers are still told (issue #29).
  const driver = run.driver_id === null ? null : run
  if (driver)
    jobs.push(
      await queueMail(
        payload,
        req,
        driver.driver_email,
        passengerChangeEmail({
          siteName,
          name: driver.driver_name,
          run: run.title,
          date,
          passenger,
          joined,
          page: driverLink({ id: driver.driver_id, email: driver.driver_email }),
        }),
      ),
    )
  if (joined)
    jobs.push(
      ...(await remindPassenger(payload, req, {
        siteName,
        passenger,
        run: run.title,
        date,
        driver: driver ?? undefined,
      })),
    )
  return jobs
}
