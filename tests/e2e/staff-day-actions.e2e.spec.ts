// A staff member's day in the back office, by clicking from the dashboard only: the lists' row
// actions (approve an application, hide and show a sponsor, deactivate a partner, pause and resume
// a project, decide a volunteer and a download request) and a plain admin's change going through
// the readable Pending Changes page. Records are made through the API; everything after sign-in
// is clicks, and each step is checked on the page and in the API.
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { adminCopy } from '../../src/copy/admin'
import { reportTabsCopy } from '../../src/copy/pitchDecks'
import { pdfFile } from '../helpers/files'
import { richText } from '../helpers/richText'
import {
  asUser,
  confirmInModal,
  createAdmin,
  sectionPermissions,
  signIn,
  superHeaders,
} from '../helpers/e2eAdmin'

// Wide enough for Payload to show its sidebar open.
test.use({ viewport: { width: 1600, height: 900 } })

const { actions } = adminCopy
/** The sidebar's lists this day visits, by the label staff click. */
const LISTS = {
  'Sponsor Applications': 'sponsorship-applications',
  'Impact Sponsors': 'impact-sponsors',
  'Impact Partners': 'impact-partners',
  Projects: 'projects',
  'Volunteer Applications': 'volunteer-applications',
  News: 'news',
} as const
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`

/** A sidebar link (a record's breadcrumb names its list too). */
const sidebar = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('link', { name, exact: true })

/** Sidebar → the list (once its page is the one shown), then its search box, so the row is on the first page. */
const openRow = async (page: Page, list: keyof typeof LISTS, search: string) => {
  await sidebar(page, list).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${LISTS[list]}(\\?|$)`))
  await findRow(page, search)
  return page.getByRole('row').filter({ hasText: search })
}

