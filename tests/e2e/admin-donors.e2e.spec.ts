// Recent Donors and the donations list's summary in a real browser, on the seeded demo content:
// the cards, filter, sort, the anonymous-details toggle, the CSV download with 'Export Complete',
// and 'Verify Pending Payments' settling a payment the app never heard about.
import fs from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ADMIN, E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { authCopy } from '../../src/copy/auth'
import { donorsCopy } from '../../src/copy/donors'
import { fundsCopy } from '../../src/copy/funds'
import { anonymousDetailsCopy } from '../../src/lib/donations/labels'
import { formatNaira } from '../../src/lib/format'
import { asUser, authHeaders, createAdmin, signIn, superHeaders } from '../helpers/e2eAdmin'

// Wide enough for Payload to show its sidebar open.
test.use({ viewport: { width: 1600, height: 900 } })

type Donation = {
  amount: number
  is_anonymous?: boolean | null
  donor_type: string
  status: string
  reference: string
}

const toast = (page: Page, title: string) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
const rows = (page: Page) => page.getByTestId('donor-row')
const cardValue = (page: Page, title: string) =>
  page
    .getByTestId('donor-stat')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('strong')
const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

/** Donations as the API gives them to the super admin; `query` is a where clause in Payload's query string. */
const donations = async (request: APIRequestContext, query: string, limit = 1000) => {
  const response = await request.get(
    `/api/donations?${query}${query ? '&' : ''}limit=${limit}&depth=0`,
    { headers: await superHeaders(request) },
  )
  return (await response.json()) as { docs: Donation[]; totalDocs: number }
}

/** An amount cell ('₦1,500,000') as a number. */
const naira = (text: string) => Number(text.replace(/[^\d]/g, ''))

test('Recent Donors: the cards, a filter, a sort, the anonymous-details toggle and the CSV export', async ({
  page,
  request,
}) => {
  const completed = (await donations(request, 'where[status][equals]=completed')).docs
  const total = completed.reduce((sum, donation) => sum + donation.amount, 0)
  const anonymous = completed.filter((donation) => donation.is_anonymous)

  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/recent-donors')
  await expect(page.getByRole('heading', { level: 1, name: donorsCopy.title })).toBeVisible()
  await expect(cardValue(page, donorsCopy.stats.totalAmount)).toHaveText(formatNaira(total))
  await expect(cardValue(page, donorsCopy.stats.totalDonors)).toHaveText(String(completed.length))
  await expect(cardValue(page, donorsCopy.stats.averageAmount)).toHaveText(
    formatNaira(Math.round(total / completed.length)),
  )
  await expect(cardValue(page, donorsCopy.stats.anonymous)).toHaveText(String(anonymous.length))
  await expect(rows(page)).toHaveCount(Math.min(50, completed.length))

  // Organizations only: the cards and the rows follow.
  await page.getByLabel(donorsCopy.typeFilter).selectOption({ label: 'Organizations' })
  await expect(page).toHaveURL(/type=organization/)
  const organizations = completed.filter((donation) => donation.donor_type === 'organization')
  await expect(rows(page)).toHaveCount(organizations.length)
  for (const row of await rows(page).all())
    await expect(row.getByRole('cell').nth(2)).toContainText('Organization')
  await expect(cardValue(page, donorsCopy.stats.totalDonors)).toHaveText(
    String(organizations.length),
  )

  // Highest amount first.
  await page.getByLabel(donorsCopy.sort).selectOption({ label: 'Highest amount' })
  await expect(page).toHaveURL(/sort=amount_desc/)
  const amounts = (await rows(page).locator('td:nth-child(4)').allTextContents()).map(naira)
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  expect(amounts).toEqual(organizations.map((donation) => donation.amount).sort((a, b) => b - a))

  // Anonymous donors: masked, their names unsearchable until the admin shows details.
  await page.getByLabel(donorsCopy.typeFilter).selectOption({ label: 'Anonymous' })
  await expect(rows(page)).toHaveCount(anonymous.length)
  await expect(rows(page).first()).toContainText(anonymousDetailsCopy.masked)
  await expect(page.getByText('Ifeanyi Obi')).toHaveCount(0)
  const toggle = page.getByRole('button', { name: anonymousDetailsCopy.show })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page).toHaveURL(/anonymous=1/)
  await expect(page.getByRole('button', { name: anonymousDetailsCopy.hide })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(rows(page).filter({ hasText: 'Ifeanyi Obi' })).toHaveCount(1)
  await expect(rows(page).first()).not.toContainText(anonymousDetailsCopy.masked)

  // The export: the file of what is on screen, then 'Export Complete' with its record count.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: donorsCopy.export.button }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`recent-donors-${lagosToday()}.csv`)
  const file = fs.readFileSync((await download.path())!, 'utf8')
  expect(
    file.startsWith(
      '\uFEFFDate,Donor Name,Email,Phone,Amount,Currency,Type,Organization,Anonymous,Reference,Refunded,Fund,Given\r\n',
    ),
  ).toBe(true)
  const records = file.trimEnd().split('\r\n').slice(1)
  expect(records).toHaveLength(anonymous.length)
  expect(file).toContain('Ifeanyi Obi')
  await expect(toast(page, donorsCopy.export.complete)).toContainText(
    donorsCopy.export.completeDescription(anonymous.length),
  )

  // Hidden again; a name that matches nothing visible gives the spec's empty state.
  await page.getByRole('button', { name: anonymousDetailsCopy.hide }).click()
  await expect(page).not.toHaveURL(/anonymous=1/)
  await page.getByLabel(donorsCopy.search.label).fill('Ifeanyi')
  await page.getByRole('button', { name: donorsCopy.apply }).click()
  await expect(page).toHaveURL(/q=Ifeanyi/)
  await expect(page.getByRole('status').filter({ hasText: donorsCopy.empty })).toBeVisible()
})

