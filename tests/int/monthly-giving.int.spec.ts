// Monthly giving (issue #18) end to end against the Paystack simulator's subscription contract:
// the first charge starts the gift, each later month is one donation and one receipt however
// often Paystack repeats it, a failed month tells the donor once, Paystack giving up lapses the
// gift, and the donor's own pause, resume, new amount and cancel reach Paystack.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { givingToken, openGivingToken } from '@/lib/giving/link'
import {
  cancelGift,
  changeGiftAmount,
  manageMessages,
  pauseGift,
  resumeGift,
} from '@/lib/giving/manage'
import { reconcilePendingPayments } from '@/lib/payments/reconcile'
import type { MonthlyGift } from '@/payload-types'

import { toggleSubscription } from '@/lib/paystack/client'

import { postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  postWebhook,
  signedWebhook,
  startPayments,
  type Payments,
} from '../helpers/paystack'

let payload: Payload
let payments: Payments

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
})

afterAll(async () => {
  await payments?.close()
})

beforeEach(async () => {
  await payments.control('reset')
  await payload.db.drizzle.execute(sql`delete from payload_jobs`)
})

type SimulatedSubscription = {
  subscription_code: string
  email_token: string
  status: string
  amount: number
}

const simulatorGet = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${payments.sim.url}/__simulator/${path}`)
  const json = (await response.json()) as { data: T; message: string }
  if (!response.ok) throw new Error(`simulator ${path}: ${response.status} ${json.message}`)
  return json.data
}

const subscriptionAtPaystack = (code: string) =>
  simulatorGet<SimulatedSubscription>(`subscriptions/${encodeURIComponent(code)}`)

const giftOf = async (id: number): Promise<MonthlyGift> =>
  payload.findByID({ collection: slugs.monthlyGifts, id, depth: 0, overrideAccess: true })

/** Reads the gift until `check` holds (a webhook is on its way). */
const giftWhen = async (id: number, check: (gift: MonthlyGift) => void) => {
  let gift: MonthlyGift | undefined
  await vi.waitFor(
    async () => {
      gift = await giftOf(id)
      check(gift)
    },
    { timeout: 30_000, interval: 50 },
  )
  return gift as MonthlyGift
}

const donationsOfGift = async (giftId: number) =>
  (
    await payload.find({
      collection: slugs.donations,
      where: { monthly_gift: { equals: giftId } },
      sort: 'createdAt',
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
  ).docs

const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: email } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
    })
  ).docs

/** A monthly gift set up through the donation form's endpoint and paid on the simulator's checkout. */
const startMonthlyGift = async (overrides: Record<string, unknown> = {}) => {
  const body = individualDonation({ frequency: 'monthly', amount: 5_000, ...overrides })
  const { reference } = await initializeDonation(body)
  const first = await donationOf(payload, reference)
  const giftId = Number(first.monthly_gift)
  expect(giftId).toBeGreaterThan(0)
  expect(await giftOf(giftId)).toMatchObject({ status: 'pending', amount: 5_000 })
  await payments.control(`transactions/${reference}/pay`)
  const gift = await giftWhen(giftId, (current) => {
    expect(current.status).toBe('active')
    expect(current.subscription_code).toMatch(/^SUB_/)
  })
  await vi.waitFor(async () =>
    expect((await donationOf(payload, reference)).status).toBe('completed'),
  )
  // The token a receipt carries: the first donation, signed with its e-mail.
  const access = await openGivingToken(payload, givingToken(first))
  expect(access).not.toBeNull()
  return {
    email: String(body.email),
    reference,
    giftId,
    code: gift.subscription_code as string,
    access: access!,
  }
}

/** Fires the subscription's next scheduled charge at the simulator; the answer names its transaction or invoice. */
const fireCharge = (code: string, outcome: 'success' | 'failed' = 'success') =>
  payments.control<{ reference?: string; invoice_code?: string }>(
    `subscriptions/${encodeURIComponent(code)}/charge`,
    { outcome },
  )

const completedCount = async (giftId: number) =>
  (await donationsOfGift(giftId)).filter((donation) => donation.status === 'completed').length

describe('a monthly gift', () => {
  it('charges the plan on the first checkout, and the first payment starts the gift', async () => {
    const body = individualDonation({ frequency: 'monthly', amount: '7,500' })
    const { reference } = await initializeDonation(body)
    const simulated = await payments.transaction(reference)
    // The server set the amount; the checkout is the gift's own plan, monthly.
    expect(simulated.amount).toBe(750_000)
    const gift = await giftOf(Number((await donationOf(payload, reference)).monthly_gift))
    expect(gift.plan_code).toMatch(/^PLN_/)
    const plan = await fetch(`${payments.sim.url}/plan/${gift.plan_code}`, {
      headers: { authorization: `Bearer ${payments.secret}` },
    }).then(
      (response) => response.json() as Promise<{ data: { amount: number; interval: string } }>,
    )
    expect(plan.data).toMatchObject({ amount: 750_000, interval: 'monthly' })
    expect(gift.status).toBe('pending')

    await payments.control(`transactions/${reference}/pay`)
    // charge.success starts it; subscription.create, right after, brings the next charge's date.
    const started = await giftWhen(gift.id, (current) => {
      expect(current.status).toBe('active')
      expect(current.next_charge_at).toBeTruthy()
    })
    expect(started.started_at).toBeTruthy()
    const nextCharge = new Date(started.next_charge_at!).getTime() - Date.now()
    expect(nextCharge / 86_400_000).toBeGreaterThan(27)
    expect(nextCharge / 86_400_000).toBeLessThan(32)
    expect((await donationOf(payload, reference)).status).toBe('completed')
  })

  it('refuses a frequency the form does not offer, and stores nothing', async () => {
    const before = (await payload.count({ collection: slugs.monthlyGifts, overrideAccess: true }))
      .totalDocs
    const response = await postJson(
      '/payments/initialize',
      individualDonation({ frequency: 'weekly', amount: 5_000 }),
    )
    expect(response.status).toBe(400)
    expect(
      (await payload.count({ collection: slugs.monthlyGifts, overrideAccess: true })).totalDocs,
    ).toBe(before)
  })

  it('three months, one repeated five times and one failed then retried, are three donations and three receipts', async () => {
    const { email, giftId, code } = await startMonthlyGift()

    const second = await fireCharge(code)
    expect(second.reference).toBeTruthy()
    await vi.waitFor(async () => expect(await completedCount(giftId)).toBe(2), {
      timeout: 30_000,
      interval: 50,
    })
    // Paystack repeats the same month five times, at once.
    await payments.control(`transactions/${second.reference}/webhook`, { copies: 5 })
    await vi.waitFor(
      async () =>
        expect((await payments.transaction(second.reference!)).webhook_deliveries).toBe(6),
      { timeout: 30_000, interval: 50 },
    )

    const failed = await fireCharge(code, 'failed')
    expect(failed.invoice_code).toMatch(/^INV_/)
    const unpaid = await giftWhen(giftId, (gift) =>
      expect(gift.open_invoice).toBe(failed.invoice_code),
    )
    expect(unpaid).toMatchObject({ status: 'active', failed_charges: 1 })
    const retried = await fireCharge(code)
    await vi.waitFor(async () => expect(await completedCount(giftId)).toBe(3), {
      timeout: 30_000,
      interval: 50,
    })
    await giftWhen(giftId, (gift) => expect(gift.open_invoice).toBeNull())

    const donations = await donationsOfGift(giftId)
    expect(donations.map((donation) => [donation.amount, donation.status])).toEqual([
      [5_000, 'completed'],
      [5_000, 'completed'],
      [5_000, 'completed'],
    ])
    expect(donations[2].reference).toBe(retried.reference)
    // Each later month carries the first gift's donor details.
    expect(donations[1]).toMatchObject({ donor_name: 'Ada Okafor', church: 'Grace Chapel, Yaba' })

    // A receipt job that runSoon is running in this process is left alone by jobs.run: wait for it.
    let mails: Awaited<ReturnType<typeof mailsTo>> = []
    const receiptsOf = () =>
      mails.filter((mail) => (mail.subject ?? '').includes('thank you for your donation'))
    await vi.waitFor(
      async () => {
        await payload.jobs.run({ limit: 50 })
        mails = await mailsTo(email)
        expect(receiptsOf()).toHaveLength(3)
      },
      { timeout: 30_000, interval: 100 },
    )
    const receipts = receiptsOf()
    for (const receipt of receipts) {
      expect(receipt.text).toContain('This is a month of your monthly gift.')
      expect(receipt.text).toMatch(/\/giving\/\d+\.\d+\.[A-Za-z0-9_-]{43}/)
    }
    const failures = mails.filter((mail) => (mail.subject ?? '').includes('could not be charged'))
    expect(failures).toHaveLength(1)
    expect(failures[0].text).toContain('₦5,000')
    expect(failures[0].text).toMatch(/\/giving\/\d+\.\d+\./)
  })

  it('tells the donor of a failed month once, however often Paystack reports it', async () => {
    const { email, giftId, code } = await startMonthlyGift()
    await payments.control('config', { webhookDuplicates: 4 })
    const failed = await fireCharge(code, 'failed')
    await giftWhen(giftId, (gift) => expect(gift.open_invoice).toBe(failed.invoice_code))
    // Paystack retries the same invoice and fails again: still one notice for it.
    await fireCharge(code, 'failed')
    await giftWhen(giftId, (gift) => expect(gift.last_failure_at).toBeTruthy())
    await vi.waitFor(
      async () => {
        const queued = rowsOf<{ n: number }>(
          await payload.db.drizzle.execute(
            sql`select count(*)::int as n from payload_jobs where task_slug = 'send-email'`,
          ),
        )[0].n
        expect(queued).toBe(1)
      },
      { timeout: 30_000, interval: 50 },
    )
    await payload.jobs.run({ limit: 50 })
    expect(
      (await mailsTo(email)).filter((mail) =>
        (mail.subject ?? '').includes('could not be charged'),
      ),
    ).toHaveLength(1)
    expect((await giftOf(giftId)).failed_charges).toBe(1)
  })

  it('lapses when Paystack gives up on the card, and tells the donor once', async () => {
    const { email, giftId, code } = await startMonthlyGift()
    await fireCharge(code, 'failed')
    await giftWhen(giftId, (gift) => expect(gift.open_invoice).toBeTruthy())
    await payments.control('config', { webhookDuplicates: 3 })
    await payments.control(`subscriptions/${encodeURIComponent(code)}/give-up`)
    const lapsed = await giftWhen(giftId, (gift) => expect(gift.status).toBe('lapsed'))
    expect(lapsed.lapsed_at).toBeTruthy()
    await payload.jobs.run({ limit: 50 })
    await vi.waitFor(async () => {
      const stopped = (await mailsTo(email)).filter((mail) =>
        (mail.subject ?? '').includes('has stopped'),
      )
      expect(stopped).toHaveLength(1)
    })
  })

  it('pauses, resumes and cancels through Paystack with the e-mail token, and a late disable event changes nothing', async () => {
    const { giftId, code, access } = await startMonthlyGift()

    expect(await pauseGift(payload, access, giftId)).toEqual({
      ok: true,
      notice: manageMessages.paused,
    })
    expect((await subscriptionAtPaystack(code)).status).toBe('cancelled')
    // Paystack's subscription.disable for our own pause arrives: the gift stays paused.
    await vi.waitFor(async () => expect((await giftOf(giftId)).status).toBe('paused'))

    expect(await resumeGift(payload, access, giftId)).toMatchObject({ ok: true })
    expect((await subscriptionAtPaystack(code)).status).toBe('active')
    expect((await giftOf(giftId)).status).toBe('active')

    expect(await cancelGift(payload, access, giftId)).toEqual({
      ok: true,
      notice: manageMessages.cancelled,
    })
    expect((await subscriptionAtPaystack(code)).status).toBe('cancelled')
    const cancelled = await giftOf(giftId)
    expect(cancelled).toMatchObject({ status: 'cancelled', next_charge_at: null })
    expect(cancelled.cancelled_at).toBeTruthy()
    // A cancelled gift is never paused, resumed or cancelled again.
    expect(await pauseGift(payload, access, giftId)).toMatchObject({ ok: false })
    expect(await cancelGift(payload, access, giftId)).toMatchObject({ ok: false })

    // Each change the donor made is confirmed by e-mail, once (issue #29: on the page only).
    await payload.jobs.run({ limit: 50 })
    const told = (await mailsTo(access.email))
      .map((mail) => mail.subject ?? '')
      .filter((subject) => !subject.includes('thank you for your donation'))
    // The queue sends them side by side, so in any order.
    expect(told.sort()).toEqual([
      'Fellowship Rides: your monthly gift of ₦5,000 is cancelled',
      'Fellowship Rides: your monthly gift of ₦5,000 is paused',
      'Fellowship Rides: your monthly gift of ₦5,000 is running again',
    ])
  })

  it('a disable event that arrives after the resume leaves the gift running, as Paystack still charges it', async () => {
    // Issue #29: Paystack's subscription.disable for a pause came after the resume (or two quick
    // taps), and the gift showed Cancelled with no button while every month was charged.
    const { giftId, code, access } = await startMonthlyGift()
    const { email_token } = await subscriptionAtPaystack(code)
    await payments.control('config', { webhooksEnabled: false })
    expect(await pauseGift(payload, access, giftId)).toMatchObject({ ok: true })
    expect(await resumeGift(payload, access, giftId)).toMatchObject({ ok: true })
    expect((await subscriptionAtPaystack(code)).status).toBe('active')

    const late = signedWebhook(
      {
        event: 'subscription.disable',
        data: { subscription_code: code, email_token, status: 'cancelled' },
      },
      payments.secret,
    )
    for (let copy = 0; copy < 2; copy++)
      expect((await postWebhook(late.body, late.headers)).status).toBe(200)
    expect(await giftOf(giftId)).toMatchObject({ status: 'active', cancelled_at: null })

    // A month is charged after it, and is recorded on the gift that still runs.
    await payments.control('config', { webhooksEnabled: true })
    await fireCharge(code)
    await vi.waitFor(async () => expect(await completedCount(giftId)).toBe(2), { timeout: 30_000 })
  })

  it('a subscription cancelled outside the site (Paystack disabled it) cancels the gift', async () => {
    const { giftId, code } = await startMonthlyGift()
    const { email_token } = await subscriptionAtPaystack(code)
    await toggleSubscription('disable', code, email_token)
    const cancelled = await giftWhen(giftId, (gift) => expect(gift.status).toBe('cancelled'))
    expect(cancelled.cancelled_at).toBeTruthy()
    expect(cancelled.next_charge_at).toBeNull()
  })

  it('months charged while no webhook reached us are recorded by reconciliation, each once with one receipt', async () => {
    // Issue #29: 10 of 28 charges made while the database was down were lost for good.
    const { email, giftId, code } = await startMonthlyGift()
    await payments.control('config', { webhooksEnabled: false })
    const lost = [await fireCharge(code), await fireCharge(code), await fireCharge(code)]
    expect(await completedCount(giftId)).toBe(1)

    // Two reconciliations at once (two instances, or the job and the admin's button).
    const runs = await Promise.all([
      reconcilePendingPayments(payload),
      reconcilePendingPayments(payload),
    ])
    expect(runs.reduce((sum, run) => sum + run.chargesRecovered, 0)).toBe(3)
    const donations = await donationsOfGift(giftId)
    expect(donations.map((donation) => donation.status)).toEqual(Array(4).fill('completed'))
    expect(new Set(donations.slice(1).map((donation) => donation.reference))).toEqual(
      new Set(lost.map((charge) => charge.reference)),
    )
    // The next charge is Paystack's again, three months on.
    const at = await subscriptionAtPaystack(code)
    expect((await giftOf(giftId)).next_charge_at).toBe(
      new Date((at as unknown as { next_payment_date: string }).next_payment_date).toISOString(),
    )

    // Asked again (hours later), Paystack's same charges add nothing.
    await payload.db.drizzle.execute(
      sql`update monthly_gifts set charges_checked_at = null where id = ${giftId}`,
    )
    expect((await reconcilePendingPayments(payload)).chargesRecovered).toBe(0)
    expect(await donationsOfGift(giftId)).toHaveLength(4)

    await payload.jobs.run({ limit: 50 })
    await vi.waitFor(async () => {
      const receipts = (await mailsTo(email)).filter((mail) =>
        lost.some((charge) => (mail.text ?? '').includes(charge.reference!)),
      )
      expect(receipts).toHaveLength(3)
    })
  })

  it('charges the new amount from the next month after the donor changes it', async () => {
    const { giftId, code, access } = await startMonthlyGift()
    expect(await changeGiftAmount(payload, access, giftId, '12,000')).toEqual({
      ok: true,
      notice: manageMessages.amountChanged(12_000),
    })
    expect((await giftOf(giftId)).amount).toBe(12_000)
    expect(await changeGiftAmount(payload, access, giftId, '50')).toMatchObject({ ok: false })
    expect((await giftOf(giftId)).amount).toBe(12_000)
    await payload.jobs.run({ limit: 50 })
    expect((await mailsTo(access.email)).map((mail) => mail.subject)).toContain(
      'Fellowship Rides: your monthly gift is now ₦12,000',
    )

    await fireCharge(code)
    await vi.waitFor(async () => expect(await completedCount(giftId)).toBe(2), {
      timeout: 30_000,
      interval: 50,
    })
    expect((await donationsOfGift(giftId)).map((donation) => donation.amount)).toEqual([
      5_000, 12_000,
    ])
  })

  it("refuses another donor's gift", async () => {
    const mine = await startMonthlyGift()
    const theirs = await startMonthlyGift()
    for (const act of [pauseGift, cancelGift]) {
      expect(await act(payload, mine.access, theirs.giftId)).toEqual({
        ok: false,
        error: manageMessages.notYours,
      })
    }
    expect(await changeGiftAmount(payload, mine.access, theirs.giftId, '9000')).toMatchObject({
      ok: false,
    })
    expect((await giftOf(theirs.giftId)).status).toBe('active')
    expect((await subscriptionAtPaystack(theirs.code)).status).toBe('active')
  })

  it('links the subscription by asking Paystack when its event is lost', async () => {
    await payments.control('config', { webhooksEnabled: false })
    const body = individualDonation({ frequency: 'monthly', amount: 3_000 })
    const { reference } = await initializeDonation(body)
    const giftId = Number((await donationOf(payload, reference)).monthly_gift)
    await payments.control(`transactions/${reference}/pay`)
    // Only charge.success comes through (replayed later); subscription.create never does.
    await payments.control('config', { webhooksEnabled: true })
    await payments.control(`transactions/${reference}/webhook`)
    await giftWhen(giftId, (gift) => expect(gift.status).toBe('active'))
    expect((await giftOf(giftId)).subscription_code).toBeNull()
    // The link job is started right after the charge's commit; a run of our own may find it
    // already claimed by that start and leave it, so the test waits for the link (a loaded
    // machine's run read the gift before it).
    await vi.waitFor(
      async () => {
        await payload.jobs.run({ limit: 50 })
        expect((await giftOf(giftId)).subscription_code).toMatch(/^SUB_/)
      },
      { timeout: 30_000, interval: 200 },
    )
    const linked = await giftOf(giftId)
    const atPaystack = await subscriptionAtPaystack(linked.subscription_code!)
    expect(atPaystack.amount).toBe(300_000)
  })

  it('records nothing for a charge of a plan that is not a gift of ours', async () => {
    const { giftId, code } = await startMonthlyGift()
    const before = (await payload.count({ collection: slugs.donations, overrideAccess: true }))
      .totalDocs
    // Our gift's plan, renamed: a charge.success Paystack would send for another integration's plan.
    await payload.db.drizzle.execute(
      sql`update monthly_gifts set plan_code = ${'PLN_elsewhere'} where id = ${giftId}`,
    )
    const charge = await fireCharge(code)
    await vi.waitFor(
      async () =>
        expect((await payments.transaction(charge.reference!)).webhook_deliveries).toBe(1),
      { timeout: 30_000, interval: 50 },
    )
    expect(
      (await payload.count({ collection: slugs.donations, overrideAccess: true })).totalDocs,
    ).toBe(before)
  })
})
