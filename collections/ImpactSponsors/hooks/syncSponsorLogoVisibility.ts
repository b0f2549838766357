import type { CollectionAfterChangeHook } from 'payload'

import type { ImpactSponsor } from '@/payload-types'

import { slugs } from '../../slugs'

const idOf = (logo: ImpactSponsor['logo']): number | null =>
  (logo && typeof logo === 'object' ? logo.id : logo) ?? null

/**
 * A sponsor logo is public exactly while a sponsor shown on the website uses it (the logo came in
 * privately with the application). Runs after every sponsor change, for the old and the new logo.
 */
export const syncSponsorLogoVisibility: CollectionAfterChangeHook<ImpactSponsor> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const logos = new Set(
    [idOf(doc.logo), idOf(previousDoc?.logo)].filter((id): id is number => id !== null),
  )
  for (const logo of logos) {
    const shown = await req.payload.count({
      collection: slugs.impactSponsors,
      where: { and: [{ logo: { equals: logo } }, { is_active: { equals: true } }] },
      overrideAccess: true,
      req,
    })
    await req.payload.update({
      collection: slugs.sponsorLogos,
      id: logo,
      data: { is_public: shown.totalDocs > 0 },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
