// The donations list's 'Verify Pending Payments' (back-office.md: Donations page; section 7,
// verify-pending-payments): POST /api/admin/verify-pending-payments runs the reconciliation of
// issue #5 at once, for every pending payment however recent, on the Paystack simulator.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { adminCopy } from '@/copy/admin'
import { donationCounts } from '@/lib/donors/recent'

import { callApi } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  startPayments,
  transactionOf,
  type Payments,
} from '../helpers/paystack'
import { createUser, TEST_PASSWORD } from '../helpers/users'

// Tells the race test when a caller has passed the endpoint's right check: its handler then joins
// (or starts) the running check in that same turn, before any awaiting code runs.
const rightChecks = vi.hoisted(() => ({ passed: (): void => {} }))
vi.mock('@/access/rights', async (original) => {
  const actual = await original<typeof import('@/access/rights')>()
  return {
    ...actual,
    mayEditDonations: (...args: Parameters<typeof actual.mayEditDonations>) => {
      const may = actual.mayEditDonations(...args)
      if (may) rightChecks.passed()
      return may
    },
  }
})

let payload: Payload
let payments: Payments
let editor: Awaited<ReturnType<typeof createUser>>
let viewer: Awaited<ReturnType<typeof createUser>>
let superAdmin: Awaited<ReturnType<typeof createUser>>
const tokens = new Map<number, string>()

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
  superAdmin = await createUser(payload, { role: 'super_admin' })
  editor = await createUser(payload, {
    role: 'admin',
    permissions: { donations: { can_view: true, can_edit: true } },
  })
  // A plain admin's default: may view donations, not edit them.
  viewer = await createUser(payload, { role: 'admin' })
})

afterAll(async () => {
  await payments?.close()
})

beforeEach(async () => {
  await payments.control('reset')
  // Paystack's webhooks never reach the app: only the button can settle these payments.
  await payments.control('config', { webhooksEnabled: false })
  await payload.db.drizzle.execute(
    sql`update donations set status = 'failed' where status = 'pending'`,
  )
})

const tokenOf = async (user: { id: number; email: string }) => {
  if (!tokens.has(user.id))
    tokens.set(
      user.id,
      (
        await payload.login({
          collection: 'users',
          data: { email: user.email, password: TEST_PASSWORD },
        })
      ).token!,
    )
  return tokens.get(user.id)!
}

const verifyAs = async (user: { id: number; email: string } | null) => {
  const response = await callApi('/admin/verify-pending-payments', {
    method: 'POST',
    headers: user ? { authorization: `JWT ${await tokenOf(user)}` } : {},
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A donation started through the payment endpoint, paid on the simulator or not, seconds ago. */
const donate = async (paid: boolean) => {
  const { reference } = await initializeDonation(individualDonation())
  if (paid) await payments.control(`transactions/${reference}/pay`)
  return reference
}

/** A stand-in for Paystack that forwards to the simulator, holding every answer until released. */
const holdPaystack = async (target: string) => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked!: () => void
  const firstCall = new Promise<void>((resolve) => (asked = resolve))
  let calls = 0
  const server = http.createServer(async (req, res) => {
    calls++
    asked()
    await released
    const answer = await fetch(`${target}${req.url}`, {
      headers: { authorization: String(req.headers.authorization ?? '') },
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: firstCall,
    release,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('POST /api/admin/verify-pending-payments', () => {
  it('refuses a visitor (401) and an admin who may only view donations (403), asking Paystack nothing', async () => {
    const paid = await donate(true)
    expect(await verifyAs(null)).toEqual({
      status: 401,
      body: { error: adminCopy.notAuthenticated },
    })
    expect(await verifyAs(viewer)).toEqual({
      status: 403,
      body: { error: adminCopy.insufficientPermissions },
    })
    expect((await donationOf(payload, paid)).status).toBe('pending')
    expect((await transactionOf(payload, paid)).verification_attempts).toBe(0)
  })

  it('checks every pending payment now, even one started seconds ago: the paid one completes, the unpaid one stays pending', async () => {
    const paid = await donate(true)
    const unpaid = await donate(false)
    const before = await donationCounts(payload)

    const { status, body } = await verifyAs(editor)
    expect(status).toBe(200)
    expect(body).toEqual({
      checked: 2,
      verified: 1,
      failed: 0,
      stillPending: 1,
      errors: 0,
      abandoned: 0,
      receiptsQueued: 0,
      giftsLinked: 0,
      giftsChecked: 0,
      chargesRecovered: 0,
    })

    expect((await donationOf(payload, paid)).status).toBe('completed')
    expect((await donationOf(payload, unpaid)).status).toBe('pending')
    expect(await transactionOf(payload, unpaid)).toMatchObject({ verification_attempts: 1 })
    // The summary above the list moves with it.
    expect(await donationCounts(payload)).toEqual({
      total: before.total,
      completed: before.completed + 1,
      pending: before.pending - 1,
    })
  })

  it('a declined payment is failed; with nothing pending the answer is all zeros', async () => {
    const declined = await donate(false)
    await payments.control(`transactions/${declined}/decline`)
    expect((await verifyAs(superAdmin)).body).toMatchObject({ checked: 1, verified: 0, failed: 1 })
    expect((await donationOf(payload, declined)).status).toBe('failed')
    expect((await verifyAs(superAdmin)).body).toEqual({
      checked: 0,
      verified: 0,
      failed: 0,
      stillPending: 0,
      errors: 0,
      abandoned: 0,
      receiptsQueued: 0,
      giftsLinked: 0,
      giftsChecked: 0,
      chargesRecovered: 0,
    })
  })

  it('a second click while one runs joins it: both get its answer, Paystack is asked once', async () => {
    const paid = await donate(true)
    // Paystack's answer is held until the second click has arrived, so the two surely overlap.
    const gate = await holdPaystack(process.env.PAYSTACK_BASE_URL!)
    const baseUrl = process.env.PAYSTACK_BASE_URL
    process.env.PAYSTACK_BASE_URL = gate.url
    try {
      const first = verifyAs(editor)
      await gate.asked
      const secondJoined = new Promise<void>((resolve) => (rightChecks.passed = resolve))
      const second = verifyAs(superAdmin)
      await secondJoined
      gate.release()
      const [a, b] = await Promise.all([first, second])
      expect(a).toEqual({ status: 200, body: expect.objectContaining({ checked: 1, verified: 1 }) })
      expect(b).toEqual(a)
      expect(gate.calls()).toBe(1)
    } finally {
      process.env.PAYSTACK_BASE_URL = baseUrl
      await gate.close()
    }
    expect((await transactionOf(payload, paid)).verification_attempts).toBe(1)
    expect((await donationOf(payload, paid)).status).toBe('completed')
  })

  it('counts Paystack being unreachable as errors, leaving the payment pending for the next try', async () => {
    const paid = await donate(true)
    const baseUrl = process.env.PAYSTACK_BASE_URL
    process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9'
    try {
      expect(await verifyAs(editor)).toEqual({
        status: 200,
        body: expect.objectContaining({ checked: 1, verified: 0, errors: 1 }),
      })
    } finally {
      process.env.PAYSTACK_BASE_URL = baseUrl
    }
    expect((await donationOf(payload, paid)).status).toBe('pending')
    expect((await verifyAs(editor)).body).toMatchObject({ verified: 1 })
  })
})
