// The Analytics dashboard in a real browser, as the seeded super admin: the seven cards for the
// default 30 days, switching to 7 days, a visit made now showing in Most Popular Pages, the page's
// accessibility, and the page at a phone's width.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page, waitForReadyPagesIn } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { analyticsCopy } from '../../src/copy/analytics'
import type { AnalyticsReport } from '../../src/lib/analytics/report'
import { formatDay } from '../../src/lib/dates'
import { formatCount, formatPercent } from '../../src/lib/analytics/format'
import { signIn, superHeaders } from '../helpers/e2eAdmin'

// Wide enough for Payload to show its sidebar open.
test.use({ viewport: { width: 1600, height: 900 } })

// Headless Chromium says 'HeadlessChrome', which the tracker's endpoint ignores as a robot.
const PERSON_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const CARD_TITLES = Object.values(analyticsCopy.cards).map((card) => card.title)

const reportOf = async (request: APIRequestContext, days: number): Promise<AnalyticsReport> => {
  const response = await request.get(`/api/admin/analytics?days=${days}`, {
    headers: await superHeaders(request),
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as AnalyticsReport
}

const cardValue = (page: Page, title: string) =>
  page
    .getByTestId('analytics-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByTestId('analytics-card-value')

const rangeLink = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: analyticsCopy.rangeNav })
    .getByRole('link', { name: label, exact: true })

/** What a person reads in the seven cards, for the report's numbers. */
const expectCards = async (page: Page, report: AnalyticsReport) => {
  const { cards } = report
  await expect(page.getByTestId('analytics-card').getByRole('heading')).toHaveText(CARD_TITLES)
  await expect(cardValue(page, analyticsCopy.cards.uniqueVisitors.title)).toHaveText(
    formatCount(cards.uniqueVisitors),
  )
  await expect(
    page.getByText(analyticsCopy.cards.uniqueVisitors.note(formatCount(cards.pageViews)), {
      exact: true,
    }),
  ).toBeVisible()
  await expect(cardValue(page, analyticsCopy.cards.conversionRate.title)).toHaveText(
    formatPercent(cards.conversion.conversionRate),
  )
  await expect(cardValue(page, analyticsCopy.cards.impactSponsors.title)).toHaveText(
    formatCount(cards.sponsorApplications),
  )
  await expect(cardValue(page, analyticsCopy.cards.volunteerApplications.title)).toHaveText(
    formatCount(cards.volunteerApplications),
  )
  await expect(cardValue(page, analyticsCopy.cards.returningVisitors.title)).toHaveText(
    formatCount(cards.returningVisitors),
  )
  await expect(cardValue(page, analyticsCopy.cards.donationsCompleted.title)).toHaveText(
    formatCount(cards.donationsCompleted),
  )
  await expect(cardValue(page, analyticsCopy.cards.totalInteractions.title)).toHaveText(
    formatCount(cards.totalInteractions),
  )
}

const dailyRows = (page: Page) => page.getByTestId('analytics-daily').locator('tbody tr')

/** Most Popular Pages as shown: path and view count of each entry. */
const popularPages = async (page: Page) => {
  const region = page.getByRole('region', { name: analyticsCopy.popularPages })
  await expect(region).toBeVisible()
  return region.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      path: item.querySelector('.fra-path')?.textContent ?? '',
      views: Number(
        (item.querySelector('.fra-muted')?.textContent ?? '')
          .replace(/ views?$/, '')
          .replace(/,/g, ''),
      ),
    })),
  )
}

test('the seven cards for the last 30 days by default, then for the last 7 days', async ({
  page,
  request,
}) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { level: 1, name: analyticsCopy.title })).toBeVisible()
  await expect(rangeLink(page, 'Last 30 days')).toHaveAttribute('aria-current', 'page')
  await expect(
    page.getByRole('navigation', { name: analyticsCopy.rangeNav }).getByRole('link'),
  ).toHaveText(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last year'])
  // The admin pages track nothing, so the numbers stay as they are while this test reads them.
  const month = await reportOf(request, 30)
  await expectCards(page, month)
  await expect(page.getByTestId('analytics-range')).toHaveText(
    analyticsCopy.rangeNote(formatDay(month.from), formatDay(month.to)),
  )
  await expect(dailyRows(page)).toHaveCount(10)
  await expect(dailyRows(page).first().getByRole('rowheader')).toHaveText(formatDay(month.to))
  await expect(page.getByRole('img', { name: analyticsCopy.chartVisitors })).toBeVisible()
  await expect(page.getByRole('img', { name: analyticsCopy.chartDonations })).toBeVisible()

  await rangeLink(page, 'Last 7 days').click()
  await expect(page).toHaveURL(/\/admin\/analytics\?days=7$/)
  await expect(rangeLink(page, 'Last 7 days')).toHaveAttribute('aria-current', 'page')
  await expect(rangeLink(page, 'Last 30 days')).not.toHaveAttribute('aria-current', 'page')
  const week = await reportOf(request, 7)
  // The demo donations completed 2 to 22 days ago: fewer of them in the last 7 days.
  expect(week.cards.donationsCompleted).toBeLessThan(month.cards.donationsCompleted)
  await expectCards(page, week)
  await expect(page.getByTestId('analytics-range')).toHaveText(
    analyticsCopy.rangeNote(formatDay(week.from), formatDay(week.to)),
  )
  await expect(dailyRows(page)).toHaveCount(7)
  await expect(
    page.getByRole('img', { name: analyticsCopy.chartDonations }).locator('rect'),
  ).toHaveCount(7)

  const { violations } = await new AxeBuilder({ page })
    .include('.fr-view')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([])
})

test('a visit made now shows in Most Popular Pages', async ({ page, browser }) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/analytics?days=7')
  const before = (await popularPages(page)).find((entry) => entry.path === '/')?.views ?? 0

  const visitor = waitForReadyPagesIn(await browser.newContext({ userAgent: PERSON_UA }))
  const home = await visitor.newPage()
  // The tracker sends its batch shortly after the page has loaded.
  const sent = home.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics') && response.request().method() === 'POST',
  )
  await home.goto('/')
  expect((await sent).status()).toBe(202)
  await visitor.close()

  await expect
    .poll(
      async () => {
        await page.reload()
        return (await popularPages(page)).find((entry) => entry.path === '/')?.views ?? 0
      },
      { timeout: 20_000 },
    )
    .toBe(before + 1)
})

test('at a phone’s width the page fits the screen and the range still changes', async ({
  browser,
}) => {
  const context = waitForReadyPagesIn(
    await browser.newContext({ viewport: { width: 390, height: 844 } }),
  )
  const page = await context.newPage()
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { level: 1, name: analyticsCopy.title })).toBeVisible()
  await expect(page.getByTestId('analytics-card')).toHaveCount(7)
  // Nothing wider than the screen: the tables scroll inside their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  for (const card of await page.getByTestId('analytics-card').all()) {
    const box = (await card.boundingBox())!
    expect([box.x >= 0, box.x + box.width <= 390]).toEqual([true, true])
  }

  await rangeLink(page, 'Last 90 days').click()
  await expect(page).toHaveURL(/\?days=90$/)
  await expect(rangeLink(page, 'Last 90 days')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: analyticsCopy.dailyActivity })).toBeVisible()
  await context.close()
})
