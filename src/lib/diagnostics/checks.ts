import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { PREFERRED_AREAS } from '@collections/options'
import { slugs } from '@collections/slugs'
import { latestTransactions, paymentActivity } from '@/lib/db/diagnostics'
import { RECONCILE_AFTER_MINUTES } from '@/lib/payments/reconcile'
import { initializeTransaction, PaystackError, verifyTransaction } from '@/lib/paystack/client'
import { keyMode, paystackConfig } from '@/lib/paystack/config'
import { isHttpsSite, siteUrl } from '@/lib/siteUrl'
import { s3Configured } from '@/lib/storage/s3'
import { uploadDir } from '@/lib/storage/paths'

/**
 * Payment diagnostics (back-office.md, super admin only) and the debug page's checks. Every check
 * answers in words a church administrator can act on; 'fail' stops 'All systems operational',
 * 'warning' is shown but does not.
 */
export type CheckStatus = 'ok' | 'warning' | 'fail'
export type Check = { id: string; label: string; status: CheckStatus; detail: string }
export type DiagnosticsReport = { ok: boolean; checks: Check[]; ranAt: string }

/** The spec's diagnostics test amount, in naira. */
export const TEST_AMOUNT = 100
const PAYSTACK_API = 'https://api.paystack.co'
/** A payment pending this long is stuck: reconciliation runs every 5 minutes. */
const STUCK_AFTER_MINUTES = 60

const WEBHOOK_PATH = '/api/paystack/webhook'

const ms = (start: number) => `${Math.round(performance.now() - start)} ms`

/** The mode the keys must be in: PAYSTACK_MODE when set, else live for an https production site. */
export const expectedKeyMode = (env: NodeJS.ProcessEnv = process.env): 'test' | 'live' => {
  if (env.PAYSTACK_MODE === 'live' || env.PAYSTACK_MODE === 'test') return env.PAYSTACK_MODE
  return env.NODE_ENV === 'production' && httpsSite(env) ? 'live' : 'test'
}

/** A malformed PUBLIC_SERVER_URL counts as not https here; checkWebhookSetup reports it. */
const httpsSite = (env: NodeJS.ProcessEnv): boolean => {
  try {
    return isHttpsSite(env)
  } catch {
    return false
  }
}

export const checkKeys = (env: NodeJS.ProcessEnv = process.env): Check => {
  const { secretKey, publicKey, baseUrl } = paystackConfig()
  const label = 'API keys'
  if (!secretKey || !publicKey) {
    const missing = [!secretKey && 'PAYSTACK_SECRET_KEY', !publicKey && 'PAYSTACK_PUBLIC_KEY']
      .filter(Boolean)
      .join(' and ')
    return {
      id: 'keys',
      label,
      status: 'fail',
      detail: `${missing} not set: donations cannot start.`,
    }
  }
  const secretMode = keyMode(secretKey)
  const publicMode = keyMode(publicKey)
  if (!secretMode || !secretKey.startsWith('sk_'))
    return {
      id: 'keys',
      label,
      status: 'fail',
      detail:
        'PAYSTACK_SECRET_KEY does not look like a Paystack secret key (sk_test_… or sk_live_…).',
    }
  if (!publicMode || !publicKey.startsWith('pk_'))
    return {
      id: 'keys',
      label,
      status: 'fail',
      detail:
        'PAYSTACK_PUBLIC_KEY does not look like a Paystack public key (pk_test_… or pk_live_…).',
    }
  if (secretMode !== publicMode)
    return {
      id: 'keys',
      label,
      status: 'fail',
      detail: `The secret key is a ${secretMode} key but the public key is a ${publicMode} key: use a pair from the same mode.`,
    }
  const expected = expectedKeyMode(env)
  if (secretMode !== expected) {
    const why =
      expected === 'live'
        ? 'this is the live site, so donors would not be charged'
        : 'this is not the live site (set PAYSTACK_MODE=live if it is)'
    return {
      id: 'keys',
      label,
      status: 'fail',
      detail: `Keys are in ${secretMode} mode but ${why}.`,
    }
  }
  const simulator = baseUrl !== PAYSTACK_API
  if (simulator && expected === 'live')
    return {
      id: 'keys',
      label,
      status: 'fail',
      detail: `Live keys, but payments go to ${baseUrl} instead of Paystack (PAYSTACK_BASE_URL).`,
    }
  return {
    id: 'keys',
    label,
    status: 'ok',
    detail: `Secret and public keys present, both in ${secretMode} mode${simulator ? ' (the local Paystack simulator)' : ''}.`,
  }
}

/**
 * Paystack (or the simulator) answers, and accepts the secret key: verifying a reference that
 * cannot exist must come back as "not found" (400), not "invalid key" (401). Nothing is created.
 */
