import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { startOfLagosDay } from '@/lib/dates'
import { rowsOf } from '@/lib/db/rows'

import { givenRide, goneRun } from './boarding'

/** back-office.md, Dashboard: the seven cards, each counted by PostgreSQL in one round trip. */
export type DashboardCounts = {
  completedDonationsAmount: number
  completedDonations: number
  sponsorshipApplications: number
  impactReportRequests: number
  pendingPitchDeckRequests: number
  activeProjects: number
  newsArticles: number
  volunteerApplications: number
  /** Issue #19: registered churches waiting for staff, and churches serving members. */
  pendingChurches: number
  activeChurches: number
  /** Drivers waiting to be verified, and verified drivers with a paper expiring within 30 days. */
  pendingDrivers: number
  expiringDrivers: number
}

export const dashboardCounts = async (payload: Payload): Promise<DashboardCounts> => {
  const result = await payload.db.drizzle.execute(sql`
    select
      (select coalesce(sum(amount - coalesce(refunded_amount, 0)), 0) from donations where status = 'completed') as completed_donations_amount,
      (select count(*) from donations where status = 'completed') as completed_donations,
      (select count(*) from sponsorship_applications) as sponsorship_applications,
      (select count(*) from impact_report_requests where report_type = 'impact_report') as impact_report_requests,
      (select count(*) from impact_report_requests where report_type = 'pitch_deck' and status = 'pending') as pending_pitch_deck_requests,
      (select count(*) from projects where status = 'active') as active_projects,
      (select count(*) from news) as news_articles,
      (select count(*) from volunteer_applications) as volunteer_applications,
      (select count(*) from churches where status = 'pending') as pending_churches,
      (select count(*) from churches where status = 'active') as active_churches,
      (select count(*) from drivers where status = 'pending') as pending_drivers,
      (select count(*) from drivers where status = 'verified'
         and least(licence_expiry, roadworthiness_expiry, insurance_expiry) < ${expiringBefore().toISOString()}::timestamptz) as expiring_drivers`)
  const row = rowsOf<Record<string, string | number>>(result)[0]
  return {
    completedDonationsAmount: Number(row.completed_donations_amount),
    completedDonations: Number(row.completed_donations),
    sponsorshipApplications: Number(row.sponsorship_applications),
    impactReportRequests: Number(row.impact_report_requests),
    pendingPitchDeckRequests: Number(row.pending_pitch_deck_requests),
    activeProjects: Number(row.active_projects),
    newsArticles: Number(row.news_articles),
    volunteerApplications: Number(row.volunteer_applications),
    pendingChurches: Number(row.pending_churches),
    activeChurches: Number(row.active_churches),
    pendingDrivers: Number(row.pending_drivers),
    expiringDrivers: Number(row.expiring_drivers),
  }
}

/** The day before which a paper counts as expiring: 30 days from the start of today in Lagos. */
export const expiringBefore = () => new Date(startOfLagosDay().getTime() + 30 * 24 * 3600 * 1000)

/**
 * The ride side's numbers (issue #19), for the dashboard and the Impact page: churches serving
 * members, rides given (people who boarded runs that have gone, a family of three is three rides;
 * on a run its driver marked nobody on, every confirmed seat, as before issue #34), the share of
 * those runs' seats that were filled, and the people marked Not here, counted apart.
 */
export type RideCounts = {
  activeChurches: number
  ridesGiven: number
  seatsFilledPercent: number
  noShows: number
}

