import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { driverRefusal } from '@collections/Rides/driverRules'
import { DRIVER_PAPERS } from '@collections/Rides/Drivers'
import { globalSlugs } from '@collections/slugs'
import { formatDate } from '@/lib/dates'
import { rowsOf } from '@/lib/db/rows'
import { drizzleFor } from '@/lib/db/tx'
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

/** How long before a paper expires its driver is reminded. */
const REMINDER_DAYS = 14

const LAGOS = 'Africa/Lagos'

const queueMail = async (
  payload: Payload,
  req: PayloadRequest,
  to: string,
  message: { subject: string; text: string; html: string },
) => (await payload.jobs.queue({ task: 'send-email', input: { to, ...message }, req })).id

const siteNameOf = async (payload: Payload) =>
  (await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0 })).site_name

type DriverRow = {
  id: number
  name: string
  email: string
  licence_expiry: string
  roadworthiness_expiry: string
  insurance_expiry: string
  reminded_for: string | null
}

/** A paper's expiry that is due a reminder: within REMINDER_DAYS, not gone, later than the last told. */
const paperDue = (field: (typeof DRIVER_PAPERS)[number]['field']) => {
  const column = sql.raw(`"${field}"`)
  return sql`(${column} >= date_trunc('day', now() at time zone ${LAGOS}) at time zone ${LAGOS}
    and ${column} < now() + make_interval(days => ${REMINDER_DAYS})
    and (expiry_reminded_for is null or ${column} > expiry_reminded_for))`
}
const anyPaperDue = sql.join(
  DRIVER_PAPERS.map(({ field }) => paperDue(field)),
  sql` or `,
)

/**
 * Verified drivers are told of each paper expiring within REMINDER_DAYS (and not expired yet),
 * once: papers expiring on one date in one e-mail, each later date in its own. The latest expiry
 * told is kept on the driver, and new papers (which put the driver back to be verified) clear it,
 * so a paper renewed and expiring again is told again.
 */
export const sendExpiryReminders = async (payload: Payload): Promise<number> => {
  const siteName = await siteNameOf(payload)
  const due = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(
      sql`select id from drivers where status = 'verified' and (${anyPaperDue})`,
    ),
  )
  let sent = 0
  for (const { id } of due) {
    const jobs = await inTransaction(
      payload,
      async (req) => {
        const db = await drizzleFor(payload, req)
        // Read again under the lock: another instance may have told this driver meanwhile.
        const [driver] = rowsOf<DriverRow & { [due: `due_${string}`]: boolean }>(
          await db.execute(sql`
            select id, name, email, licence_expiry::text as licence_expiry,
                   roadworthiness_expiry::text as roadworthiness_expiry,
                   insurance_expiry::text as insurance_expiry,
                   expiry_reminded_for::text as reminded_for,
                   ${sql.join(
                     DRIVER_PAPERS.map(
                       ({ field }) => sql`${paperDue(field)} as ${sql.raw(`"due_${field}"`)}`,
                     ),
                     sql`, `,
                   )}
            from drivers
            where id = ${id} and status = 'verified'
            for update skip locked`),
        )
        const papers = driver ? DRIVER_PAPERS.filter(({ field }) => driver[`due_${field}`]) : []
        if (!driver || papers.length === 0) return null
        const dates = [...new Set(papers.map(({ field }) => driver[field]))].sort(
          (a, b) => new Date(a).getTime() - new Date(b).getTime(),
        )
        await db.execute(
          sql`update drivers set expiry_reminded_for = ${dates.at(-1)}::timestamptz where id = ${id}`,
        )
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

type RunRow = {
  id: number
  title: string
  date: string
  church_id: number
  driver_id: number
  seats: number
  driver_name: string
  driver_email: string
  vehicle: string
  plate: string
}

/** A run as the day-before job reads it: a bus run may have no driver named. */
type DueRunRow = Omit<RunRow, 'driver_id' | 'driver_name' | 'driver_email' | 'vehicle' | 'plate'> &
  (
    | ({ driver_id: number } & Pick<RunRow, 'driver_name' | 'driver_email' | 'vehicle' | 'plate'>)
    | { driver_id: null }
  )

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
  const due = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      select id from bus_runs
      where status = 'scheduled' and passengers_sent_at is null
        and (date at time zone ${LAGOS})::date between (now() at time zone ${LAGOS})::date
                                                     and (now() at time zone ${LAGOS})::date + 1`),
  )
  let sent = 0
  for (const { id } of due) {
    const jobs = await inTransaction(
      payload,
      async (req) => {
        const db = await drizzleFor(payload, req)
        const [run] = rowsOf<DueRunRow>(
          await db.execute(sql`
            select r.id, r.title, r.date::text as date, r.church_id, r.driver_id, r.seats::int as seats,
                   d.name as driver_name, d.email as driver_email, d.vehicle, d.plate
            from bus_runs r left join drivers d on d.id = r.driver_id
            where r.id = ${id} and r.passengers_sent_at is null
            for update of r skip locked`),
        )
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
        await db.execute(sql`update bus_runs set passengers_sent_at = now() where id = ${run.id}`)
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
  const db = await drizzleFor(payload, req)
  const [run] = rowsOf<RunRow>(
    await db.execute(sql`
      select r.id, r.title, r.date::text as date, r.church_id, r.driver_id, r.seats::int as seats,
             d.name as driver_name, d.email as driver_email, d.vehicle, d.plate
      from bus_runs r join drivers d on d.id = r.driver_id
      where r.id = ${runId} and r.passengers_sent_at is not null`),
  )
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
