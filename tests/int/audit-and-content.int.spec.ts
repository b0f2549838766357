import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'
import { donationStatusColour, donationStatusLabel } from '@/lib/donations/labels'

import { getTestPayload } from '../helpers/payload'
import { richText } from '../helpers/richText'
import { allSections, createUser } from '../helpers/users'

let payload: Payload
let admin: Awaited<ReturnType<typeof createUser>>
let superAdmin: Awaited<ReturnType<typeof createUser>>

const entriesFor = async (collection: string, id: number | string) =>
  (
    await payload.find({
      collection: slugs.auditLog,
      where: {
        and: [{ collection: { equals: collection } }, { document_id: { equals: String(id) } }],
      },
      sort: 'id',
      overrideAccess: true,
      depth: 0,
      limit: 0,
    })
  ).docs

const rejection = async (operation: Promise<unknown>) => {
  try {
    await operation
  } catch (error) {
    return error as {
      status?: number
      message: string
      data?: { errors?: { message: string; path: string }[] }
    }
  }
  throw new Error('expected the operation to be refused')
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  superAdmin = await createUser(payload, { role: 'super_admin' })
})

describe('audit trail', () => {
  it("an admin's create, update and delete of a project each leave one entry with who, when, what and old→new", async () => {
    const before = Date.now()
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'Audited bus', status: 'active', progress_percentage: 10 },
      user: admin,
      overrideAccess: false,
    })
    await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { status: 'completed', progress_percentage: 100 },
      user: admin,
      overrideAccess: false,
    })
    await payload.delete({
      collection: slugs.projects,
      id: project.id,
      user: admin,
      overrideAccess: false,
    })

    const entries = await entriesFor(slugs.projects, project.id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
    for (const entry of entries) {
      expect(entry).toMatchObject({
        collection: slugs.projects,
        document_id: String(project.id),
        user: admin.id,
        user_email: admin.email,
        summary: 'Audited bus',
      })
      expect(new Date(entry.at).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(new Date(entry.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    }
    expect(entries[0].changed_fields).toEqual(
      expect.arrayContaining(['title', 'status', 'progress_percentage']),
    )
    expect(entries[1].changed_fields).toEqual(
      expect.arrayContaining(['status', 'progress_percentage']),
    )
    expect(entries[1].changed_fields).not.toContain('title')
    expect(entries[1].changes).toMatchObject({
      status: { old: 'active', new: 'completed' },
      progress_percentage: { old: 10, new: 100 },
    })
  })

  it('a record without a name of its own is titled by its kind and number, not its slug (issue #29)', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'Titled bus', status: 'active', progress_percentage: 0 },
      overrideAccess: true,
    })
    const request = await payload.create({
      collection: slugs.pendingChanges,
      data: {
        action_type: 'UPDATE',
        table_name: slugs.projects,
        record_id: String(project.id),
        new_data: { status: 'paused' },
        status: 'pending',
      },
      user: admin,
      overrideAccess: true,
    })
    const [entry] = await entriesFor(slugs.pendingChanges, request.id)
    expect(entry.summary).toBe(`Pending change #${request.id}`)
    // A project's status change is titled by its project's name, in the trail and on its page.
    const change = await payload.create({
      collection: slugs.projectStatusHistory,
      data: {
        project: project.id,
        old_status: 'active',
        new_status: 'paused',
        changed_at: new Date().toISOString(),
      },
      user: admin,
      overrideAccess: true,
    })
    const [changeEntry] = await entriesFor(slugs.projectStatusHistory, change.id)
    expect(changeEntry.summary).toBe('Titled bus')
    const read = await payload.findByID({
      collection: slugs.projectStatusHistory,
      id: change.id,
      overrideAccess: true,
    })
    expect(read.project_title).toBe('Titled bus')
  })

  it("an admin's news article and a sponsor are traced the same way; a super admin's sponsor delete too", async () => {
    const article = await payload.create({
      collection: slugs.news,
      data: { title: 'Traced news', content: richText('Hello'), is_published: false },
      user: admin,
      overrideAccess: false,
    })
    await payload.update({
      collection: slugs.news,
      id: article.id,
      data: { category: 'Updates' },
      user: admin,
      overrideAccess: false,
    })
    await payload.delete({
      collection: slugs.news,
      id: article.id,
      user: admin,
      overrideAccess: false,
    })
    const news = await entriesFor(slugs.news, article.id)
    expect(news.map((entry) => [entry.action, entry.user])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['delete', admin.id],
    ])
    expect(news[1].changes).toMatchObject({ category: { old: null, new: 'Updates' } })

    const sponsor = await payload.create({
      collection: slugs.impactSponsors,
      data: { sponsor_name: 'Traced Church', sponsor_type: 'church', order_index: 0 },
      user: admin,
      overrideAccess: false,
    })
    await payload.update({
      collection: slugs.impactSponsors,
      id: sponsor.id,
      data: { tier: 'gold' },
      user: admin,
      overrideAccess: false,
    })
    await payload.delete({
      collection: slugs.impactSponsors,
      id: sponsor.id,
      user: superAdmin,
      overrideAccess: false,
    })
    const sponsors = await entriesFor(slugs.impactSponsors, sponsor.id)
    expect(sponsors.map((entry) => [entry.action, entry.user, entry.summary])).toEqual([
      ['create', admin.id, 'Traced Church'],
      ['update', admin.id, 'Traced Church'],
      ['delete', superAdmin.id, 'Traced Church'],
    ])
    expect(sponsors[1].changes).toEqual({ tier: { old: null, new: 'gold' } })
  })

  it('a write without a user (visitor forms, payments, seed) leaves no entry; neither does a skipAudit write', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'System bus', status: 'active', progress_percentage: 0 },
      overrideAccess: true,
    })
    await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { location: 'Abuja' },
      user: admin,
      overrideAccess: false,
      context: { skipAudit: true },
    })
    expect(await entriesFor(slugs.projects, project.id)).toEqual([])
  })

  it('never records secrets: a password change is named, its hash and salt are not stored', async () => {
    const target = await createUser(payload, { role: 'admin' })
    await payload.update({
      collection: slugs.users,
      id: target.id,
      data: { password: 'another-long-password', full_name: 'Renamed' },
      user: superAdmin,
      overrideAccess: false,
    })
    const [entry] = await entriesFor(slugs.users, target.id)
    expect(entry.changed_fields).toEqual(expect.arrayContaining(['password', 'full_name']))
    expect(entry.changes).toEqual({ full_name: { old: 'Test admin', new: 'Renamed' } })
    expect(JSON.stringify(entry)).not.toMatch(/salt|hash/)
  })

  it('entries cannot be created, edited or deleted through the API, even by a super admin', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'Locked trail', status: 'active', progress_percentage: 0 },
      user: admin,
      overrideAccess: false,
    })
    const [entry] = await entriesFor(slugs.projects, project.id)
    expect(
      (
        await rejection(
          payload.update({
            collection: slugs.auditLog,
            id: entry.id,
            data: { summary: 'Rewritten' },
            user: superAdmin,
            overrideAccess: false,
          }),
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await rejection(
          payload.delete({
            collection: slugs.auditLog,
            id: entry.id,
            user: superAdmin,
            overrideAccess: false,
          }),
        )
      ).status,
    ).toBe(403)
    const forged = {
      action: 'create' as const,
      collection: 'projects',
      document_id: '1',
      at: new Date().toISOString(),
    }
    expect(
      (
        await rejection(
          payload.create({
            collection: slugs.auditLog,
            data: forged,
            user: superAdmin,
            overrideAccess: false,
          }),
        )
      ).status,
    ).toBe(403)
    expect((await entriesFor(slugs.projects, project.id))[0].summary).toBe('Locked trail')
  })

  it('a plain admin reads the entries of sections it may view; a super admin reads all', async () => {
    const article = await payload.create({
      collection: slugs.news,
      data: { title: 'Hidden from some', content: richText('x') },
      user: admin,
      overrideAccess: false,
    })
    const noNews = await createUser(payload, {
      role: 'admin',
      permissions: { ...allSections(true, false), news: { can_view: false, can_edit: false } },
    })
    const where = {
      document_id: { equals: String(article.id) },
      collection: { equals: slugs.news },
    }
    expect(
      (
        await payload.find({
          collection: slugs.auditLog,
          where,
          user: noNews,
          overrideAccess: false,
        })
      ).docs,
    ).toHaveLength(0)
    expect(
      (
        await payload.find({
          collection: slugs.auditLog,
          where,
          user: admin,
          overrideAccess: false,
        })
      ).docs,
    ).toHaveLength(1)
    expect(
      (
        await payload.find({
          collection: slugs.auditLog,
          where,
          user: superAdmin,
          overrideAccess: false,
        })
      ).docs,
    ).toHaveLength(1)
    expect(
      (
        await rejection(
          payload.find({ collection: slugs.auditLog, user: undefined, overrideAccess: false }),
        )
      ).status,
    ).toBe(403)
  })

  it('a failing audit write does not fail the change (the database refuses the entry, the change is kept)', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'Resilient bus', status: 'active', progress_percentage: 0 },
      overrideAccess: true,
    })
    // A signed-in user whose row has gone: the entry's user foreign key fails inside the transaction.
    const ghost = { ...superAdmin, id: 987_654_321 }
    const updated = await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { location: 'Kaduna' },
      user: ghost,
      overrideAccess: false,
    })
    expect(updated.location).toBe('Kaduna')
    const stored = await payload.findByID({
      collection: slugs.projects,
      id: project.id,
      overrideAccess: true,
    })
    expect(stored.location).toBe('Kaduna')
    expect(await entriesFor(slugs.projects, project.id)).toEqual([])
    // The next change is traced as usual.
    await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { location: 'Zaria' },
      user: admin,
      overrideAccess: false,
    })
    expect((await entriesFor(slugs.projects, project.id)).map((entry) => entry.changes)).toEqual([
      { location: { old: 'Kaduna', new: 'Zaria' } },
    ])
  })
})

