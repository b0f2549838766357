// Every back-office list, as staff use it from the dashboard's sidebar: the first column of a row
// opens its record, and the columns speak the staff's language (naira, 'Nov 24, 2026', words
// for yes/no, no column names with underscores, no '<No …>' placeholders).
import { expect, test, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { adminCopy } from '../../src/copy/admin'
import { signIn, superHeaders } from '../helpers/e2eAdmin'

// Wide enough for Payload to show its sidebar open.
test.use({ viewport: { width: 1600, height: 900 } })

/** Each list's sidebar link and the collection its rows open. */
const LISTS = [
  ['Sponsor Applications', 'sponsorship-applications'],
  ['Impact Sponsors', 'impact-sponsors'],
  ['Impact Partners', 'impact-partners'],
  ['Donations', 'donations'],
  ['Projects', 'projects'],
  ['News', 'news'],
  ['Team Members', 'team-members'],
  ['Board of Jethros', 'board-advisors'],
  ['Volunteer Applications', 'volunteer-applications'],
  ['Admin Users', 'users'],
] as const

const openList = async (page: Page, name: string, slug: string) => {
  // The sidebar's link (a document page's breadcrumb names the list too).
  await page.getByRole('complementary').getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${slug}(\\?|$)`))
  await expect(page.locator('table tbody tr').first()).toBeVisible()
}

const headers = (page: Page) => page.locator('table thead th').allInnerTexts()

test('each list opens its first row by a click on the first column', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  for (const [name, slug] of LISTS) {
    await test.step(name, async () => {
      await openList(page, name, slug)
      // The first cell after the row's checkbox is the linked column.
      const firstCell = page.locator('table tbody tr').first().locator('td').nth(1)
      await firstCell.getByRole('link').first().click()
      await expect(page, `${name}: the first row opens its record`).toHaveURL(
        new RegExp(`/admin/collections/${slug}/\\d+$`),
      )
      await expect(page.locator('.render-title').first()).toBeVisible()
    })
  }
})

test('the lists show labels in words and no "<No …>" placeholders', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  for (const [name, slug] of LISTS) {
    await test.step(name, async () => {
      await openList(page, name, slug)
      const titles = (await headers(page)).map((title) => title.trim()).filter(Boolean)
      expect(
        titles.filter((title) => title.includes('_')),
        `${name}: column titles`,
      ).toEqual([])
      await expect(page.locator('table tbody').getByText(/^<No /)).toHaveCount(0)
      await expect(page.getByPlaceholder(/^Search/)).not.toHaveAttribute('placeholder', /_/)
    })
  }
})

test('the donations list shows naira amounts, Lagos dates and words, not code', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN)
  await openList(page, 'Donations', 'donations')
  const table = page.locator('table')
  const titles = (await headers(page)).map((title) => title.trim())
  expect(titles).toEqual(expect.arrayContaining(['Donor name', 'Donor e-mail', 'Anonymous']))
  expect(titles.filter((title) => title.includes('_'))).toEqual([])

  await expect(table.getByText(/^₦\d{1,3}(,\d{3})*$/).first()).toBeVisible()
  await expect(table.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/).first()).toBeVisible()
  await expect(table.getByText(/^(Yes|No)$/).first()).toBeVisible()
  await expect(table.getByText(/^(true|false)$/)).toHaveCount(0)
})

/** A PNG by its header and name, padded to `bytes` (the size check comes before any decoding). */
const paddedPng = (name: string, bytes: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(bytes - 8),
  ]),
})

/** The Logo field's own Add new on a sponsor's page, which opens the upload drawer. */
const openLogoDrawer = async (page: Page) => {
  await page
    .locator('.field-type.upload')
    .filter({ hasText: 'Logo' })
    .getByRole('button', { name: 'Add new' })
    .click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer.locator('input[type="file"]')).toBeAttached()
  return drawer
}

test('a logo upload that is too large or not an image says so in the spec’s words', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN)
  await openList(page, 'Impact Sponsors', 'impact-sponsors')
  await page.getByRole('link', { name: /^Add / }).first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/impact-sponsors\/create/)

  let drawer = await openLogoDrawer(page)
  await drawer.locator('input[type="file"]').setInputFiles(paddedPng('big.png', 6 * 1024 * 1024))
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(adminCopy.logoFileSize).first()).toBeVisible()

  // Staff close the drawer and try another file.
  await page.keyboard.press('Escape')
  await expect(page.locator('.drawer__content')).toHaveCount(0)
  drawer = await openLogoDrawer(page)
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  })
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(adminCopy.logoFileType).first()).toBeVisible()
})

test('a partner without a name is refused at its field, named by its label', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await openList(page, 'Impact Partners', 'impact-partners')
  await page.getByRole('link', { name: /^Add / }).first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/impact-partners\/create/)
  // As staff do, the form has taken in the typing (Payload's form-state round trip) before Save.
  const formState = page.waitForResponse(
    (response) =>
      Boolean(response.request().headers()['next-action']) &&
      Boolean(response.request().postData()?.includes('"value":"   "')),
  )
  await page.getByLabel('Company name').fill('   ')
  await formState
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Please check this field:\s*Company name/).first()).toBeVisible()
  const field = page.locator('.field-type.text').filter({ hasText: 'Company name' })
  await expect(field).toHaveClass(/\berror\b/)
  await expect(field.getByText('Company name is required')).toBeVisible()
  await expect(page.getByText(/Company_name|is invalid/)).toHaveCount(0)
  await expect(page).toHaveURL(/\/create$/)
})

test('a partner’s uploaded logo shows as the picture in its list', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await openList(page, 'Impact Partners', 'impact-partners')
  const logo = page.locator('table tbody').getByRole('img', { name: 'Shalom Motors Nigeria logo' })
  await expect(logo).toBeVisible()
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.locator('table tbody').getByText('Logo file')).toHaveCount(0)
})

test('an e-mail in the outbox reads as text without any CDN, and repeated fields are named in words', async ({
  page,
  request,
}) => {
  const offsite: string[] = []
  page.on('request', (sent) => {
    if (!sent.url().startsWith('http://localhost')) offsite.push(sent.url())
  })
  // A reset e-mail, so the outbox holds one with HTML.
  expect(
    (
      await request.post('/api/users/forgot-password', { data: { email: E2E_ADMIN.email } })
    ).status(),
  ).toBe(200)
  await signIn(page, E2E_ADMIN)
  await page.getByRole('complementary').getByRole('link', { name: 'E-mail outbox' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/email-outbox/)
  await page.locator('table tbody tr').first().locator('td').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/email-outbox\/\d+$/)
  await expect(page.locator('pre').filter({ hasText: '<!doctype html>' }).first()).toBeVisible()
  expect(offsite, 'no request leaves the site').toEqual([])

  await page.getByRole('complementary').getByRole('link', { name: 'Site settings' }).click()
  await expect(page.getByText(/Social link/).first()).toBeVisible()
  await expect(page.getByText(/Social_link/)).toHaveCount(0)
  // A browser's own request for the icon finds it.
  expect((await request.get('/favicon.ico')).status()).toBe(200)
})

test('the audit trail names the section and the changed fields in words', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const members = await request.get('/api/team-members?limit=1&sort=id', { headers })
  const [member] = ((await members.json()) as { docs: { id: number; is_active: boolean }[] }).docs
  for (const is_active of [!member.is_active, member.is_active])
    expect(
      (
        await request.patch(`/api/team-members/${member.id}`, { headers, data: { is_active } })
      ).status(),
    ).toBe(200)
  await signIn(page, E2E_ADMIN)
  await page.getByRole('complementary').getByRole('link', { name: 'Audit trail' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/audit-log/)
  const newest = page.locator('table tbody tr').first()
  await expect(newest).toContainText('Team Members')
  await expect(newest).toContainText('Active')
  await expect(newest).not.toContainText('team-members')
  await expect(newest).not.toContainText('is_active')
  // When, to the minute (issue #29: the day only).
  await expect(newest).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/)
  // The entry itself reads in words too: its section, its fields and old → new (issue #29: JSON).
  await newest.locator('a').first().click()
  const form = page.locator('form')
  await expect(form).toContainText('Team Members')
  const [was, now] = member.is_active ? ['Inactive', 'Active'] : ['Active', 'Inactive']
  await expect(form).toContainText(`Active: ${was} → ${now}`)
  await expect(form).not.toContainText('is_active')
  await expect(form).not.toContainText('team-members')
})
