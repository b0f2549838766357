// Payments in tests: the Paystack simulator wired to the app as `npm start` wires it (same env
// variables), signed webhooks as Paystack sends them, the simulator's control API, and donation
// payloads as the browser's donation form sends them.
import { createHmac, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { slugs } from '@collections/slugs'
import { type PaystackSimulator, startSimulator } from '@/paystack-simulator/server.mjs'
import type { Donation, PaystackTransaction } from '@/payload-types'

import { callApi, postJson } from './api'
import { type AppServer, startAppServer } from './appServer'

/** HMAC-SHA512 of the exact bytes, hex: Paystack's x-paystack-signature. */
export const paystackSignature = (raw: string | Uint8Array, secret: string): string =>
  createHmac('sha512', secret).update(raw).digest('hex')

/** A webhook request as Paystack sends it: the raw body and its signature. */
export const signedWebhook = (
  body: unknown,
  secret: string,
): { body: string; headers: Record<string, string> } => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  return {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, secret),
    },
  }
}

/** POSTs to /api/paystack/webhook in-process; headers replace the signed ones (e.g. a forged signature). */
export const postWebhook = (raw: string | Uint8Array, headers: Record<string, string>) =>
  callApi('/paystack/webhook', { method: 'POST', body: raw as BodyInit, headers })

export type Payments = {
  app: AppServer
  sim: PaystackSimulator
  secret: string
  /** The simulator's test control API (/__simulator/...): the answer's `data`, or throws. */
  control: <T = SimulatedTransaction>(path: string, body?: unknown) => Promise<T>
  /** The simulator's record of a transaction (kobo, metadata, status). */
  transaction: (reference: string) => Promise<SimulatedTransaction>
  /** A charge.success event for what the simulator holds on a reference, as its webhook sends it (sign it with signedWebhook). */
  chargeSuccess: (
    reference: string,
    overrides?: Record<string, unknown>,
  ) => Promise<{ event: string; data: Record<string, unknown> }>
  close: () => Promise<void>
}

type SimulatedTransaction = {
  id: number
  reference: string
  access_code: string
  email: string
  amount: number
  currency: string
  callback_url: string | null
  metadata: Record<string, unknown> | null
  status: string
  paid_at: string | null
  webhook_deliveries: number
  webhook_attempts: number
  verify_requests: number
}

/**
 * The app's /api on a real port and a simulator delivering webhooks to it. PAYSTACK_* are set
 * after the config is loaded: the app reads them per call (src/lib/paystack/config.ts).
 */
export const startPayments = async ({
  secret = `sk_test_${randomBytes(8).toString('hex')}`,
  log,
}: { secret?: string; log?: (line: string) => void } = {}): Promise<Payments> => {
  const app = await startAppServer()
  const sim = await startSimulator({
    secretKey: secret,
    webhookUrl: `${app.url}/api/paystack/webhook`,
    log: log ?? (() => {}),
  })
  const savedEnv = {
    PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY,
    PAYSTACK_BASE_URL: process.env.PAYSTACK_BASE_URL,
  }
  process.env.PAYSTACK_SECRET_KEY = secret
  process.env.PAYSTACK_BASE_URL = sim.url
  const simulator = async <T>(path: string, init: RequestInit): Promise<T> => {
    const response = await fetch(`${sim.url}/__simulator/${path}`, init)
    const json = (await response.json()) as { status: boolean; message: string; data: T }
    if (!response.ok) throw new Error(`simulator ${path}: ${response.status} ${json.message}`)
    return json.data
  }
  const control = <T = SimulatedTransaction>(path: string, body?: unknown) =>
    simulator<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
  const transaction = (reference: string) =>
    simulator<SimulatedTransaction>(`transactions/${encodeURIComponent(reference)}`, {})
  return {
    app,
    sim,
    secret,
    control,
    transaction,
    chargeSuccess: async (reference, overrides = {}) => {
      const tx = await transaction(reference)
      return {
        event: 'charge.success',
        data: {
          id: tx.id,
          domain: 'test',
          status: 'success',
          reference: tx.reference,
          amount: tx.amount,
          currency: tx.currency,
          gateway_response: 'Successful',
          paid_at: tx.paid_at ?? new Date().toISOString(),
          channel: 'card',
          customer: { email: tx.email },
          metadata: tx.metadata,
          ...overrides,
        },
      }
    },
    close: async () => {
      await sim.close()
      await app.close()
      for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    },
  }
}

/* Donation form payloads ------------------------------------------------------------------------ */

const unique = () => randomBytes(4).toString('hex')

/** An individual's donation as the browser's form sends it (public-site.md section 5). */
export const individualDonation = (
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  amount: 25_000,
  email: `ada-${unique()}@example.org`,
  donorName: 'Ada Okafor',
  phone: '+234 803 123 4567',
  currency: 'NGN',
  isAnonymous: false,
  showPublicly: true,
  church: 'Grace Chapel, Yaba',
  isChristian: 'yes',
  donorType: 'individual',
  projectId: null,
  ...overrides,
})

/** An organization's donation as the browser's form sends it. */
export const organizationDonation = (
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  amount: 1_500_000,
  email: `giving-${unique()}@example.org`,
  phone: '0803 555 0101',
  currency: 'NGN',
  isAnonymous: false,
  showPublicly: true,
  donorType: 'organization',
  organizationName: 'Lagos Mainland Foods Ltd',
  organizationType: 'corporate',
  contactPerson: 'Chidi Nwosu',
  projectId: null,
  ...overrides,
})

export type Initialized = {
  reference: string
  access_code: string
  authorization_url: string
  amount: number
  currency: string
}

/** POST /api/payments/initialize that must succeed; the answer's data. */
export const initializeDonation = async (
  body: Record<string, unknown>,
  options?: Parameters<typeof postJson>[2],
): Promise<Initialized> => {
  const response = await postJson('/payments/initialize', body, options)
  const json = (await response.json()) as { data: Initialized }
  if (response.status !== 200)
    throw new Error(`initialize answered ${response.status}: ${JSON.stringify(json)}`)
  return json.data
}

export const verifyPayment = async (
  reference: string,
  options?: Parameters<typeof postJson>[2],
) => {
  const response = await postJson('/payments/verify', { reference }, options)
  return {
    status: response.status,
    body: (await response.json()) as {
      success?: boolean
      error?: string
      code?: string
      data?: { reference: string; status: string; gateway_response: string | null }
    },
  }
}

/** The one donation with this reference, as stored. */
export const donationOf = async (payload: Payload, reference: string): Promise<Donation> => {
  const { docs } = await payload.find({
    collection: slugs.donations,
    where: { reference: { equals: reference } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** The one Paystack transaction with this reference, as stored. */
export const transactionOf = async (
  payload: Payload,
  reference: string,
): Promise<PaystackTransaction> => {
  const { docs } = await payload.find({
    collection: slugs.paystackTransactions,
    where: { reference: { equals: reference } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}