const checkReachable = async (): Promise<Check> => {
  const { baseUrl, secretKey } = paystackConfig()
  const label = 'Paystack reachable'
  if (!secretKey)
    return { id: 'reachable', label, status: 'fail', detail: 'Not checked: no secret key.' }
  const start = performance.now()
  try {
    await verifyTransaction(`diagnostics-${randomBytes(8).toString('hex')}`)
    return { id: 'reachable', label, status: 'ok', detail: `${baseUrl} answered in ${ms(start)}.` }
  } catch (error) {
    const status = error instanceof PaystackError ? error.httpStatus : null
    if (status === 400 || status === 404)
      return {
        id: 'reachable',
        label,
        status: 'ok',
        detail: `${baseUrl} answered in ${ms(start)} and accepted the secret key.`,
      }
    if (status === 401)
      return {
        id: 'reachable',
        label,
        status: 'fail',
        detail: `${baseUrl} refused the secret key (${(error as Error).message}).`,
      }
    return {
      id: 'reachable',
      label,
      status: 'fail',
      detail: `${baseUrl} could not be used: ${(error as Error).message}`,
    }
  }
}

/** In test mode only, a ₦100 initialization proves a payment can start; live mode opens none. */
const checkTestPayment = async (amount = TEST_AMOUNT): Promise<Check> => {
  const { secretKey } = paystackConfig()
  const label = `Test payment (₦${amount})`
  if (keyMode(secretKey) !== 'test')
    return {
      id: 'test-payment',
      label,
      status: 'ok',
      detail: 'Skipped with live keys, so no real transaction is opened.',
    }
  const start = performance.now()
  try {
    const reference = `diagnostics-${randomBytes(8).toString('hex')}`
    await initializeTransaction({
      email: 'diagnostics@example.org',
      amountKobo: amount * 100,
      currency: 'NGN',
      reference,
      callbackUrl: '',
      metadata: { diagnostics: true },
    })
    return {
      id: 'test-payment',
      label,
      status: 'ok',
      detail: `Paystack initialized ${reference} in ${ms(start)}.`,
    }
  } catch (error) {
    return {
      id: 'test-payment',
      label,
      status: 'fail',
      detail: `Paystack refused a test payment: ${(error as Error).message}`,
    }
  }
}

/** Paystack signs webhooks with the secret key; the dashboard must send them to this site. */
const checkWebhookSetup = (env: NodeJS.ProcessEnv = process.env): Check => {
  const label = 'Webhook signing'
  if (!paystackConfig().secretKey)
    return {
      id: 'webhook-secret',
      label,
      status: 'fail',
      detail:
        'No secret key, so webhook signatures cannot be checked and every webhook is refused.',
    }
  if (!env.PUBLIC_SERVER_URL?.trim())
    return {
      id: 'webhook-secret',
      label,
      status: 'warning',
      detail: `Signatures are checked with the secret key. Set PUBLIC_SERVER_URL so the webhook URL below is known; Paystack must call <site>${WEBHOOK_PATH}.`,
    }
  let site: string
  try {
    site = siteUrl(env)
  } catch (error) {
    return { id: 'webhook-secret', label, status: 'fail', detail: (error as Error).message }
  }
  return {
    id: 'webhook-secret',
    label,
    status: 'ok',
    detail: `Signatures are checked with the secret key. Webhook URL for the Paystack dashboard: ${site}${WEBHOOK_PATH}`,
  }
}

const activityChecks = async (payload: Payload): Promise<Check[]> => {
  const activity = await paymentActivity(payload, STUCK_AFTER_MINUTES)
  const webhook: Check = activity.last_webhook
    ? {
        id: 'last-webhook',
        label: 'Last webhook received',
        status: 'ok',
        detail: activity.last_webhook.toISOString(),
      }
    : {
        id: 'last-webhook',
        label: 'Last webhook received',
        status: 'warning',
        detail: 'No webhook has been received yet.',
      }
  if (activity.completed_without_webhook > 0) {
    webhook.status = 'warning'
    webhook.detail += ` ${activity.completed_without_webhook} payment(s) in the last 7 days succeeded without a webhook: check the webhook URL in the Paystack dashboard.`
  }
  const pending: Check =
    activity.stuck > 0
      ? {
          id: 'pending',
          label: 'Pending payments',
          status: 'warning',
          detail: `${activity.pending} pending, ${activity.stuck} of them older than ${STUCK_AFTER_MINUTES} minutes. Use 'Verify Pending Payments' on the Donations page; reconciliation also runs every ${RECONCILE_AFTER_MINUTES} minutes.`,
        }
      : {
          id: 'pending',
          label: 'Pending payments',
          status: 'ok',
          detail: `${activity.pending} pending, none older than ${STUCK_AFTER_MINUTES} minutes.`,
        }
  return [webhook, pending]
}

