import { RECORDING_TRANSFER } from '@collections/TransferGiving/TransferReviews'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { transferGivingCopy } from '@/copy/transferGiving'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { recordConsent } from '@/lib/consent/record'
import {
  decideTransferReview,
  findTransferGiftByCustomer,
  lockReference,
  lockTransferGift,
  lockTransferGiftOfEmail,
} from '@/lib/db/transfers'
import { MAX_ROW_ID } from '@/lib/db/ids'
import type { FieldErrors } from '@/lib/forms/rules'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { transferAccountEmail } from '@/lib/mail/transferGiving'
import { isDonatableProject } from '@/lib/payments/projects'
import { parseDonationAmount } from '@/lib/payments/rules'
import { parseDonation } from '@/lib/payments/schema'
import { refuseBusyEmail } from '@/lib/payments/start'
import { completeWithReceipt } from '@/lib/payments/settle'
import { donorDetailsOf, type DonorDetails } from '@/lib/payments/donorDetails'
import {
  createCustomer,
  createDedicatedAccount,
  listDedicatedAccounts,
  PaystackError,
} from '@/lib/paystack/client'
import { siteUrl } from '@/lib/siteUrl'

import { givingUrl, transferGiftToken } from './link'

/**
 * "Give monthly by bank transfer" (issue #35). The donor gets a Paystack Dedicated Virtual Account
 * of their own, and every transfer into it (a signed charge.success, channel dedicated_nuban)
 * becomes their donation with a receipt, once. A transfer from an unknown customer, or far from the
 * pledge, waits for staff in transfer-reviews.
 */

/** A transfer this far from the pledged monthly amount waits for staff: 50% to 200% is the donor's gift. */
const PLEDGE_RANGE = { lowest: 0.5, highest: 2 } as const

/** Paystack's reference alphabet (settle.ts). */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/

const emailKey = (email: string) => email.trim().toLowerCase()