const findRow = async (page: Page, search: string) => {
  const box = page.getByPlaceholder(/^Search/)
  await box.fill(search)
  await expect(page).toHaveURL(/search=/)
  await expect(page.getByRole('row').filter({ hasText: search })).toHaveCount(1)
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

const apiDoc = async <T>(request: APIRequestContext, slug: string, id: number | string) =>
  (await (
    await request.get(`/api/${slug}/${id}?depth=1`, { headers: await superHeaders(request) })
  ).json()) as T

const create = async (request: APIRequestContext, slug: string, data: Record<string, unknown>) => {
  const response = await request.post(`/api/${slug}`, {
    headers: await superHeaders(request),
    data,
  })
  expect(response.status(), `create ${slug}`).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const newSponsor = (request: APIRequestContext, name: string) =>
  create(request, 'impact-sponsors', {
    sponsor_name: name,
    sponsor_type: 'organization',
    is_active: true,
    order_index: 0,
  })

test('a super admin approves a sponsorship application from its row and finds the new sponsor', async ({
  page,
  request,
}) => {
  const organization = `Redeemed Haulage ${stamp()}`
  const id = await create(request, 'sponsorship-applications', {
    sponsor_type: 'organization',
    organization_name: organization,
    contact_person: 'Adaeze Okoro',
    email: `haulage-${stamp()}@example.org`,
    phone: '+234 809 000 0000',
    sponsor_amount: 1_500_000,
  })
  await signIn(page, E2E_ADMIN)
  const row = await openRow(page, 'Sponsor Applications', organization)
  await row.getByRole('button', { name: actions.approve, exact: true }).click()
  const approve = page.getByRole('dialog', { name: actions.approveApplication })
  await expect(approve.getByText(actions.approveApplicationConfirm)).toBeVisible()
  await approve.getByRole('button', { name: actions.approve, exact: true }).click()
  await expect(toast(page, adminCopy.statusUpdated)).toBeVisible()
  await expect(row.getByRole('button', { name: actions.approve, exact: true })).toBeDisabled()
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  expect((await apiDoc<{ status: string }>(request, 'sponsorship-applications', id)).status).toBe(
    'approved',
  )

  const sponsor = await openRow(page, 'Impact Sponsors', organization)
  await expect(sponsor.getByRole('button', { name: actions.hideFromWebsite })).toBeVisible()
})

test('a super admin hides a sponsor from the website and shows it again, each after a confirmation', async ({
  page,
  request,
}) => {
  const name = `Shiloh Tyres ${stamp()}`
  const id = await newSponsor(request, name)
  const isActive = async () =>
    (await apiDoc<{ is_active: boolean }>(request, 'impact-sponsors', id)).is_active
  await signIn(page, E2E_ADMIN)
  const row = await openRow(page, 'Impact Sponsors', name)

  await row.getByRole('button', { name: actions.hideFromWebsite }).click()
  const hide = page.getByRole('dialog', { name: actions.hideFromWebsite })
  await expect(hide.getByText(actions.hideConfirm)).toBeVisible()
  await hide.getByRole('button', { name: actions.hideFromWebsite }).click()
  await expect(toast(page, adminCopy.statusUpdated)).toBeVisible()
  await expect.poll(isActive).toBe(false)
  await expect(row.getByRole('button', { name: actions.showOnWebsite })).toBeVisible()

  await row.getByRole('button', { name: actions.showOnWebsite }).click()
  // Cancelling changes nothing.
  await page
    .getByRole('dialog', { name: actions.showOnWebsite })
    .getByRole('button', { name: actions.cancel })
    .click()
  expect(await isActive()).toBe(false)
  await row.getByRole('button', { name: actions.showOnWebsite }).click()
  await page
    .getByRole('dialog', { name: actions.showOnWebsite })
    .getByRole('button', { name: actions.showOnWebsite })
    .click()
  await expect.poll(isActive).toBe(true)
  await expect(row.getByRole('button', { name: actions.hideFromWebsite })).toBeVisible()
})

test('a super admin deactivates a partner from its row', async ({ page, request }) => {
  const name = `Bethel Fleet ${stamp()}`
  const id = await create(request, 'impact-partners', {
    company_name: name,
    display_order: 0,
    is_active: true,
  })
  await signIn(page, E2E_ADMIN)
  const row = await openRow(page, 'Impact Partners', name)
  await row.getByRole('button', { name: actions.deactivate }).click()
  await expect(toast(page, adminCopy.statusUpdated)).toBeVisible()
  await expect(row.getByRole('button', { name: actions.activate })).toBeVisible()
  expect((await apiDoc<{ is_active: boolean }>(request, 'impact-partners', id)).is_active).toBe(
    false,
  )
})

test('a project is paused from its row with a reason, then resumed', async ({ page, request }) => {
  const title = `Night shuttle ${stamp()}`
  const id = await create(request, 'projects', {
    title,
    status: 'active',
    progress_percentage: 20,
  })
  const project = () =>
    apiDoc<{ status: string; pause_reason: string | null }>(request, 'projects', id)
  await signIn(page, E2E_ADMIN)
  const row = await openRow(page, 'Projects', title)

  await row.getByRole('button', { name: actions.pause, exact: true }).click()
  const pause = page.getByRole('dialog', { name: actions.pauseHeading })
  const submit = pause.getByRole('button', { name: actions.pause, exact: true })
  await expect(submit).toBeDisabled()
  await pause.getByLabel(actions.pauseReasonLabel).fill('   ')
  await expect(submit).toBeDisabled()
  await expect(pause.getByText(adminCopy.pauseReasonRequired.title, { exact: false })).toBeVisible()
  await pause.getByLabel(actions.pauseReasonLabel).fill('Waiting for new tyres')
  await submit.click()
  await expect(toast(page, adminCopy.projectPaused)).toBeVisible()
  await expect.poll(async () => (await project()).status).toBe('paused')
  expect((await project()).pause_reason).toBe('Waiting for new tyres')

  await row.getByRole('button', { name: actions.resume, exact: true }).click()
  const resume = page.getByRole('dialog', { name: actions.resumeHeading })
  await resume.getByRole('button', { name: actions.resume, exact: true }).click()
  await expect(toast(page, adminCopy.projectResumed)).toBeVisible()
  await expect.poll(async () => (await project()).status).toBe('active')
  await expect(row.getByRole('button', { name: actions.pause, exact: true })).toBeVisible()
})

test('a volunteer application is approved from its row, and its page names the reviewer', async ({
  page,
  request,
}) => {
  const email = `volunteer-${stamp()}@example.org`
  const id = await create(request, 'volunteer-applications', {
    applicant_name: 'Kemi Adeyemi',
    email,
    preferred_areas: 'Marketing',
  })
  await signIn(page, E2E_ADMIN)
  const row = await openRow(page, 'Volunteer Applications', email)
  await row.getByRole('button', { name: actions.approve, exact: true }).click()
  await expect(toast(page, adminCopy.statusUpdated)).toBeVisible()
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  const stored = await apiDoc<{ status: string; reviewed_by: { email: string } | null }>(
    request,
    'volunteer-applications',
    id,
  )
  expect(stored.status).toBe('approved')
  expect(stored.reviewed_by?.email).toBe(E2E_ADMIN.email)

  await row.getByRole('link', { name: actions.view }).click()
  await expect(page.getByRole('button', { name: actions.approve, exact: true })).toBeDisabled()
  // The reviewer in the sidebar's 'Reviewed by' (the header also shows the signed-in e-mail).
  await expect(
    page.locator('.field-type.relationship').filter({ hasText: 'Reviewed by' }),
  ).toContainText(E2E_ADMIN.email)
})

test('a download request is approved with the chosen report, which is e-mailed to the requester', async ({
  page,
  request,
}) => {
  const reportTitle = `Impact report ${stamp()}`
  const pdf = pdfFile('impact-report.pdf')
  const uploaded = await request.post('/api/report-files', {
    headers: await superHeaders(request),
    multipart: { file: { name: pdf.name, mimeType: pdf.mimetype, buffer: pdf.data } },
  })
  expect(uploaded.status()).toBe(201)
  await create(request, 'impact-reports', {
    title: reportTitle,
    content: 'Rides given, churches reached.',
    is_published: true,
    file: ((await uploaded.json()) as { doc: { id: number } }).doc.id,
  })
  const email = `researcher-${stamp()}@example.net`
  const id = await create(request, 'impact-report-requests', {
    report_type: 'impact_report',
    requester_name: 'Dayo Researcher',
    requester_email: email,
  })
  await signIn(page, E2E_ADMIN)
  await sidebar(page, 'Impact Reports').click()
  await page
    .getByRole('navigation', { name: reportTabsCopy.label })
    .getByRole('link', { name: /^Download Requests \(\d+\)$/ })
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/impact-report-requests\?/)
  await findRow(page, email)
  const row = page.getByRole('row').filter({ hasText: email })
  await row.getByRole('button', { name: actions.approve, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: actions.approve })
  const send = dialog.getByRole('button', { name: actions.approve, exact: true })
  // Only published reports with a PDF are offered; a single one is chosen already.
  await dialog.getByLabel(actions.chooseReport).selectOption({ label: reportTitle })
  await send.click()
  await expect(toast(page, adminCopy.requestApproved)).toBeVisible()
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  expect((await apiDoc<{ status: string }>(request, 'impact-report-requests', id)).status).toBe(
    'approved',
  )
  // The requester's e-mail is queued, then written to the outbox (no SMTP in the e2e run).
  await expect
    .poll(
      async () => {
        const found = await request.get(
          `/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}`,
          { headers: await superHeaders(request) },
        )
        const { docs } = (await found.json()) as { docs: { subject: string; text?: string }[] }
        return docs.map((doc) => `${doc.subject}\n${doc.text ?? ''}`).join('\n')
      },
      { timeout: 30_000 },
    )
    .toContain(reportTitle)
})

test('a plain admin’s hiding of a sponsor waits for approval; the super admin reads it in words and approves it', async ({
  page,
  browser,
  request,
}) => {
  const name = `Covenant Wheels ${stamp()}`
  const id = await newSponsor(request, name)
  const editor = await asUser(
    browser,
    await createAdmin(request, {
      prefix: 'sponsors-editor',
      permissions: sectionPermissions((section) => ({
        can_view: true,
        can_edit: section === 'sponsors',
      })),
    }),
  )
  const row = await openRow(editor.page, 'Impact Sponsors', name)
  // Deleting a sponsor is for super admins only.
  await expect(row.getByRole('button', { name: actions.delete })).toHaveCount(0)
  await row.getByRole('button', { name: actions.hideFromWebsite }).click()
  await editor.page
    .getByRole('dialog', { name: actions.hideFromWebsite })
    .getByRole('button', { name: actions.hideFromWebsite })
    .click()
  await expect(toast(editor.page, adminCopy.changeSubmitted.description)).toBeVisible()
  await expect(row.getByText(actions.waitingForApproval)).toBeVisible()
  await expect(row.getByRole('button', { name: actions.hideFromWebsite })).toHaveCount(0)
  // The sponsor's own page says so too, instead of offering the same change again.
  await row.getByRole('link', { name: actions.edit }).click()
  await expect(editor.page.getByText(actions.waitingForApproval)).toBeVisible()
  await expect(editor.page.getByRole('button', { name: actions.hideFromWebsite })).toHaveCount(0)
  expect((await apiDoc<{ is_active: boolean }>(request, 'impact-sponsors', id)).is_active).toBe(
    true,
  )
  await editor.context.close()

  await signIn(page, E2E_ADMIN)
  await sidebar(page, 'Pending Changes').click()
  const summary = `Impact sponsor "${name}": Shown on website → Hidden`
  const change = page.getByRole('row').filter({ hasText: summary })
  await expect(change).toHaveCount(1)
  await expect(change.getByText(/Requested by Test Admin on /)).toBeVisible()
  await change.getByRole('link', { name: actions.view }).click()
  await expect(page.getByText(summary, { exact: true })).toBeVisible()
  await confirmInModal(page, page.getByRole('button', { name: actions.approve, exact: true }), {
    heading: actions.approve,
    body: actions.approveChangeConfirm,
  })
  await expect(toast(page, adminCopy.changeApproved.description)).toBeVisible()
  await expect
    .poll(
      async () => (await apiDoc<{ is_active: boolean }>(request, 'impact-sponsors', id)).is_active,
    )
    .toBe(false)
})

test('a donation is made anonymous from its row and shown again', async ({ page, request }) => {
  const reference = 'demo-donation-001'
  const anonymous = async () => {
    const found = await request.get(`/api/donations?where[reference][equals]=${reference}`, {
      headers: await superHeaders(request),
    })
    return ((await found.json()) as { docs: { is_anonymous: boolean }[] }).docs[0].is_anonymous
  }
  expect(await anonymous()).toBe(false)
  await signIn(page, E2E_ADMIN)
  await sidebar(page, 'Donations').click()
  await expect(page).toHaveURL(/\/admin\/collections\/donations(\?|$)/)
  await page.getByPlaceholder(/^Search/).fill(reference)
  await expect(page).toHaveURL(/search=/)
  // The reference is searched but not a column: the one row left is this donation.
  const row = page.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: actions.makeAnonymous }).click()
  await expect(toast(page, adminCopy.anonymityUpdated)).toBeVisible()
  await expect.poll(anonymous).toBe(true)
  await row.getByRole('button', { name: actions.makePublic }).click()
  await expect.poll(anonymous).toBe(false)
  await expect(row.getByRole('button', { name: actions.makeAnonymous })).toBeVisible()
})

