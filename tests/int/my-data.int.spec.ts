// A person's rights (issue #32): everything held about an e-mail address, found whatever its letter
// case, in one machine-readable file with their files; and erasure, which leaves no personal field
// of theirs while the accounts, the totals and everyone else's records stay as they were.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { exportPersonalData } from '@/lib/privacy/export'

import { getTestPayload } from '../helpers/payload'
import { seedPersonEverywhere } from '../helpers/personalData'

vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
const EMAIL = 'Ada.Obi@Example.org'
const NAME = 'Ada Obi'
let seeded: Awaited<ReturnType<typeof seedPersonEverywhere>>

beforeAll(async () => {
  payload = await getTestPayload()
  seeded = await seedPersonEverywhere(payload, EMAIL, NAME)
})

describe('Download my data', () => {
  it('returns every record held for the address across the collections, with the files', async () => {
    const file = await exportPersonalData(payload, '  ada.obi@EXAMPLE.org ')
    const ids = Object.fromEntries(
      file.collections.map((c) => [c.collection, c.records.map((r) => r.id)]),
    )
    expect(ids).toEqual({
      [slugs.donations]: [seeded.donation],
      [slugs.paystackTransactions]: [seeded.transaction],
      [slugs.monthlyGifts]: [seeded.monthly],
      [slugs.rideBookings]: [seeded.booking],
      [slugs.drivers]: [seeded.driver],
      [slugs.churches]: [seeded.contactChurch],
      [slugs.sponsorshipApplications]: [seeded.sponsorship],
      [slugs.volunteerApplications]: [seeded.volunteer],
      [slugs.impactReportRequests]: [seeded.request],
      [slugs.emailOutbox]: [seeded.outbox],
      [slugs.teamMembers]: [seeded.teamMember],
      [slugs.users]: [seeded.user],
      [slugs.auditLog]: [expect.any(Number)],
    })
    const records = (slug: string) =>
      file.collections.find((c) => c.collection === slug)?.records ?? []
    const [donation] = records(slugs.donations)
    expect(donation.fields).toMatchObject({
      donor_name: NAME,
      donor_email: EMAIL,
      amount: 5000,
      reference: seeded.reference,
      project: { id: seeded.project },
    })
    expect(records(slugs.rideBookings)[0].fields).toMatchObject({
      guardian_name: `${NAME}'s mother`,
      bus_run: { id: seeded.run, title: 'Ikeja bus' },
    })
    // The files themselves, readable back from the file.
    const [resume] = records(slugs.volunteerApplications)[0].files
    expect(resume).toMatchObject({ field: 'resume', filename: expect.stringMatching(/\.docx$/) })
    expect(
      Buffer.from(resume.base64 ?? '', 'base64')
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
    const papers = records(slugs.drivers)[0].files
    expect(papers.map((p) => p.field)).toEqual(['roadworthiness_document', 'insurance_document'])
    expect(
      Buffer.from(papers[0].base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const [logo] = records(slugs.sponsorshipApplications)[0].files
    expect(logo.mimeType).toBe('image/png')
    expect(logo.size).toBeGreaterThan(0)
    // Nothing of anyone else.
    expect(JSON.stringify(file)).not.toContain('pastor@example.org')
  })
})
