// Payment diagnostics and the debug checks (back-office.md, super admin only) through
// POST /api/paystack-test, as the page's buttons call it, on the Paystack simulator: each check's
// verdict for a healthy setup and for each way it goes wrong, and the last 10 transactions.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'
import { diagnosticsCopy } from '@/copy/diagnostics'
import {
  checkKeys,
  expectedKeyMode,
  recentTransactions,
  type Check,
  type DiagnosticsReport,
} from '@/lib/diagnostics/checks'
import { findFreePort } from '@/lib/db/embedded.mjs'
import { rowsOf } from '@/lib/db/rows'

import { callApi } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { startLocalS3 } from '../helpers/s3'
import {
  individualDonation,
  initializeDonation,
  postWebhook,
  signedWebhook,
  startPayments,
  verifyPayment,
  type Payments,
} from '../helpers/paystack'
import { createUser, TEST_PASSWORD } from '../helpers/users'

type Answer = { success: boolean; error?: string; details?: DiagnosticsReport }

let payload: Payload
let payments: Payments
let superAdmin: Awaited<ReturnType<typeof createUser>>
let admin: Awaited<ReturnType<typeof createUser>>
const savedEnv = { ...process.env }

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
  superAdmin = await createUser(payload, { role: 'super_admin' })
  admin = await createUser(payload, { role: 'admin' })
})

afterAll(async () => {
  await payments?.close()
})

/** Each test starts from the simulator's healthy setup, as `npm start` wires it. */
afterEach(() => {
  for (const name of [
    'PAYSTACK_PUBLIC_KEY',
    'PAYSTACK_MODE',
    'NODE_ENV',
    'PUBLIC_SERVER_URL',
    'UPLOADS_DIR',
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ]) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
  process.env.PAYSTACK_SECRET_KEY = payments.secret
  process.env.PAYSTACK_BASE_URL = payments.sim.url
})

const env = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}

const healthy = () =>
  env({ PAYSTACK_PUBLIC_KEY: 'pk_test_simulator', PUBLIC_SERVER_URL: 'http://localhost:3000' })

const runTest = async (
  body: unknown,
  user: { email: string } | null = superAdmin,
): Promise<{ status: number; answer: Answer }> => {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (user) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: TEST_PASSWORD },
    })
    headers.authorization = `JWT ${token}`
  }
  const response = await callApi('/paystack-test', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  return { status: response.status, answer: (await response.json()) as Answer }
}

const check = (answer: Answer, id: string): Check => {
  const found = answer.details?.checks.find((one) => one.id === id)
  if (!found) throw new Error(`no check ${id} in ${JSON.stringify(answer)}`)
  return found
}

describe('who may run diagnostics', () => {
  it('refuses a visitor (401) and a plain admin (403), and asks for a known test', async () => {
    expect(await runTest({ test: 'health' }, null)).toEqual({
      status: 401,
      answer: { success: false, error: adminCopy.notAuthenticated },
    })
    expect(await runTest({ test: 'health' }, admin)).toEqual({
      status: 403,
      answer: { success: false, error: adminCopy.insufficientPermissions },
    })
    expect(await runTest({ test: 'drop tables' })).toEqual({
      status: 400,
      answer: { success: false, error: diagnosticsCopy.badRequest },
    })
    expect((await runTest({ test: 'health', amount: 5_000_000 })).status).toBe(400)
  })
})

