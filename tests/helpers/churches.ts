// A church as an approved registration leaves it, for tests of the ride side (issue #19).
import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'

/** An active church with one branch and one Sunday service. */
export const seedActiveChurch = async (payload: Payload, name: string) => {
  const church = await payload.create({
    collection: slugs.churches,
    data: {
      name,
      contact_name: 'Pastor Ade',
      contact_email: 'pastor@example.org',
      contact_phone: '+234 803 000 0000',
      status: 'active',
      registered_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const branch = await payload.create({
    collection: slugs.churchBranches,
    data: { church: church.id, name: 'Main', address: '1 Road', state: 'Lagos', lga: 'Ikeja' },
    overrideAccess: true,
  })
  const service = await payload.create({
    collection: slugs.churchServices,
    data: { branch: branch.id, name: 'First service', day: 'sunday', time: '08:00' },
    overrideAccess: true,
  })
  return { church: church.id, branch: branch.id, service: service.id }
}
