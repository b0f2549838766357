import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import { BodyTooLargeError, readBody } from '@/lib/http/body'
import { applySubscriptionEvent, recordChargeOfPlan } from '@/lib/giving/events'
import { recordTransfer } from '@/lib/giving/transfers'
import { applyPaystackResult, applyRefund, type ProcessedRefund } from '@/lib/payments/settle'
import { paystackConfig } from '@/lib/paystack/config'
import type { VerifyData } from '@/lib/paystack/client'

const MAX_BODY_BYTES = 256 * 1024

/** HMAC-SHA512 of the exact raw body with the secret key, compared in constant time. */
const validSignature = (raw: Uint8Array, signature: string | null, secret: string): boolean => {
  if (!signature || !secret || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = createHmac('sha512', secret).update(raw).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/** A refund event's id and amount (kobo, a number or a numeric string); without an amount it is a full refund. */
const processedRefund = (data: Record<string, unknown>): ProcessedRefund => {
  const amount =
    typeof data.amount === 'string' && /^\d{1,15}$/.test(data.amount)
      ? Number(data.amount)
      : data.amount
  const id = data.id ?? data.refund_reference ?? data.refunded_at
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : 'full',
    amountKobo:
      typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null,
  }
}

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  })

/**
 * POST /api/paystack/webhook: Paystack's events, believed only with a valid signature. There is
 * no event id, so events are idempotent on the reference (settle.ts). Anything we do not handle is
 * acknowledged, so Paystack stops retrying it.
 */
export const paystackWebhookEndpoint: Endpoint = {
  path: '/paystack/webhook',
  method: 'post',
  handler: async (req) => {
    let raw: Uint8Array
    try {
      raw = await readBody(req as unknown as Request, MAX_BODY_BYTES)
    } catch (error) {
      return text(error instanceof BodyTooLargeError ? 413 : 400, 'unreadable body')
    }
    if (!validSignature(raw, req.headers.get('x-paystack-signature'), paystackConfig().secretKey)) {
      req.payload.logger.warn('Paystack webhook refused: missing or wrong signature')
      return text(401, 'invalid signature')
    }
    let event: { event?: unknown; data?: Record<string, unknown> }
    try {
      // fatal: bytes that are not UTF-8 are not Paystack's JSON (a lenient decoder turned them into U+FFFD).
      event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as typeof event
    } catch {
      return text(400, 'invalid json')
    }
    // `null` parses too, and reading its fields threw a 500 that Paystack would retry for days.
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      return text(400, 'not an event')
    const data = event.data ?? {}
    if (event.event === 'charge.success' && typeof data.reference === 'string') {
      // A month of a monthly gift arrives with a reference Paystack made: it is recorded first.
      await recordChargeOfPlan(req.payload, data)
      // A bank transfer into a donor's own account: their donation, or the staff's review queue.
      if ((await recordTransfer(req.payload, data)) !== 'queued')
        await applyPaystackResult(req.payload, data as unknown as VerifyData, 'webhook')
    } else if (typeof event.event === 'string' && event.event.startsWith('refund.')) {
      const reference =
        (data.transaction_reference as string | undefined) ??
        (data.transaction as { reference?: string } | undefined)?.reference
      if (event.event === 'refund.processed' && reference)
        await applyRefund(req.payload, reference, processedRefund(data))
      else
        req.payload.logger.info(
          `Paystack ${event.event} for ${reference ?? 'an unknown reference'} recorded in the log only`,
        )
    } else if (typeof event.event === 'string') {
      // Subscriptions and their invoices: recorded against their monthly gift.
      await applySubscriptionEvent(req.payload, event.event, data)
    }
    return text(200, 'ok')
  },
}