describe('the health check', () => {
  it('on the simulator with a matching key pair: every check passes and nothing is stored', async () => {
    healthy()
    const donationsBefore = await payload.count({
      collection: slugs.donations,
      overrideAccess: true,
    })
    const { status, answer } = await runTest({ test: 'health', amount: 100 })
    expect(status).toBe(200)
    expect(answer.success).toBe(true)
    expect(answer.details!.checks.map((one) => one.id)).toEqual([
      'keys',
      'reachable',
      'test-payment',
      'webhook-secret',
      'last-webhook',
      'pending',
    ])
    expect(check(answer, 'keys')).toMatchObject({
      status: 'ok',
      detail: 'Secret and public keys present, both in test mode (the local Paystack simulator).',
    })
    expect(check(answer, 'reachable')).toMatchObject({
      status: 'ok',
      detail: expect.stringContaining('accepted the secret key'),
    })
    expect(check(answer, 'test-payment')).toMatchObject({
      status: 'ok',
      label: 'Test payment (₦100)',
    })
    expect(check(answer, 'webhook-secret')).toMatchObject({
      status: 'ok',
      detail: expect.stringContaining('http://localhost:3000/api/paystack/webhook'),
    })
    // The ₦100 test payment exists on Paystack only, never as a donation.
    const reference = /initialized (diagnostics-[0-9a-f]+)/.exec(
      check(answer, 'test-payment').detail,
    )![1]
    expect(await payments.transaction(reference)).toMatchObject({
      amount: 10_000,
      currency: 'NGN',
      paid_at: null,
    })
    expect(await payload.count({ collection: slugs.donations, overrideAccess: true })).toEqual(
      donationsBefore,
    )
  })

  it('a key Paystack refuses, and a Paystack that cannot be reached, are failures with the reason', async () => {
    healthy()
    env({ PAYSTACK_SECRET_KEY: 'sk_test_not_the_simulators' })
    const refused = await runTest({ test: 'health' })
    expect(refused.answer.success).toBe(false)
    expect(check(refused.answer, 'reachable')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('refused the secret key (Invalid key)'),
    })
    expect(refused.answer.error).toContain('Paystack reachable:')

    env({
      PAYSTACK_SECRET_KEY: payments.secret,
      PAYSTACK_BASE_URL: `http://127.0.0.1:${await findFreePort()}`,
    })
    const unreachable = await runTest({ test: 'health' })
    expect(unreachable.answer.success).toBe(false)
    expect(check(unreachable.answer, 'reachable')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('could not be used: Paystack could not be reached'),
    })
    expect(check(unreachable.answer, 'test-payment').status).toBe('fail')
  })

  it('shows when the last webhook came, and warns about payments completed without one', async () => {
    healthy()
    await payload.db.drizzle.execute(
      sql`update paystack_transactions set webhook_received_at = null`,
    )
    const none = await runTest({ test: 'health' })
    expect(check(none.answer, 'last-webhook')).toMatchObject({
      status: 'warning',
      detail: 'No webhook has been received yet.',
    })
    // A warning is not a failure.
    expect(none.answer.success).toBe(true)

    const { reference } = await initializeDonation(individualDonation())
    await payments.control(`transactions/${reference}/pay`)
    const webhook = signedWebhook(await payments.chargeSuccess(reference), payments.secret)
    expect((await postWebhook(webhook.body, webhook.headers)).status).toBe(200)
    const [{ at }] = rowsOf<{ at: Date }>(
      await payload.db.drizzle.execute(
        sql`select webhook_received_at as at from paystack_transactions where reference = ${reference}`,
      ),
    )
    const after = await runTest({ test: 'health' })
    expect(check(after.answer, 'last-webhook')).toMatchObject({
      status: 'ok',
      detail: new Date(at).toISOString(),
    })

    // Paid and confirmed by the donor's page (verify), but Paystack's webhook never came.
    const unheard = await initializeDonation(individualDonation())
    await payments.control(`transactions/${unheard.reference}/pay`, { webhook: false })
    expect((await verifyPayment(unheard.reference)).body.data?.status).toBe('completed')
    const missed = await runTest({ test: 'health' })
    expect(check(missed.answer, 'last-webhook')).toMatchObject({
      status: 'warning',
      detail: expect.stringContaining(
        '1 payment(s) in the last 7 days succeeded without a webhook',
      ),
    })
  })

  it('counts pending payments, and warns about ones pending over an hour', async () => {
    healthy()
    await payload.db.drizzle.execute(
      sql`update donations set status = 'failed' where status = 'pending'`,
    )
    const fresh = await initializeDonation(individualDonation())
    const old = await initializeDonation(individualDonation())
    expect(check((await runTest({ test: 'health' })).answer, 'pending')).toMatchObject({
      status: 'ok',
      detail: '2 pending, none older than 60 minutes.',
    })
    await payload.db.drizzle.execute(
      sql`update donations set created_at = now() - interval '2 hours' where reference = ${old.reference}`,
    )
    expect(check((await runTest({ test: 'health' })).answer, 'pending')).toMatchObject({
      status: 'warning',
      detail: expect.stringMatching(/^2 pending, 1 of them older than 60 minutes\./),
    })
    expect(fresh.reference).not.toBe(old.reference)
  })
})

