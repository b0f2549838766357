// The ride side's fixtures for end-to-end tests (issue #19), made as people make them: a church
// registered through the public form and approved by staff over the API.
import { expect, type APIRequestContext } from '@playwright/test'

import { superHeaders } from './e2eAdmin'

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
  }: { title: string; stop: { place: string; area: string; time: string }; daysAhead?: number },
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
      stops: [stop],
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}
