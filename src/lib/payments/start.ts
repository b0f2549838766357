import { randomBytes } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import type { FieldErrors } from '@/lib/forms/rules'
import { recordConsent } from '@/lib/consent/record'
import { isDonatableProject } from '@/lib/payments/projects'
import { totalCoveringFees } from '@/lib/payments/fees'
import { parseDonationAmount } from '@/lib/payments/rules'
import { parseDonation } from '@/lib/payments/schema'
import { donorDetailsOf } from '@/lib/payments/donorDetails'
import { hashAddress } from '@/lib/http/clientAddress'
import { createPlan, initializeTransaction, PaystackError } from '@/lib/paystack/client'
import { formatNaira } from '@/lib/format'
import { hitRateLimit, waitText } from '@/lib/rateLimit'
import { siteUrl } from '@/lib/siteUrl'
import type { Donation } from '@/payload-types'
import { expire } from '@hooks/revalidate'
import { MAX_ROW_ID } from '@/lib/db/ids'

/** References are unguessable and in Paystack's alphabet (letters, digits, '-', '.', '='). */
const newReference = () =>
  `FR-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(12).toString('hex')}`

const PAYMENT_ERROR = 'Failed to initialize payment'

/** Keyed like an address: the counter row matches the same e-mail again, never reads back as one. */
const emailKey = (email: string) => hashAddress(`email:${email.trim().toLowerCase()}`)

type StartedPayment = {
  reference: string
  access_code: string
  authorization_url: string
  /** What is charged: the gift, plus Paystack's fee when the donor covers it. */
  amount: number
  /** The gift the donor chose, and the fee added to it (0 unless "I'll cover the fees"). */
  gift_amount: number
  fees_covered: number
  currency: 'NGN'
  /** The donor's page knows its own gift when the realtime notice of it arrives. */
  donation_id: number
  frequency: 'once' | 'monthly'
}

/**
 * One e-mail starting payment after payment is a card being tested, whatever network it uses: the
 * refusal once its limit is reached (a gift by bank transfer counts too), or null.
 */
export const refuseBusyEmail = async (payload: Payload, email: string) => {
  const perEmail = await hitRateLimit(payload, 'payment-email', emailKey(email))
  return perEmail.allowed
    ? null
    : {
        ok: false as const,
        code: 'rate_limited' as const,
        error: `Too many payments were started with this e-mail address. Please try again in ${waitText(perEmail.retryAfterSeconds)}.`,
        retryAfterSeconds: perEmail.retryAfterSeconds,
      }
}

/** What starting a donation came to; the endpoint answers it as JSON, the server action as a page. */
type StartOutcome =
  | { ok: true; payment: StartedPayment }
  | { ok: false; code: 'missing'; error: string; fieldErrors: FieldErrors }
  | { ok: false; code: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; code: 'project_unavailable'; error: string }
  | { ok: false; code: 'rate_limited'; error: string; retryAfterSeconds: number }
  | { ok: false; code: 'payment_error'; error: string }

/**
 * Starts a card payment (payment-initialize of public-site.md) for both the JSON endpoint and the
 * donation form's server action. The server decides the amount in kobo, the currency and the
 * reference; it stores a pending donation and its Paystack transaction, then asks Paystack for
 * the checkout (an access code for the inline window, a page address for the hosted one).
 */