describe('news', () => {
  it('publishing stamps published_at, unpublishing clears it, saving with publish on stamps it; empty links are dropped', async () => {
    const draft = await payload.create({
      collection: slugs.news,
      data: {
        title: 'Dates',
        content: richText('x'),
        is_published: false,
        external_links: [
          { platform: 'X', url: 'https://x.com/a' },
          { platform: 'Facebook', url: '' },
          { platform: '  ', url: 'https://fb.com' },
        ],
      },
      user: admin,
      overrideAccess: false,
    })
    expect(draft.published_at).toBeFalsy()
    expect(draft.external_links?.map((link) => link.platform)).toEqual(['X'])
    const published = await payload.update({
      collection: slugs.news,
      id: draft.id,
      data: { is_published: true },
      user: admin,
      overrideAccess: false,
    })
    expect(
      Math.abs(new Date(published.published_at as string).getTime() - Date.now()),
    ).toBeLessThan(10_000)
    const unpublished = await payload.update({
      collection: slugs.news,
      id: draft.id,
      data: { is_published: false },
      user: admin,
      overrideAccess: false,
    })
    expect(unpublished.published_at).toBeNull()
    const savedPublished = await payload.create({
      collection: slugs.news,
      data: { title: 'Straight out', content: richText('y'), is_published: true },
      user: admin,
      overrideAccess: false,
    })
    expect(savedPublished.published_at).toBeTruthy()
  })
})

