// What the tracker stores while a person uses the site, read back as an admin through the REST API.
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { CTA_SOURCE } from '../../src/components/sponsorship/ClosingCta'
import { newsCopy } from '../../src/copy/home'
import { sponsorshipCopy } from '../../src/copy/sponsorship'
import { STORAGE_KEYS } from '../../src/lib/analytics/track'
import { superHeaders } from '../helpers/e2eAdmin'

// Headless Chromium says 'HeadlessChrome', which the endpoint ignores as a robot: visit as a person's browser.
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
test.use({ userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 } })

type StoredEvent = {
  id: number
  event_type: string
  page_path: string
  referrer: string | null
  session_id: string
  user_agent: string
  metadata: Record<string, unknown>
  createdAt: string
}

let auth: Record<string, string>

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL })
  auth = await superHeaders(api)
  await api.dispose()
})

const eventsOf = async (request: APIRequestContext, sessionId: string): Promise<StoredEvent[]> => {
  const response = await request.get(
    `/api/analytics-events?where[session_id][equals]=${encodeURIComponent(sessionId)}&sort=createdAt&limit=200&depth=0`,
    { headers: auth },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: StoredEvent[] }).docs
}

/** The tab's session id, once the tracker has made one. */
const sessionIdOf = async (page: Page): Promise<string> => {
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionId))
    .toBeTruthy()
  return (await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionId))!
}

const pageViews = (events: StoredEvent[]) =>
  events.filter((event) => event.event_type === 'page_view')

test('a visit stores a page view per page, in one session, with the browser context', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Counted once the page's script runs (a click before that is a view the site never saw).
  const sessionId = await sessionIdOf(page)
  // A client-side navigation, as a person clicking the top bar makes.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sponsorship', exact: true })
    .click()
  await expect(page).toHaveURL(/\/sponsorship$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sessionIdOf(page)).toBe(sessionId)

  await expect
    .poll(
      async () => pageViews(await eventsOf(request, sessionId)).map((event) => event.page_path),
      { timeout: 15_000 },
    )
    .toEqual(['/', '/sponsorship'])
  const [home, sponsorship] = pageViews(await eventsOf(request, sessionId))
  for (const view of [home, sponsorship]) {
    expect(view.session_id).toBe(sessionId)
    expect(view.user_agent).toBe(DESKTOP_UA)
    expect(view.metadata).toMatchObject({
      is_returning_visitor: false,
      viewport_size: '1366x900',
      screen_resolution: expect.stringMatching(/^\d+x\d+$/),
    })
    expect(Date.parse(String(view.metadata.timestamp))).toBeGreaterThan(Date.now() - 120_000)
    expect(view.metadata).not.toHaveProperty('not_found')
  }
  // The second view came from the first page, though document.referrer does not change on a client navigation.
  expect(sponsorship.referrer).toBe(`${baseURL}/`)

  // A new tab is a new session of a returning visitor (the flag lives in localStorage).
  const second = await page.context().newPage()
  await second.goto('/impact')
  const secondSession = await sessionIdOf(second)
  expect(secondSession).not.toBe(sessionId)
  await expect
    .poll(async () =>
      pageViews(await eventsOf(request, secondSession)).map((event) => [
        event.page_path,
        event.metadata.is_returning_visitor,
      ]),
    )
    .toEqual([['/impact', true]])
})

test("the closing call to action's clicks are engagement events, and Donate starts the funnel once", async ({
  page,
  request,
}) => {
  await page.goto('/sponsorship')
  const closing = page.getByRole('region', { name: sponsorshipCopy.closing.title })
  const donate = closing.getByRole('link', { name: sponsorshipCopy.closing.donate })
  await donate.click()
  // What the person sees: the donation section brought into view.
  await expect(
    page.getByRole('heading', { level: 2, name: sponsorshipCopy.donation.title }),
  ).toBeInViewport()
  await donate.click()
  await closing.getByRole('link', { name: sponsorshipCopy.closing.sponsor }).click()
  const sessionId = await sessionIdOf(page)

  const engagements = async () =>
    (await eventsOf(request, sessionId))
      .filter((event) => event.event_type === 'content_engagement')
      .map((event) => event.metadata.action)
  await expect
    .poll(engagements, { timeout: 15_000 })
    .toEqual(['donate_click', 'donate_click', 'become_sponsor_click'])
  const events = await eventsOf(request, sessionId)
  for (const event of events.filter((event) => event.event_type === 'content_engagement')) {
    expect(event.metadata).toMatchObject({ content_type: 'call_to_action', content_id: CTA_SOURCE })
    expect(event.page_path).toBe('/sponsorship')
  }
  const funnel = events.filter((event) => event.event_type === 'donation_funnel')
  expect(funnel).toHaveLength(1)
  expect(funnel[0].metadata).toMatchObject({
    step: 'initiated',
    source: 'sponsorship_cta',
    amount: null,
  })
  expect(
    events
      .filter((event) => event.event_type === 'sponsor_interest')
      .map((event) => event.metadata),
  ).toEqual([expect.objectContaining({ action: 'open_application', source: CTA_SOURCE })])
})