test('the donations list: summary counts and Verify Pending Payments settling a payment the app never heard about', async ({
  page,
  request,
}) => {
  // A donor paid on Paystack, but no webhook reached the app.
  const initialized = await request.post('/api/payments/initialize', {
    data: {
      amount: 4200,
      email: `verify-${Date.now()}@example.org`,
      donorName: 'Verify Me',
      phone: '+2348030000003',
      isChristian: 'no',
      donorType: 'individual',
    },
  })
  expect(initialized.status()).toBe(200)
  const { reference } = ((await initialized.json()) as { data: { reference: string } }).data
  expect(
    (
      await request.post(`${E2E_PAYSTACK_SIMULATOR}/__simulator/transactions/${reference}/pay`, {
        data: { webhook: false },
      })
    ).status(),
  ).toBe(200)

  const count = async (where = '') => (await donations(request, where, 1)).totalDocs
  const [all, completed, pending] = [
    await count(),
    await count('where[status][equals]=completed'),
    await count('where[status][equals]=pending'),
  ]

  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/collections/donations')
  const summary = page.getByRole('region', { name: donorsCopy.summary.label })
  const counted = (label: string) =>
    summary
      .getByTestId('donations-summary-count')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('strong')
  await expect(counted(donorsCopy.summary.total)).toHaveText(String(all))
  await expect(counted(donorsCopy.summary.completed)).toHaveText(String(completed))
  await expect(counted(donorsCopy.summary.pending)).toHaveText(String(pending))
  // The list's own toggle is still there.
  await expect(page.getByRole('button', { name: anonymousDetailsCopy.show })).toBeVisible()

  await summary.getByRole('button', { name: donorsCopy.verify.button }).click()
  await expect(toast(page, donorsCopy.verify.complete)).toContainText(/\d+ payment\(s\) verified/)
  const [settled] = (await donations(request, `where[reference][equals]=${reference}`)).docs
  expect(settled.status).toBe('completed')
  // The counts refresh with the list.
  await expect(counted(donorsCopy.summary.completed)).toHaveText(
    String(await count('where[status][equals]=completed')),
  )
  await expect(counted(donorsCopy.summary.pending)).toHaveText(
    String(await count('where[status][equals]=pending')),
  )

  // A failure says so in the spec's words.
  await page.route('**/api/admin/verify-pending-payments', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  )
  await summary.getByRole('button', { name: donorsCopy.verify.button }).click()
  await expect(toast(page, donorsCopy.verify.failed)).toBeVisible()
})

test('an admin who may only view donations sees the counts without the button; one who may not view them is refused the page', async ({
  browser,
  request,
}) => {
  const viewer = await asUser(browser, await createAdmin(request, { prefix: 'donors-viewer' }))
  await viewer.page.goto('/admin/collections/donations')
  await expect(viewer.page.getByRole('region', { name: donorsCopy.summary.label })).toBeVisible()
  await expect(viewer.page.getByRole('button', { name: donorsCopy.verify.button })).toHaveCount(0)
  await viewer.context.close()

  const outsiderLogin = await createAdmin(request, {
    prefix: 'donors-outsider',
    permissions: { donations: { can_view: false, can_edit: false } },
  })
  const outsider = await asUser(browser, outsiderLogin)
  await outsider.page.goto('/admin/recent-donors')
  await expect(
    outsider.page.getByRole('alert').filter({ hasText: authCopy.accessDenied }),
  ).toContainText(authCopy.noViewPermission)
  await expect(outsider.page.getByTestId('donor-stat')).toHaveCount(0)
  expect(
    (
      await request.get('/api/admin/recent-donors.csv', {
        headers: await authHeaders(request, outsiderLogin),
      })
    ).status(),
  ).toBe(403)
  await outsider.context.close()
})

test('on a phone the page fits the screen and the table scrolls inside it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/recent-donors')
  await expect(page.getByTestId('donor-stat')).toHaveCount(4)
  await expect(rows(page).first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

// Issue #35: Funds from the sidebar; its totals add up to the dashboard's completed donations.
test('from the dashboard to Funds: every fund with its online and offline totals, adding up to the dashboard', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN)
  const total = page
    .getByTestId('dashboard-card')
    .filter({ hasText: 'Total Donations (Completed)' })
  const dashboardTotal = naira(await total.locator('.fr-stat-card__value').innerText())
  await page.locator('nav').getByRole('link', { name: 'Funds', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/funds/)
  const table = page.getByTestId('fund-totals')
  for (const name of ['General', 'Tithe', 'Offering', 'Building'])
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible()
  const allFunds = table.locator('tfoot tr')
  await expect(allFunds.getByRole('rowheader')).toHaveText(fundsCopy.totals.allFunds)
  expect(naira(await allFunds.locator('td').nth(2).innerText())).toBe(dashboardTotal)
})