/** `work` in a transaction of its own (as `user`, for the audit trail): committed, or rolled back on a throw. */
const inTransaction = async <T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  user?: TypedUser,
): Promise<T> => {
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export type TransferStartOutcome =
  | { ok: true; payment?: undefined }
  | { ok: false; code: 'missing'; error: string; fieldErrors: FieldErrors }
  | { ok: false; code: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; code: 'project_unavailable'; error: string }
  | { ok: false; code: 'rate_limited'; error: string; retryAfterSeconds: number }

const projectOf = async (payload: Payload, wanted: unknown): Promise<number | null | false> => {
  if (wanted === undefined || wanted === null || wanted === '') return null
  const id = Number(wanted)
  if (!(id <= MAX_ROW_ID)) return false
  const project = await payload
    .findByID({
      collection: slugs.projects,
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  return project && isDonatableProject(project) ? project.id : false
}

/**
 * The donation form's monthly gift by bank transfer: stores (or finds, by address) the donor's
 * transfer gift and queues the job that asks Paystack for its account, in one transaction. The
 * page then only says to look in the e-mail: the account goes to the address, never to whoever
 * typed it.
 */
export const startTransferGiving = async (
  payload: Payload,
  input: unknown,
): Promise<TransferStartOutcome> => {
  const parsed = parseDonation(input)
  if (!parsed.ok)
    return parsed.missing
      ? { ok: false, code: 'missing', error: parsed.missing, fieldErrors: parsed.fieldErrors }
      : { ok: false, code: 'invalid', fieldErrors: parsed.fieldErrors }
  const data = parsed.data
  const busy = await refuseBusyEmail(payload, data.email)
  if (busy) return busy
  const project = await projectOf(payload, data.projectId)
  if (project === false)
    return { ok: false, code: 'project_unavailable', error: 'Project No Longer Available' }
  const donor = donorDetailsOf(data)
  const gift = {
    donor_name: donor.donor_type === 'organization' ? donor.organization_name : donor.donor_name,
    donor_email: donor.donor_email,
    email_key: emailKey(donor.donor_email),
    amount: parseDonationAmount(data.amount),
    project,
    donor,
  }
  const job = await inTransaction(payload, async (req) => {
    // Whoever types an address we hold changes nothing of that donor's gift (its pledge, the name
    // on its receipts): the account is only e-mailed again, to the address.
    const found = await lockTransferGiftOfEmail(payload, req, gift.email_key)
    const stored =
      found ??
      (await payload.create({
        collection: slugs.transferGifts,
        data: { ...gift, status: 'setting_up' },
        overrideAccess: true,
        req,
      }))
    if (!found && donor.show_publicly)
      await recordConsent(payload, req, {
        email: donor.donor_email,
        phone: donor.donor_phone,
        purpose: 'public_listing',
        choice: 'granted',
        source: 'donation_form',
        reference: `transfer-gift-${stored.id}`,
      })
    const queued = await payload.jobs.queue({
      task: 'set-up-transfer-gift',
      input: { giftId: String(stored.id) },
      req,
    })
    return queued.id
  })
  runJobSoon(payload, job)
  return { ok: true }
}

const giftOf = (payload: Payload, req: PayloadRequest, id: number) =>
  payload.findByID({ collection: slugs.transferGifts, id, depth: 0, overrideAccess: true, req })

/** The account Paystack made for the customer, when it made one before (a crash after its answer). */
const accountFor = async (customer: { code: string; id: string | number }) => {
  try {
    return await createDedicatedAccount(customer.code)
  } catch (error) {
    if (!(error instanceof PaystackError) || error.httpStatus === null) throw error
    const [existing] = await listDedicatedAccounts(customer.id)
    if (!existing) throw error
    return existing
  }
}

/**
 * The set-up job's work (src/jobs/setUpTransferGift.ts): under the gift's row lock, a Paystack
 * customer and its Dedicated Virtual Account, each asked for only when the gift has none yet, so a
 * retry or a second tap's job reuses them; then the account e-mailed, queued in the same transaction.
 */
export const setUpTransferGift = async (payload: Payload, giftId: number): Promise<void> => {
  const email = await inTransaction(payload, async (req) => {
    if (!(await lockTransferGift(payload, req, giftId))) return null
    let gift = await giftOf(payload, req, giftId)
    if (!gift.account_number) {
      const donor = gift.donor as DonorDetails
      const [first, ...rest] = (gift.donor_name ?? '').trim().split(/\s+/)
      const customer = await createCustomer({
        email: gift.donor_email,
        firstName: first || 'Friend',
        lastName: rest.join(' ') || first || 'Donor',
        phone: donor.donor_phone ?? null,
      })
      const account = await accountFor({ code: customer.customer_code, id: customer.id })
      gift = await payload.update({
        collection: slugs.transferGifts,
        id: giftId,
        data: {
          customer_code: customer.customer_code,
          bank_name: account.bank.name,
          account_number: account.account_number,
          account_name: account.account_name,
          dedicated_account_id: String(account.id),
          status: 'active',
          set_up_at: new Date().toISOString(),
        },
        overrideAccess: true,
        req,
      })
    }
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const message = transferAccountEmail({
      siteName: settings.site_name || DEFAULT_SITE_NAME,
      siteUrl: siteUrl(),
      contactEmail: settings.contact_email || null,
      givingLink: givingUrl(transferGiftToken(gift)),
      donorName: (gift.donor as DonorDetails).donor_name ?? null,
      amount: gift.amount,
      bankName: gift.bank_name ?? '',
      accountNumber: gift.account_number ?? '',
      accountName: gift.account_name ?? '',
    })
    const queued = await payload.jobs.queue({
      task: 'send-email',
      input: { to: gift.donor_email, ...message },
      req,
    })
    return queued.id
  })
  if (email !== null) runJobSoon(payload, email)
}

/** A transfer gift's donation (pending) and its Paystack transaction, in the caller's transaction. */
const createTransferDonation = async (
  payload: Payload,
  req: PayloadRequest,
  { giftId, reference, amount }: { giftId: number; reference: string; amount: number },
): Promise<number> => {
  const gift = await giftOf(payload, req, giftId)
  const donor = gift.donor as DonorDetails
  const project =
    typeof gift.project === 'object' ? (gift.project?.id ?? null) : (gift.project ?? null)
  const donation = await payload.create({
    collection: slugs.donations,
    data: {
      amount,
      currency: 'NGN',
      status: 'pending',
      reference,
      ...donor,
      donor_email: gift.donor_email,
      project,
    },
    overrideAccess: true,
    req,
  })
  const transaction = await payload.create({
    collection: slugs.paystackTransactions,
    data: {
      reference,
      donation: donation.id,
      status: 'pending',
      amount,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      verification_attempts: 0,
    },
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: slugs.donations,
    id: donation.id,
    data: { transaction: transaction.id },
    overrideAccess: true,
    req,
  })
  return donation.id
}

type EventData = Record<string, unknown>
const record = (value: unknown): EventData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as EventData) : {}

/** Whether an amount is the donor's gift by itself, or is far enough from the pledge to be checked. */
const nearPledge = (amount: number, pledged: number) =>
  amount >= pledged * PLEDGE_RANGE.lowest && amount <= pledged * PLEDGE_RANGE.highest

/**
 * A signed charge.success of channel dedicated_nuban (a transfer into a donor's account), before
 * the webhook settles it (settle.ts completes the donation and queues its receipt): the donor's
 * pending donation, or a row in the review queue ('queued': nothing for settle.ts to do). Once per
 * reference, whoever delivers it.
 */
export const recordTransfer = async (
  payload: Payload,
  data: EventData,
): Promise<'queued' | null> => {
  if (data.channel !== 'dedicated_nuban' || data.status !== 'success') return null
  const reference = typeof data.reference === 'string' ? data.reference : ''
  const kobo = Number(data.amount)
  if (!REFERENCE.test(reference)) return null
  if (String(data.currency).toUpperCase() !== 'NGN' || !Number.isSafeInteger(kobo) || kobo <= 0) {
    payload.logger.error(
      `Paystack reported a transfer of ${String(data.amount)} ${String(data.currency)} (${reference}): not recorded`,
    )
    return null
  }
  const amount = kobo / 100
  const customerCode = record(data.customer).customer_code
  const gift =
    typeof customerCode === 'string' && customerCode.length <= 100
      ? await findTransferGiftByCustomer(payload, customerCode)
      : null
  const reason = !gift
    ? 'unknown_customer'
    : !nearPledge(amount, Number(gift.amount))
      ? 'amount_far'
      : null
  const paidAt =
    typeof data.paid_at === 'string' && !Number.isNaN(Date.parse(data.paid_at))
      ? new Date(data.paid_at).toISOString()
      : null
  await inTransaction(payload, async (req) => {
    const known = await lockReference(payload, req, reference)
    if (!known.donation && !known.review) {
      if (gift && !reason)
        await createTransferDonation(payload, req, { giftId: gift.id, reference, amount })
      else
        await payload.create({
          collection: slugs.transferReviews,
          data: {
            reference,
            amount,
            reason: reason ?? 'unknown_customer',
            customer_code: typeof customerCode === 'string' ? customerCode.slice(0, 100) : null,
            transfer_gift: gift?.id ?? null,
            paid_at: paidAt,
            status: 'open',
          },
          overrideAccess: true,
          req,
        })
    }
  })
  return gift && !reason ? null : 'queued'
}

export type ReviewDecision =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string }

const copy = transferGivingCopy.review

const reviewOf = async (payload: Payload, id: string) =>
  /^\d{1,10}$/.test(id) && Number(id) <= MAX_ROW_ID
    ? payload.findByID({
        collection: slugs.transferReviews,
        id: Number(id),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null

/**
 * 'Record as this donor's gift': the queued transfer becomes the chosen transfer gift's donation
 * and is receipted. The review's conditional update decides it once (a colleague's click at the same
 * moment waits on the row, then finds it decided), and the donation is made in the same transaction.
 */
export const recordReviewAsGift = async (
  payload: Payload,
  user: TypedUser,
  id: string,
  chosenGift: unknown,
): Promise<ReviewDecision> => {
  const review = await reviewOf(payload, id)
  if (!review) return { ok: false, status: 404, message: 'Not found.' }
  if (review.status !== 'open') return { ok: false, status: 409, message: copy.decided }
  const stored =
    typeof review.transfer_gift === 'object' ? review.transfer_gift?.id : review.transfer_gift
  const giftId =
    typeof chosenGift === 'number' &&
    Number.isSafeInteger(chosenGift) &&
    chosenGift > 0 &&
    chosenGift <= MAX_ROW_ID
      ? chosenGift
      : stored
  const gift = giftId
    ? await payload.findByID({
        collection: slugs.transferGifts,
        id: giftId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!gift) return { ok: false, status: 400, message: copy.chooseGift }
  const donationId = await inTransaction(
    payload,
    async (req) => {
      // The webhook takes this lock first too: nothing is recorded for a reference twice.
      if ((await lockReference(payload, req, review.reference)).donation) return null
      const decided = await decideTransferReview(payload, req, review.id, {
        status: 'recorded',
        userId: Number(user.id),
        giftId: gift.id,
        reason: null,
      })
      if (!decided) return null
      const id = await createTransferDonation(payload, req, {
        giftId: gift.id,
        reference: decided.reference,
        amount: decided.amount,
      })
      await payload.update({
        collection: slugs.transferReviews,
        id: review.id,
        data: { donation: id },
        overrideAccess: true,
        // The decision's own link to its donation, past the hook that fixes a decided transfer.
        context: { [RECORDING_TRANSFER]: true },
        req,
      })
      return id
    },
    user,
  )
  if (donationId === null) return { ok: false, status: 409, message: copy.decided }
  // Paystack's transfer is the money; staff's decision stands in for the donor match. A crash here
  // leaves it pending, and reconciliation asks Paystack for the reference and completes it.
  await completeWithReceipt(payload, donationId)
  return { ok: true, message: copy.recorded }
}

/** 'Not a gift': closed with the reason staff give; nothing is recorded. */
export const closeReviewNotGift = async (
  payload: Payload,
  user: TypedUser,
  id: string,
  reason: unknown,
): Promise<ReviewDecision> => {
  const why = typeof reason === 'string' ? reason.trim().slice(0, 1000) : ''
  if (!why) return { ok: false, status: 400, message: copy.giveReason }
  const review = await reviewOf(payload, id)
  if (!review) return { ok: false, status: 404, message: 'Not found.' }
  const decided = await inTransaction(
    payload,
    (req) =>
      decideTransferReview(payload, req, review.id, {
        status: 'not_gift',
        userId: Number(user.id),
        giftId: null,
        reason: why,
      }),
    user,
  )
  return decided
    ? { ok: true, message: copy.closed }
    : { ok: false, status: 409, message: copy.decided }
}

/** What My giving shows of the donor's transfer gift: for the address a verified link opened only. */
export type TransferAccountSummary = {
  amount: number
  bankName: string | null
  accountNumber: string | null
  accountName: string | null
}

export const transferAccountOfEmail = async (
  payload: Payload,
  email: string,
): Promise<TransferAccountSummary | null> => {
  const { docs } = await payload.find({
    collection: slugs.transferGifts,
    where: { email_key: { equals: emailKey(email) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { amount: true, bank_name: true, account_number: true, account_name: true },
  })
  const gift = docs[0]
  return gift
    ? {
        amount: gift.amount,
        bankName: gift.bank_name ?? null,
        accountNumber: gift.account_number ?? null,
        accountName: gift.account_name ?? null,
      }
    : null
}
