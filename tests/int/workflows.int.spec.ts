// The back office's workflows (back-office.md sections 4 and 6) through their endpoints, as the
// admin's buttons call them: sponsorship review and sponsor tiers, the super admins' queue of
// pending changes, sponsor visibility, and pausing and resuming projects.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'
import { sponsorTier } from '@/lib/workflows/sponsorships'

import { callApi } from '../helpers/api'
import { pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
let superAdmin: Awaited<ReturnType<typeof createUser>>
let editor: Awaited<ReturnType<typeof createUser>>
let viewer: Awaited<ReturnType<typeof createUser>>
const tokens = new Map<number, string>()

beforeAll(async () => {
  payload = await getTestPayload()
  superAdmin = await createUser(payload, { role: 'super_admin' })
  editor = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  viewer = await createUser(payload, { role: 'admin', permissions: allSections(true, false) })
})

const tokenOf = async (user: { id: number; email: string }) => {
  if (!tokens.has(user.id)) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: TEST_PASSWORD },
    })
    tokens.set(user.id, token!)
  }
  return tokens.get(user.id)!
}

const post = async (
  path: string,
  user: { id: number; email: string } | null,
  body: unknown = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (user) headers.authorization = `JWT ${await tokenOf(user)}`
  const response = await callApi(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return {
    status: response.status,
    body: (await response.json()) as { error?: string; message?: string; result?: string },
  }
}

const application = async (
  data: Partial<{
    sponsor_type: 'individual' | 'organization'
    organization_name: string | null
    sponsor_amount: number
    withLogo: boolean
    email: string
    motivation: string
  }> = {},
) => {
  const logo = data.withLogo
    ? await payload.create({
        collection: slugs.sponsorLogos,
        data: {},
        file: await pngFile('logo.png'),
        overrideAccess: true,
      })
    : null
  return payload.create({
    collection: slugs.sponsorshipApplications,
    data: {
      sponsor_type: data.sponsor_type ?? 'organization',
      organization_name:
        data.organization_name === undefined ? 'Grace Haulage Ltd' : data.organization_name,
      contact_person: 'Emeka Nwosu',
      phone: '+234 805 000 0000',
      sponsor_amount: data.sponsor_amount ?? 6_000_000,
      currency: 'NGN',
      sponsor_duration: 'email',
      motivation: data.motivation ?? 'Rides for every member.',
      email: data.email ?? 'emeka@example.org',
      status: 'pending',
      ...(logo ? { profile_picture: logo.id, profile_picture_url: logo.url } : {}),
    },
    overrideAccess: true,
  })
}

const logoIdOf = (app: { profile_picture?: unknown }) =>
  app.profile_picture && typeof app.profile_picture === 'object'
    ? (app.profile_picture as { id: number }).id
    : (app.profile_picture as number)

const sponsorsOf = async (applicationId: number) =>
  (
    await payload.find({
      collection: slugs.impactSponsors,
      where: { application: { equals: applicationId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

describe('sponsor tiers', () => {
  it('are bronze up to 500,000, silver above it up to 1,000,000, gold above that', () => {
    expect(sponsorTier(0)).toBe('bronze')
    expect(sponsorTier(500_000)).toBe('bronze')
    expect(sponsorTier(500_001)).toBe('silver')
    expect(sponsorTier(1_000_000)).toBe('silver')
    expect(sponsorTier(1_000_001)).toBe('gold')
    expect(sponsorTier(null)).toBe('bronze')
  })
})

describe('reviewing a sponsorship application', () => {
  it('a super admin approves at once: the sponsor is created from the application, shown, with its logo made public', async () => {
    const app = await application({ withLogo: true, sponsor_amount: 750_000 })
    const answer = await post(`/workflows/sponsorship-applications/${app.id}/review`, superAdmin, {
      status: 'approved',
    })
    expect(answer).toMatchObject({ status: 200, body: { result: 'applied' } })
    const stored = await payload.findByID({
      collection: slugs.sponsorshipApplications,
      id: app.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.status).toBe('approved')
    expect(stored.reviewed_by).toBe(superAdmin.id)
    const [sponsor] = await sponsorsOf(app.id)
    expect(sponsor).toMatchObject({
      sponsor_name: 'Grace Haulage Ltd',
      sponsor_type: 'organization',
      contribution_amount: 750_000,
      tier: 'silver',
      is_active: true,
      logo: logoIdOf(app),
    })
    const logo = await payload.findByID({
      collection: slugs.sponsorLogos,
      id: logoIdOf(app),
      overrideAccess: true,
    })
    expect(logo.is_public).toBe(true)
  })

  it('an individual sponsor is named after the contact person', async () => {
    const app = await application({
      sponsor_type: 'individual',
      organization_name: null,
      sponsor_amount: 1_000_001,
    })
    await post(`/workflows/sponsorship-applications/${app.id}/review`, superAdmin, {
      status: 'approved',
    })
    expect((await sponsorsOf(app.id))[0]).toMatchObject({
      sponsor_name: 'Emeka Nwosu',
      sponsor_type: 'individual',
      tier: 'gold',
    })
  })

  it('an admin’s decision waits in the queue; a super admin’s approval applies it exactly once', async () => {
    const app = await application({ sponsor_amount: 500_000 })
    const answer = await post(`/workflows/sponsorship-applications/${app.id}/review`, editor, {
      status: 'approved',
    })
    expect(answer).toEqual({
      status: 200,
      body: { result: 'queued', message: 'Your change has been submitted for approval.' },
    })
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorshipApplications,
          id: app.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('pending')
    expect(await sponsorsOf(app.id)).toHaveLength(0)

    const { docs } = await payload.find({
      collection: slugs.pendingChanges,
      where: { record_id: { equals: String(app.id) } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      table_name: 'sponsorship_applications',
      action_type: 'UPDATE',
      status: 'pending',
      old_data: { status: 'pending' },
      new_data: { status: 'approved' },
      created_by: editor.id,
    })

    // Two super admins press Approve at the same moment.
    const answers = await Promise.all([
      post(`/workflows/pending-changes/${docs[0].id}/approve`, superAdmin),
      post(`/workflows/pending-changes/${docs[0].id}/approve`, superAdmin),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 200)?.body.message).toBe(
      'The change has been approved and applied.',
    )
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorshipApplications,
          id: app.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('approved')
    const sponsors = await sponsorsOf(app.id)
    expect(sponsors).toHaveLength(1)
    expect(sponsors[0].tier).toBe('bronze')
    const change = await payload.findByID({
      collection: slugs.pendingChanges,
      id: docs[0].id,
      overrideAccess: true,
      depth: 0,
    })
    expect(change).toMatchObject({ status: 'approved', reviewed_by: superAdmin.id })
  })

  it('a rejected change keeps its reason, or says none was given', async () => {
    const app = await application()
    await post(`/workflows/sponsorship-applications/${app.id}/review`, editor, {
      status: 'rejected',
    })
    const [change] = (
      await payload.find({
        collection: slugs.pendingChanges,
        where: { record_id: { equals: String(app.id) } },
        overrideAccess: true,
      })
    ).docs
    expect(
      await post(`/workflows/pending-changes/${change.id}/reject`, superAdmin, { reason: '   ' }),
    ).toMatchObject({ status: 200 })
    const stored = await payload.findByID({
      collection: slugs.pendingChanges,
      id: change.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ status: 'rejected', rejection_reason: 'No reason provided' })
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorshipApplications,
          id: app.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('pending')
    expect((await post(`/workflows/pending-changes/${change.id}/approve`, superAdmin)).status).toBe(
      409,
    )
  })

  it('refuses an admin without edit rights, a plain admin reviewing the queue, and anyone signed out', async () => {
    const app = await application()
    expect(
      await post(`/workflows/sponsorship-applications/${app.id}/review`, viewer, {
        status: 'approved',
      }),
    ).toEqual({ status: 403, body: { error: 'Insufficient permissions' } })
    expect(
      await post(`/workflows/sponsorship-applications/${app.id}/review`, null, {
        status: 'approved',
      }),
    ).toEqual({ status: 401, body: { error: 'User not authenticated' } })
    await post(`/workflows/sponsorship-applications/${app.id}/review`, editor, {
      status: 'approved',
    })
    const [change] = (
      await payload.find({
        collection: slugs.pendingChanges,
        where: { record_id: { equals: String(app.id) } },
        overrideAccess: true,
      })
    ).docs
    expect((await post(`/workflows/pending-changes/${change.id}/approve`, editor)).status).toBe(403)
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorshipApplications,
          id: app.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('pending')
  })

  it('cannot be changed by editing the status directly through the API', async () => {
    const app = await application()
    await payload.update({
      collection: slugs.sponsorshipApplications,
      id: app.id,
      data: { status: 'approved' },
      user: superAdmin,
      overrideAccess: false,
    })
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorshipApplications,
          id: app.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('pending')
    expect(await sponsorsOf(app.id)).toHaveLength(0)
  })
})

/** The e-mails queued to one address, oldest first. */
const mailsTo = async (to: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'send-email' } }, { 'input.to': { equals: to } }] },
      sort: 'createdAt',
      overrideAccess: true,
      pagination: false,
    })
  ).docs.map((job) => job.input as { subject: string; text: string })

// Issue #29: applicants heard nothing, a rejection could carry no reason, and the public quote
// carried the form's internal 'Church Denomination:' line.
describe("the applicant's e-mail and the public quote", () => {
  it('an approval e-mails the applicant once, and the sponsor quotes the motivation without its denomination line', async () => {
    const app = await application({
      email: 'approved.applicant@example.org',
      motivation: 'Church Denomination: Redeemed Christian Church of God\nWe move goods all week.',
    })
    for (let n = 0; n < 2; n++)
      await post(`/workflows/sponsorship-applications/${app.id}/review`, superAdmin, {
        status: 'approved',
      })
    const mails = await mailsTo('approved.applicant@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Fellowship Rides: your sponsorship application')
    expect(mails[0].text).toContain('Your application has been approved')
    const [sponsor] = await sponsorsOf(app.id)
    expect(sponsor.motivation).toBe('We move goods all week.')
  })

  it("a rejection's reason reaches the applicant, given by a super admin or kept with an admin's change until it is approved", async () => {
    const direct = await application({ email: 'rejected.direct@example.org' })
    await post(`/workflows/sponsorship-applications/${direct.id}/review`, superAdmin, {
      status: 'rejected',
      reason: 'We are not taking corporate sponsors this quarter.',
    })
    const [mail] = await mailsTo('rejected.direct@example.org')
    expect(mail.text).toContain('We cannot accept your application at this time.')
    expect(mail.text).toContain('We are not taking corporate sponsors this quarter.')

    const queued = await application({ email: 'rejected.queued@example.org' })
    await post(`/workflows/sponsorship-applications/${queued.id}/review`, editor, {
      status: 'rejected',
      reason: 'Please apply again in January.',
    })
    expect(await mailsTo('rejected.queued@example.org')).toHaveLength(0)
    const { docs } = await payload.find({
      collection: slugs.pendingChanges,
      where: { record_id: { equals: String(queued.id) } },
      overrideAccess: true,
      depth: 0,
    })
    await post(`/workflows/pending-changes/${docs[0].id}/approve`, superAdmin)
    const mails = await mailsTo('rejected.queued@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('Please apply again in January.')
  })
})

describe('sponsor visibility', () => {
  it('an admin’s hide waits for approval; a super admin’s applies at once and hides the logo', async () => {
    const app = await application({ withLogo: true })
    await post(`/workflows/sponsorship-applications/${app.id}/review`, superAdmin, {
      status: 'approved',
    })
    const [sponsor] = await sponsorsOf(app.id)

    expect(
      await post(`/workflows/impact-sponsors/${sponsor.id}/visibility`, editor, {
        is_active: false,
      }),
    ).toMatchObject({ status: 200, body: { result: 'queued' } })
    expect(
      (
        await payload.findByID({
          collection: slugs.impactSponsors,
          id: sponsor.id,
          overrideAccess: true,
        })
      ).is_active,
    ).toBe(true)
    // An admin unticking the box directly changes nothing either.
    await payload.update({
      collection: slugs.impactSponsors,
      id: sponsor.id,
      data: { is_active: false },
      user: editor,
      overrideAccess: false,
    })
    expect(
      (
        await payload.findByID({
          collection: slugs.impactSponsors,
          id: sponsor.id,
          overrideAccess: true,
        })
      ).is_active,
    ).toBe(true)

    expect(
      await post(`/workflows/impact-sponsors/${sponsor.id}/visibility`, superAdmin, {
        is_active: false,
      }),
    ).toMatchObject({ status: 200, body: { result: 'applied' } })
    expect(
      (
        await payload.findByID({
          collection: slugs.impactSponsors,
          id: sponsor.id,
          overrideAccess: true,
        })
      ).is_active,
    ).toBe(false)
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorLogos,
          id: logoIdOf(app),
          overrideAccess: true,
        })
      ).is_public,
    ).toBe(false)
  })
})

