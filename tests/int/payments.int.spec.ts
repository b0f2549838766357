// The payment server's two browser-facing endpoints (issue #5), against the Paystack simulator:
// POST /api/payments/initialize stores a pending donation and its transaction with the server's
// amount and asks Paystack for a checkout; POST /api/payments/verify asks Paystack and settles.
// Webhooks, exactly-once completion, reconciliation and realtime events have their own files.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { sponsorshipCopy } from '@/copy/sponsorship'
import { messages } from '@/lib/forms/rules'
import { privacyNoticeVersion } from '@/lib/legal/noticeVersion'
import { donationMessages } from '@/lib/payments/rules'

import { postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  organizationDonation,
  startPayments,
  transactionOf,
  verifyPayment,
  type Payments,
} from '../helpers/paystack'

const missing = sponsorshipCopy.donationForm.missing

let payload: Payload
let payments: Payments
let activeProject: number

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
  activeProject = (
    await payload.create({
      collection: slugs.projects,
      data: { title: 'Ikorodu church bus', status: 'active', progress_percentage: 40 },
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await payments?.close()
})

beforeEach(async () => {
  await payments.control('reset')
})

const counts = async () => ({
  donations: (await payload.count({ collection: slugs.donations, overrideAccess: true })).totalDocs,
  transactions: (
    await payload.count({ collection: slugs.paystackTransactions, overrideAccess: true })
  ).totalDocs,
  // A refused form keeps no consent either (issue #32).
  consents: (await payload.count({ collection: slugs.consents, overrideAccess: true })).totalDocs,
})

const listingConsentsOf = async (email: string) =>
  (
    await payload.find({
      collection: slugs.consents,
      where: { email: { equals: email.toLowerCase() }, purpose: { equals: 'public_listing' } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

type Answer = {
  status: number
  body: {
    success?: boolean
    error?: string
    code?: string
    fieldErrors?: Record<string, string>
    data?: Record<string, unknown>
  }
}

const initialize = async (body: unknown): Promise<Answer> => {
  const response = await postJson('/payments/initialize', body)
  return { status: response.status, body: await response.json() }
}

/** Sends, and checks that neither a donation nor a transaction row appeared. */
const initializeStoringNothing = async (body: unknown): Promise<Answer> => {
  const before = await counts()
  const answer = await initialize(body)
  expect(await counts()).toEqual(before)
  return answer
}

describe('POST /api/payments/initialize', () => {
  it('stores a pending individual donation with the server-decided amount and sends Paystack kobo and the metadata', async () => {
    const body = individualDonation({
      amount: 25_000,
      projectId: activeProject,
      donorName: '  Ada Okafor ',
      isAnonymous: true,
      showPublicly: false,
    })
    const answer = await initialize(body)
    expect(answer.status).toBe(200)
    expect(answer.body.success).toBe(true)
    const data = answer.body.data as Record<string, string>
    expect(data.reference).toMatch(/^FR-\d{8}-[0-9a-f]{24}$/)
    expect(data.access_code).toMatch(/^[a-z0-9]{15}$/)
    expect(data.authorization_url).toBe(`${payments.sim.publicUrl}/checkout/${data.access_code}`)
    expect(data).toMatchObject({ amount: 25_000, currency: 'NGN' })

    const donation = await donationOf(payload, data.reference)
    expect(donation).toMatchObject({
      amount: 25_000,
      currency: 'NGN',
      status: 'pending',
      donor_name: 'Ada Okafor',
      donor_email: body.email,
      donor_phone: '+2348031234567',
      donor_type: 'individual',
      church: 'Grace Chapel, Yaba',
      is_christian: 'yes',
      is_anonymous: true,
      show_publicly: false,
      project: activeProject,
      organization_name: null,
      contact_person: null,
      organization_type: null,
    })
    expect(donation.completed_at).toBeFalsy()
    expect(await listingConsentsOf(body.email as string)).toEqual([])
    const transaction = await transactionOf(payload, data.reference)
    expect(transaction).toMatchObject({
      status: 'pending',
      amount: 25_000,
      currency: 'NGN',
      access_code: data.access_code,
      authorization_url: data.authorization_url,
      verification_attempts: 0,
    })
    expect(donation.transaction).toBe(transaction.id)
    expect(transaction.donation).toBe(donation.id)

    const simulated = await payments.transaction(data.reference)
    expect(simulated).toMatchObject({
      amount: 2_500_000,
      currency: 'NGN',
      email: body.email,
      status: 'abandoned',
    })
    expect(simulated.callback_url).toMatch(/\/sponsorship\/payment\?reference=FR-/)
    expect(simulated.metadata).toEqual({
      donation_id: donation.id,
      donor_name: 'Ada Okafor',
      phone: '+2348031234567',
      is_anonymous: true,
      church: 'Grace Chapel, Yaba',
      is_christian: 'yes',
      donor_type: 'individual',
      organization_name: '',
      organization_type: '',
      contact_person: '',
      project_id: activeProject,
    })
  })

  it('stores an organization donation with its contact person as the donor, and no individual fields', async () => {
    // An organization form can still carry what was typed on the individual tab before switching.
    const body = organizationDonation({
      amount: '1500000',
      projectId: String(activeProject),
      donorName: 'Typed before switching',
      church: 'Some church',
      isChristian: 'yes',
    })
    const answer = await initialize(body)
    expect(answer.status).toBe(200)
    const { reference } = answer.body.data as { reference: string }
    expect(await donationOf(payload, reference)).toMatchObject({
      amount: 1_500_000,
      status: 'pending',
      donor_type: 'organization',
      donor_name: 'Chidi Nwosu',
      organization_name: 'Lagos Mainland Foods Ltd',
      organization_type: 'corporate',
      contact_person: 'Chidi Nwosu',
      church: null,
      is_christian: null,
      is_anonymous: false,
      show_publicly: true,
      project: activeProject,
    })
    // Listed with the donor's consent, kept with the donation: the notice's version and the time.
    const [consent] = await listingConsentsOf(body.email as string)
    expect(consent).toMatchObject({
      phone: '+2348035550101',
      choice: 'granted',
      source: 'donation_form',
      reference,
      notice_version: await privacyNoticeVersion(payload),
    })
    expect(Date.now() - new Date(consent.at).getTime()).toBeLessThan(60_000)
    const simulated = await payments.transaction(reference)
    expect(simulated.amount).toBe(150_000_000)
    expect(simulated.metadata).toMatchObject({
      donor_name: 'Chidi Nwosu',
      phone: '+2348035550101',
      is_anonymous: false,
      church: '',
      is_christian: '',
      donor_type: 'organization',
      organization_name: 'Lagos Mainland Foods Ltd',
      organization_type: 'corporate',
      contact_person: 'Chidi Nwosu',
      project_id: activeProject,
    })
  })

  it('accepts a general donation (no project) at the smallest and the largest amount', async () => {
    for (const amount of [100, 10_000_000]) {
      const answer = await initialize(individualDonation({ amount, isChristian: 'no', church: '' }))
      expect(answer.status, String(amount)).toBe(200)
      const { reference } = answer.body.data as { reference: string }
      expect(await donationOf(payload, reference)).toMatchObject({
        amount,
        project: null,
        church: null,
        is_christian: 'no',
      })
      expect((await payments.transaction(reference)).amount).toBe(amount * 100)
    }
  })

  it.each([
    ['₦5,000,000', 5_000_000],
    ['5 000', 5_000],
    ['NGN 2,500', 2_500],
    [' 1500 ', 1_500],
  ])('reads the amount %j as people write naira: %d', async (amount, naira) => {
    const answer = await initialize(individualDonation({ amount }))
    expect(answer.status).toBe(200)
    const { reference } = answer.body.data as { reference: string }
    expect((await donationOf(payload, reference)).amount).toBe(naira)
    expect((await payments.transaction(reference)).amount).toBe(naira * 100)
  })

  it('lists no donation whose donor did not tick the listing, and keeps no consent for it', async () => {
    const body = individualDonation({ showPublicly: undefined })
    const answer = await initialize(body)
    expect(answer.status).toBe(200)
    const { reference } = answer.body.data as { reference: string }
    expect(await donationOf(payload, reference)).toMatchObject({ show_publicly: false })
    expect(await listingConsentsOf(body.email as string)).toEqual([])
  })

  it('lets the browser choose neither the status, the reference nor the amount in kobo', async () => {
    const answer = await initialize(
      individualDonation({
        amount: 5_000,
        status: 'completed',
        reference: 'FR-mine-0001',
        amountKobo: 100,
        amount_kobo: 100,
        kobo: 100,
        completed_at: '2020-01-01T00:00:00.000Z',
        receipt_sent_at: '2020-01-01T00:00:00.000Z',
        transaction: 1,
        id: 99_999,
        callback_url: 'https://evil.example/steal',
        metadata: { donation_id: 1 },
      }),
    )
    expect(answer.status).toBe(200)
    const { reference } = answer.body.data as { reference: string }
    expect(reference).not.toBe('FR-mine-0001')
    const donation = await donationOf(payload, reference)
    expect(donation).toMatchObject({
      amount: 5_000,
      status: 'pending',
      completed_at: null,
      receipt_sent_at: null,
    })
    expect(donation.id).not.toBe(99_999)
    const simulated = await payments.transaction(reference)
    expect(simulated.amount).toBe(500_000)
    expect(simulated.callback_url).not.toContain('evil.example')
    expect(simulated.metadata?.donation_id).toBe(donation.id)
    expect((await donationOf(payload, reference)).status).toBe('pending')
  })

  describe('refuses with 400 and stores nothing', () => {
    it.each([
      ['no e-mail', individualDonation({ email: undefined }), missing.fields],
      ['a blank phone', individualDonation({ phone: '  ' }), missing.fields],
      ['no amount', individualDonation({ amount: undefined }), missing.fields],
      ['a blank amount', individualDonation({ amount: ' ' }), missing.fields],
      ['no name', individualDonation({ donorName: '' }), missing.fields],
      ['no church answer', individualDonation({ isChristian: undefined }), missing.fields],
      [
        'a church member without a church',
        individualDonation({ isChristian: 'yes', church: ' ' }),
        missing.church,
      ],
      [
        'an organization without its name',
        organizationDonation({ organizationName: '' }),
        missing.organization,
      ],
      [
        'an organization without a contact person',
        organizationDonation({ contactPerson: undefined }),
        missing.organization,
      ],
      [
        'an organization without a type',
        organizationDonation({ organizationType: '' }),
        missing.organization,
      ],
    ])("'Missing Information' for %s", async (_label, body, message) => {
      const answer = await initializeStoringNothing(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 'invalid', error: message })
    })

    it.each([
      ['below ₦100', 99, donationMessages.amount],
      ['zero', 0, donationMessages.amount],
      ['negative', -5_000, donationMessages.amount],
      ['with kobo', 100.5, donationMessages.amount],
      ['with kobo, as text', '2500.50', donationMessages.amount],
      ['in exponent notation', '1e5', donationMessages.amount],
      ['in hexadecimal', '0x4C4B40', donationMessages.amount],
      ['not a number', 'five thousand', donationMessages.amount],
      ['above ₦10,000,000', 10_000_001, donationMessages.amountTooLarge],
      ['far above, as text', '99999999999999999999', donationMessages.amountTooLarge],
    ])('an amount %s', async (_label, amount, message) => {
      const answer = await initializeStoringNothing(individualDonation({ amount }))
      expect(answer.status).toBe(400)
      expect(answer.body.fieldErrors?.amount).toBe(message)
    })

    it('an amount of the wrong type', async () => {
      for (const amount of [true, [25_000], { value: 25_000 }]) {
        const answer = await initializeStoringNothing(individualDonation({ amount }))
        expect(answer.status, JSON.stringify(amount)).toBe(400)
        expect(answer.body.fieldErrors?.amount).toBeTruthy()
      }
    })

    it.each([
      'ada.example.org',
      'ada@example',
      'ada@@example.org',
      'ad a@example.org',
      '@example.org',
      'ada@example.c',
      'ada..b@example.org',
    ])('the e-mail %j', async (email) => {
      const answer = await initializeStoringNothing(individualDonation({ email }))
      expect(answer.status).toBe(400)
      expect(answer.body.fieldErrors?.email).toBe(messages.email)
    })

    it.each([
      'call me',
      '12345',
      '+234 803 ABC 4567',
      '1'.repeat(16),
      '++234 803 123 4567',
      '0803/123/4567',
    ])('the phone %j', async (phone) => {
      const answer = await initializeStoringNothing(organizationDonation({ phone }))
      expect(answer.status).toBe(400)
      expect(answer.body.fieldErrors?.phone).toBe(messages.phone)
    })

    it.each(['USD', 'ngn', 'GBP', ''])('the currency %j', async (currency) => {
      const answer = await initializeStoringNothing(individualDonation({ currency }))
      expect(answer.status).toBe(400)
      expect(answer.body.fieldErrors?.currency).toBe(
        'Only Nigerian naira (NGN) is available for now.',
      )
    })

    it.each(['government', 'Corporate', 'NGO/Non-Profit', 'church '])(
      'the organization type %j',
      async (organizationType) => {
        const answer = await initializeStoringNothing(organizationDonation({ organizationType }))
        expect(answer.status).toBe(400)
        expect(answer.body.fieldErrors?.organizationType).toBe(
          'Please choose one of the listed organization types.',
        )
      },
    )

    it('a donor type outside the two, and text past its length', async () => {
      const robot = await initializeStoringNothing(individualDonation({ donorType: 'robot' }))
      expect(robot.status).toBe(400)
      expect(robot.body.fieldErrors?.donorType).toBe(messages.sponsorType)
      const long = await initializeStoringNothing(
        individualDonation({ donorName: 'A'.repeat(121) }),
      )
      expect(long.status).toBe(400)
      expect(long.body.fieldErrors?.donorName).toBe(messages.tooLong(120))
    })
  })

  describe('refuses a project that cannot take donations with 409, storing nothing', () => {
    it.each([
      ['paused', { status: 'paused', progress_percentage: 10 }],
      ['in planning', { status: 'planning', progress_percentage: 0 }],
      ['completed', { status: 'completed', progress_percentage: 100 }],
      ['fully funded though still active', { status: 'active', progress_percentage: 100 }],
      ['cancelled', { status: 'cancelled', progress_percentage: 30 }],
    ] as const)('a project %s', async (_label, state) => {
      const project = await payload.create({
        collection: slugs.projects,
        data: { title: `Project ${_label}`, ...state },
        overrideAccess: true,
      })
      const answer = await initializeStoringNothing(individualDonation({ projectId: project.id }))
      expect(answer).toEqual({
        status: 409,
        body: { code: 'project_unavailable', error: 'Project No Longer Available' },
      })
    })

    it('a project that does not exist', async () => {
      for (const projectId of [987_654, '987654', 999_999_999_999, '999999999999', '0']) {
        const answer = await initializeStoringNothing(individualDonation({ projectId }))
        expect(answer.status, String(projectId)).toBe(409)
        expect(answer.body.error).toBe('Project No Longer Available')
      }
    })
  })

  it("answers 502 'Failed to initialize payment' when Paystack is down, and the donation is failed, not pending", async () => {
    await payments.control('config', { failInitialize: true })
    const body = individualDonation()
    const answer = await initialize(body)
    expect(answer).toEqual({
      status: 502,
      body: { code: 'payment_error', error: 'Failed to initialize payment' },
    })
    const { docs } = await payload.find({
      collection: slugs.donations,
      where: { donor_email: { equals: body.email } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'failed', amount: 25_000 })
    expect(await transactionOf(payload, docs[0].reference)).toMatchObject({
      status: 'initialize_failed',
      gateway_response: 'Simulated Paystack outage',
      access_code: null,
    })
  })
})

describe('POST /api/payments/verify', () => {
  it('answers pending before payment and counts every attempt', async () => {
    const { reference } = await initializeDonation(individualDonation())
    for (const attempt of [1, 2]) {
      const answer = await verifyPayment(reference)
      expect(answer).toEqual({
        status: 200,
        body: {
          success: false,
          data: {
            reference,
            status: 'pending',
            gateway_response: 'The transaction was not completed',
          },
        },
      })
      const transaction = await transactionOf(payload, reference)
      expect(transaction.verification_attempts).toBe(attempt)
      expect(transaction.last_verification_at).toBeTruthy()
      expect(transaction.status).toBe('abandoned')
    }
    expect((await donationOf(payload, reference)).status).toBe('pending')
  })

  it('completes a paid donation, records the payment, and answers completed again after that', async () => {
    const { reference } = await initializeDonation(individualDonation({ projectId: activeProject }))
    const paid = await payments.control(`transactions/${reference}/pay`, { webhook: false })
    const before = Date.now()
    expect(await verifyPayment(reference)).toEqual({
      status: 200,
      body: {
        success: true,
        data: { reference, status: 'completed', gateway_response: 'Successful' },
      },
    })
    const donation = await donationOf(payload, reference)
    expect(donation.status).toBe('completed')
    expect(Math.abs(new Date(donation.completed_at!).getTime() - before)).toBeLessThan(10_000)
    const transaction = await transactionOf(payload, reference)
    expect(transaction).toMatchObject({
      status: 'success',
      paystack_id: String(paid.id),
      channel: 'card',
      gateway_response: 'Successful',
      verification_attempts: 1,
      webhook_received_at: null,
    })
    expect(transaction.paid_at).toBeTruthy()

    const again = await verifyPayment(reference)
    expect(again.body.data?.status).toBe('completed')
    expect((await donationOf(payload, reference)).completed_at).toBe(donation.completed_at)
  })

  it('fails a declined payment', async () => {
    const { reference } = await initializeDonation(organizationDonation())
    await payments.control(`transactions/${reference}/decline`)
    expect(await verifyPayment(reference)).toEqual({
      status: 200,
      body: { success: false, data: { reference, status: 'failed', gateway_response: 'Declined' } },
    })
    expect((await donationOf(payload, reference)).status).toBe('failed')
    expect((await transactionOf(payload, reference)).status).toBe('failed')
  })

  it.each([
    ['amount', { amount: 100 }],
    ['currency', { currency: 'USD' }],
    ['amount and currency', { amount: 2_500_000 * 100, currency: 'GHS' }],
  ])(
    'does NOT complete a successful payment whose %s differs from what was stored, and logs it',
    async (_label, tamper) => {
      const { reference } = await initializeDonation(individualDonation())
      await payments.control(`transactions/${reference}/tamper`, tamper)
      await payments.control(`transactions/${reference}/pay`, { webhook: false })
      const logged = vi.spyOn(payload.logger, 'error')
      try {
        const answer = await verifyPayment(reference)
        expect(answer.status).toBe(200)
        expect(answer.body.success).toBe(false)
        expect(answer.body.data?.status).toBe('failed')
        expect(logged.mock.calls.map((call) => String(call[0]))).toContainEqual(
          expect.stringMatching(new RegExp(`${reference}.*NOT completed`)),
        )
      } finally {
        logged.mockRestore()
      }
      const donation = await donationOf(payload, reference)
      expect(donation.status).toBe('failed')
      expect(donation.completed_at).toBeNull()
      expect((await transactionOf(payload, reference)).status).toBe('amount_mismatch')
    },
  )

  it('answers 404 for a reference it never issued, without asking Paystack', async () => {
    // A stand-in for Paystack that only counts the requests it gets.
    let asked = 0
    const paystack = createServer((_req, res) => {
      asked++
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"status":false,"message":"Transaction reference not found"}')
    })
    await new Promise<void>((resolve) => paystack.listen(0, '127.0.0.1', resolve))
    onTestFinished(() => new Promise<void>((resolve) => paystack.close(() => resolve())))
    vi.stubEnv('PAYSTACK_BASE_URL', `http://127.0.0.1:${(paystack.address() as AddressInfo).port}`)
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    expect(await verifyPayment('FR-20260101-000000000000000000000000')).toEqual({
      status: 404,
      body: { code: 'invalid', error: 'No payment with this reference.' },
    })
    expect(asked).toBe(0)
  })

  it('answers 400 for something that is not a reference', async () => {
    for (const body of [
      {},
      { reference: '' },
      { reference: 'has space' },
      { reference: 42 },
      { reference: 'x'.repeat(101) },
    ]) {
      const response = await postJson('/payments/verify', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).fieldErrors).toEqual({
        reference: 'Please send the payment reference.',
      })
    }
  })

  it("answers 502 'Failed to verify payment' when Paystack cannot be reached, and the donation stays pending", async () => {
    const { reference } = await initializeDonation(individualDonation())
    await payments.control(`transactions/${reference}/pay`, { webhook: false })
    const baseUrl = process.env.PAYSTACK_BASE_URL
    // A port nothing listens on: the address of a closed server.
    const closed = await import('node:net').then(
      ({ createServer }) =>
        new Promise<number>((resolve) => {
          const server = createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number }
            server.close(() => resolve(port))
          })
        }),
    )
    process.env.PAYSTACK_BASE_URL = `http://127.0.0.1:${closed}`
    try {
      expect(await verifyPayment(reference)).toEqual({
        status: 502,
        body: { code: 'payment_error', error: 'Failed to verify payment' },
      })
    } finally {
      process.env.PAYSTACK_BASE_URL = baseUrl
    }
    expect((await donationOf(payload, reference)).status).toBe('pending')
    expect((await transactionOf(payload, reference)).verification_attempts).toBe(1)
    // Once Paystack answers again, the same reference settles.
    expect((await verifyPayment(reference)).body.data?.status).toBe('completed')
  })

  it('answers completed for a donation the webhook completed while Paystack cannot be asked, without asking', async () => {
    const { reference } = await initializeDonation(individualDonation())
    await payments.control(`transactions/${reference}/pay`)
    await vi.waitFor(
      async () => expect((await donationOf(payload, reference)).status).toBe('completed'),
      {
        timeout: 30_000,
      },
    )
    await payments.control('config', { failVerify: true })
    for (const _check of [1, 2])
      expect((await verifyPayment(reference)).body).toEqual({
        success: true,
        data: { reference, status: 'completed', gateway_response: null },
      })
    expect((await transactionOf(payload, reference)).verification_attempts).toBe(0)
  })

  it('completes a donation already marked failed (a day without an answer) once Paystack reports it paid', async () => {
    const { reference } = await initializeDonation(individualDonation())
    await payload.db.drizzle.execute(
      sql`update donations set status = 'failed' where reference = ${reference}`,
    )
    await payments.control(`transactions/${reference}/pay`, { webhook: false })
    expect((await verifyPayment(reference)).body.data?.status).toBe('completed')
    expect((await donationOf(payload, reference)).status).toBe('completed')
  })
})
