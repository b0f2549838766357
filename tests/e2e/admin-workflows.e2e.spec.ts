// The back office's workflows in a real browser, in Payload's admin: approving a sponsorship
// application (and the sponsor then on /sponsorship), an admin's decision going through the super
// admins' queue, and pausing and resuming a project.
import { expect, test, type APIRequestContext } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { adminCopy } from '../../src/copy/admin'
import { sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { pngFile } from '../helpers/files'
import {
  asUser,
  confirmInModal,
  createAdmin,
  sectionPermissions,
  signIn,
  superHeaders,
} from '../helpers/e2eAdmin'

/** An application as a visitor sends it, and its id as an admin finds it. */
const submitApplication = async (request: APIRequestContext, organization: string) => {
  const logo = await pngFile('logo.png')
  const email = `${organization.replace(/\W+/g, '-').toLowerCase()}@example.org`
  const sent = await request.post('/api/forms/sponsorship', {
    multipart: {
      sponsor_type: 'organization',
      organization_name: organization,
      contact_person: 'Adaeze Okoro',
      email,
      phone: '+234 809 000 0000',
      currency: 'NGN',
      sponsor_amount: '6,000,000',
      preferred_contact: 'email',
      profile_picture: { name: logo.name, mimeType: logo.mimetype, buffer: logo.data },
    },
  })
  expect(sent.status()).toBe(201)
  const found = await request.get(
    `/api/sponsorship-applications?where[email][equals]=${encodeURIComponent(email)}`,
    { headers: await superHeaders(request) },
  )
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

const statusOf = async (request: APIRequestContext, id: number) =>
  (
    (await (
      await request.get(`/api/sponsorship-applications/${id}`, {
        headers: await superHeaders(request),
      })
    ).json()) as { status: string }
  ).status

const newAdmin = (request: APIRequestContext) =>
  createAdmin(request, {
    prefix: 'editor',
    permissions: sectionPermissions(() => ({ can_view: true, can_edit: true })),
  })

test('a super admin approves an application and the sponsor appears on /sponsorship', async ({
  page,
  request,
}) => {
  const organization = `Harvest Logistics ${Date.now()}`
  const id = await submitApplication(request, organization)
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/sponsorship-applications/${id}`)
  await confirmInModal(page, page.getByRole('button', { name: 'Approve Application' }), {
    heading: adminCopy.actions.approveApplication,
    body: adminCopy.actions.approveApplicationConfirm,
  })
  await expect(page.getByText('Status updated')).toBeVisible()
  await expect.poll(() => statusOf(request, id)).toBe('approved')
  await expect(page.getByRole('button', { name: 'Approve Application' })).toBeDisabled()

  await page.goto('/sponsorship')
  const showcase = page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: copy.sponsorsCarousel.title, exact: true }),
  })
  await expect(showcase.getByText(organization).first()).toBeAttached()
})

test('an admin’s approval waits in the queue until a super admin approves it', async ({
  page,
  browser,
  request,
}) => {
  const organization = `Zion Movers ${Date.now()}`
  const id = await submitApplication(request, organization)
  const editor = await asUser(browser, await newAdmin(request))
  await editor.page.goto(`/admin/collections/sponsorship-applications/${id}`)
  await confirmInModal(
    editor.page,
    editor.page.getByRole('button', { name: 'Approve Application' }),
    {
      heading: adminCopy.actions.approveApplication,
      body: adminCopy.actions.approveApplicationConfirm,
    },
  )
  await expect(editor.page.getByText('Your change has been submitted for approval.')).toBeVisible()
  expect(await statusOf(request, id)).toBe('pending')
  await editor.context.close()

  const changes = await request.get(
    `/api/pending-changes?where[record_id][equals]=${id}&where[status][equals]=pending`,
    { headers: await superHeaders(request) },
  )
  const [change] = ((await changes.json()) as { docs: { id: number }[] }).docs
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/pending-changes/${change.id}`)
  await confirmInModal(page, page.getByRole('button', { name: 'Approve', exact: true }), {
    heading: adminCopy.actions.approve,
    body: adminCopy.actions.approveChangeConfirm,
  })
  await expect(page.getByText('The change has been approved and applied.')).toBeVisible()
  await expect.poll(() => statusOf(request, id)).toBe('approved')
})

test('a project is paused with a reason and resumed', async ({ page, request }) => {
  const headers = await superHeaders(request)
  const title = `Night shuttle ${Date.now()}`
  const created = await request.post('/api/projects', {
    headers,
    data: { title, status: 'active', progress_percentage: 20 },
  })
  const { doc } = (await created.json()) as { doc: { id: number } }
  const projectStatus = async () =>
    (await (await request.get(`/api/projects/${doc.id}`, { headers })).json()) as {
      status: string
      pause_reason: string | null
    }

  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/projects/${doc.id}`)
  const pause = page.getByRole('button', { name: 'Pause', exact: true })
  await expect(pause).toBeDisabled()
  await page.getByLabel('Reason for pausing').fill('Waiting for new tyres')
  // The page reloads itself after each decision; a navigation of the test's own would be cut short
  // by it, so each step waits for that reload instead (a loaded machine's run hit the race).
  let reloaded = page.waitForEvent('load')
  await pause.click()
  await expect(page.getByText('Project paused')).toBeVisible()
  await expect.poll(async () => (await projectStatus()).status).toBe('paused')
  expect((await projectStatus()).pause_reason).toBe('Waiting for new tyres')
  await reloaded

  reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Resume', exact: true }).click()
  await expect(page.getByText('Project resumed')).toBeVisible()
  await expect.poll(async () => (await projectStatus()).status).toBe('active')
  await reloaded

  // The history reads in words (issue #29: 'ID: 2', 'paused', 'active' and metadata as JSON).
  await page.goto('/admin/collections/project-status-history')
  const newest = page.locator('table tbody tr').first()
  await expect(newest).toContainText(title)
  await expect(newest).toContainText('Paused')
  await expect(newest).toContainText('Active')
  await expect(newest).not.toContainText('paused')
  await newest.locator('a').first().click()
  await expect(page.locator('h1')).toContainText(title)
  const form = page.locator('form')
  await expect(form).toContainText(`Resumed “${title}” by ${E2E_ADMIN.email}`)
  await expect(form).not.toContainText('"action"')
  await expect(form).not.toContainText('paused')
})

test('the volunteer list shows two preferred areas, then how many more, and opens the resume', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const email = `many-areas-${Date.now()}@example.org`
  const created = await request.post('/api/volunteer-applications', {
    headers,
    data: { applicant_name: 'Many Areas', email, preferred_areas: 'Marketing, Finance, Logistics' },
  })
  expect(created.status()).toBe(201)
  // A resume kept elsewhere, entered by an admin as a bare address.
  const { doc } = (await created.json()) as { doc: { id: number } }
  expect(
    (
      await request.patch(`/api/volunteer-applications/${doc.id}`, {
        headers,
        data: { resume_url: 'drive.example.org/cv.pdf' },
      })
    ).status(),
  ).toBe(200)
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/volunteer-applications?search=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row.getByText('Marketing', { exact: true })).toBeVisible()
  await expect(row.getByText('Finance', { exact: true })).toBeVisible()
  await expect(row.getByText('+1 more')).toBeVisible()
  await expect(row.getByText('Logistics', { exact: true })).toHaveCount(0)
  await expect(row.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    'https://drive.example.org/cv.pdf',
  )
})

test('a partner without a logo shows its initials in the admin list', async ({ page, request }) => {
  const headers = await superHeaders(request)
  const name = `Grace Fleet ${Date.now()}`
  expect(
    (
      await request.post('/api/impact-partners', {
        headers,
        data: { company_name: name, display_order: 0, is_active: true },
      })
    ).status(),
  ).toBe(201)
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/impact-partners?search=${encodeURIComponent(name)}`)
  await expect(page.getByRole('row').filter({ hasText: name }).getByLabel('No logo')).toHaveText(
    'GF',
  )
})