describe('pausing and resuming a project', () => {
  const project = () =>
    payload.create({
      collection: slugs.projects,
      data: { title: `Bus route ${Date.now()}`, status: 'active', progress_percentage: 10 },
      overrideAccess: true,
    })
  const history = async (id: number) =>
    (
      await payload.find({
        collection: slugs.projectStatusHistory,
        where: { project: { equals: id } },
        sort: 'changed_at',
        overrideAccess: true,
        depth: 0,
      })
    ).docs

  it('pause needs a reason, stores who and when, and writes history; resume clears the reason', async () => {
    const { id } = await project()
    expect(await post(`/workflows/projects/${id}/pause`, editor, { reason: '  ' })).toEqual({
      status: 400,
      body: { error: adminCopy.pauseReasonRequired.description },
    })
    expect(
      (await payload.findByID({ collection: slugs.projects, id, overrideAccess: true })).status,
    ).toBe('active')

    expect(
      await post(`/workflows/projects/${id}/pause`, editor, { reason: 'Bus in for repairs' }),
    ).toEqual({ status: 200, body: { message: 'Project paused' } })
    const paused = await payload.findByID({
      collection: slugs.projects,
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(paused).toMatchObject({
      status: 'paused',
      pause_reason: 'Bus in for repairs',
      paused_by: editor.id,
    })
    expect(paused.paused_at).toBeTruthy()
    expect(
      (await post(`/workflows/projects/${id}/pause`, editor, { reason: 'again' })).status,
    ).toBe(409)

    expect(await post(`/workflows/projects/${id}/resume`, editor, {})).toEqual({
      status: 200,
      body: { message: 'Project resumed' },
    })
    const resumed = await payload.findByID({
      collection: slugs.projects,
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(resumed).toMatchObject({ status: 'active', pause_reason: null, resumed_by: editor.id })
    expect((await post(`/workflows/projects/${id}/resume`, editor, {})).status).toBe(409)

    expect(
      (await history(id)).map((entry) => [
        entry.old_status,
        entry.new_status,
        entry.reason,
        entry.changed_by,
      ]),
    ).toEqual([
      ['active', 'paused', 'Bus in for repairs', editor.id],
      ['paused', 'active', null, editor.id],
    ])
  })

  it('a history that cannot be written is logged and the pause still happens', async () => {
    const { id } = await project()
    const create = payload.create.bind(payload)
    const spy = vi
      .spyOn(payload, 'create')
      .mockImplementation(((args: Parameters<Payload['create']>[0]) =>
        args.collection === slugs.projectStatusHistory
          ? Promise.reject(new Error('history table unavailable'))
          : create(args)) as never)
    try {
      expect(
        (await post(`/workflows/projects/${id}/pause`, editor, { reason: 'Driver shortage' }))
          .status,
      ).toBe(200)
    } finally {
      spy.mockRestore()
    }
    expect(
      (await payload.findByID({ collection: slugs.projects, id, overrideAccess: true })).status,
    ).toBe('paused')
    expect(await history(id)).toHaveLength(0)
  })

  it('is refused to an admin without project edit rights', async () => {
    const { id } = await project()
    expect(await post(`/workflows/projects/${id}/pause`, viewer, { reason: 'x' })).toEqual({
      status: 403,
      body: { error: 'Insufficient permissions' },
    })
  })
})
