// The breach register (issue #32): super admins alone read, filter and count it, and the NDPC's
// 72-hour deadline is the server's, whatever a request sends. The full role matrix is in
// access-matrix.int.spec.ts; here, what a plain admin with every section gets over REST.
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'

import { rest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
let superToken: string
let adminToken: string

const tokenOf = async (email: string) =>
  (await payload.login({ collection: 'users', data: { email, password: TEST_PASSWORD } })).token!

const breach = {
  title: 'Donors CSV e-mailed to the wrong address',
  details: 'The monthly donors export went to a volunteer’s old address.',
  people_affected: 'Donors',
  data_affected: 'Names, e-mail addresses and amounts',
  approx_people: 240,
  people_told: 'not_yet' as const,
  status: 'open' as const,
}

beforeAll(async () => {
  payload = await getTestPayload()
  const superAdmin = await createUser(payload, { role: 'super_admin' })
  const admin = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  superToken = await tokenOf(superAdmin.email)
  adminToken = await tokenOf(admin.email)
})

it('the deadline is found + 72 hours, set by the server on create and when the time found changes', async () => {
  const created = await rest('POST', '/data-breaches', superToken, {
    ...breach,
    found_at: '2026-11-20T09:30:00.000Z',
    // A browser's own deadline is ignored.
    ndpc_deadline: '2027-01-01T00:00:00.000Z',
  })
  expect(created.status).toBe(201)
  const doc = created.body.doc as { id: number; ndpc_deadline: string }
  expect(doc.ndpc_deadline).toBe('2026-11-23T09:30:00.000Z')

  const moved = await rest('PATCH', `/data-breaches/${doc.id}`, superToken, {
    found_at: '2026-11-21T18:00:00.000Z',
    ndpc_deadline: null,
  })
  expect(moved.status).toBe(200)
  expect((moved.body.doc as { ndpc_deadline: string }).ndpc_deadline).toBe(
    '2026-11-24T18:00:00.000Z',
  )
})

it('an admin with every section gets nothing: no list, no row, no count, no filter, no write', async () => {
  const { id } = await payload.create({
    collection: slugs.dataBreaches,
    data: { ...breach, found_at: new Date().toISOString() },
    overrideAccess: true,
  })
  const asAdmin = (method: string, path: string, body?: unknown) =>
    rest(method, path, adminToken, body).then((answer) => answer.status)
  expect({
    list: await asAdmin('GET', '/data-breaches'),
    row: await asAdmin('GET', `/data-breaches/${id}`),
    count: await asAdmin('GET', '/data-breaches/count'),
    filtered: await asAdmin(
      'GET',
      `/data-breaches/count?where[people_affected][equals]=${encodeURIComponent('Donors')}`,
    ),
    create: await asAdmin('POST', '/data-breaches', {
      ...breach,
      found_at: new Date().toISOString(),
    }),
    update: await asAdmin('PATCH', `/data-breaches/${id}`, { status: 'closed' }),
    delete: await asAdmin('DELETE', `/data-breaches/${id}`),
  }).toEqual({
    list: 403,
    row: 403,
    count: 403,
    filtered: 403,
    create: 403,
    update: 403,
    delete: 403,
  })
  // The super admin reads it; nothing the admin tried changed it.
  const read = await rest('GET', `/data-breaches/${id}`, superToken)
  expect(read.status).toBe(200)
  expect(read.body).toMatchObject({ status: 'open', title: breach.title })
})
