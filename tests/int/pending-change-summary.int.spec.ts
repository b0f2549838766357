// A pending change as the super admin reads it (issue #15, defect 3): the record's name, the field's
// label and the old and new values in the forms' words, who asked and when, instead of table names
// and JSON.
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { describeChange } from '@/admin/components/pendingChanges/describe'

import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

let payload: Payload
let admin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, { role: 'admin' })
})

it('names the application, the Status label and the two states', async () => {
  const application = await payload.create({
    collection: slugs.sponsorshipApplications,
    data: {
      sponsor_type: 'organization',
      organization_name: 'Redeemed Logistics Ltd',
      contact_person: 'Adaeze Okoro',
      email: 'redeemed@example.org',
      phone: '+234 809 000 0000',
      sponsor_amount: 1_500_000,
      status: 'pending',
    },
    overrideAccess: true,
  })
  const summary = await describeChange(payload, {
    action_type: 'UPDATE',
    table_name: 'sponsorship_applications',
    record_id: String(application.id),
    old_data: { status: 'pending' },
    new_data: { status: 'approved' },
    created_by: admin.id,
    createdAt: '2026-11-24T09:30:00.000Z',
  })
  expect(summary).toEqual({
    line: 'Sponsorship application "Redeemed Logistics Ltd": Status Pending → Approved',
    requestedBy: 'Test admin',
    // Lagos is UTC+1.
    requestedAt: 'Nov 24, 2026 10:30',
    decision: null,
  })
  const decided = await describeChange(payload, {
    table_name: 'sponsorship_applications',
    record_id: String(application.id),
    new_data: { status: 'approved' },
    status: 'rejected',
    reviewed_by: admin.id,
    reviewed_at: '2026-11-24T10:00:00.000Z',
  })
  expect(decided.decision).toBe('Rejected by Test admin on Nov 24, 2026 11:00')
})

it('reads a sponsor’s website switch as states, and says when the record is gone', async () => {
  const sponsor = await payload.create({
    collection: slugs.impactSponsors,
    data: {
      sponsor_name: 'Shiloh Tyres',
      sponsor_type: 'organization',
      is_active: true,
      order_index: 0,
    },
    overrideAccess: true,
  })
  const change = {
    table_name: 'impact_sponsors',
    record_id: String(sponsor.id),
    old_data: { is_active: true },
    new_data: { is_active: false },
    created_by: admin.id,
  }
  expect((await describeChange(payload, change)).line).toBe(
    'Impact sponsor "Shiloh Tyres": Shown on website → Hidden',
  )
  await payload.delete({ collection: slugs.impactSponsors, id: sponsor.id, overrideAccess: true })
  expect((await describeChange(payload, change)).line).toBe(
    `Impact sponsor #${sponsor.id} (deleted): Shown on website → Hidden`,
  )
})