test('an admin without a section does not see it and cannot read it; without edit rights it is read-only', async ({
  browser,
  request,
}) => {
  const limited = await createAdmin(request, {
    prefix: 'limited',
    permissions: sectionPermissions((section) => ({
      can_view: section !== 'applications',
      can_edit: false,
    })),
  })
  const { context, page } = await asUser(browser, limited)
  await expect(page.getByRole('link', { name: 'Projects' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volunteer Applications' })).toHaveCount(0)
  expect(
    (
      await page.request.get('/api/volunteer-applications', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      })
    ).status(),
  ).toBe(403)
  // Projects can be read but not changed: no way to create one (a super admin has it).
  await page.goto('/admin/collections/projects')
  await expect(page.getByRole('heading', { name: 'Projects' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /^Add Project/i })).toHaveCount(0)
  await context.close()
  const owner = await asUser(browser, E2E_ADMIN)
  await owner.page.goto('/admin/collections/projects')
  await expect(owner.page.getByRole('link', { name: /^Add Project/i }).first()).toBeVisible()
  await owner.context.close()
})

// Issue #29: a 'News and Donations only' admin saw Analytics events, Site settings, Sponsor Logos and
// every admin's account changes in the audit trail.
test('an admin given News and Donations sees their lists and the spec’s pages, not the rest', async ({
  browser,
  request,
}) => {
  const limited = await createAdmin(request, {
    prefix: 'news-donations',
    permissions: sectionPermissions((section) => ({
      can_view: section === 'news' || section === 'donations',
      can_edit: section === 'news' || section === 'donations',
    })),
  })
  const { context, page } = await asUser(browser, limited)
  const sidebar = page.getByRole('complementary')
  for (const name of ['News', 'Donations', 'Media', 'Analytics', 'Admin Users'])
    await expect(sidebar.getByRole('link', { name, exact: true }).first()).toBeVisible()
  for (const name of ['Sponsor Logos', 'Analytics events', 'Site settings'])
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveCount(0)
  await page.goto('/admin/collections/audit-log')
  await expect(page.getByRole('heading', { name: 'Audit trail' }).first()).toBeVisible()
  await expect(page.locator('tbody tr').filter({ hasText: 'Admin Users' })).toHaveCount(0)
  await context.close()
})

test('deleting asks in the spec’s words, and the project is gone only after confirming', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const title = `Old route ${Date.now()}`
  const { doc } = (await (
    await request.post('/api/projects', {
      headers,
      data: { title, status: 'completed', progress_percentage: 100 },
    })
  ).json()) as { doc: { id: number } }
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/projects/${doc.id}`)
  // The document's menu next to Save (Payload gives it no accessible name).
  await page.locator('.doc-controls__popup .popup-button').click()
  await page.getByRole('button', { name: 'Delete' }).first().click()
  await expect(
    page.getByText(`Are you sure you want to delete "${title}"? This action cannot be undone.`),
  ).toBeVisible()
  expect((await request.get(`/api/projects/${doc.id}`, { headers })).status()).toBe(200)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect
    .poll(async () => (await request.get(`/api/projects/${doc.id}`, { headers })).status())
    .toBe(404)
})

test('the dashboard welcomes the admin, says the system is online and shows the seven cards', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/globals/site-settings')).json()) as {
    site_name: string
  }
  await signIn(page, E2E_ADMIN)
  await expect(
    page.getByRole('heading', { name: `Welcome to the ${settings.site_name} admin dashboard` }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'System Online' })).toBeVisible()
  const cards = page.getByTestId('dashboard-card')
  await expect(cards).toHaveCount(7)
  for (const title of [
    'Total Donations (Completed)',
    'Sponsorship Applications',
    'Impact Reports',
    'Pitch Deck Requests',
    'Active Projects',
    'News Articles',
    'Volunteer Applications',
  ]) {
    await expect(cards.filter({ hasText: title })).toHaveCount(1)
  }
  await cards.filter({ hasText: 'News Articles' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news/)
})
