import { randomBytes } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { slugs } from '@collections/slugs'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { errorResponse, invalid, okResponse } from '@/lib/http/responses'
import { isDonatableProject } from '@/lib/payments/projects'
import { parseDonationAmount } from '@/lib/payments/rules'
import { parseDonation } from '@/lib/payments/schema'
import { initializeTransaction, PaystackError } from '@/lib/paystack/client'
import { siteUrl } from '@/lib/siteUrl'
import type { Donation } from '@/payload-types'
import { expire } from '@hooks/revalidate'

/** References are unguessable and in Paystack's alphabet (letters, digits, '-', '.', '='). */
const newReference = () =>
  `FR-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(12).toString('hex')}`

const PAYMENT_ERROR = 'Failed to initialize payment'
/** The largest id of a serial (int4) primary key. */
const MAX_ROW_ID = 2_147_483_647

/**
 * POST /api/payments/initialize (payment-initialize of public-site.md). The server decides the
 * amount in kobo, the currency and the reference; it stores a pending donation and its Paystack
 * transaction, then asks Paystack for an access code the browser's checkout continues.
 */
export const initializePaymentEndpoint = publicEndpoint({
  path: '/payments/initialize',
  bucket: 'payment',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) => {
    const { payload } = req
    const parsed = parseDonation(input.kind === 'json' ? input.data : null)
    if (!parsed.ok) {
      if (parsed.missing)
        return errorResponse(400, 'invalid', parsed.missing, { fieldErrors: parsed.fieldErrors })
      return invalid(parsed.fieldErrors)
    }
    const data = parsed.data
    const organization = data.donorType === 'organization'
    const amount = parseDonationAmount(data.amount)
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
        return errorResponse(409, 'project_unavailable', 'Project No Longer Available')
      projectId = docs[0].id
    }

    const reference = newReference()
    const local = await createLocalReq({}, payload)
    await initTransaction(local)
    let stored: Donation
    let donationId: number
    let transactionId: number
    try {
      const donation = await payload.create({
        collection: slugs.donations,
        data: {
          amount,
          currency: 'NGN',
          status: 'pending',
          reference,
          donor_name: organization
            ? (data.contactPerson?.trim() ?? null)
            : (data.donorName?.trim() ?? null),
          donor_email: data.email.trim(),
          donor_phone: data.phone.trim(),
          donor_type: organization ? 'organization' : 'individual',
          organization_name: organization ? (data.organizationName?.trim() ?? null) : null,
          contact_person: organization ? (data.contactPerson?.trim() ?? null) : null,
          organization_type: organization ? (data.organizationType as 'corporate') : null,
          church:
            !organization && data.isChristian === 'yes' ? (data.church?.trim() ?? null) : null,
          is_christian: organization ? null : (data.isChristian as 'yes' | 'no'),
          is_anonymous: data.isAnonymous === true,
          show_publicly: data.showPublicly !== false,
          project: projectId,
        },
        overrideAccess: true,
        req: local,
      })
      const transaction = await payload.create({
        collection: slugs.paystackTransactions,
        data: {
          reference,
          donation: donation.id,
          status: 'pending',
          amount,
          currency: 'NGN',
          verification_attempts: 0,
        },
        overrideAccess: true,
        req: local,
      })
      await payload.update({
        collection: slugs.donations,
        id: donation.id,
        data: { transaction: transaction.id },
        overrideAccess: true,
        req: local,
      })
      await commitTransaction(local)
      stored = donation
      donationId = donation.id
      transactionId = transaction.id
    } catch (error) {
      await killTransaction(local)
      throw error
    }

    try {
      const started = await initializeTransaction({
        email: data.email.trim(),
        amountKobo: amount * 100,
        currency: 'NGN',
        reference,
        callbackUrl: `${site}/sponsorship/payment?reference=${encodeURIComponent(reference)}`,
        // public-site.md section 7, Card provider: the metadata the payment carries, as stored.
        metadata: {
          donation_id: donationId,
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
        },
      })
      await payload.update({
        collection: slugs.paystackTransactions,
        id: transactionId,
        data: { access_code: started.access_code, authorization_url: started.authorization_url },
        overrideAccess: true,
      })
      return okResponse(
        {
          success: true,
          data: {
            reference,
            access_code: started.access_code,
            authorization_url: started.authorization_url,
            amount,
            currency: 'NGN',
          },
        },
        200,
      )
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
        id: donationId,
        data: { status: 'failed' },
        overrideAccess: true,
      })
      expire(slugs.donations)
      return errorResponse(502, 'payment_error', PAYMENT_ERROR)
    }
  },
})