describe('the key check', () => {
  it('wants both keys, of one mode, and live keys on the live site', () => {
    env({
      PAYSTACK_SECRET_KEY: 'sk_test_a',
      PAYSTACK_PUBLIC_KEY: '',
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
    })
    expect(checkKeys()).toMatchObject({
      status: 'fail',
      detail: 'PAYSTACK_PUBLIC_KEY not set: donations cannot start.',
    })
    env({ PAYSTACK_SECRET_KEY: '', PAYSTACK_PUBLIC_KEY: '' })
    expect(checkKeys()).toMatchObject({
      status: 'fail',
      detail: 'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY not set: donations cannot start.',
    })
    env({ PAYSTACK_SECRET_KEY: 'pk_test_a', PAYSTACK_PUBLIC_KEY: 'pk_test_b' })
    expect(checkKeys().detail).toContain('does not look like a Paystack secret key')
    env({ PAYSTACK_SECRET_KEY: 'sk_live_a', PAYSTACK_PUBLIC_KEY: 'pk_test_b' })
    expect(checkKeys()).toMatchObject({
      status: 'fail',
      detail:
        'The secret key is a live key but the public key is a test key: use a pair from the same mode.',
    })

    env({
      NODE_ENV: 'production',
      PUBLIC_SERVER_URL: 'https://rides.example.org',
      PAYSTACK_MODE: undefined,
    })
    expect(expectedKeyMode()).toBe('live')
    env({ PAYSTACK_SECRET_KEY: 'sk_test_a', PAYSTACK_PUBLIC_KEY: 'pk_test_b' })
    expect(checkKeys()).toMatchObject({
      status: 'fail',
      detail: 'Keys are in test mode but this is the live site, so donors would not be charged.',
    })
    env({ PAYSTACK_SECRET_KEY: 'sk_live_a', PAYSTACK_PUBLIC_KEY: 'pk_live_b' })
    expect(checkKeys()).toMatchObject({
      status: 'ok',
      detail: 'Secret and public keys present, both in live mode.',
    })
    env({ PAYSTACK_BASE_URL: 'http://127.0.0.1:54400' })
    expect(checkKeys()).toMatchObject({
      status: 'fail',
      detail:
        'Live keys, but payments go to http://127.0.0.1:54400 instead of Paystack (PAYSTACK_BASE_URL).',
    })
    // A staging site on https says so with PAYSTACK_MODE.
    env({
      PAYSTACK_MODE: 'test',
      PAYSTACK_SECRET_KEY: 'sk_test_a',
      PAYSTACK_PUBLIC_KEY: 'pk_test_b',
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
    })
    expect(checkKeys().status).toBe('ok')
  })
})

describe('the debug checks', () => {
  it('the test insert goes through hooks and validation and leaves nothing behind', async () => {
    const before = await payload.count({
      collection: slugs.volunteerApplications,
      overrideAccess: true,
    })
    const auditBefore = await payload.count({ collection: slugs.auditLog, overrideAccess: true })
    const { answer } = await runTest({ test: 'insert' })
    expect(answer.success).toBe(true)
    expect(check(answer, 'insert')).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^Inserted and rolled back in \d+ ms\.$/),
    })
    expect(
      await payload.count({ collection: slugs.volunteerApplications, overrideAccess: true }),
    ).toEqual(before)
    expect(await payload.count({ collection: slugs.auditLog, overrideAccess: true })).toEqual(
      auditBefore,
    )
  })

  it('local storage: the resumes folder takes a write; a folder that cannot be made fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-uploads-'))
    env({ UPLOADS_DIR: dir })
    const ok = await runTest({ test: 'storage' })
    expect(check(ok.answer, 'storage')).toMatchObject({
      status: 'ok',
      detail: expect.stringContaining(`Folder ${path.join(dir, 'volunteer-resumes')} is writable`),
    })
    expect(fs.readdirSync(path.join(dir, 'volunteer-resumes'))).toEqual([])

    const blocker = path.join(dir, 'a-file')
    fs.writeFileSync(blocker, 'not a folder')
    env({ UPLOADS_DIR: blocker })
    const failed = await runTest({ test: 'storage' })
    expect(failed.answer.success).toBe(false)
    expect(check(failed.answer, 'storage')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('cannot be written'),
    })
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('S3 storage: the bucket answers; a missing bucket says so', async () => {
    const s3 = await startLocalS3('resumes-ok')
    try {
      env(s3.env)
      expect(check((await runTest({ test: 'storage' })).answer, 'storage')).toMatchObject({
        status: 'ok',
        detail: expect.stringContaining('S3 bucket resumes-ok answered'),
      })
      env({ S3_BUCKET: 'no-such-bucket' })
      expect(check((await runTest({ test: 'storage' })).answer, 'storage')).toMatchObject({
        status: 'fail',
        detail: 'S3 bucket no-such-bucket does not exist.',
      })
    } finally {
      await s3.close()
    }
  })
})

describe('recent transactions', () => {
  it('lists the last 10, newest first, without an anonymous donor’s name', async () => {
    await payload.db.drizzle.execute(sql`delete from donations`)
    await payload.db.drizzle.execute(sql`delete from paystack_transactions`)
    expect(await recentTransactions(payload)).toEqual([])
    const references: string[] = []
    for (let i = 0; i < 12; i++) {
      const { reference } = await initializeDonation(
        individualDonation({ amount: 1000 + i, donorName: `Donor ${i}`, isAnonymous: i === 11 }),
      )
      await payload.db.drizzle.execute(
        sql`update paystack_transactions set created_at = now() - make_interval(mins => ${12 - i}) where reference = ${reference}`,
      )
      references.push(reference)
    }
    const listed = await recentTransactions(payload)
    expect(listed.map((tx) => tx.reference)).toEqual(references.slice(2).reverse())
    expect(listed[0]).toMatchObject({
      amount: 1011,
      currency: 'NGN',
      status: 'pending',
      donor: null,
      webhook: false,
    })
    expect(listed[1]).toMatchObject({ amount: 1010, donor: 'Donor 10' })
  })
})
