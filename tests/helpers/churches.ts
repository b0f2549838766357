// A church as an approved registration leaves it, for tests of the ride side (issue #19).
import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'

import { pdfFile } from './files'

/** An active church with one branch and one Sunday service. */
export const seedActiveChurch = async (payload: Payload, name: string) => {
  const church = await payload.create({
    collection: slugs.churches,
    data: {
      name,
      contact_name: 'Pastor Ade',
      contact_email: 'pastor@example.org',
      contact_phone: '+234 803 000 0000',
      status: 'active',
      registered_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const branch = await payload.create({
    collection: slugs.churchBranches,
    data: { church: church.id, name: 'Main', address: '1 Road', state: 'Lagos', lga: 'Ikeja' },
    overrideAccess: true,
  })
  const service = await payload.create({
    collection: slugs.churchServices,
    data: { branch: branch.id, name: 'First service', day: 'sunday', time: '08:00' },
    overrideAccess: true,
  })
  return { church: church.id, branch: branch.id, service: service.id }
}

/** A week from now: a bus run that is still ahead whenever the tests run. */
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()

/** A scheduled bus run of a seeded church's service, a week ahead, public unless told. */
export const seedBusRun = async (
  payload: Payload,
  { church, service }: { church: number; service: number },
  {
    title = 'Ikeja bus',
    seats = 10,
    visibility = 'public',
    date = inAWeek(),
    stops = [{ place: 'Allen Junction', area: 'Ikeja', time: '07:15' }],
    kind = 'bus',
    riders = 'anyone',
    driver,
  }: {
    kind?: 'bus' | 'car'
    riders?: 'anyone' | 'women' | 'men'
    driver?: number
    title?: string
    seats?: number
    visibility?: 'public' | 'members'
    date?: string
    stops?: { place: string; area: string; time: string }[]
  } = {},
) =>
  (
    await payload.create({
      collection: slugs.busRuns,
      data: {
        church,
        title,
        service,
        date,
        seats,
        visibility,
        status: 'scheduled',
        stops,
        kind,
        riders,
        driver,
      },
      overrideAccess: true,
    })
  ).id

/** A day-only date `days` from now (negative: ago), at noon UTC as the back office stores one. */
export const dayFromNow = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000)
  date.setUTCHours(12, 0, 0, 0)
  return date.toISOString()
}

/** A driver of this church with their papers, valid for a year unless told; pending verification. */
export const seedDriver = async (
  payload: Payload,
  church: number,
  overrides: Record<string, unknown> = {},
) => {
  const paper = await payload.create({
    collection: slugs.driverDocuments,
    data: {},
    file: pdfFile('insurance.pdf'),
    overrideAccess: true,
  })
  const driver = await payload.create({
    collection: slugs.drivers,
    data: {
      church,
      name: 'Musa Bello',
      email: `driver-${Math.random().toString(36).slice(2)}@example.org`,
      phone: '+234 803 444 0000',
      emergency_contact_name: 'Aisha Bello',
      emergency_contact_phone: '+234 803 444 0001',
      licence_number: 'LAG-AB-1234',
      licence_expiry: dayFromNow(365),
      vehicle: 'Toyota Hiace, white',
      plate: 'LND-482-KJ',
      seats: 14,
      roadworthiness_document: paper.id,
      roadworthiness_expiry: dayFromNow(365),
      insurance_document: paper.id,
      insurance_expiry: dayFromNow(365),
      ...overrides,
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  return driver
}

/** A confirmed booking of one seat from Allen Junction on a seeded run, made as staff would (no notice). */
export const seedBooking = (
  payload: Payload,
  { run, church }: { run: number; church: number },
  details: {
    code: string
    passenger_name: string
    phone: string
    /** None: booked with a confirmed phone only (issue #33). */
    email?: string
    notify_by?: 'email' | 'sms' | 'whatsapp'
  },
) =>
  payload.create({
    collection: slugs.rideBookings,
    data: {
      bus_run: run,
      church,
      people: 1,
      stop: 'Allen Junction',
      status: 'confirmed',
      booked_at: new Date().toISOString(),
      ...details,
    },
    overrideAccess: true,
  })