describe('impact reports', () => {
  it('keeps only metric rows with a name and a value, trims title and content, and records its author', async () => {
    const report = await payload.create({
      collection: slugs.impactReports,
      data: {
        title: '  2026 report  ',
        content: '  Numbers  ',
        metrics: [
          { name: 'Rides', value: '1200' },
          { name: 'Drivers', value: '' },
          { name: '', value: '5' },
          { name: '  ', value: ' ' },
        ],
      },
      user: admin,
      overrideAccess: false,
    })
    expect(report.title).toBe('2026 report')
    expect(report.content).toBe('Numbers')
    expect(report.metrics?.map(({ name, value }) => [name, value])).toEqual([['Rides', '1200']])
    expect(typeof report.created_by === 'object' ? report.created_by?.id : report.created_by).toBe(
      admin.id,
    )

    const edited = await payload.update({
      collection: slugs.impactReports,
      id: report.id,
      data: { created_by: superAdmin.id, description: 'Changed' },
      user: superAdmin,
      overrideAccess: false,
    })
    expect(typeof edited.created_by === 'object' ? edited.created_by?.id : edited.created_by).toBe(
      admin.id,
    )
  })

  it("a blank title or content is refused with 'Title and content are required'", async () => {
    for (const data of [
      { title: '   ', content: 'x' },
      { title: 'x', content: '  ' },
    ]) {
      const error = await rejection(
        payload.create({
          collection: slugs.impactReports,
          data,
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(error.data?.errors?.map((e) => e.message)).toContain('Title and content are required')
    }
  })
})

describe('report and pitch-deck requests', () => {
  // Decided through POST /api/workflows/impact-report-requests/:id/review, which sends the report
  // (tests/int/staff-decisions.int.spec.ts); a plain edit of the status changes nothing.
  it('a plain edit cannot approve a request or mark it sent', async () => {
    const request = await payload.create({
      collection: slugs.impactReportRequests,
      data: {
        requester_email: 'reader@example.org',
        report_type: 'impact_report',
        status: 'pending',
      },
      overrideAccess: true,
    })
    expect(request.sent_at).toBeFalsy()
    const edited = await payload.update({
      collection: slugs.impactReportRequests,
      id: request.id,
      data: { status: 'approved', sent_at: new Date().toISOString() },
      user: admin,
      overrideAccess: false,
    })
    expect(edited).toMatchObject({ status: 'pending', sent_at: null })
  })

  // Pitch decks are decided through their own endpoints (tests/int/admin-pitch-decks.int.spec.ts),
  // which write as the admin after their own checks; sent_at waits for the e-mail job.
  it('an approved pitch-deck request records who approved it and when', async () => {
    const request = await payload.create({
      collection: slugs.impactReportRequests,
      data: {
        requester_email: 'investor@example.org',
        report_type: 'pitch_deck',
        status: 'pending',
      },
      overrideAccess: true,
    })
    const approved = await payload.update({
      collection: slugs.impactReportRequests,
      id: request.id,
      data: { status: 'approved' },
      user: admin,
      overrideAccess: true,
      depth: 0,
    })
    expect(approved.approved_by).toBe(admin.id)
    expect(approved.approved_at).toBeTruthy()
    expect(approved.sent_at).toBeFalsy()
  })
})

describe('projects', () => {
  it('non-numeric progress becomes 0, an empty budget and empty dates are stored null, a numeric budget text is a number', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: {
        title: 'Form rules',
        progress_percentage: 'lots',
        budget: '',
        start_date: '',
        end_date: '',
      } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(project).toMatchObject({
      progress_percentage: 0,
      budget: null,
      start_date: null,
      end_date: null,
    })
    const edited = await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { progress_percentage: '45', budget: '150000' } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(edited).toMatchObject({ progress_percentage: 45, budget: 150_000 })
  })

  it('refuses progress outside 0-100 or fractional, a non-numeric budget and an image URL that is not a URL', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { progress_percentage: 101 },
        'progress_percentage',
        'Progress is a whole number from 0 to 100.',
      ],
      [
        { progress_percentage: 12.5 },
        'progress_percentage',
        'Progress is a whole number from 0 to 100.',
      ],
      [{ budget: 'a lot' }, 'budget', 'Amounts are whole naira, 0 or more.'],
      [
        { image_url: 'bus.png' },
        'image_url',
        'Please enter a valid URL (starting with http:// or https://).',
      ],
    ]
    for (const [data, path, message] of cases) {
      const error = await rejection(
        payload.create({
          collection: slugs.projects,
          data: { title: 'Bad', ...data } as never,
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(error.status).toBe(400)
      expect(error.data?.errors, JSON.stringify(data)).toEqual([
        expect.objectContaining({ path, message }),
      ])
    }
  })
})

describe('team members and board advisors', () => {
  it('need a name and a position/title, a real LinkedIn URL and a whole display order of at least 0', async () => {
    const required = 'This field is required.'
    const badUrl = 'Please enter a valid URL (starting with http:// or https://).'
    const badOrder = 'Display order must be a whole number of at least 0.'
    const cases: [string, Record<string, unknown>, string, string][] = [
      [slugs.teamMembers, { name: 'No role' }, 'role', required],
      [slugs.teamMembers, { role: 'No name' }, 'name', required],
      [
        slugs.teamMembers,
        { name: 'A', role: 'B', linkedin_url: 'linkedin.com/in/a' },
        'linkedin_url',
        badUrl,
      ],
      [slugs.teamMembers, { name: 'A', role: 'B', order_index: -1 }, 'order_index', badOrder],
      [slugs.boardAdvisors, { name: 'No title' }, 'title', required],
      [
        slugs.boardAdvisors,
        { name: 'A', title: 'Elder', order_index: 1.5 },
        'order_index',
        badOrder,
      ],
      [
        slugs.boardAdvisors,
        { name: 'A', title: 'Elder', linkedin_url: 'not a url' },
        'linkedin_url',
        badUrl,
      ],
    ]
    for (const [collection, data, path, message] of cases) {
      const error = await rejection(
        payload.create({
          collection: collection as typeof slugs.teamMembers,
          data: data as never,
          user: admin,
          overrideAccess: false,
        }),
      )
      expect(error.status, `${collection} ${JSON.stringify(data)}`).toBe(400)
      expect(error.data?.errors, `${collection} ${JSON.stringify(data)}`).toEqual([
        expect.objectContaining({ path, message }),
      ])
    }
    const member = await payload.create({
      collection: slugs.teamMembers,
      data: {
        name: 'Ngozi',
        role: 'Driver',
        linkedin_url: 'https://linkedin.com/in/ngozi',
        order_index: 2,
      },
      user: admin,
      overrideAccess: false,
    })
    expect(member.order_index).toBe(2)
  })
})

describe('impact sponsor delete', () => {
  it("refuses an admin with the spec's message; a super admin deletes", async () => {
    const sponsor = await payload.create({
      collection: slugs.impactSponsors,
      data: { sponsor_name: 'Keep me', sponsor_type: 'church', order_index: 0 },
      overrideAccess: true,
    })
    const error = await rejection(
      payload.delete({
        collection: slugs.impactSponsors,
        id: sponsor.id,
        user: admin,
        overrideAccess: false,
      }),
    )
    expect(error.status).toBe(403)
    expect(error.message).toBe(adminCopy.sponsorDeletePermission)
    expect(
      await payload.findByID({
        collection: slugs.impactSponsors,
        id: sponsor.id,
        overrideAccess: true,
      }),
    ).toBeTruthy()
    await payload.delete({
      collection: slugs.impactSponsors,
      id: sponsor.id,
      user: superAdmin,
      overrideAccess: false,
    })
    const { totalDocs } = await payload.count({
      collection: slugs.impactSponsors,
      where: { id: { equals: sponsor.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('donation status labels', () => {
  it.each([
    [
      { status: 'completed', webhookReceivedAt: '2026-01-01T00:00:00Z' },
      'Completed (Webhook)',
      'green',
    ],
    [{ status: 'completed', verificationAttempts: 2 }, 'Completed', 'green'],
    [{ status: 'failed' }, 'Failed', 'red'],
    [{ status: 'refunded' }, 'Refunded', 'grey'],
    [{ status: 'pending', verificationAttempts: 3 }, 'Pending (3 attempts)', 'yellow'],
    [{ status: 'pending', verificationAttempts: 0 }, 'Pending', 'yellow'],
    [{ status: 'pending' }, 'Pending', 'yellow'],
  ])('%o → %s', (input, label, colour) => {
    expect(donationStatusLabel(input)).toBe(label)
    expect(donationStatusColour(input.status)).toBe(colour)
  })
})

describe('donations list status label', () => {
  it('reads the linked Paystack transaction for admins, and is never shown to visitors', async () => {
    const make = async (
      reference: string,
      status: 'completed' | 'pending',
      transaction: Record<string, unknown>,
    ) => {
      const tx = await payload.create({
        collection: slugs.paystackTransactions,
        data: {
          reference,
          amount: 5000,
          currency: 'NGN',
          status: 'pending',
          verification_attempts: 0,
          ...transaction,
        },
        overrideAccess: true,
      })
      return payload.create({
        collection: slugs.donations,
        data: {
          amount: 5000,
          currency: 'NGN',
          reference,
          donor_email: 'label@example.org',
          donor_type: 'individual',
          status,
          show_publicly: true,
          transaction: tx.id,
        },
        overrideAccess: true,
      })
    }
    const webhook = await make('label-webhook', 'completed', {
      webhook_received_at: new Date().toISOString(),
    })
    const retried = await make('label-retried', 'pending', { verification_attempts: 2 })
    const asAdmin = async (id: number) =>
      (
        await payload.findByID({
          collection: slugs.donations,
          id,
          user: admin,
          overrideAccess: false,
          depth: 0,
        })
      ).status_label
    expect(await asAdmin(webhook.id)).toBe('Completed (Webhook)')
    expect(await asAdmin(retried.id)).toBe('Pending (2 attempts)')
    // Visitors read no donation at all (the public donor list is a projection without it).
    await expect(
      payload.findByID({
        collection: slugs.donations,
        id: webhook.id,
        overrideAccess: false,
        depth: 0,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
