// Staff decisions as the back office's buttons make them (endpoints/workflows.ts), and the records
// they must not be able to break: who decided and when is stored, every decision leaves an audit
// entry naming the person, a report request's approval e-mails the report once, pending changes
// and project history cannot be edited, a project with donations stays, a completed gift's donor
// stays, and the Donations search never finds an anonymous donor by name, e-mail or phone.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { describeChange } from '@/admin/components/pendingChanges/describe'
import { adminCopy } from '@/copy/admin'
import type { Donation } from '@/payload-types'

import { callApi } from '../helpers/api'
import { pdfFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

type Person = { id: number; email: string }

let payload: Payload
let superAdmin: Person
let editor: Person
let viewer: Person
const tokens = new Map<number, string>()
let counter = 0
const unique = () => `${Date.now()}-${++counter}`

beforeAll(async () => {
  payload = await getTestPayload()
  superAdmin = await createUser(payload, { role: 'super_admin' })
  editor = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  viewer = await createUser(payload, { role: 'admin', permissions: allSections(true, false) })
})

const tokenOf = async (user: Person) => {
  if (!tokens.has(user.id)) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: TEST_PASSWORD },
    })
    tokens.set(user.id, token!)
  }
  return tokens.get(user.id)!
}

/** A REST call as the signed-in admin's browser makes it (JSON in, JSON out). */
const rest = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  user: Person | null,
  body?: unknown,
) => {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (user) headers.authorization = `JWT ${await tokenOf(user)}`
  const response = await callApi(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as {
      error?: string
      message?: string
      result?: string
      errors?: { message: string }[]
      docs?: { id: number }[]
    },
  }
}
const post = (path: string, user: Person | null, body: unknown = {}) =>
  rest('POST', path, user, body)

