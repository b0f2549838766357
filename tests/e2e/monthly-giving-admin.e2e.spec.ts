// Monthly Giving in a real browser, as the seeded super admin (issue #18): from the dashboard's card
// to the page, its counts and monthly total, a gift in the list and an anonymous one masked among
// the failures to follow up; the gift opened with its monthly donations, one of which opens; the
// CSV downloaded; and the monthly gifts list, whose search does not find the anonymous donor.
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import pg from 'pg'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ADMIN, E2E_DATABASE } from '../../playwright.config'
import { monthlyGivingCopy as copy } from '../../src/copy/monthlyGiving'
import { anonymousDetailsCopy } from '../../src/lib/donations/labels'
import { formatDate } from '../../src/lib/dates'
import { formatNaira } from '../../src/lib/format'
import { signIn, superHeaders } from '../helpers/e2eAdmin'

// Wide enough for Payload to show its sidebar open.
test.use({ viewport: { width: 1600, height: 900 } })

const marker = Date.now()
const KNOWN = {
  tag: 'known',
  name: `Monthly Giver ${marker}`,
  email: `monthly-${marker}@example.org`,
}
const HIDDEN = {
  tag: 'hidden',
  name: `Secret Giver ${marker}`,
  email: `secret-${marker}@example.org`,
}
const DAY = 24 * 60 * 60 * 1000

type Seeded = { giftId: number; donationIds: number[]; references: string[] }

/**
 * Gifts as the payment server leaves them: no API creates one (create: nobody), so they are written
 * into the e2e server's own database, each with its monthly donations pointing at it.
 */
const seedGift = async (
  client: pg.Client,
  donor: { tag: string; name: string; email: string },
  {
    amount,
    months,
    anonymous = false,
    unpaid = false,
  }: { amount: number; months: number; anonymous?: boolean; unpaid?: boolean },
): Promise<Seeded> => {
  const references = Array.from(
    { length: months },
    (_, n) => `MG-E2E-${marker}-${donor.tag}-${n + 1}`,
  )
  const donationIds: number[] = []
  for (const [n, reference] of references.entries()) {
    const completedAt = new Date(Date.now() - (months - n) * 30 * DAY)
    const { rows } = await client.query<{ id: number }>(
      `insert into donations (amount, currency, status, reference, donor_name, donor_email, donor_type, is_anonymous, show_publicly, completed_at, created_at, updated_at)
       values ($1, 'NGN', 'completed', $2, $3, $4, 'individual', $5, true, $6, $6, now()) returning id`,
      [amount, reference, donor.name, donor.email, anonymous, completedAt],
    )
    donationIds.push(rows[0].id)
  }
  const { rows } = await client.query<{ id: number }>(
    `insert into monthly_gifts (donor_name, donor_email, is_anonymous, amount, currency, status, first_donation_id,
       started_at, next_charge_at, failed_charges, open_invoice, last_failure_at, plan_code)
     values ($1, $2, $3, $4, 'NGN', 'active', $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      donor.name,
      donor.email,
      anonymous,
      amount,
      donationIds[0],
      new Date(Date.now() - months * 30 * DAY),
      new Date(Date.now() + 5 * DAY),
      unpaid ? 1 : 0,
      unpaid ? `INV_e2e_${marker}` : null,
      unpaid ? new Date(Date.now() - DAY) : null,
      `PLN_e2e_${marker}_${donor.tag}`,
    ],
  )
  await client.query(`update donations set monthly_gift_id = $1 where id = any($2::int[])`, [
    rows[0].id,
    donationIds,
  ])
  return { giftId: rows[0].id, donationIds, references }
}

let known: Seeded
let hidden: Seeded

test.beforeAll(async () => {
  const password = fs
    .readFileSync(path.resolve(E2E_DATABASE.dir, 'postgres.password'), 'utf8')
    .trim()
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_DATABASE.port}/fellowship`,
  })
  await client.connect()
  try {
    known = await seedGift(client, KNOWN, { amount: 12_345, months: 2 })
    hidden = await seedGift(client, HIDDEN, {
      amount: 54_321,
      months: 1,
      anonymous: true,
      unpaid: true,
    })
  } finally {
    await client.end()
  }
})

/** Active gifts as the API gives them to the super admin. */
const activeGifts = async (request: APIRequestContext) => {
  const response = await request.get(
    '/api/monthly-gifts?where[status][equals]=active&limit=100&depth=0',
    { headers: await superHeaders(request) },
  )
  expect(response.status()).toBe(200)
  return (await response.json()) as { docs: { amount: number }[]; totalDocs: number }
}

const statValue = (page: Page, title: string) =>
  page
    .getByTestId('giving-stat')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('strong')