test("the donation form records 'form_filled' once, when three quarters of its required fields are filled", async ({
  page,
  request,
}) => {
  await page.goto('/sponsorship')
  const donate = page.getByRole('region', { name: sponsorshipCopy.donation.title })
  await donate.getByLabel(sponsorshipCopy.donation.country).selectOption('NG')
  await donate.getByRole('button', { name: sponsorshipCopy.donation.donate }).click()
  await expect(
    page.getByRole('heading', { name: sponsorshipCopy.donationForm.title }),
  ).toBeVisible()
  const sessionId = await sessionIdOf(page)
  const funnel = async () =>
    (await eventsOf(request, sessionId))
      .filter((event) => event.event_type === 'donation_funnel')
      .map((event) => event.metadata)

  // Three of the five required fields of an individual's gift: 60%, not yet.
  await page.locator('#donor-name').fill('Ngozi Eze')
  await page.locator('#donor-email').fill('ngozi@example.org')
  await page.locator('#donor-phone').fill('+234 803 000 1111')
  await expect
    .poll(async () => (await funnel()).map((step) => step.step), { timeout: 15_000 })
    .toEqual(['initiated'])
  expect((await funnel())[0]).toMatchObject({ source: 'donation_section', country: 'NG' })

  // The fourth: 80%.
  await page.locator('#donor-amount').fill('5000')
  await expect
    .poll(async () => (await funnel()).map((step) => step.step), { timeout: 15_000 })
    .toEqual(['initiated', 'form_filled'])
  expect((await funnel())[1]).toMatchObject({ amount: 5000, donor_type: 'individual' })

  // Filling more, and changing the amount, records nothing new in this session.
  await page
    .getByRole('group', { name: sponsorshipCopy.donationForm.churchQuestion })
    .getByText(sponsorshipCopy.donationForm.no, { exact: true })
    .click()
  await page.locator('#donor-amount').fill('7000')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(async () => pageViews(await eventsOf(request, sessionId)).length, { timeout: 15_000 })
    .toBe(2)
  expect((await funnel()).map((step) => step.step)).toEqual(['initiated', 'form_filled'])
})

test('a missing page stores its path with not_found', async ({ page, request }) => {
  const response = await page.goto('/no-such-page/for-analytics')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  const sessionId = await sessionIdOf(page)
  await expect
    .poll(
      async () =>
        pageViews(await eventsOf(request, sessionId)).map((event) => [
          event.page_path,
          event.metadata.not_found,
        ]),
      { timeout: 15_000 },
    )
    .toEqual([['/no-such-page/for-analytics', true]])
})

test('a news article page records the view, then the time it was read when the reader leaves', async ({
  page,
  request,
}) => {
  const { docs } = (await (
    await request.get('/api/news?limit=1&sort=-published_at&depth=0')
  ).json()) as { docs: { id: number; title: string }[] }
  const [article] = docs
  // The page's clock is the test's: 2.2 s of reading pass at once instead of being waited for.
  await page.clock.install()
  await page.goto(`/news/${article.id}`)
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  const sessionId = await sessionIdOf(page)
  await page.clock.fastForward(2_200)
  await page.getByRole('link', { name: newsCopy.backToAll }).click()
  await expect(page).toHaveURL(/\/news$/)

  const reading = async () =>
    (await eventsOf(request, sessionId))
      .filter((event) => event.event_type === 'content_engagement')
      .map((event): Record<string, unknown> => ({ path: event.page_path, ...event.metadata }))
  await expect.poll(async () => (await reading()).length, { timeout: 15_000 }).toBe(2)
  const [view, leave] = await reading()
  expect(view).toMatchObject({
    path: `/news/${article.id}`,
    content_type: 'news_article',
    content_id: String(article.id),
    action: 'view',
  })
  expect(leave).toMatchObject({
    path: `/news/${article.id}`,
    content_type: 'news_article',
    content_id: String(article.id),
    action: 'leave',
  })
  expect(leave.time_spent).toEqual(expect.any(Number))
  expect(Number(leave.time_spent)).toBeGreaterThanOrEqual(2)
  expect(Number(leave.time_spent)).toBeLessThan(30)
  expect(pageViews(await eventsOf(request, sessionId)).map((event) => event.page_path)).toEqual([
    `/news/${article.id}`,
    '/news',
  ])
})

test("a headless browser's events are not stored", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  })
  const page = await context.newPage()
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics') && response.request().method() === 'POST',
  )
  await page.goto('/impact')
  // Answered, so the request has been handled (its body cannot be read: the tracker's fetch is keepalive).
  expect((await sent).status()).toBe(202)
  const sessionId = await sessionIdOf(page)
  expect(await eventsOf(page.request, sessionId)).toEqual([])
  await context.close()
})