/** The audit entries of one document, oldest first. */
const auditOf = async (collection: string, id: number | string) =>
  (
    await payload.find({
      collection: slugs.auditLog,
      where: {
        and: [{ collection: { equals: collection } }, { document_id: { equals: String(id) } }],
      },
      sort: 'id',
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
  ).docs

/** The old → new of an entry's status, if it recorded one. */
const statusChange = (changes: unknown) => (changes as { status?: unknown } | null)?.status

const reload = <T extends Parameters<Payload['findByID']>[0]['collection']>(
  collection: T,
  id: number,
) => payload.findByID({ collection, id, depth: 0, overrideAccess: true })

const application = (organization = 'Redeemed Logistics Ltd') =>
  payload.create({
    collection: slugs.sponsorshipApplications,
    data: {
      sponsor_type: 'organization',
      organization_name: organization,
      contact_person: 'Emeka Nwosu',
      email: 'emeka@example.org',
      phone: '+234 805 000 0000',
      sponsor_amount: 600_000,
      currency: 'NGN',
      sponsor_duration: 'email',
      status: 'pending',
    },
    overrideAccess: true,
  })

const project = () =>
  payload.create({
    collection: slugs.projects,
    data: { title: `Bus route ${unique()}`, status: 'active', progress_percentage: 10 },
    overrideAccess: true,
  })

type DonationData = Partial<
  Pick<
    Donation,
    | 'status'
    | 'is_anonymous'
    | 'donor_name'
    | 'donor_email'
    | 'donor_phone'
    | 'donor_type'
    | 'reference'
    | 'project'
    | 'receipt_sent_at'
  >
>
const donation = (data: DonationData = {}) =>
  payload.create({
    collection: slugs.donations,
    data: {
      amount: 5000,
      currency: 'NGN',
      reference: `ref-${unique()}`,
      donor_name: 'Ada Obi',
      donor_email: 'ada@example.org',
      donor_type: 'individual',
      status: 'pending',
      ...data,
    },
    overrideAccess: true,
  })

describe('the audit trail names who decided', () => {
  it('pausing and resuming a project each leave an entry naming the admin', async () => {
    const { id } = await project()
    expect(
      await post(`/workflows/projects/${id}/pause`, editor, { reason: 'Bus repairs' }),
    ).toEqual({ status: 200, body: { message: 'Project paused' } })
    expect((await post(`/workflows/projects/${id}/resume`, editor, {})).status).toBe(200)
    const entries = await auditOf(slugs.projects, id)
    expect(entries.map((entry) => [entry.action, entry.user, statusChange(entry.changes)])).toEqual(
      [
        ['update', editor.id, { old: 'active', new: 'paused' }],
        ['update', editor.id, { old: 'paused', new: 'active' }],
      ],
    )
    expect(entries[0].user_email).toBe(editor.email)
  })

  it('submitting, approving and rejecting a pending change each leave an entry naming the person', async () => {
    const approvedApp = await application()
    const rejectedApp = await application('Grace Haulage Ltd')
    for (const app of [approvedApp, rejectedApp])
      expect(
        await post(`/workflows/sponsorship-applications/${app.id}/review`, editor, {
          status: 'approved',
        }),
      ).toMatchObject({ status: 200, body: { result: 'queued' } })
    const changeOf = async (recordId: number) =>
      (
        await payload.find({
          collection: slugs.pendingChanges,
          where: { record_id: { equals: String(recordId) } },
          overrideAccess: true,
          depth: 0,
        })
      ).docs[0]
    const toApprove = await changeOf(approvedApp.id)
    const toReject = await changeOf(rejectedApp.id)
    expect(
      (await auditOf(slugs.pendingChanges, toApprove.id)).map((e) => [e.action, e.user]),
    ).toEqual([['create', editor.id]])

    expect(
      (await post(`/workflows/pending-changes/${toApprove.id}/approve`, superAdmin)).status,
    ).toBe(200)
    expect(
      await post(`/workflows/pending-changes/${toReject.id}/reject`, superAdmin, {
        reason: 'Not yet paid',
      }),
    ).toMatchObject({ status: 200 })

    const approvedTrail = await auditOf(slugs.pendingChanges, toApprove.id)
    expect(approvedTrail[1]).toMatchObject({ action: 'update', user: superAdmin.id })
    expect(approvedTrail[1].changes).toMatchObject({ status: { old: 'pending', new: 'approved' } })
    const rejectedTrail = await auditOf(slugs.pendingChanges, toReject.id)
    expect(rejectedTrail[1]).toMatchObject({ action: 'update', user: superAdmin.id })
    expect(rejectedTrail[1].changes).toMatchObject({
      status: { old: 'pending', new: 'rejected' },
      rejection_reason: { old: null, new: 'Not yet paid' },
    })
    // The applied change itself is the approver's too.
    const appTrail = await auditOf(slugs.sponsorshipApplications, approvedApp.id)
    expect(appTrail.map((e) => [e.user, statusChange(e.changes)])).toEqual([
      [superAdmin.id, { old: 'pending', new: 'approved' }],
    ])
    expect(await reload(slugs.pendingChanges, toReject.id)).toMatchObject({
      status: 'rejected',
      reviewed_by: superAdmin.id,
      rejection_reason: 'Not yet paid',
    })
  })

  it('deactivating an admin is logged as is_active only; a real password change as "password" only', async () => {
    const target = await createUser(payload, { role: 'admin' })
    // As the Users form saves it: the whole form over REST.
    expect(
      (
        await rest('PATCH', `/users/${target.id}`, superAdmin, {
          email: target.email,
          full_name: target.full_name,
          is_active: false,
        })
      ).status,
    ).toBe(200)
    await rest('PATCH', `/users/${target.id}`, superAdmin, {
      password: 'a-brand-new-password',
    })
    const [deactivated, passwordChanged] = await auditOf(slugs.users, target.id)
    expect(deactivated.changed_fields).toEqual(['is_active'])
    expect(deactivated.changes).toEqual({ is_active: { old: true, new: false } })
    expect(passwordChanged.changed_fields).toEqual(['password'])
    expect(passwordChanged.changes).toBeNull()
    expect(JSON.stringify([deactivated, passwordChanged])).not.toMatch(
      /hash|salt|resetPassword|loginAttempts|lockUntil/,
    )
  })
})

describe('volunteer applications are decided by the review action', () => {
  const volunteer = () =>
    payload.create({
      collection: slugs.volunteerApplications,
      data: {
        applicant_name: 'Tunde Bello',
        email: 'tunde@example.org',
        preferred_areas: 'Logistics',
        applied_date: new Date().toISOString(),
        status: 'pending',
      },
      overrideAccess: true,
    })

  it('stores the status, who reviewed it and when, and audits it as theirs', async () => {
    const { id } = await volunteer()
    const before = Date.now()
    expect(
      await post(`/workflows/volunteer-applications/${id}/review`, editor, { status: 'approved' }),
    ).toEqual({ status: 200, body: { message: 'Status updated' } })
    const stored = await reload(slugs.volunteerApplications, id)
    expect(stored).toMatchObject({ status: 'approved', reviewed_by: editor.id })
    expect(new Date(stored.reviewed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const [entry] = await auditOf(slugs.volunteerApplications, id)
    expect(entry).toMatchObject({ user: editor.id })
    expect(entry.changes).toMatchObject({ status: { old: 'pending', new: 'approved' } })
  })

  it('refuses a viewer, a bad status, and a plain edit of the status or the reviewer', async () => {
    const { id } = await volunteer()
    expect(
      await post(`/workflows/volunteer-applications/${id}/review`, viewer, { status: 'approved' }),
    ).toEqual({ status: 403, body: { error: 'Insufficient permissions' } })
    expect(
      (await post(`/workflows/volunteer-applications/${id}/review`, editor, { status: 'maybe' }))
        .status,
    ).toBe(400)
    // Nor can an edit sign a decision with someone's name.
    await rest('PATCH', `/volunteer-applications/${id}`, superAdmin, {
      status: 'approved',
      reviewed_by: editor.id,
      reviewed_at: new Date().toISOString(),
    })
    expect(await reload(slugs.volunteerApplications, id)).toMatchObject({
      status: 'pending',
      reviewed_by: null,
      reviewed_at: null,
    })
  })
})

describe('donation anonymity is an action', () => {
  it('sets is_anonymous for an admin who edits donations, and audits it', async () => {
    const { id } = await donation({ status: 'completed' })
    expect(
      await post(`/workflows/donations/${id}/anonymity`, editor, { is_anonymous: true }),
    ).toEqual({ status: 200, body: { message: 'Anonymity updated' } })
    expect((await reload(slugs.donations, id)).is_anonymous).toBe(true)
    const [entry] = await auditOf(slugs.donations, id)
    expect(entry).toMatchObject({
      user: editor.id,
      changes: { is_anonymous: { old: false, new: true } },
    })
    expect(
      await post(`/workflows/donations/${id}/anonymity`, viewer, { is_anonymous: false }),
    ).toEqual({ status: 403, body: { error: 'Insufficient permissions' } })
    expect(
      (await post(`/workflows/donations/${id}/anonymity`, editor, { is_anonymous: 'no' })).status,
    ).toBe(400)
    expect((await reload(slugs.donations, id)).is_anonymous).toBe(true)
  })

  it('the first gift of a monthly gift makes the gift anonymous too, and so its later months', async () => {
    const first = await donation({ status: 'completed' })
    const gift = await payload.create({
      collection: slugs.monthlyGifts,
      data: {
        donor_email: first.donor_email,
        donor_name: first.donor_name,
        amount: 5_000,
        currency: 'NGN',
        status: 'active',
        first_donation: first.id,
        failed_charges: 0,
      },
      overrideAccess: true,
    })
    expect(
      (await post(`/workflows/donations/${first.id}/anonymity`, editor, { is_anonymous: true }))
        .status,
    ).toBe(200)
    expect((await reload(slugs.monthlyGifts, gift.id)).is_anonymous).toBe(true)
    await post(`/workflows/donations/${first.id}/anonymity`, editor, { is_anonymous: false })
    expect((await reload(slugs.monthlyGifts, gift.id)).is_anonymous).toBe(false)
  })
})

// Issue #29: a donor whose receipt never came could not be helped from the back office.
describe("'Resend receipt'", () => {
  it("e-mails a completed gift's receipt again to the stored address, once for two clicks at once; refuses a pending gift and a viewer", async () => {
    const paid = await donation({
      status: 'completed',
      donor_email: 'resend.me@example.org',
      receipt_sent_at: new Date().toISOString(),
    })
    const clicks = await Promise.all([
      post(`/workflows/donations/${paid.id}/resend-receipt`, editor),
      post(`/workflows/donations/${paid.id}/resend-receipt`, editor),
    ])
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409])
    expect(clicks.map((click) => click.body.message ?? click.body.error).sort()).toEqual(
      [adminCopy.receiptAlreadyQueued, adminCopy.receiptResent].sort(),
    )
    await payload.jobs.run({ limit: 50 })
    const sent = await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: 'resend.me@example.org' } },
      overrideAccess: true,
    })
    expect(sent.docs).toHaveLength(1)
    expect(sent.docs[0].subject).toContain('thank you for your donation of ₦5,000')
    // Sent, so a later click queues it again.
    expect((await post(`/workflows/donations/${paid.id}/resend-receipt`, editor)).status).toBe(200)

    const pending = await donation({ status: 'pending' })
    expect(await post(`/workflows/donations/${pending.id}/resend-receipt`, editor)).toEqual({
      status: 409,
      body: { error: adminCopy.receiptOnlyCompleted },
    })
    expect(await post(`/workflows/donations/${paid.id}/resend-receipt`, viewer)).toEqual({
      status: 403,
      body: { error: 'Insufficient permissions' },
    })
  })
})

