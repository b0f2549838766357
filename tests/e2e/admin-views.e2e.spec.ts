// The back office's own pages in a real browser: the sidebar's Overview group per role, the spec's
// /admin/... addresses, and the super-admin-only pages refused to a plain admin on the server.
import { expect, test, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { authCopy } from '../../src/copy/auth'
import { diagnosticsCopy } from '../../src/copy/diagnostics'
import { asUser, createAdmin, signIn } from '../helpers/e2eAdmin'

// Wide enough for Payload to show its sidebar open.
test.use({ viewport: { width: 1600, height: 900 } })

const navLink = (page: Page, name: string) =>
  page.locator('nav').getByRole('link', { name, exact: true })

test('a super admin sees every custom page in the sidebar and can open each', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  for (const [label, path, heading] of [
    ['Analytics', '/admin/analytics', 'Analytics'],
    ['Recent Donors', '/admin/recent-donors', 'Recent Donors'],
    ['Pitch Deck Requests', '/admin/pitch-deck-requests', 'Pitch Deck Requests'],
    ['Payment Diagnostics', '/admin/paystack-diagnostics', 'Payment Diagnostics'],
  ] as const) {
    await navLink(page, label).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
})

test('a plain admin has no Payment Diagnostics or Pending Changes entry, and the page refuses them', async ({
  browser,
  request,
}) => {
  const { context, page } = await asUser(browser, await createAdmin(request, { prefix: 'views' }))
  await expect(navLink(page, 'Analytics')).toHaveCount(1)
  await expect(navLink(page, 'Payment Diagnostics')).toHaveCount(0)
  await expect(navLink(page, 'Pending Changes')).toHaveCount(0)
  await page.goto('/admin/paystack-diagnostics')
  await expect(page.getByRole('alert').filter({ hasText: authCopy.accessDenied })).toContainText(
    authCopy.noViewPermission,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Diagnostics' })).toHaveCount(0)
  await context.close()
})

test('a visitor opening a custom page is sent to the login page', async ({ page }) => {
  await page.goto('/admin/analytics')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fanalytics$/)
})

test('the spec’s addresses lead to their lists', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/team')
  await expect(page).toHaveURL(/\/admin\/collections\/team-members(\?|$)/)
  await page.goto('/admin/sponsor-requests')
  await expect(page).toHaveURL(/\/admin\/collections\/sponsorship-applications(\?|$)/)
})

test('payment diagnostics: the health check passes on the simulator, and the debug checks run', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/paystack-diagnostics')
  await page.getByRole('button', { name: diagnosticsCopy.healthCheck }).click()
  await expect(
    page.getByRole('status').filter({ hasText: diagnosticsCopy.allOperational }),
  ).toBeVisible()
  const results = page.getByRole('list', { name: `${diagnosticsCopy.healthCheck}: results` })
  await expect(results.getByTestId('check')).toHaveCount(6)
  await expect(results.getByTestId('check').filter({ hasText: 'API keys' })).toHaveAttribute(
    'data-status',
    'ok',
  )
  await expect(page.getByRole('heading', { name: diagnosticsCopy.commonIssues })).toBeVisible()

  // The spec's /admin/debug address leads to the debug checks.
  await page.goto('/admin/debug')
  await expect(page).toHaveURL(/\/admin\/paystack-diagnostics#debug$/)
  await page.getByRole('button', { name: diagnosticsCopy.testInsert }).click()
  await expect(
    page.getByRole('list', { name: `${diagnosticsCopy.testInsert}: results` }).getByTestId('check'),
  ).toHaveAttribute('data-status', 'ok')
  await page.getByRole('button', { name: diagnosticsCopy.testStorage }).click()
  await expect(
    page
      .getByRole('list', { name: `${diagnosticsCopy.testStorage}: results` })
      .getByTestId('check'),
  ).toContainText('is writable')
})

test('payment diagnostics lists a donation’s transaction once one exists', async ({
  page,
  request,
}) => {
  const initialized = await request.post('/api/payments/initialize', {
    data: {
      amount: 4321,
      email: `diag-${Date.now()}@example.org`,
      donorName: 'Diagnostics Donor',
      phone: '+2348030000009',
      isAnonymous: false,
      isChristian: 'no',
      donorType: 'individual',
    },
  })
  expect(initialized.status()).toBe(200)
  const { data } = (await initialized.json()) as { data: { reference: string } }
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/paystack-diagnostics')
  const row = page.getByTestId('transaction').first()
  await expect(row).toContainText(data.reference)
  await expect(row).toContainText('₦4,321')
  await expect(row).toContainText('Diagnostics Donor')
})

test('Ctrl+B closes and opens the sidebar, but not while typing', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  // Payload's menu button names the action it would take: 'Close Menu' while the sidebar is open.
  const closeMenu = page.getByRole('button', { name: 'Close Menu' })
  const openMenu = page.getByRole('button', { name: 'Open Menu' })
  // The shortcut listens once the admin's scripts have taken over (Payload marks its frame hydrated).
  await expect(page.locator('.template-default--nav-hydrated')).toHaveCount(1)
  await expect(closeMenu).toBeVisible()
  await page.keyboard.press('Control+b')
  await expect(openMenu).toBeVisible()
  await page.keyboard.press('Control+b')
  await expect(closeMenu).toBeVisible()

  await page.goto('/admin/collections/news/create')
  await page.getByLabel('Title').first().fill('Typing')
  await page.getByLabel('Title').first().press('Control+b')
  await expect(closeMenu).toBeVisible()
})