const report = (checks: Check[]): DiagnosticsReport => ({
  ok: checks.every((check) => check.status !== 'fail'),
  checks,
  ranAt: new Date().toISOString(),
})

/** The health check button: keys, Paystack, a test payment, webhooks and pending payments. */
export const runHealthCheck = async (
  payload: Payload,
  { amount = TEST_AMOUNT } = {},
): Promise<DiagnosticsReport> => {
  const keys = checkKeys()
  const [reachable, testPayment, activity] = await Promise.all([
    checkReachable(),
    checkTestPayment(amount),
    activityChecks(payload),
  ])
  return report([keys, reachable, testPayment, checkWebhookSetup(), ...activity])
}

/**
 * The debug page's insert test: a volunteer application created through the Local API (hooks,
 * validation, audit) inside a transaction that is then rolled back, so nothing stays behind.
 */
export const runInsertCheck = async (payload: Payload): Promise<DiagnosticsReport> => {
  const label = 'Test insert (volunteer application, rolled back)'
  const req = await createLocalReq({}, payload)
  const start = performance.now()
  await initTransaction(req)
  try {
    const created = await payload.create({
      collection: slugs.volunteerApplications,
      data: {
        applicant_name: 'Diagnostics Test',
        email: 'diagnostics@example.org',
        preferred_areas: PREFERRED_AREAS[0],
        status: 'pending',
        applied_date: new Date().toISOString(),
      },
      overrideAccess: true,
      req,
    })
    await killTransaction(req)
    const left = await payload.count({
      collection: slugs.volunteerApplications,
      where: { id: { equals: created.id } },
      overrideAccess: true,
    })
    if (left.totalDocs > 0)
      return report([
        { id: 'insert', label, status: 'fail', detail: 'The test row was not rolled back.' },
      ])
    return report([
      { id: 'insert', label, status: 'ok', detail: `Inserted and rolled back in ${ms(start)}.` },
    ])
  } catch (error) {
    await killTransaction(req)
    return report([
      {
        id: 'insert',
        label,
        status: 'fail',
        detail: `The insert failed: ${(error as Error).message}`,
      },
    ])
  }
}

/** The debug page's storage test: the resumes' bucket (S3) or folder exists and takes writes. */
export const runStorageCheck = async (
  env: NodeJS.ProcessEnv = process.env,
): Promise<DiagnosticsReport> => {
  const label = 'Storage for volunteer resumes'
  const start = performance.now()
  if (s3Configured()) {
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID || '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
      },
    })
    try {
      await client.send(new HeadBucketCommand({ Bucket: env.S3_BUCKET! }))
      return report([
        {
          id: 'storage',
          label,
          status: 'ok',
          detail: `S3 bucket ${env.S3_BUCKET} answered in ${ms(start)}.`,
        },
      ])
    } catch (error) {
      const name = (error as { name?: string }).name
      const why =
        name === 'NotFound'
          ? 'does not exist'
          : name === 'Forbidden'
            ? 'refused these credentials'
            : `could not be reached (${(error as Error).message || name})`
      return report([
        { id: 'storage', label, status: 'fail', detail: `S3 bucket ${env.S3_BUCKET} ${why}.` },
      ])
    } finally {
      client.destroy()
    }
  }
  const dir = uploadDir(slugs.volunteerResumes)
  const probe = path.join(dir, `.diagnostics-${randomBytes(6).toString('hex')}`)
  try {
    await fs.mkdir(dir, { recursive: true })
    await fs.writeFile(probe, 'ok')
    await fs.rm(probe)
    return report([
      { id: 'storage', label, status: 'ok', detail: `Folder ${dir} is writable (${ms(start)}).` },
    ])
  } catch (error) {
    return report([
      {
        id: 'storage',
        label,
        status: 'fail',
        detail: `Folder ${dir} cannot be written: ${(error as Error).message}`,
      },
    ])
  }
}

export type RecentTransaction = {
  id: number
  reference: string
  amount: number
  currency: string
  status: string
  channel: string | null
  webhook: boolean
  createdAt: string
  donor: string | null
}

/** The last 10 Paystack transactions, newest first (back-office.md 9). */
export const recentTransactions = async (
  payload: Payload,
  limit = 10,
): Promise<RecentTransaction[]> =>
  (await latestTransactions(payload, limit)).map((row) => ({
    id: row.id,
    reference: row.reference,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    channel: row.channel,
    webhook: Boolean(row.webhook_received_at),
    createdAt: new Date(row.created_at).toISOString(),
    donor: row.donor,
  }))