// Issue #29: a super admin could delete a paid, receipted donation for good; a mistaken one is
// now voided with a reason instead, kept and audited.
describe('voiding a donation recorded by mistake', () => {
  it('a super admin voids a completed gift with a reason: kept, out of the totals, audited; others are refused', async () => {
    const paid = await donation({ status: 'completed', donor_email: 'void.me@example.org' })
    expect(await post(`/workflows/donations/${paid.id}/void`, superAdmin, { reason: ' ' })).toEqual(
      { status: 400, body: { error: adminCopy.voidReasonRequired } },
    )
    expect(
      await post(`/workflows/donations/${paid.id}/void`, editor, { reason: 'Entered twice' }),
    ).toEqual({ status: 403, body: { error: 'Insufficient permissions' } })
    const completedBefore = await payload.count({
      collection: slugs.donations,
      where: { status: { equals: 'completed' } },
      overrideAccess: true,
    })
    expect(
      await post(`/workflows/donations/${paid.id}/void`, superAdmin, { reason: 'Entered twice' }),
    ).toEqual({ status: 200, body: { message: adminCopy.donationVoided } })
    const voided = await reload(slugs.donations, paid.id)
    expect(voided).toMatchObject({ status: 'voided', void_reason: 'Entered twice' })
    expect(voided.voided_at).toBeTruthy()
    expect(
      (
        await payload.count({
          collection: slugs.donations,
          where: { status: { equals: 'completed' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(completedBefore.totalDocs - 1)
    const entries = await auditOf(slugs.donations, paid.id)
    expect(entries.at(-1)).toMatchObject({
      user: superAdmin.id,
      changes: { status: { old: 'completed', new: 'voided' } },
    })
    // Voided once; a voided gift is still never deleted.
    expect(
      (await post(`/workflows/donations/${paid.id}/void`, superAdmin, { reason: 'Again' })).status,
    ).toBe(409)
    expect((await rest('DELETE', `/donations/${paid.id}`, superAdmin)).status).toBe(409)
  })
})

describe('impact-report requests: approving sends the chosen published report once', () => {
  const request = (data: Record<string, unknown> = {}) =>
    payload.create({
      collection: slugs.impactReportRequests,
      data: {
        requester_name: 'Dayo Researcher',
        requester_email: `dayo-${unique()}@example.net`,
        report_type: 'impact_report',
        status: 'pending',
        ...data,
      },
      overrideAccess: true,
    })
  const report = async (published: boolean, withPdf = true) => {
    const file = withPdf
      ? await payload.create({
          collection: slugs.reportFiles,
          data: {},
          file: pdfFile('report-2026.pdf'),
          overrideAccess: true,
        })
      : null
    return payload.create({
      collection: slugs.impactReports,
      data: {
        title: `Impact ${unique()}`,
        content: 'Rides given',
        is_published: published,
        ...(file ? { file: file.id } : {}),
      },
      overrideAccess: true,
    })
  }
  const mailTo = async (email: string) =>
    (
      await payload.find({
        collection: slugs.emailOutbox,
        where: { to: { equals: email.toLowerCase() } },
        overrideAccess: true,
      })
    ).docs
  const review = (id: number, body: Record<string, unknown>, user: Person = editor) =>
    post(`/workflows/impact-report-requests/${id}/review`, user, body)

  it('needs a published report with a PDF', async () => {
    const { id } = await request()
    const choose = { status: 400, body: { error: 'Choose the published report to send.' } }
    expect(await review(id, { status: 'approved' })).toEqual(choose)
    expect(await review(id, { status: 'approved', report: (await report(false)).id })).toEqual(
      choose,
    )
    expect(await review(id, { status: 'approved', report: 999_999 })).toEqual(choose)
    expect(
      await review(id, { status: 'approved', report: (await report(true, false)).id }),
    ).toEqual({ status: 400, body: { error: adminCopy.reportHasNoPdf } })
    expect(await reload(slugs.impactReportRequests, id)).toMatchObject({
      status: 'pending',
      approved_by: null,
    })
  })

  it('records who decided and when and which report, and e-mails one absolute link that opens the PDF', async () => {
    const chosen = await report(true)
    const { id, requester_email } = await request()
    const before = Date.now()
    // Two admins press Approve at the same moment: one decision, one e-mail.
    const answers = await Promise.all([
      review(id, { status: 'approved', report: chosen.id }),
      review(id, { status: 'approved', report: chosen.id }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 200)?.body).toEqual({
      message: adminCopy.requestApproved,
    })
    const approved = await reload(slugs.impactReportRequests, id)
    expect(approved).toMatchObject({
      status: 'approved',
      approved_by: editor.id,
      report: chosen.id,
    })
    expect(new Date(approved.approved_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // back-office.md: approving sets sent_at to now; the e-mail is queued with the decision.
    expect(new Date(approved.sent_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(await mailTo(requester_email)).toHaveLength(0)

    await payload.jobs.run({ limit: 100 })
    await payload.jobs.run({ limit: 100 })
    const mails = await mailTo(requester_email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Your Fellowship Rides impact report')
    expect(mails[0].text).toContain('Dear Dayo Researcher,')
    expect(mails[0].text).toContain(chosen.title)
    const link = /(https?:\/\/\S+\/api\/impact-report\/download\?token=[^\s"<]+)/.exec(
      mails[0].text ?? '',
    )?.[1]
    expect(link).toBeTruthy()

    const url = new URL(link!)
    const file = await callApi(`${url.pathname.replace(/^\/api/, '')}${url.search}`, {
      method: 'GET',
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const forged = await callApi(
      `/impact-report/download?token=${id}.9999999999.${'A'.repeat(43)}`,
      {
        method: 'GET',
      },
    )
    expect(forged.status).toBe(403)

    // Rejecting afterwards records the decider, clears sent_at, and the link stops working.
    expect(await review(id, { status: 'rejected' }, superAdmin)).toEqual({
      status: 200,
      body: { message: adminCopy.requestRejected },
    })
    expect(await reload(slugs.impactReportRequests, id)).toMatchObject({
      status: 'rejected',
      approved_by: superAdmin.id,
      sent_at: null,
      report: null,
    })
    const again = await callApi(`${url.pathname.replace(/^\/api/, '')}${url.search}`, {
      method: 'GET',
    })
    expect(again.status).toBe(404)
    const trail = await auditOf(slugs.impactReportRequests, id)
    expect(trail.map((entry) => entry.user)).toEqual(
      expect.arrayContaining([editor.id, superAdmin.id]),
    )
  })

  it('a decision changed before the e-mail left sends only the latest approval’s e-mail', async () => {
    const chosen = await report(true)
    const { id, requester_email } = await request()
    await review(id, { status: 'approved', report: chosen.id })
    await review(id, { status: 'rejected' })
    await payload.jobs.run({ limit: 100 })
    expect(await mailTo(requester_email)).toHaveLength(0)
    await review(id, { status: 'approved', report: chosen.id })
    await review(id, { status: 'rejected' })
    await review(id, { status: 'approved', report: chosen.id })
    await payload.jobs.run({ limit: 100 })
    expect(await mailTo(requester_email)).toHaveLength(1)
  })

  it('leaves pitch-deck requests to their own page, refuses a viewer, and ignores a plain status edit', async () => {
    const deck = await request({ report_type: 'pitch_deck' })
    expect(await review(deck.id, { status: 'rejected' })).toEqual({
      status: 400,
      body: { error: adminCopy.pitchDeckDecidedElsewhere },
    })
    const { id } = await request()
    expect(await review(id, { status: 'rejected' }, viewer)).toEqual({
      status: 403,
      body: { error: 'Insufficient permissions' },
    })
    await rest('PATCH', `/impact-report-requests/${id}`, superAdmin, { status: 'approved' })
    expect(await reload(slugs.impactReportRequests, id)).toMatchObject({
      status: 'pending',
      sent_at: null,
    })
  })
})

describe('pending changes', () => {
  it('an identical change still waiting is not queued twice', async () => {
    const app = await application()
    const ask = () =>
      post(`/workflows/sponsorship-applications/${app.id}/review`, editor, { status: 'approved' })
    const answers = await Promise.all([ask(), ask()])
    expect(answers.map((answer) => answer.body.message).sort()).toEqual([
      'This change is already waiting for approval.',
      'Your change has been submitted for approval.',
    ])
    expect(
      answers.every((answer) => answer.status === 200 && answer.body.result === 'queued'),
    ).toBe(true)
    expect(await ask()).toEqual({
      status: 200,
      body: { result: 'queued', message: 'This change is already waiting for approval.' },
    })
    // Another value is another change.
    expect(
      (
        await post(`/workflows/sponsorship-applications/${app.id}/review`, editor, {
          status: 'rejected',
        })
      ).body.message,
    ).toBe('Your change has been submitted for approval.')
    const { totalDocs } = await payload.count({
      collection: slugs.pendingChanges,
      where: { record_id: { equals: String(app.id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(2)
  })

  it('cannot be edited through the API, even by a super admin, and reads as words', async () => {
    const app = await application()
    await post(`/workflows/sponsorship-applications/${app.id}/review`, editor, {
      status: 'approved',
    })
    const [change] = (
      await payload.find({
        collection: slugs.pendingChanges,
        where: { record_id: { equals: String(app.id) } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(
      (
        await rest('PATCH', `/pending-changes/${change.id}`, superAdmin, {
          status: 'approved',
          new_data: { status: 'rejected' },
        })
      ).status,
    ).toBe(403)
    expect(await reload(slugs.pendingChanges, change.id)).toMatchObject({
      status: 'pending',
      new_data: { status: 'approved' },
    })
    expect((await describeChange(payload, change)).line).toBe(
      'Sponsorship application "Redeemed Logistics Ltd": Status Pending → Approved',
    )
  })
})

describe('records that money and history depend on', () => {
  it('a project with donations cannot be deleted, even by a super admin; one without still can', async () => {
    const funded = await project()
    await donation({ project: funded.id, status: 'completed' })
    const refused = await rest('DELETE', `/projects/${funded.id}`, superAdmin)
    expect(refused.status).toBe(409)
    expect(refused.body.errors?.[0]?.message).toBe(
      'This project has donations, so it cannot be deleted. Set its status to Completed or Cancelled instead.',
    )
    expect(await reload(slugs.projects, funded.id)).toMatchObject({ id: funded.id })
    // A pending gift counts too: it may still complete.
    const pending = await project()
    await donation({ project: pending.id })
    expect((await rest('DELETE', `/projects/${pending.id}`, editor)).status).toBe(409)

    const empty = await project()
    expect((await rest('DELETE', `/projects/${empty.id}`, editor)).status).toBe(200)
    expect(
      await payload.findByID({
        collection: slugs.projects,
        id: empty.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
  })

  it('project status history is append-only: no one adds, edits or deletes an entry', async () => {
    const { id } = await project()
    await post(`/workflows/projects/${id}/pause`, editor, { reason: 'Driver shortage' })
    const [entry] = (
      await payload.find({
        collection: slugs.projectStatusHistory,
        where: { project: { equals: id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(entry).toMatchObject({ new_status: 'paused', changed_by: editor.id })
    const forged = await rest('POST', `/${slugs.projectStatusHistory}`, superAdmin, {
      project: id,
      old_status: 'active',
      new_status: 'cancelled',
    })
    expect(forged.status).toBe(403)
    expect(
      (
        await rest('PATCH', `/${slugs.projectStatusHistory}/${entry.id}`, superAdmin, {
          reason: 'x',
        })
      ).status,
    ).toBe(403)
    expect(
      (await rest('DELETE', `/${slugs.projectStatusHistory}/${entry.id}`, superAdmin)).status,
    ).toBe(403)
    expect(await reload(slugs.projectStatusHistory, entry.id)).toMatchObject({
      reason: 'Driver shortage',
    })
  })

  it("a completed donation's donor and amount cannot be changed; a pending one's details can", async () => {
    const completed = await donation({ status: 'completed', donor_type: 'individual' })
    await rest('PATCH', `/donations/${completed.id}`, superAdmin, {
      donor_name: 'Someone Else',
      donor_email: 'else@example.org',
      donor_phone: '+234 800 000 0000',
      amount: 1,
      donor_type: 'organization',
      organization_name: 'Else Ltd',
      contact_person: 'Else',
    })
    expect(await reload(slugs.donations, completed.id)).toMatchObject({
      donor_name: 'Ada Obi',
      donor_email: 'ada@example.org',
      amount: 5000,
      donor_type: 'individual',
      organization_name: null,
    })
    const pending = await donation()
    await rest('PATCH', `/donations/${pending.id}`, editor, { donor_name: 'Ada N. Obi' })
    expect((await reload(slugs.donations, pending.id)).donor_name).toBe('Ada N. Obi')
  })
})

describe('the Donations search', () => {
  it('never finds an anonymous donor by name, e-mail or phone; the reference still finds the gift', async () => {
    const marker = unique().replace(/\D/g, '')
    const hidden = await donation({
      status: 'completed',
      is_anonymous: true,
      donor_name: `Hidden Giver ${marker}`,
      donor_email: `hidden.giver.${marker}@example.org`,
      donor_phone: `+234 801 ${marker}`,
      reference: `anon-ref-${marker}`,
    })
    const shown = await donation({
      status: 'completed',
      donor_name: `Shown Giver ${marker}`,
      donor_email: `shown.giver.${marker}@example.org`,
      donor_phone: `+234 802 ${marker}`,
    })
    // The list's search box: one `like` per searchable field under where.or (mergeListSearchAndWhere).
    const search = async (
      text: string,
      fields = ['donor_name', 'donor_email', 'reference', 'organization_name', 'contact_person'],
    ) => {
      const query = fields
        .map((field, index) => `where[or][${index}][${field}][like]=${encodeURIComponent(text)}`)
        .join('&')
      const answer = await rest('GET', `/donations?depth=0&${query}`, editor)
      expect(answer.status).toBe(200)
      return answer.body.docs!.map((doc) => doc.id)
    }
    expect(await search(`Hidden Giver ${marker}`)).toEqual([])
    expect(await search(`hidden.giver.${marker}`)).toEqual([])
    expect(await search(marker, ['donor_phone'])).toEqual([shown.id])
    expect(await search(`Giver ${marker}`)).toEqual([shown.id])
    expect(await search(`anon-ref-${marker}`)).toEqual([hidden.id])
    // A filter on the e-mail (equals), nested in and/or, is held back the same way.
    const filtered = await rest(
      'GET',
      `/donations?where[and][0][or][0][donor_email][equals]=${encodeURIComponent(hidden.donor_email)}`,
      editor,
    )
    expect(filtered.body.docs).toEqual([])
  })
})

describe('a paid donation is kept', () => {
  it('a super admin cannot delete a completed or refunded donation; an unpaid one may go', async () => {
    // Issue #29: a paid, receipted donation could be deleted for good while Paystack kept the payment.
    for (const status of ['completed', 'refunded'] as const) {
      const { id } = await donation({ status })
      const answer = await rest('DELETE', `/donations/${id}`, superAdmin)
      expect({ status, code: answer.status }).toEqual({ status, code: 409 })
      expect(JSON.stringify(answer.body)).toContain(adminCopy.paidDonationKept)
      expect((await reload(slugs.donations, id)).status).toBe(status)
    }
    // Bulk deletion from the list keeps them as well.
    const paid = await donation({ status: 'completed' })
    const unpaid = await donation({ status: 'failed' })
    await rest('DELETE', `/donations?where[id][in]=${paid.id},${unpaid.id}`, superAdmin)
    const left = await payload.find({
      collection: slugs.donations,
      where: { id: { in: [paid.id, unpaid.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([paid.id])
  })
})
