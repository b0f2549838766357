// Every back-office list, as staff use it from the dashboard's sidebar: the first column of a row
// opens its record, and the columns speak the staff's language (naira, 'Nov 24, 2026', words
// for yes/no, no column names with underscores, no '<No …>' placeholders).
import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { signIn } from '../helpers/e2eAdmin'

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
  await page.locator('nav').getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${slug}(\\?|$)`))
  await expect(page.locator('table tbody tr').first()).toBeVisible()
}

const headers = (page: Page) => page.locator('table thead th').allInnerTexts()

test('each list opens its first row by a click on the first column', async ({ page }) => {
  test.setTimeout(180_000)
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
  test.setTimeout(180_000)
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
