// The Pitch Deck Requests page in a real browser (back-office.md, Pitch Deck Requests): a visitor's
// request appears pending, Approve & Send asks for a file first, a PDF uploaded and approved goes
// out as a private link the requester can open, a rejection asks for confirmation; and the Impact
// Reports page's two tabs.
import AxeBuilder from '@axe-core/playwright'
import { request as playwrightRequest } from '@playwright/test'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { pitchDeckCopy as copy, reportTabsCopy } from '../../src/copy/pitchDecks'
import { pdfFile } from '../helpers/files'
import { asUser, createAdmin, sectionPermissions, signIn, superHeaders } from '../helpers/e2eAdmin'

test.use({ viewport: { width: 1600, height: 900 } })

/** A request as the public site's pitch-deck modal sends it. */
const submitRequest = async (request: APIRequestContext, name: string) => {
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`
  const sent = await request.post('/api/forms/pitch-deck', { data: { full_name: name, email } })
  expect(sent.status()).toBe(201)
  return email
}

const counter = (page: Page, status: 'pending' | 'approved' | 'rejected') =>
  page.getByTestId(`count-${status}`).locator('strong')
const countOf = async (page: Page, status: 'pending' | 'approved' | 'rejected') =>
  Number(await counter(page, status).textContent())
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })
const rowIn = (page: Page, table: string, name: string) =>
  page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: name })
const dialogOf = (page: Page) => page.getByRole('dialog', { name: copy.dialog.title })

const outboxText = async (request: APIRequestContext, to: string) => {
  const found = await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(to)}`, {
    headers: await superHeaders(request),
  })
  const docs = ((await found.json()) as { docs: { subject: string; text: string }[] }).docs
  return docs.find((mail) => mail.subject.includes('pitch deck'))?.text ?? ''
}

test('a pending request is approved with a PDF and its requester gets a link that opens it', async ({
  page,
  request,
  baseURL,
}) => {
  const name = `Amaka Investor ${Date.now()}`
  const email = await submitRequest(request, name)
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/pitch-deck-requests')
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible()
  const pending = await countOf(page, 'pending')
  const approved = await countOf(page, 'approved')
  expect(pending).toBeGreaterThan(0)

  const row = rowIn(page, copy.pendingTable, name)
  await expect(row).toContainText(email)
  await expect(row).toContainText('Pitch deck access request')
  await expect(row.locator('[data-status="pending"]')).toHaveText('Pending')
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/)
  await row.getByRole('button', { name: copy.viewLabel(name) }).click()

  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: email })).toBeVisible()
  await dialog.getByRole('button', { name: copy.dialog.approve }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please upload a pitch deck file before approving',
  )
  await expect(toast(page, 'Please upload a pitch deck file before approving')).toBeVisible()

  const pdf = pdfFile('Fellowship deck.pdf')
  await dialog
    .getByLabel(copy.dialog.upload)
    .setInputFiles({ name: pdf.name, mimeType: pdf.mimetype, buffer: pdf.data })
  await expect(toast(page, copy.fileUploaded)).toBeVisible()
  await expect(
    dialog.getByRole('link', { name: /Open request-\d+-Fellowship deck\.pdf/ }),
  ).toBeVisible()

  await dialog.getByRole('button', { name: copy.dialog.approve }).click()
  await expect(toast(page, 'Request approved')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(counter(page, 'approved')).toHaveText(String(approved + 1))
  await expect(counter(page, 'pending')).toHaveText(String(pending - 1))
  await expect(rowIn(page, copy.pendingTable, name)).toHaveCount(0)

  // Processed: the file's link and Close, no decision buttons.
  const done = rowIn(page, copy.allTable, name)
  await expect(done.locator('[data-status="approved"]')).toHaveText('Approved')
  await done.getByRole('button', { name: copy.viewLabel(name) }).click()
  await expect(
    dialog.getByRole('link', { name: /Open request-\d+-Fellowship deck\.pdf/ }),
  ).toHaveAttribute('href', /\/api\/pitch-decks\/file\//)
  await expect(dialog.getByRole('button', { name: copy.dialog.approve })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: copy.dialog.reject })).toHaveCount(0)
  await dialog.getByRole('button', { name: copy.dialog.close, exact: true }).click()
  await expect(dialog).toBeHidden()

  // The e-mail leaves through the queue within seconds; its link opens the deck without a session.
  await expect
    .poll(() => outboxText(request, email), { timeout: 20_000 })
    .toContain('/api/pitch-deck/download?token=')
  const link = /(https?:\/\/\S+\/api\/pitch-deck\/download\?token=\S+)/.exec(
    await outboxText(request, email),
  )![1]
  const visitor = await playwrightRequest.newContext({ baseURL })
  const file = await visitor.get(link)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(Buffer.from(await file.body()).equals(pdf.data)).toBe(true)
  const tampered = await visitor.get(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))
  expect(tampered.status()).toBe(403)
  await visitor.dispose()

  // The sent time shows once the e-mail has left.
  await page.reload()
  await rowIn(page, copy.allTable, name)
    .getByRole('button', { name: copy.viewLabel(name) })
    .click()
  await expect(dialog).toContainText(/Sent [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/)
})