export const startDonation = async (payload: Payload, input: unknown): Promise<StartOutcome> => {
  const parsed = parseDonation(input)
  if (!parsed.ok) {
    if (parsed.missing)
      return { ok: false, code: 'missing', error: parsed.missing, fieldErrors: parsed.fieldErrors }
    return { ok: false, code: 'invalid', fieldErrors: parsed.fieldErrors }
  }
  const data = parsed.data
  const busy = await refuseBusyEmail(payload, data.email)
  if (busy) return busy
  const organization = data.donorType === 'organization'
  const monthly = data.frequency === 'monthly'
  const giftAmount = parseDonationAmount(data.amount)
  // The fee is the server's: nothing the browser sends but the tick decides it (fees.ts).
  const { total: amount, fees: feesCovered } =
    data.coverFees === true ? totalCoveringFees(giftAmount) : { total: giftAmount, fees: 0 }
  // Paystack's redirect back (hosted page): from configuration, never from a forgeable Host header.
  const site = siteUrl()

  let projectId: number | null = null
  if (data.projectId !== undefined && data.projectId !== null) {
    const wanted = Number(data.projectId)
    // Past PostgreSQL's integer ids no project exists; asking would fail the query with a 500.
    const { docs } =
      wanted <= MAX_ROW_ID
        ? await payload.find({
            collection: slugs.projects,
            where: { id: { equals: wanted } },
            depth: 0,
            limit: 1,
            overrideAccess: true,
          })
        : { docs: [] }
    if (!docs[0] || !isDonatableProject(docs[0]))
      return { ok: false, code: 'project_unavailable', error: 'Project No Longer Available' }
    projectId = docs[0].id
  }

  const reference = newReference()
  const local = await createLocalReq({}, payload)
  await initTransaction(local)
  let stored: Donation
  let transactionId: number
  let giftId: number | null = null
  try {
    stored = await payload.create({
      collection: slugs.donations,
      data: {
        amount,
        gift_amount: giftAmount,
        fees_covered: feesCovered,
        currency: 'NGN',
        status: 'pending',
        reference,
        ...donorDetailsOf(data),
        project: projectId,
      },
      overrideAccess: true,
      req: local,
    })
    if (stored.show_publicly)
      await recordConsent(payload, local, {
        email: stored.donor_email,
        phone: stored.donor_phone,
        purpose: 'public_listing',
        choice: 'granted',
        source: 'donation_form',
        reference,
      })
    const transaction = await payload.create({
      collection: slugs.paystackTransactions,
      data: {
        reference,
        donation: stored.id,
        status: 'pending',
        amount,
        currency: 'NGN',
        verification_attempts: 0,
      },
      overrideAccess: true,
      req: local,
    })
    if (monthly) {
      // The gift waits for its first payment; that payment's completion starts it (completeDonationOnce).
      const gift = await payload.create({
        collection: slugs.monthlyGifts,
        data: {
          donor_email: stored.donor_email,
          donor_name: organization ? stored.organization_name : stored.donor_name,
          is_anonymous: stored.is_anonymous === true,
          amount,
          gift_amount: giftAmount,
          fees_covered: feesCovered,
          currency: 'NGN',
          status: 'pending',
          project: projectId,
          first_donation: stored.id,
          failed_charges: 0,
        },
        overrideAccess: true,
        req: local,
      })
      giftId = gift.id
    }
    await payload.update({
      collection: slugs.donations,
      id: stored.id,
      data: { transaction: transaction.id, monthly_gift: giftId },
      overrideAccess: true,
      req: local,
    })
    await commitTransaction(local)
    transactionId = transaction.id
  } catch (error) {
    await killTransaction(local)
    throw error
  }

  try {
    // A plan of the gift's own: every later charge names it, so each month finds its gift.
    let planCode: string | undefined
    if (giftId !== null) {
      const plan = await createPlan({
        name: `Monthly gift ${giftId}`,
        amountKobo: amount * 100,
        description: `${formatNaira(amount)} a month`,
      })
      planCode = plan.plan_code
      await payload.update({
        collection: slugs.monthlyGifts,
        id: giftId,
        data: { plan_code: plan.plan_code, plan_id: String(plan.id) },
        overrideAccess: true,
      })
    }
    const started = await initializeTransaction({
      email: data.email.trim(),
      amountKobo: amount * 100,
      currency: 'NGN',
      reference,
      callbackUrl: `${site}/sponsorship/payment?reference=${encodeURIComponent(reference)}`,
      // public-site.md section 7, Card provider: the metadata the payment carries, as stored.
      metadata: {
        donation_id: stored.id,
        donor_name: stored.donor_name ?? '',
        phone: stored.donor_phone ?? '',
        is_anonymous: stored.is_anonymous === true,
        church: stored.church ?? '',
        is_christian: stored.is_christian ?? '',
        donor_type: stored.donor_type,
        organization_name: stored.organization_name ?? '',
        organization_type: stored.organization_type ?? '',
        contact_person: stored.contact_person ?? '',
        project_id: projectId,
        ...(giftId !== null ? { monthly_gift_id: giftId } : {}),
      },
      planCode,
    })
    await payload.update({
      collection: slugs.paystackTransactions,
      id: transactionId,
      data: { access_code: started.access_code, authorization_url: started.authorization_url },
      overrideAccess: true,
    })
    return {
      ok: true,
      payment: {
        reference,
        access_code: started.access_code,
        authorization_url: started.authorization_url,
        amount,
        gift_amount: giftAmount,
        fees_covered: feesCovered,
        currency: 'NGN',
        donation_id: stored.id,
        frequency: monthly ? 'monthly' : 'once',
      },
    }
  } catch (error) {
    const message = error instanceof PaystackError ? error.message : String(error)
    payload.logger.error(`Paystack initialize for ${reference} failed: ${message}`)
    await payload.update({
      collection: slugs.paystackTransactions,
      id: transactionId,
      data: { status: 'initialize_failed', gateway_response: message.slice(0, 500) },
      overrideAccess: true,
    })
    await payload.update({
      collection: slugs.donations,
      id: stored.id,
      data: { status: 'failed' },
      overrideAccess: true,
    })
    expire(slugs.donations)
    return { ok: false, code: 'payment_error', error: PAYMENT_ERROR }
  }
}

/**
 * 'Try again' on the return page after a cancelled or declined payment: a new attempt with the
 * stored details of the one that failed (a new reference and pending donation), so that nothing
 * is typed again and nothing personal goes in a URL. A settled attempt is never paid twice.
 */
export const startAgain = async (
  payload: Payload,
  reference: string,
): Promise<StartOutcome | { ok: false; code: 'settled' }> => {
  const { docs } = await payload.find({
    collection: slugs.donations,
    where: { reference: { equals: reference } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const donation = docs[0]
  if (!donation || (donation.status !== 'pending' && donation.status !== 'failed'))
    return { ok: false, code: 'settled' }
  const organization = donation.donor_type === 'organization'
  const project = typeof donation.project === 'object' ? donation.project?.id : donation.project
  return startDonation(payload, {
    amount: String(donation.gift_amount ?? donation.amount),
    coverFees: (donation.fees_covered ?? 0) > 0,
    email: donation.donor_email,
    phone: donation.donor_phone ?? '',
    currency: donation.currency,
    donorType: donation.donor_type,
    donorName: organization ? undefined : donation.donor_name,
    isChristian: donation.is_christian,
    church: donation.church,
    organizationName: donation.organization_name,
    organizationType: donation.organization_type,
    contactPerson: donation.contact_person,
    isAnonymous: donation.is_anonymous === true,
    showPublicly: donation.show_publicly === true,
    projectId: project ?? null,
    frequency: donation.monthly_gift ? 'monthly' : 'once',
  })
}
