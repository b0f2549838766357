// Pitch deck requests (back-office.md: Pitch Deck Requests, sections 4 to 8) through the endpoints
// the page's buttons call, the e-mail job, and the requester's private download link; and the
// counts on the Impact Reports page's tabs.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { reportTabCounts } from '@/lib/db/reportTabCounts'
import { adminCopy } from '@/copy/admin'
import { deckMessages, pitchDeckCopy } from '@/copy/pitchDecks'
import { formatDateTime } from '@/lib/dates'
import { pitchDeckCounts, pitchDeckRequests } from '@/lib/pitchDecks/list'
import { createDownloadToken, LINK_DAYS } from '@/lib/pitchDecks/link'
import { sniffDeck } from '@/lib/uploads/sniff'

import { callApi, encodeForm, postJson } from '../helpers/api'
import { fakePdfFile, pptFile, pptxFile, wordAsPptFile } from '../helpers/decks'
import { docxFile, pdfFile, type TestFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

type Person = Awaited<ReturnType<typeof createUser>>
type Answer = {
  status: number
  body: { error?: string; message?: string; request?: { id: number; status: string } }
}

let payload: Payload
let superAdmin: Person
let editor: Person
let viewer: Person
const tokens = new Map<number, string>()

beforeAll(async () => {
  payload = await getTestPayload()
  superAdmin = await createUser(payload, { role: 'super_admin' })
  editor = await createUser(payload, {
    role: 'admin',
    permissions: { ...allSections(true, false), reports: { can_view: true, can_edit: true } },
  })
  viewer = await createUser(payload, { role: 'admin', permissions: allSections(true, false) })
})

const authHeader = async (user: Person | null): Promise<Record<string, string>> => {
  if (!user) return {}
  if (!tokens.has(user.id)) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: TEST_PASSWORD },
    })
    tokens.set(user.id, token!)
  }
  return { authorization: `JWT ${tokens.get(user.id)}` }
}