test('a request is rejected after a confirmation', async ({ page, request }) => {
  const name = `Tobi Declined ${Date.now()}`
  await submitRequest(request, name)
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/pitch-deck-requests')
  const rejected = await countOf(page, 'rejected')
  await rowIn(page, copy.pendingTable, name)
    .getByRole('button', { name: copy.viewLabel(name) })
    .click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: copy.dialog.reject }).click()

  const confirm = page
    .locator('.confirmation-modal')
    .filter({ hasText: copy.confirmReject.heading })
  await expect(confirm).toContainText(copy.confirmReject.body(name))
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(rowIn(page, copy.pendingTable, name)).toHaveCount(1)

  await dialog.getByRole('button', { name: copy.dialog.reject }).click()
  await confirm.getByRole('button', { name: copy.confirmReject.confirm }).click()
  await expect(toast(page, 'Request rejected')).toBeVisible()
  await expect(counter(page, 'rejected')).toHaveText(String(rejected + 1))
  await expect(rowIn(page, copy.allTable, name).locator('[data-status="rejected"]')).toHaveText(
    'Rejected',
  )
  await expect(rowIn(page, copy.pendingTable, name)).toHaveCount(0)
})

test('an admin who may only view reports sees the requests but no decision buttons', async ({
  browser,
  request,
}) => {
  const name = `Kemi Readonly ${Date.now()}`
  await submitRequest(request, name)
  const reader = await createAdmin(request, {
    prefix: 'deck-reader',
    permissions: sectionPermissions(() => ({ can_view: true, can_edit: false })),
  })
  const { context, page } = await asUser(browser, reader)
  await page.goto('/admin/pitch-deck-requests')
  await rowIn(page, copy.pendingTable, name)
    .getByRole('button', { name: copy.viewLabel(name) })
    .click()
  const dialog = dialogOf(page)
  await expect(dialog).toContainText(name)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A link to one request (?request={id}) opens its dialog at once.
  const found = await request.get(
    `/api/impact-report-requests?where[requester_name][equals]=${encodeURIComponent(name)}`,
    { headers: await superHeaders(request) },
  )
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  await page.goto(`/admin/pitch-deck-requests?request=${id}`)
  await expect(dialog).toContainText(name)

  // The request's own edit page points there too: its status is not a plain edit.
  await page.goto(`/admin/collections/impact-report-requests/${id}`)
  await expect(page.getByText(copy.editNotice)).toBeVisible()
  await page.locator(`a[href="/admin/pitch-deck-requests?request=${id}"]`).click()
  await expect(dialog).toContainText(name)
  await expect(dialog).toContainText(copy.dialog.readOnly)
  await expect(dialog.getByRole('button', { name: copy.dialog.approve })).toHaveCount(0)
  await expect(dialog.getByLabel(copy.dialog.upload)).toHaveCount(0)
  await dialog.getByRole('button', { name: copy.dialog.close, exact: true }).click()
  await expect(dialog).toBeHidden()
  await context.close()
})

test('on a phone the page and its dialog fit and pass an accessibility check', async ({
  browser,
  request,
}) => {
  const name = `Ife Mobile ${Date.now()}`
  await submitRequest(request, name)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/pitch-deck-requests')
  const view = rowIn(page, copy.pendingTable, name).getByRole('button', {
    name: copy.viewLabel(name),
  })
  // Earlier tests leave requests above it: a person scrolls down to it, and it must fit the width.
  await view.scrollIntoViewIfNeeded()
  await expect(view).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const page_ = await new AxeBuilder({ page })
    .include('.fr-view')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(page_.violations).toEqual([])
  await view.click()
  const dialog = dialogOf(page)
  await expect(dialog.getByRole('button', { name: copy.dialog.approve })).toBeInViewport()
  const inDialog = await new AxeBuilder({ page })
    .include('#pitch-deck-request')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(inDialog.violations).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await context.close()
})

const totalOf = async (request: APIRequestContext, path: string) =>
  (
    (await (
      await request.get(`/api/${path}`, { headers: await superHeaders(request) })
    ).json()) as { totalDocs: number }
  ).totalDocs

test('the Impact Reports page shows its two tabs with counts and moves between the lists', async ({
  page,
  request,
}) => {
  const reports = await totalOf(request, 'impact-reports?limit=1')
  const downloads = await totalOf(
    request,
    'impact-report-requests?limit=1&where[report_type][equals]=impact_report',
  )
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/impact-reports')
  const tabs = page.getByRole('navigation', { name: reportTabsCopy.label })
  const reportsTab = tabs.getByRole('link', { name: `Impact Reports (${reports})`, exact: true })
  const requestsTab = tabs.getByRole('link', {
    name: `Download Requests (${downloads})`,
    exact: true,
  })
  await expect(reportsTab).toHaveAttribute('aria-current', 'page')
  await expect(requestsTab).not.toHaveAttribute('aria-current', 'page')
  await requestsTab.click()
  await expect(page).toHaveURL(/\/admin\/collections\/impact-report-requests\?.*report_type/)
  await expect(requestsTab).toHaveAttribute('aria-current', 'page')
  await expect(reportsTab).not.toHaveAttribute('aria-current', 'page')
  await page.getByText(reportTabsCopy.pitchDecks).getByRole('link', { name: copy.title }).click()
  await expect(page).toHaveURL(/\/admin\/pitch-deck-requests$/)
})
