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
import {
  driverExpiryReminder,
  passengerChangeEmail,
  passengerListEmail,
  rideDetailsEmail,
} from '@/lib/mail/rideNotices'
import { inTransaction } from '@/lib/workflows/asUser'

import { driverLink } from './driverPage'
import { firstName } from './names'
import { confirmedPassengers, passengerOf } from './passengers'

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
        if (driver)
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
        for (const passenger of passengers)
          queued.push(
            await queueMail(
              payload,
              req,
              passenger.email,
              rideDetailsEmail({
                siteName,
                passenger: passenger.name,
                code: passenger.code,
                run: run.title,
                date,
                stop: passenger.stop,
                time: passenger.time,
                ...(driver
                  ? {
                      driver: firstName(driver.driver_name),
                      vehicle: driver.vehicle,
                      plate: driver.plate,
                    }
                  : {}),
              }),
            ),
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
  const jobs = [
    await queueMail(
      payload,
      req,
      run.driver_email,
      passengerChangeEmail({
        siteName,
        name: run.driver_name,
        run: run.title,
        date,
        passenger,
        joined,
        page: driverLink({ id: run.driver_id, email: run.driver_email }),
      }),
    ),
  ]
  if (joined)
    jobs.push(
      await queueMail(
        payload,
        req,
        passenger.email,
        rideDetailsEmail({
          siteName,
          passenger: passenger.name,
          code: passenger.code,
          run: run.title,
          date,
          stop: passenger.stop,
          time: passenger.time,
          driver: firstName(run.driver_name),
          vehicle: run.vehicle,
          plate: run.plate,
        }),
      ),
    )
  return jobs
}
