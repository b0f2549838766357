import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { recordConsent } from '@/lib/consent/record'
import { listedDonationsOfEmail } from '@/lib/db/giving'
import { inTransaction } from '@/lib/workflows/asUser'

import type { GivingAccess } from './link'

/** Whether any of the donor's gifts is shown in the public donor list (issue #32). */
export const isPubliclyListed = async (payload: Payload, access: GivingAccess) =>
  (await listedDonationsOfEmail(payload, access.email)).length > 0

/**
 * My giving's "Withdraw" of the donor's consent to the public donor list: every gift of theirs
 * leaves it (through Payload, so the list's caches expire as for any change of a donation), and the
 * withdrawal is recorded, in one transaction. The monthly charges to come copy their first gift's
 * choice, so they stay out too.
 */
export const withdrawPublicListing = async (payload: Payload, access: GivingAccess) =>
  inTransaction(payload, async (req) => {
    const ids = await listedDonationsOfEmail(payload, access.email, req)
    if (ids.length > 0) {
      const { errors } = await payload.update({
        collection: slugs.donations,
        where: { id: { in: ids } },
        data: { show_publicly: false },
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (errors.length > 0) throw new Error(`${errors.length} donations kept their listing`)
    }
    await recordConsent(payload, req, {
      email: access.email,
      purpose: 'public_listing',
      choice: 'withdrawn',
      source: 'my_giving',
    })
  })