export const rideCounts = async (payload: Payload): Promise<RideCounts> => {
  const today = startOfLagosDay().toISOString()
  const result = await payload.db.drizzle.execute(sql`
    select
      (select count(*) from churches where status = 'active') as active_churches,
      (select coalesce(sum(b.people), 0) from ride_bookings b join bus_runs r on r.id = b.bus_run_id
         where b.status = 'confirmed' and ${goneRun(today)} and ${givenRide}) as rides,
      (select coalesce(sum(r.seats), 0) from bus_runs r where ${goneRun(today)}) as seats,
      (select coalesce(sum(b.people), 0) from ride_bookings b
         where b.status = 'confirmed' and b.boarding = 'no_show') as no_shows`)
  const row = rowsOf<Record<string, string | number>>(result)[0]
  const rides = Number(row.rides)
  const seats = Number(row.seats)
  return {
    activeChurches: Number(row.active_churches),
    ridesGiven: rides,
    seatsFilledPercent: seats > 0 ? Math.round((rides / seats) * 100) : 0,
    noShows: Number(row.no_shows),
  }
}

/**
 * Completed donations told apart: gifts made once online, the monthly payments of monthly gifts
 * (issue #18), and the gifts staff recorded offline (issue #35).
 */
export type DonationKinds = {
  oneOff: { count: number; amount: number }
  monthly: { count: number; amount: number }
  offline: { count: number; amount: number }
}

export const completedDonationKinds = async (payload: Payload): Promise<DonationKinds> => {
  const result = await payload.db.drizzle.execute(sql`
    select
      count(*) filter (where monthly_gift_id is null and source = 'online') as one_off,
      coalesce(sum(amount - coalesce(refunded_amount, 0)) filter (where monthly_gift_id is null and source = 'online'), 0)::text as one_off_amount,
      count(*) filter (where monthly_gift_id is not null) as monthly,
      coalesce(sum(amount - coalesce(refunded_amount, 0)) filter (where monthly_gift_id is not null), 0)::text as monthly_amount,
      count(*) filter (where source = 'offline') as offline,
      coalesce(sum(amount - coalesce(refunded_amount, 0)) filter (where source = 'offline'), 0)::text as offline_amount
    from donations where status = 'completed'`)
  const row = rowsOf<Record<string, string | number>>(result)[0]
  return {
    oneOff: { count: Number(row.one_off), amount: Number(row.one_off_amount) },
    monthly: { count: Number(row.monthly), amount: Number(row.monthly_amount) },
    offline: { count: Number(row.offline), amount: Number(row.offline_amount) },
  }
}

/** A church admin's dashboard (issue #19): its church and how much of it is set up. */
export const churchDashboard = async (payload: Payload, church: number) => {
  const result = await payload.db.drizzle.execute(sql`
    select c.name, c.status::text as status,
      (select count(*) from church_branches where church_id = c.id) as branches,
      (select count(*) from church_services where church_id = c.id) as services,
      (select count(*) from drivers where church_id = c.id) as drivers,
      (select count(*) from drivers where church_id = c.id and status = 'pending') as pending_drivers,
      (select count(*) from bus_runs r where r.church_id = c.id and r.status = 'scheduled'
         and r.date >= ${startOfLagosDay().toISOString()}::timestamptz) as runs,
      (select count(*) from run_series where church_id = c.id and active) as weekly_runs,
      (select coalesce(sum(b.people) filter (where b.status = 'confirmed'), 0)
         from ride_bookings b join bus_runs r on r.id = b.bus_run_id
         where b.church_id = c.id and r.status = 'scheduled'
           and r.date >= ${startOfLagosDay().toISOString()}::timestamptz) as seats,
      (select count(*) filter (where b.status = 'waitlisted')
         from ride_bookings b join bus_runs r on r.id = b.bus_run_id
         where b.church_id = c.id and r.status = 'scheduled'
           and r.date >= ${startOfLagosDay().toISOString()}::timestamptz) as waiting
    from churches c where c.id = ${church}`)
  const row = rowsOf<Record<string, string | number>>(result)[0]
  return row
    ? {
        name: String(row.name),
        status: String(row.status),
        branches: Number(row.branches),
        services: Number(row.services),
        drivers: Number(row.drivers),
        pendingDrivers: Number(row.pending_drivers),
        runs: Number(row.runs),
        weeklyRuns: Number(row.weekly_runs),
        seats: Number(row.seats),
        waiting: Number(row.waiting),
      }
    : null
}