/** The page's call: POST /api/admin/pitch-decks/:id/{action}, with a chosen file as multipart. */
const act = async (
  action: 'file' | 'approve' | 'reject',
  id: number,
  user: Person | null,
  file?: TestFile,
): Promise<Answer> => {
  const headers = await authHeader(user)
  let init: RequestInit = { method: 'POST', headers }
  if (file) {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    const encoded = await encodeForm(form)
    init = { method: 'POST', body: encoded.body, headers: { ...headers, ...encoded.headers } }
  }
  const response = await callApi(`/admin/pitch-decks/${id}/${action}`, init)
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

let seq = 0
/** A request as the public pitch-deck form makes it. */
const requestDeck = async (name = 'Ngozi Okafor') => {
  seq += 1
  const email = `investor-${seq}-${Date.now()}@example.org`
  const response = await postJson('/forms/pitch-deck', { full_name: name, email })
  expect(response.status).toBe(201)
  const { docs } = await payload.find({
    collection: slugs.impactReportRequests,
    where: { requester_email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

const reload = (id: number) =>
  payload.findByID({ collection: slugs.impactReportRequests, id, depth: 0, overrideAccess: true })
const deckCount = async () =>
  (await payload.count({ collection: slugs.pitchDecks, overrideAccess: true })).totalDocs
const jobsFor = async (requestId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'send-pitch-deck' } },
      overrideAccess: true,
      limit: 100,
    })
  ).docs.filter((job) => (job.input as { requestId?: number }).requestId === requestId)
const mailTo = async (email: string) =>
  (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
  ).docs
const linkIn = (text: string | null | undefined) => {
  const match = /(https?:\/\/\S+\/api\/pitch-deck\/download\?token=[^\s"<]+)/.exec(text ?? '')
  if (!match) throw new Error(`no download link in: ${text}`)
  return match[1]
}
/** Follows a link from an e-mail, as the requester's browser would, without a session. */
const download = (link: string) => {
  const url = new URL(link)
  return callApi(`${url.pathname.replace(/^\/api/, '')}${url.search}`, { method: 'GET' })
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const withToken = (token: string) =>
  callApi(`/pitch-deck/download?token=${encodeURIComponent(token)}`, { method: 'GET' })

describe('file types', () => {
  it('takes PDF, PPT and PPTX by their content, and nothing else whatever its name', () => {
    expect(sniffDeck(pdfFile().data)?.ext).toBe('pdf')
    expect(sniffDeck(pptFile().data)?.ext).toBe('ppt')
    expect(sniffDeck(pptxFile().data)?.ext).toBe('pptx')
    expect(sniffDeck(fakePdfFile().data)).toBeNull()
    expect(sniffDeck(wordAsPptFile().data)).toBeNull()
    expect(sniffDeck(docxFile('deck.pptx').data)).toBeNull()
  })
})

describe('approving', () => {
  it("without a file is refused with the spec's words and changes nothing", async () => {
    const request = await requestDeck()
    const answer = await act('approve', request.id, superAdmin)
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Please upload a pitch deck file before approving' },
    })
    expect(pitchDeckCopy.fileRequired).toBe('Please upload a pitch deck file before approving')
    expect(await reload(request.id)).toMatchObject({
      status: 'pending',
      approved_by: null,
      approved_at: null,
    })
    expect(await jobsFor(request.id)).toHaveLength(0)
  })

  it('with a text file renamed .pdf, or a Word file renamed .ppt, is refused and stores nothing', async () => {
    const request = await requestDeck()
    const before = await deckCount()
    for (const file of [fakePdfFile(), wordAsPptFile(), docxFile('deck.pptx')]) {
      expect(await act('approve', request.id, superAdmin, file)).toEqual({
        status: 400,
        body: { error: deckMessages.type },
      })
      expect(await act('file', request.id, superAdmin, file)).toEqual({
        status: 400,
        body: { error: deckMessages.type },
      })
    }
    expect(await deckCount()).toBe(before)
    expect((await reload(request.id)).status).toBe('pending')
  })

  it('with an uploaded PDF: approved by whom and when, the e-mail queued, then sent with a link that downloads that file', async () => {
    const request = await requestDeck('Ada <b>Obi</b> & Sons')
    const pdf = pdfFile('Fellowship Deck 2026.pdf')

    const uploaded = await act('file', request.id, editor, pdf)
    expect(uploaded).toMatchObject({ status: 200, body: { message: 'File uploaded' } })
    const withFile = await reload(request.id)
    expect(withFile.status).toBe('pending')
    expect(withFile.pitch_deck_file).toBeTruthy()

    const before = Date.now()
    const approved = await act('approve', request.id, editor)
    expect(approved).toEqual({
      status: 200,
      body: { message: 'Request approved', request: { id: request.id, status: 'approved' } },
    })
    const stored = await reload(request.id)
    expect(stored).toMatchObject({
      status: 'approved',
      approved_by: editor.id,
      pitch_deck_file: withFile.pitch_deck_file,
      sent_at: null,
    })
    expect(new Date(stored.approved_at!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    // Queued in the approval's transaction, not sent inside the request.
    const [job] = await jobsFor(request.id)
    expect(job).toBeTruthy()
    expect(await mailTo(request.requester_email)).toHaveLength(0)

    await payload.jobs.run({ limit: 100 })
    const mails = await mailTo(request.requester_email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('Your Fellowship Rides pitch deck')
    expect(mail.text).toContain('Dear Ada <b>Obi</b> & Sons,')
    expect(mail.html).toContain('Dear Ada &lt;b&gt;Obi&lt;/b&gt; &amp; Sons,')
    expect(mail.html).not.toContain('<b>Obi')
    const link = linkIn(mail.text)
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'))
    const sent = await reload(request.id)
    expect(sent.sent_at).toBeTruthy()

    const file = await download(link)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain(
      'filename="Fellowship Rides pitch deck.pdf"',
    )
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf.data)).toBe(true)

    // The approval is audited as the admin's change.
    const { docs: entries } = await payload.find({
      collection: slugs.auditLog,
      where: {
        and: [
          { collection: { equals: slugs.impactReportRequests } },
          { document_id: { equals: String(request.id) } },
        ],
      },
      overrideAccess: true,
      sort: 'id',
    })
    const approval = entries.find(
      (entry) =>
        (entry.changes as Record<string, { new: unknown }> | null)?.status?.new === 'approved',
    )
    expect(approval).toMatchObject({ action: 'update', user_email: editor.email })
  })

  it('with a PPTX sent along with the approval: stored as a presentation and linked in the same step', async () => {
    const request = await requestDeck()
    const pptx = pptxFile('board deck.pptx')
    expect(await act('approve', request.id, superAdmin, pptx)).toMatchObject({
      status: 200,
      body: { message: 'Request approved' },
    })
    const stored = await payload.findByID({
      collection: slugs.impactReportRequests,
      id: request.id,
      depth: 1,
      overrideAccess: true,
    })
    expect(stored.status).toBe('approved')
    const deck = stored.pitch_deck_file as { mimeType: string; filename: string }
    expect(deck.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    )
    expect(deck.filename).toBe(`request-${request.id}-board deck.pptx`)
    await payload.jobs.run({ limit: 100 })
    const response = await download(linkIn((await mailTo(request.requester_email))[0].text))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('pitch deck.pptx')
    expect(Buffer.from(await response.arrayBuffer()).equals(pptx.data)).toBe(true)
  })

  it('with a PPT: accepted and served as PowerPoint 97-2003', async () => {
    const request = await requestDeck()
    expect((await act('approve', request.id, superAdmin, pptFile())).status).toBe(200)
    const stored = await payload.findByID({
      collection: slugs.impactReportRequests,
      id: request.id,
      depth: 1,
      overrideAccess: true,
    })
    expect((stored.pitch_deck_file as { mimeType: string }).mimeType).toBe(
      'application/vnd.ms-powerpoint',
    )
  })

  it('a second upload replaces the first, whose file is deleted', async () => {
    const request = await requestDeck()
    await act('file', request.id, superAdmin, pdfFile('first.pdf'))
    const first = (await reload(request.id)).pitch_deck_file as number
    await act('file', request.id, superAdmin, pptxFile('second.pptx'))
    const second = (await reload(request.id)).pitch_deck_file as number
    expect(second).not.toBe(first)
    expect(
      await payload.findByID({
        collection: slugs.pitchDecks,
        id: first,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
  })

  it('happens exactly once: a second approval gets 409 and changes nothing, two at once approve once', async () => {
    const request = await requestDeck()
    await act('file', request.id, superAdmin, pdfFile())
    expect((await act('approve', request.id, superAdmin)).status).toBe(200)
    const first = await reload(request.id)
    const decks = await deckCount()
    expect(await act('approve', request.id, editor, pdfFile('again.pdf'))).toEqual({
      status: 409,
      body: { error: pitchDeckCopy.alreadyDecided },
    })
    expect(await act('reject', request.id, editor)).toEqual({
      status: 409,
      body: { error: pitchDeckCopy.alreadyDecided },
    })
    expect(await reload(request.id)).toMatchObject({
      status: 'approved',
      approved_by: superAdmin.id,
      approved_at: first.approved_at,
      pitch_deck_file: first.pitch_deck_file,
    })
    expect(await deckCount()).toBe(decks)
    expect(await jobsFor(request.id)).toHaveLength(1)

    const raced = await requestDeck()
    await act('file', raced.id, superAdmin, pdfFile())
    const answers = await Promise.all(
      [superAdmin, editor, superAdmin, editor].map((user) => act('approve', raced.id, user)),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    expect(await jobsFor(raced.id)).toHaveLength(1)
  })

  it('keeps the approval when the mail server fails, and the job sends the e-mail on its retry', async () => {
    const request = await requestDeck()
    await payload.jobs.run({ limit: 100 })
    expect((await act('approve', request.id, superAdmin, pdfFile())).status).toBe(200)
    const send = vi
      .spyOn(payload, 'sendEmail')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:587'))
    await payload.jobs.run({ limit: 100 })
    send.mockRestore()
    const [job] = await jobsFor(request.id)
    expect(job).toMatchObject({ totalTried: 1, hasError: false })
    expect(job.completedAt).toBeFalsy()
    expect(await reload(request.id)).toMatchObject({ status: 'approved', sent_at: null })
    expect(await mailTo(request.requester_email)).toHaveLength(0)

    // Past its backoff, the queue runs it again.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ limit: 100 })
    expect(await mailTo(request.requester_email)).toHaveLength(1)
    expect((await reload(request.id)).sent_at).toBeTruthy()
  })
})

describe('the download link', () => {
  let link: string
  let requestId: number
  let otherLink: string

  beforeAll(async () => {
    const mine = await requestDeck()
    const other = await requestDeck()
    await act('approve', mine.id, superAdmin, pdfFile('mine.pdf'))
    await act('approve', other.id, superAdmin, pptxFile('other.pptx'))
    await payload.jobs.run({ limit: 100 })
    link = linkIn((await mailTo(mine.requester_email))[0].text)
    otherLink = linkIn((await mailTo(other.requester_email))[0].text)
    requestId = mine.id
  })

  it('is for that request only: a changed id, expiry or signature, or garbage, is refused with 403', async () => {
    const [id, expiry, signature] = tokenOf(link).split('.')
    const [otherId] = tokenOf(otherLink).split('.')
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    for (const token of [
      `${otherId}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${id}.${expiry}.${flipped}`,
      'garbage',
      '',
      `${id}.${expiry}`,
    ]) {
      const response = await withToken(token)
      expect(response.status, token).toBe(403)
      expect(await response.text()).toContain('This link does not work')
    }
    // Each link still opens its own deck.
    expect((await download(link)).headers.get('content-type')).toBe('application/pdf')
    expect((await download(otherLink)).headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    )
  })

  it(`expires after ${LINK_DAYS} days`, async () => {
    const request = await reload(requestId)
    const old = createDownloadToken(
      payload.secret,
      request,
      new Date(Date.now() - (LINK_DAYS + 1) * 24 * 3600 * 1000),
    )
    const response = await withToken(old.token)
    expect(response.status).toBe(410)
    expect(await response.text()).toContain('This link has expired')
    const fresh = createDownloadToken(payload.secret, request)
    expect((await withToken(fresh.token)).status).toBe(200)
  })

  it('stops working when the request is given another e-mail address', async () => {
    const request = await reload(requestId)
    const token = createDownloadToken(payload.secret, request).token
    await payload.update({
      collection: slugs.impactReportRequests,
      id: requestId,
      data: { requester_email: 'someone.else@example.org' },
      overrideAccess: true,
    })
    expect((await withToken(token)).status).toBe(403)
    await payload.update({
      collection: slugs.impactReportRequests,
      id: requestId,
      data: { requester_email: request.requester_email },
      overrideAccess: true,
    })
    expect((await withToken(token)).status).toBe(200)
  })

  it("is the only way in for a visitor: the deck's own file address is refused to them and open to admins", async () => {
    const request = await payload.findByID({
      collection: slugs.impactReportRequests,
      id: requestId,
      depth: 1,
      overrideAccess: true,
    })
    const deck = request.pitch_deck_file as { url: string; filename: string }
    const path = `/pitch-decks/file/${encodeURIComponent(deck.filename)}`
    expect(deck.url).toContain(path)
    expect((await callApi(path, { method: 'GET' })).status).toBe(403)
    expect((await callApi(`/pitch-decks?depth=0`, { method: 'GET' })).status).toBe(403)
    const asAdmin = await callApi(path, { method: 'GET', headers: await authHeader(viewer) })
    expect(asAdmin.status).toBe(200)
    expect(
      Buffer.from(await asAdmin.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})

describe('rejecting', () => {
  it('stores rejected, by whom and when, sends nothing, and is final', async () => {
    const request = await requestDeck()
    expect(await act('reject', request.id, editor)).toEqual({
      status: 200,
      body: { message: 'Request rejected', request: { id: request.id, status: 'rejected' } },
    })
    const stored = await reload(request.id)
    expect(stored).toMatchObject({ status: 'rejected', approved_by: editor.id, sent_at: null })
    expect(stored.approved_at).toBeTruthy()
    expect(await jobsFor(request.id)).toHaveLength(0)
    expect((await act('approve', request.id, editor, pdfFile())).status).toBe(409)
    expect((await reload(request.id)).status).toBe('rejected')
  })
})

describe('who may decide', () => {
  it("refuses a visitor with 'User not authenticated' and an admin who may only view reports with 403", async () => {
    const request = await requestDeck()
    for (const action of ['file', 'approve', 'reject'] as const) {
      expect(await act(action, request.id, null, pdfFile())).toEqual({
        status: 401,
        body: { error: adminCopy.notAuthenticated },
      })
      expect(await act(action, request.id, viewer, pdfFile())).toEqual({
        status: 403,
        body: { error: adminCopy.insufficientPermissions },
      })
    }
    expect(adminCopy.notAuthenticated).toBe('User not authenticated')
    expect(await reload(request.id)).toMatchObject({ status: 'pending', pitch_deck_file: null })
  })

  it('cannot be side-stepped by editing the request: status, file, approver and times are not plain edits', async () => {
    const request = await requestDeck()
    const deck = await payload.create({
      collection: slugs.pitchDecks,
      data: {},
      file: pdfFile(),
      overrideAccess: true,
    })
    await payload.update({
      collection: slugs.impactReportRequests,
      id: request.id,
      data: {
        status: 'approved',
        pitch_deck_file: deck.id,
        approved_by: superAdmin.id,
        approved_at: '2026-01-01T00:00:00.000Z',
        sent_at: '2026-01-01T00:00:00.000Z',
        report_type: 'impact_report',
      },
      user: superAdmin,
      overrideAccess: false,
    })
    expect(await reload(request.id)).toMatchObject({
      status: 'pending',
      report_type: 'pitch_deck',
      pitch_deck_file: null,
      approved_by: null,
      approved_at: null,
      sent_at: null,
    })
  })

  it('refuses a fake PDF uploaded straight into the pitch-decks collection too', async () => {
    await expect(
      payload.create({
        collection: slugs.pitchDecks,
        data: {},
        file: fakePdfFile(),
        user: superAdmin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(deckMessages.type)
  })
})

describe('the page data', () => {
  it('counts pending, approved and rejected pitch-deck requests and lists them newest first', async () => {
    const before = await pitchDeckCounts(payload)
    const pending = await requestDeck('Chidi Pending')
    const approved = await requestDeck('Bola Approved')
    const rejected = await requestDeck('Uche Rejected')
    await payload.create({
      collection: slugs.impactReportRequests,
      data: {
        report_type: 'impact_report',
        requester_email: 'reader@example.org',
        status: 'pending',
      },
      overrideAccess: true,
    })
    await act('approve', approved.id, superAdmin, pdfFile())
    await act('reject', rejected.id, superAdmin)
    expect(await pitchDeckCounts(payload)).toEqual({
      pending: before.pending + 1,
      approved: before.approved + 1,
      rejected: before.rejected + 1,
    })

    const { rows } = await pitchDeckRequests(payload, { limit: 3 })
    expect(rows.map((row) => row.name)).toEqual(['Uche Rejected', 'Bola Approved', 'Chidi Pending'])
    const [rejectedRow, approvedRow, pendingRow] = rows
    expect(pendingRow).toMatchObject({
      id: pending.id,
      status: 'pending',
      decidedBy: null,
      file: null,
      purpose: 'Pitch deck access request',
    })
    expect(pendingRow.requestedAt).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/)
    expect(approvedRow).toMatchObject({
      status: 'approved',
      decidedBy: 'Test super_admin',
      sentAt: null,
    })
    expect(approvedRow.file?.url).toMatch(/\/api\/pitch-decks\/file\//)
    expect(rejectedRow).toMatchObject({
      status: 'rejected',
      decidedBy: 'Test super_admin',
      file: null,
    })
    const pendingOnly = await pitchDeckRequests(payload, { status: 'pending', limit: 100 })
    expect(pendingOnly.rows.every((row) => row.status === 'pending')).toBe(true)
    expect(pendingOnly.rows.map((row) => row.id)).toContain(pending.id)
  })

  it("shows request times as 'MMM dd, yyyy HH:mm' in Nigerian time", () => {
    expect(formatDateTime('2026-03-05T23:30:00.000Z')).toBe('Mar 06, 2026 00:30')
    expect(formatDateTime(null)).toBe('')
  })

  it("counts the Impact Reports page's tabs: reports, and impact-report requests without pitch decks", async () => {
    const before = await reportTabCounts(payload)
    await payload.create({
      collection: slugs.impactReports,
      data: { title: 'Annual report', content: 'Numbers' },
      overrideAccess: true,
    })
    await payload.create({
      collection: slugs.impactReportRequests,
      data: {
        report_type: 'impact_report',
        requester_email: 'tabs@example.org',
        status: 'pending',
      },
      overrideAccess: true,
    })
    await requestDeck()
    expect(await reportTabCounts(payload)).toEqual({
      reports: before.reports + 1,
      downloadRequests: before.downloadRequests + 1,
    })
  })
})
