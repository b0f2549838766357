// The dashboard's numbers (back-office.md, Dashboard) against a hand-made fixture.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { dashboardCounts, rideCounts } from '@/lib/db/dashboardCounts'

import { dayFromNow, seedActiveChurch, seedBusRun, seedDriver } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const donation = (amount: number, status: 'pending' | 'completed' | 'failed', n: number) =>
  payload.create({
    collection: slugs.donations,
    data: {
      amount,
      status,
      currency: 'NGN',
      reference: `DASH-${n}`,
      donor_email: `d${n}@example.org`,
      donor_type: 'individual',
    },
    overrideAccess: true,
  })

it('counts nothing in an empty database, then exactly what is there', async () => {
  expect(await dashboardCounts(payload)).toEqual({
    completedDonationsAmount: 0,
    completedDonations: 0,
    sponsorshipApplications: 0,
    impactReportRequests: 0,
    pendingPitchDeckRequests: 0,
    activeProjects: 0,
    newsArticles: 0,
    volunteerApplications: 0,
    pendingChurches: 0,
    activeChurches: 0,
    pendingDrivers: 0,
    expiringDrivers: 0,
  })

  await donation(2_500, 'completed', 1)
  await donation(10_000, 'completed', 2)
  await donation(7_000, 'pending', 3)
  await donation(1_000, 'failed', 4)
  for (const [status, title] of [
    ['active', 'A'],
    ['active', 'B'],
    ['paused', 'C'],
    ['completed', 'D'],
  ] as const) {
    await payload.create({
      collection: slugs.projects,
      data: { title, status, progress_percentage: 0 },
      overrideAccess: true,
    })
  }
  for (const [report_type, status] of [
    ['impact_report', 'pending'],
    ['impact_report', 'approved'],
    ['pitch_deck', 'pending'],
    ['pitch_deck', 'pending'],
    ['pitch_deck', 'approved'],
  ] as const) {
    await payload.create({
      collection: slugs.impactReportRequests,
      data: { report_type, status, requester_email: 'r@example.org' },
      overrideAccess: true,
    })
  }
  await payload.create({
    collection: slugs.sponsorshipApplications,
    data: {
      sponsor_type: 'individual',
      contact_person: 'Ada',
      email: 'a@example.org',
      phone: '+2348030000000',
      sponsor_amount: 5_000_000,
      status: 'pending',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: slugs.volunteerApplications,
    data: {
      applicant_name: 'Bo',
      email: 'b@example.org',
      preferred_areas: 'Finance',
      status: 'pending',
      applied_date: new Date().toISOString(),
    },
    overrideAccess: true,
  })

  for (const status of ['pending', 'pending', 'active', 'rejected'] as const)
    await payload.create({
      collection: slugs.churches,
      data: {
        name: `Church ${status}`,
        status,
        contact_name: 'Pastor',
        contact_email: 'p@example.org',
        contact_phone: '+2348030000000',
        registered_at: new Date().toISOString(),
      },
      overrideAccess: true,
    })

  expect(await dashboardCounts(payload)).toEqual({
    completedDonationsAmount: 12_500,
    completedDonations: 2,
    sponsorshipApplications: 1,
    impactReportRequests: 2,
    pendingPitchDeckRequests: 2,
    activeProjects: 2,
    newsArticles: 0,
    volunteerApplications: 1,
    pendingChurches: 2,
    activeChurches: 1,
    pendingDrivers: 0,
    expiringDrivers: 0,
  })
})

it('counts rides given on bus runs that have gone, and the share of their seats filled', async () => {
  const before = await rideCounts(payload)
  expect(before).toMatchObject({ ridesGiven: 0, seatsFilledPercent: 0 })
  const church = await seedActiveChurch(payload, 'Counting Chapel')
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString()
  const lastWeek = await seedBusRun(payload, church, { seats: 10, date: daysAgo(7) })
  const lastMonth = await seedBusRun(payload, church, { seats: 10, date: daysAgo(30) })
  const comingRun = await seedBusRun(payload, church, { seats: 10 })
  let n = 0
  const booking = (run: number, people: number, status: 'confirmed' | 'waitlisted' | 'cancelled') =>
    payload.create({
      collection: slugs.rideBookings,
      data: {
        code: `FR-CNT${++n}`,
        bus_run: run,
        church: church.church,
        passenger_name: `Rider ${n}`,
        phone: '+2348030000000',
        email: `rider-${n}@example.org`,
        people,
        stop: 'Allen Junction',
        status,
        booked_at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
  await booking(lastWeek, 3, 'confirmed')
  await booking(lastWeek, 2, 'cancelled')
  await booking(lastWeek, 1, 'waitlisted')
  await booking(lastMonth, 4, 'confirmed')
  // Seats on a coming run are not rides given yet.
  await booking(comingRun, 5, 'confirmed')

  expect(await rideCounts(payload)).toEqual({
    activeChurches: before.activeChurches + 1,
    // 3 + 4 people rode: 7 of the 20 seats on the two runs that have gone.
    ridesGiven: 7,
    seatsFilledPercent: 35,
    noShows: 0,
  })
})

it('counts drivers to verify, and verified drivers with a paper expiring within 30 days', async () => {
  const { church } = await seedActiveChurch(payload, 'Driving Chapel')
  const verify = async (overrides: Record<string, unknown>) => {
    const driver = await seedDriver(payload, church, overrides)
    await payload.db.drizzle.execute(
      sql`update drivers set status = 'verified' where id = ${driver.id}`,
    )
  }
  await seedDriver(payload, church)
  await seedDriver(payload, church, { insurance_expiry: dayFromNow(3) })
  await verify({ licence_expiry: dayFromNow(20) })
  await verify({ insurance_expiry: dayFromNow(-2) })
  await verify({ roadworthiness_expiry: dayFromNow(45) })
  expect(await dashboardCounts(payload)).toMatchObject({ pendingDrivers: 2, expiringDrivers: 2 })
})
