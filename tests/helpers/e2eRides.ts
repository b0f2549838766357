// The ride side's fixtures for end-to-end tests (issue #19), made as people make them: a church
// registered through the public form and approved by staff over the API.
import { expect, type APIRequestContext } from '@playwright/test'

import { superHeaders } from './e2eAdmin'
import { pdfFile } from './files'

export const uniqueName = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** A church registered (branch "Surulere", one Sunday service "Service 1") and approved; its pastor's e-mail. */
export const approvedChurch = async (request: APIRequestContext, church: string) => {
  const pastorEmail = `${uniqueName('pastor')}@example.org`
  const registered = await request.post('/api/forms/church', {
    data: {
      church_name: church,
      branch_name: 'Surulere',
      address: '4 Bode Thomas Street',
      state: 'Lagos',
      lga: 'Surulere',
      service_day_1: 'sunday',
      service_time_1: '07:30',
      contact_name: 'Revd. Tunde Ajayi',
      contact_email: pastorEmail,
      contact_phone: '+234 802 111 2222',
    },
  })
  expect(registered.status()).toBe(201)
  const headers = await superHeaders(request)
  const found = await request.get(
    `/api/churches?where[contact_email][equals]=${encodeURIComponent(pastorEmail)}&depth=0`,
    { headers },
  )
  const churchId = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
  const approved = await request.post(`/api/workflows/churches/${churchId}/review`, {
    headers,
    data: { status: 'approved' },
  })
  expect(approved.status()).toBe(200)
  return { churchId, pastorEmail }
}

/** The church's first service (an approved church's "Service 1"), read by staff over the API; its id. */
export const firstServiceOf = async (request: APIRequestContext, churchId: number) => {
  const services = await request.get(
    `/api/church-services?where[church][equals]=${churchId}&depth=0`,
    { headers: await superHeaders(request) },
  )
  return ((await services.json()) as { docs: { id: number }[] }).docs[0].id
}

/** A public bus run of 4 seats three days ahead on the church's first service, added by staff over the API; its id. */
export const publicBusRun = async (
  request: APIRequestContext,
  churchId: number,
  {
    title,
    stop,
    daysAhead = 3,
    driver,
    direction = 'to_church',
  }: {
    title: string
    stop: { place: string; area: string; time: string }
    daysAhead?: number
    /** A verified driver of the church, who drives it. */
    driver?: number
    /** Which way it goes (issue #34). */
    direction?: 'to_church' | 'home'
  },
) => {
  const headers = await superHeaders(request)
  const service = await firstServiceOf(request, churchId)
  const created = await request.post('/api/bus-runs', {
    headers,
    data: {
      church: churchId,
      title,
      service,
      date: new Date(Date.now() + daysAhead * 24 * 3600 * 1000).toISOString(),
      seats: 4,
      visibility: 'public',
      kind: 'bus',
      riders: 'anyone',
      status: 'scheduled',
      direction,
      stops: [stop],
      driver,
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

const DAY = 24 * 3600 * 1000
/** A day `days` from now at noon UTC, as the back office stores a day. */
export const fromNow = (days: number) => {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(12, 0, 0, 0)
  return date.toISOString()
}

/** A driver of the church with their papers, added by staff over the API (pending verification); their id. */
export const addDriver = async (
  request: APIRequestContext,
  church: number,
  name: string,
  insuranceExpiry: string,
  email = `${uniqueName('driver')}@example.org`,
) => {
  const headers = await superHeaders(request)
  const file = pdfFile('insurance.pdf')
  const paper = await request.post('/api/driver-documents', {
    headers,
    multipart: { file: { name: file.name, mimeType: file.mimetype, buffer: file.data } },
  })
  expect(paper.status()).toBe(201)
  const paperId = ((await paper.json()) as { doc: { id: number } }).doc.id
  const driver = await request.post('/api/drivers', {
    headers,
    data: {
      church,
      name,
      email,
      phone: '+234 803 444 0000',
      emergency_contact_name: 'Aisha Bello',
      emergency_contact_phone: '+234 803 444 0001',
      licence_number: 'LAG-AB-1234',
      licence_expiry: fromNow(365),
      vehicle: 'Toyota Hiace, white',
      plate: 'LND-482-KJ',
      seats: 14,
      roadworthiness_document: paperId,
      roadworthiness_expiry: fromNow(365),
      insurance_document: paperId,
      insurance_expiry: insuranceExpiry,
    },
  })
  expect(driver.status()).toBe(201)
  return ((await driver.json()) as { doc: { id: number } }).doc.id
}