test('from the dashboard to Monthly Giving: counts, a gift, its donations, and the CSV', async ({
  page,
  request,
}) => {
  const active = await activeGifts(request)
  expect(active.totalDocs).toBeLessThanOrEqual(100)
  const monthlyTotal = active.docs.reduce((sum, gift) => sum + gift.amount, 0)

  await signIn(page, E2E_ADMIN)
  const card = page.getByTestId('dashboard-giving-card')
  await expect(card).toContainText(copy.dashboard.title)
  await expect(card).toContainText(formatNaira(monthlyTotal))
  await expect(card).toContainText(copy.dashboard.note(active.totalDocs))
  await card.click()
  await expect(page).toHaveURL(/\/admin\/monthly-giving$/)
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible()

  await expect(statValue(page, 'Active')).toHaveText(String(active.totalDocs))
  await expect(statValue(page, copy.stats.monthlyTotal)).toHaveText(formatNaira(monthlyTotal))

  // The anonymous gift with an unpaid month waits among the failures, masked.
  const followUp = page.getByTestId('follow-up-row').filter({ hasText: formatNaira(54_321) })
  await expect(followUp).toContainText(anonymousDetailsCopy.masked)
  await expect(followUp).toContainText(copy.followUp.unpaid)
  await expect(followUp).toContainText(formatDate(new Date(Date.now() - DAY)))
  await expect(page.locator('body')).not.toContainText(HIDDEN.name)
  await expect(page.locator('body')).not.toContainText(HIDDEN.email)

  // The active tab lists the known gift; its donor opens it.
  await expect(page.getByRole('link', { name: /^Active \(/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const row = page.getByTestId('gift-row').filter({ hasText: KNOWN.name })
  await expect(row).toContainText(formatNaira(12_345))
  await expect(row).toContainText(KNOWN.email)
  await expect(row).toContainText(formatDate(new Date(Date.now() + 5 * DAY)))

  const { violations } = await new AxeBuilder({ page })
    .include('.fr-view')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  // The CSV: every listed gift, the anonymous one masked.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: copy.export.button }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^monthly-giving-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv.startsWith(`\uFEFF${copy.csv.columns.join(',')}\r\n`)).toBe(true)
  expect(csv).toContain(`${KNOWN.name},${KNOWN.email},12345,Active,`)
  expect(csv).toContain('Anonymous,,54321,Active,')
  expect(csv).not.toContain(HIDDEN.name)

  await row.getByRole('link', { name: KNOWN.name }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/monthly-gifts/${known.giftId}$`))
  // The gift's page: its monthly donations, each of which opens (Payload's pencil opens a drawer).
  const charges = page.locator('.relationship-table')
  for (const reference of known.references) await expect(charges).toContainText(reference)
  await expect(charges.getByRole('button', { name: 'Add new' })).toHaveCount(0)
  await charges
    .getByRole('row')
    .filter({ hasText: known.references[1] })
    .locator('.drawer-link__doc-drawer-toggler')
    .click()
  const drawer = page.getByRole('dialog').filter({ hasText: known.references[1] })
  await expect(drawer.getByRole('heading', { name: known.references[1] })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)

  // And in the Donations list, where each row opens as a page.
  await page.getByRole('link', { name: copy.gift.donationsLink }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/donations\?/)
  const listed = page.locator('.table tbody tr')
  await expect(listed).toHaveCount(known.references.length)
  await listed.first().getByRole('link').first().click()
  await expect(page).toHaveURL(
    new RegExp(`/admin/collections/donations/(${known.donationIds.join('|')})$`),
  )
})

test('the anonymous-details toggle shows the hidden donor on the page, and the monthly gifts list masks and never finds them', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/monthly-giving')
  await page.getByRole('button', { name: anonymousDetailsCopy.show }).click()
  await expect(page).toHaveURL(/anonymous=1/)
  await expect(page.getByTestId('follow-up-row').filter({ hasText: HIDDEN.name })).toContainText(
    HIDDEN.email,
  )
  await page.getByRole('button', { name: anonymousDetailsCopy.hide }).click()
  await expect(page).not.toHaveURL(/anonymous=1/)
  await expect(page.locator('body')).not.toContainText(HIDDEN.name)

  // The collection's own list: the donor column masked, the search by name finds nothing.
  await page.goto(`/admin/collections/monthly-gifts?search=${encodeURIComponent(HIDDEN.name)}`)
  await expect(page.locator('body')).toContainText('No data found')
  await page.goto(`/admin/collections/monthly-gifts?search=${encodeURIComponent(KNOWN.name)}`)
  await expect(page.getByRole('link', { name: new RegExp(KNOWN.name) })).toBeVisible()
  await page.goto('/admin/collections/monthly-gifts?limit=100')
  await expect(page.locator('body')).toContainText(anonymousDetailsCopy.masked)
  await expect(page.locator('body')).not.toContainText(HIDDEN.name)
  await page
    .getByRole('row')
    .filter({ hasText: formatNaira(54_321) })
    .getByRole('link')
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/monthly-gifts/${hidden.giftId}$`))
})