// Issue #29: a donor whose receipt never came could not be helped, and the outbox searched subjects only.
test("a donor's receipt is resent from the gift's page, after a question, and found in the outbox by their address", async ({
  page,
  request,
}) => {
  const email = 'chiamaka.nwosu@example.com'
  const found = await request.get('/api/donations?where[reference][equals]=demo-donation-001', {
    headers: await superHeaders(request),
  })
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/donations/${id}`)
  // The page reloads itself after the action: the next step waits for that.
  const reloaded = page.waitForEvent('load')
  await confirmInModal(page, page.getByRole('button', { name: adminCopy.resendReceipt }), {
    heading: adminCopy.resendReceipt,
    body: adminCopy.resendReceiptConfirm,
  })
  await expect(toast(page, adminCopy.receiptResent)).toBeVisible()
  await reloaded

  await sidebar(page, 'E-mail outbox').click()
  await page.getByPlaceholder(/^Search/).fill(email)
  await expect(page).toHaveURL(/search=/)
  // Sent by the queue within moments of the click: the list is read again until it is there.
  const receipt = page
    .locator('tbody tr')
    .filter({ hasText: email })
    .filter({ hasText: 'thank you for your donation' })
  await expect(async () => {
    await page.reload()
    await expect(receipt.first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
})

test('a news article is published and unpublished from its row, then deleted after the spec’s question', async ({
  page,
  request,
}) => {
  const title = `Harvest Sunday rides ${stamp()}`
  const id = await create(request, 'news', {
    title,
    content: richText('Forty families reached church by shuttle.'),
    is_published: false,
  })
  const article = () =>
    apiDoc<{ is_published: boolean; published_at: string | null }>(request, 'news', id)
  await signIn(page, E2E_ADMIN)
  const row = await openRow(page, 'News', title)

  await row.getByRole('button', { name: actions.publish, exact: true }).click()
  await expect(toast(page, adminCopy.articleUpdated)).toBeVisible()
  await expect.poll(async () => (await article()).is_published).toBe(true)
  expect((await article()).published_at).not.toBeNull()
  await row.getByRole('button', { name: actions.unpublish, exact: true }).click()
  await expect.poll(async () => (await article()).is_published).toBe(false)
  expect((await article()).published_at).toBeNull()

  await row.getByRole('button', { name: actions.delete, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: actions.delete })
  await expect(dialog.getByText(actions.deleteConfirm(title), { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: actions.delete, exact: true }).click()
  await expect(toast(page, adminCopy.articleDeleted)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  const gone = await request.get(`/api/news/${id}`, { headers: await superHeaders(request) })
  expect(gone.status()).toBe(404)
})

test('a queued change is rejected from its Pending Changes row: cancelling does nothing, an empty reason is stored as the spec’s', async ({
  page,
  browser,
  request,
}) => {
  const organization = `Gospel Wheels ${stamp()}`
  const id = await create(request, 'sponsorship-applications', {
    sponsor_type: 'organization',
    organization_name: organization,
    contact_person: 'Tunde Bello',
    email: `gospel-${stamp()}@example.org`,
    phone: '+234 809 000 0001',
    sponsor_amount: 400_000,
  })
  const editor = await asUser(
    browser,
    await createAdmin(request, {
      prefix: 'sponsorships-editor',
      permissions: sectionPermissions((section) => ({
        can_view: true,
        can_edit: section === 'sponsorships',
      })),
    }),
  )
  const row = await openRow(editor.page, 'Sponsor Applications', organization)
  await row.getByRole('button', { name: actions.approve, exact: true }).click()
  await editor.page
    .getByRole('dialog', { name: actions.approveApplication })
    .getByRole('button', { name: actions.approve, exact: true })
    .click()
  await expect(toast(editor.page, adminCopy.changeSubmitted.description)).toBeVisible()
  await expect(row.getByText(actions.waitingForApproval)).toBeVisible()
  // Without the right to edit sponsors, their rows offer no action at all.
  await sidebar(editor.page, 'Impact Sponsors').click()
  await expect(editor.page).toHaveURL(/\/admin\/collections\/impact-sponsors/)
  await expect(editor.page.locator('tbody tr').first()).toBeVisible()
  const rows = editor.page.locator('tbody')
  for (const name of [actions.hideFromWebsite, actions.showOnWebsite, actions.delete])
    await expect(rows.getByRole('button', { name })).toHaveCount(0)
  await expect(rows.getByRole('link', { name: actions.edit, exact: true })).toHaveCount(0)
  await editor.context.close()

  await signIn(page, E2E_ADMIN)
  const summary = `Sponsorship application "${organization}": Status Pending → Approved`
  // The super admin's row says the same, and its note leads to the change.
  const application = await openRow(page, 'Sponsor Applications', organization)
  await application.getByRole('link', { name: actions.waitingForApproval }).click()
  await expect(page.getByText(summary, { exact: true })).toBeVisible()
  await sidebar(page, 'Pending Changes').click()
  const change = page.getByRole('row').filter({ hasText: summary })
  await expect(change).toBeVisible()
  // Something waits, so the list does not claim the queue is empty.
  await expect(page.getByText(adminCopy.noPendingChanges)).toHaveCount(0)
  await change.getByRole('button', { name: actions.reject, exact: true }).click()
  const prompt = page.getByRole('dialog', { name: actions.rejectChangeHeading })
  await prompt.getByRole('button', { name: actions.cancel }).click()
  await expect(prompt).toHaveCount(0)
  await expect(change.getByText('Pending', { exact: true })).toBeVisible()

  await change.getByRole('button', { name: actions.reject, exact: true }).click()
  await prompt.getByRole('button', { name: actions.reject, exact: true }).click()
  await expect(toast(page, adminCopy.changeRejected.title)).toBeVisible()
  await expect(change.getByText('Rejected', { exact: true })).toBeVisible()
  const found = await request.get(
    `/api/pending-changes?where[record_id][equals]=${id}&where[table_name][equals]=sponsorship_applications`,
    { headers: await superHeaders(request) },
  )
  const [stored] = (
    (await found.json()) as { docs: { status: string; rejection_reason: string }[] }
  ).docs
  expect(stored).toMatchObject({ status: 'rejected', rejection_reason: adminCopy.noReason })
  expect((await apiDoc<{ status: string }>(request, 'sponsorship-applications', id)).status).toBe(
    'pending',
  )

  // Once nothing waits (earlier specs' leftovers rejected too), the list says so in the spec's words.
  const headers = await superHeaders(request)
  const waiting = await request.get(
    '/api/pending-changes?where[status][equals]=pending&limit=100',
    {
      headers,
    },
  )
  for (const { id: changeId } of ((await waiting.json()) as { docs: { id: number }[] }).docs) {
    const rejected = await request.post(`/api/workflows/pending-changes/${changeId}/reject`, {
      headers,
      data: { reason: 'Clearing the queue' },
    })
    expect(rejected.status()).toBe(200)
  }
  await page.reload()
  await expect(page.getByText(adminCopy.noPendingChanges)).toBeVisible()
})

test('a super admin deactivates another admin from the Admin Users row', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request, { prefix: 'to-deactivate' })
  const found = await request.get(
    `/api/users?where[email][equals]=${encodeURIComponent(admin.email)}`,
    { headers: await superHeaders(request) },
  )
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  await signIn(page, E2E_ADMIN)
  await sidebar(page, 'Admin Users').click()
  await expect(page).toHaveURL(/\/admin\/collections\/users(\?|$)/)
  await findRow(page, admin.email)
  const row = page.getByRole('row').filter({ hasText: admin.email })
  await row.getByRole('button', { name: actions.deactivate }).click()
  // Asked first (issue #29: it acted on one click).
  const ask = page.getByRole('dialog', { name: actions.deactivate })
  await expect(ask.getByText(actions.deactivateAdminConfirm(admin.email))).toBeVisible()
  await ask.getByRole('button', { name: actions.deactivate }).click()
  await expect(toast(page, adminCopy.adminUserUpdated)).toBeVisible()
  await expect(row.getByRole('button', { name: actions.activate })).toBeVisible()
  expect((await apiDoc<{ is_active: boolean }>(request, 'users', id)).is_active).toBe(false)
})
