import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { hasSectionPermission } from '@/access/user'
import { listPublicDonations } from '@/lib/publicDonors'
import { slugs } from '@collections/slugs'

import { getTestPayload } from '../helpers/payload'
import { richText } from '../helpers/richText'
import { allSections, createUser } from '../helpers/users'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('what a visitor reads', () => {
  it('never sees donor contact details, nor the name of an anonymous donor', async () => {
    const base = {
      amount: 10_000,
      currency: 'NGN' as const,
      donor_type: 'individual' as const,
      status: 'completed' as const,
      show_publicly: true,
      donor_phone: '+234 803 111 2222',
    }
    await payload.create({
      collection: slugs.donations,
      data: {
        ...base,
        reference: 'privacy-named',
        donor_name: 'Chinedu Okafor',
        donor_email: 'chinedu@example.org',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: slugs.donations,
      data: {
        ...base,
        reference: 'privacy-anon',
        donor_name: 'Hidden Person',
        donor_email: 'hidden@example.org',
        is_anonymous: true,
        donor_type: 'organization',
        organization_name: 'Secret Ventures Ltd',
        contact_person: 'Mrs Secret',
      },
      overrideAccess: true,
    })
    // Visitors cannot query donations at all; the donor list the site shows is the server's projection.
    await expect(
      payload.find({ collection: slugs.donations, overrideAccess: false, depth: 0 }),
    ).rejects.toMatchObject({ status: 403 })
    const { docs } = await listPublicDonations(payload, 100)
    const text = JSON.stringify(docs)
    for (const secret of [
      'chinedu@example.org',
      'hidden@example.org',
      '+234 803 111 2222',
      'Hidden Person',
      'Secret Ventures Ltd',
      'Mrs Secret',
      'privacy-',
    ]) {
      expect(text).not.toContain(secret)
    }
    const named = docs.find((doc) => doc.donor_name === 'Chinedu Okafor')
    expect(named).toMatchObject({ amount: 10_000, donor_type: 'individual', is_anonymous: false })
    expect(docs.filter((doc) => doc.is_anonymous)).toHaveLength(1)
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('donor_email')
      expect(doc).not.toHaveProperty('donor_phone')
      expect(doc).not.toHaveProperty('reference')
      expect(doc).not.toHaveProperty('transaction')
    }
  })

  it("does not see a team member's e-mail or who paused a project", async () => {
    const admin = await createUser(payload, { role: 'super_admin' })
    await payload.create({
      collection: slugs.teamMembers,
      data: {
        name: 'Bisi Ade',
        role: 'Driver',
        email: 'bisi@example.org',
        order_index: 0,
        is_active: true,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: slugs.projects,
      data: {
        title: 'Paused bus',
        status: 'paused',
        progress_percentage: 40,
        pause_reason: 'Awaiting funds',
        paused_by: admin.id,
      },
      overrideAccess: true,
    })
    const team = await payload.find({ collection: slugs.teamMembers, overrideAccess: false })
    expect(team.docs.map((doc) => doc.name)).toContain('Bisi Ade')
    expect(JSON.stringify(team.docs)).not.toContain('bisi@example.org')
    const projects = await payload.find({
      collection: slugs.projects,
      overrideAccess: false,
      where: { title: { equals: 'Paused bus' } },
    })
    expect(projects.docs[0]).not.toHaveProperty('paused_by')
    expect(projects.docs[0]).not.toHaveProperty('pause_reason')
  })
})

// Visitors submit through /api/forms/* (tests/int/public-forms.int.spec.ts); an admin entering
// an application by hand through the API still cannot choose its review status.
describe('what an admin entering a submission by hand can set', () => {
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    admin = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  })

  it('an application is stored pending, whatever status is sent', async () => {
    const application = await payload.create({
      collection: slugs.sponsorshipApplications,
      data: {
        sponsor_type: 'organization',
        organization_name: 'Grace Logistics',
        contact_person: 'Emeka Nwosu',
        email: 'emeka@example.org',
        phone: '+234 805 000 0000',
        sponsor_amount: 6_000_000,
        status: 'approved',
        reviewed_at: '2026-01-01T00:00:00.000Z',
      },
      overrideAccess: false,
      user: admin,
    })
    const stored = await payload.findByID({
      collection: slugs.sponsorshipApplications,
      id: application.id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('pending')
    expect(stored.reviewed_at).toBeFalsy()
  })

  it('a report request cannot arrive approved or with a file', async () => {
    const request = await payload.create({
      collection: slugs.impactReportRequests,
      data: {
        requester_email: 'funder@example.org',
        report_type: 'pitch_deck',
        status: 'approved',
        sent_at: '2026-01-01T00:00:00.000Z',
      },
      overrideAccess: false,
      user: admin,
    })
    const stored = await payload.findByID({
      collection: slugs.impactReportRequests,
      id: request.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      status: 'pending',
      report_type: 'pitch_deck',
      purpose: 'Impact report download request',
    })
    expect(stored.sent_at).toBeFalsy()
  })

  it('a volunteer application keeps the server date and pending status', async () => {
    const created = await payload.create({
      collection: slugs.volunteerApplications,
      data: {
        applicant_name: 'Ngozi Eze',
        email: 'ngozi@example.org',
        preferred_areas: 'Marketing, Finance',
        status: 'approved',
        applied_date: '2001-01-01T00:00:00.000Z',
      },
      overrideAccess: false,
      user: admin,
    })
    const stored = await payload.findByID({
      collection: slugs.volunteerApplications,
      id: created.id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('pending')
    expect(new Date(stored.applied_date).getFullYear()).toBeGreaterThanOrEqual(2026)
  })

  it('a volunteer application with an unknown area is refused and nothing is stored', async () => {
    const before = await payload.count({
      collection: slugs.volunteerApplications,
      overrideAccess: true,
    })
    await expect(
      payload.create({
        collection: slugs.volunteerApplications,
        data: {
          applicant_name: 'X',
          email: 'x@example.org',
          preferred_areas: 'Astrology',
          applied_date: new Date().toISOString(),
          status: 'pending',
        },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ message: 'Unknown preferred area: Astrology' }] },
    })
    expect(
      (await payload.count({ collection: slugs.volunteerApplications, overrideAccess: true }))
        .totalDocs,
    ).toBe(before.totalDocs)
  })
})

describe('admins and their own account', () => {
  it('an admin cannot raise its own role, activate itself or grant itself permissions', async () => {
    const admin = await createUser(payload, { role: 'admin' })
    await payload.update({
      collection: slugs.users,
      id: admin.id,
      data: {
        role: 'super_admin',
        permissions: allSections(true, true),
        full_name: 'Renamed Admin',
      },
      user: admin,
      overrideAccess: false,
    })
    const stored = await payload.findByID({
      collection: slugs.users,
      id: admin.id,
      overrideAccess: true,
    })
    expect(stored.full_name).toBe('Renamed Admin')
    expect(stored.role).toBe('admin')
    expect(stored.permissions?.projects?.can_edit).toBe(false)
  })

  it('a super admin cannot demote or deactivate itself, but can change another admin', async () => {
    const superAdmin = await createUser(payload, { role: 'super_admin' })
    const other = await createUser(payload, { role: 'admin' })
    await payload.update({
      collection: slugs.users,
      id: superAdmin.id,
      data: { role: 'admin', is_active: false },
      user: superAdmin,
      overrideAccess: false,
    })
    await payload.update({
      collection: slugs.users,
      id: other.id,
      data: { role: 'super_admin' },
      user: superAdmin,
      overrideAccess: false,
    })
    expect(
      await payload.findByID({ collection: slugs.users, id: superAdmin.id, overrideAccess: true }),
    ).toMatchObject({ role: 'super_admin', is_active: true })
    expect(
      await payload.findByID({ collection: slugs.users, id: other.id, overrideAccess: true }),
    ).toMatchObject({ role: 'super_admin' })
  })

  it('a new admin may view every section and edit none, as the spec defaults say', async () => {
    const admin = await createUser(payload, { role: 'admin' })
    expect(admin.permissions?.news).toEqual({ can_view: true, can_edit: false })
    expect(hasSectionPermission(admin, 'news', 'can_view')).toBe(true)
    expect(hasSectionPermission(admin, 'news', 'can_edit')).toBe(false)
    await expect(
      payload.create({
        collection: slugs.projects,
        data: { title: 'Not allowed', status: 'active', progress_percentage: 0 },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const draft = await payload.create({
      collection: slugs.news,
      data: { title: 'Unpublished', content: richText('Draft article') },
      overrideAccess: true,
    })
    const seen = await payload.find({
      collection: slugs.news,
      user: admin,
      overrideAccess: false,
      where: { id: { equals: draft.id } },
    })
    expect(seen.totalDocs).toBe(1)
  })
})
