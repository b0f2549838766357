// What every public page shares: accessibility, the theme, the menu, reading without JavaScript,
// and content changes showing without a rebuild.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

import { common } from '../../src/copy/common'
import { ridesCopy } from '../../src/copy/rides'
import { donationCopy } from '../../src/copy/sponsorship'
import { volunteerCopy } from '../../src/copy/volunteer'
import { superHeaders } from '../helpers/e2eAdmin'

const join = ridesCopy.join

const PAGES = ['/', '/impact', '/sponsorship', '/join', '/news', '/no-such-page']
const WIDTHS = [390, 1366]

for (const width of WIDTHS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations at ${width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript(
        (dark) => localStorage.setItem('darkMode', String(dark)),
        theme === 'dark',
      )
      for (const path of PAGES) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/)
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze()
        const summary = violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        )
        expect(summary, `${path} at ${width}px (${theme})`).toEqual([])
      }
    })
  }
}

test('the theme choice survives a reload and is applied before the first paint', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true')
  // The class must be there when the document is parsed, not added after hydration.
  const classAtParse = page
    .waitForEvent('domcontentloaded')
    .then(() => page.evaluate(() => document.documentElement.className))
  await page.reload()
  expect(await classAtParse).toContain('dark')
  await page.getByRole('button', { name: 'Switch to light mode' }).first().click()
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false')
})

test('the top bar highlights the current page', async ({ page, request }) => {
  const { docs } = (await (await request.get('/api/projects?limit=1&depth=0')).json()) as {
    docs: { id: number }[]
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  for (const [path, name] of [
    ['/', 'Home'],
    ['/sponsorship', 'Sponsorship'],
    ['/impact', 'Fellowship Rides Impact'],
    [`/projects/${docs[0].id}`, 'Fellowship Rides Impact'],
    ['/news', 'Home'],
  ]) {
    await page.goto(path)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1)
  }
})

test('on a phone the menu opens, and closes when a link or Join Now is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Sponsorship' }).click()
  await expect(page).toHaveURL(/\/sponsorship/)
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await menu.getByRole('link', { name: common.joinNow }).click()
  await expect(page).toHaveURL(/\/join$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(join.title('Fellowship Rides'))
  await expect(menu).toBeHidden()
})

test('Join Now opens the choice of how to join, and each choice opens its page', async ({
  page,
  request,
}) => {
  // Static content: served from the page cache, like /impact.
  await expect.poll(async () => (await request.get('/join')).headers()['x-page-cache']).toBe('hit')
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/impact')
  await page.getByRole('banner').getByRole('link', { name: common.joinNow }).click()
  await expect(page).toHaveURL(/\/join$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(join.title('Fellowship Rides'))
  const main = page.locator('main')
  for (const choice of Object.values(join.choices))
    await expect(main.getByText(choice.text)).toBeVisible()

  await main.getByRole('link', { name: join.choices.church.title }).click()
  await expect(page).toHaveURL(/\/churches\/register$/)
  await expect(main.getByLabel(ridesCopy.register.churchName)).toBeVisible()
  await page.goBack()
  await main.getByRole('link', { name: join.choices.ride.title }).click()
  await expect(page).toHaveURL(/\/rides$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ridesCopy.find.title)
  await page.goBack()
  await main.getByRole('link', { name: join.choices.volunteer.title }).click()
  await expect(page.getByRole('dialog', { name: volunteerCopy.title })).toBeVisible()
  await expect(page).toHaveURL(/\/impact$/)
})

test('Volunteer With Us opens its form on an Impact page reached through the top bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const banner = page.getByRole('banner')
  await banner.getByRole('link', { name: common.nav.impact('Fellowship Rides') }).click()
  await expect(page).toHaveURL(/\/impact$/)
  await page.getByRole('button', { name: volunteerCopy.button }).first().click()
  const dialog = page.getByRole('dialog', { name: volunteerCopy.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(volunteerCopy.fields.name)).toBeVisible()
})

test('a visitor who only reads downloads no notice code; the first notice still shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto('/sponsorship')
  await page.waitForLoadState('networkidle')
  const whileReading = [...scripts]
  expect(whileReading.length).toBeGreaterThan(0)

  // The first touch loads the notice area; the notice it causes waits for it, and is shown: a
  // donor from a country not open yet is told it is coming soon.
  const donate = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: donationCopy.title }) })
  await donate.getByLabel(donationCopy.country).selectOption({ label: 'United States (USD)' })
  await donate.getByRole('button', { name: donationCopy.donate }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: donationCopy.countryComingSoon.title }),
  ).toContainText(donationCopy.countryComingSoon.description)
  const loadedOnUse = scripts.filter((url) => !whileReading.includes(url))
  expect(loadedOnUse).toHaveLength(1)
})

test('a page paints its text before it fetches a script; the scripts then run', async ({
  page,
  request,
}) => {
  // The page cache moves the scripts behind the first paint; it caches once it hears the database.
  await expect
    .poll(async () => (await request.get('/impact')).headers()['x-page-cache'])
    .not.toBe('bypass')
  await page.setViewportSize({ width: 390, height: 800 })
  for (const path of ['/', '/impact', '/sponsorship']) {
    // Twice: the first visit renders the page into the cache, the second is served from it.
    for (let visit = 0; visit < 2; visit++) await page.goto(path)
    await page.waitForLoadState('networkidle')
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.startTime),
    }))
    expect(timing.painted).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(5)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted!)
  }
  // And they run: the phone menu opens by script, which marks its button expanded.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('a page needs no stylesheet request to paint, and a client navigation still gets its styles', async ({
  page,
  request,
}) => {
  // The page cache writes the stylesheets in; it caches once the server hears the database.
  await expect
    .poll(async () => (await request.get('/')).headers()['x-page-cache'])
    .not.toBe('bypass')
  await page.setViewportSize({ width: 1366, height: 900 })
  const stylesheets: string[] = []
  const errors: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet' || req.url().endsWith('.css'))
      stylesheets.push(req.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const header = page.getByRole('banner')
  for (const path of ['/', '/impact']) {
    // Twice: the first visit renders the page into the cache, the second is served from it.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(header).toHaveCSS('position', 'fixed')
    }
  }
  expect(stylesheets).toEqual([])
  // /sponsorship adds the carousels' stylesheet: React fetches it on the way there.
  await header.getByRole('link', { name: 'Sponsorship', exact: true }).click()
  await expect(page).toHaveURL(/\/sponsorship$/)
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.styleSheets].filter((sheet) => sheet.href?.endsWith('.css')).length,
      ),
    )
    .toBe(1)
  await expect(header).toHaveCSS('position', 'fixed')
  expect(stylesheets).toHaveLength(1)
  expect(errors).toEqual([])
})

test('with JavaScript disabled every page still shows its text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Free Rides to Church & Fellowship',
  )
  await expect(page.getByRole('heading', { name: 'Our Projects' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Latest News & Updates' })).toBeVisible()
  await page.goto('/impact')
  await expect(page.getByRole('heading', { name: 'Board of Jethros' })).toBeVisible()
  await page.goto('/sponsorship')
  await expect(page.getByRole('heading', { name: 'Our Impact Partners' })).toBeVisible()
  await context.close()
})

test('an edit in the admin shows on the public page without a rebuild', async ({
  page,
  request,
}) => {
  const auth = await superHeaders(request)
  const { docs } = (await (
    await request.get('/api/projects?limit=1&sort=-createdAt&depth=0')
  ).json()) as { docs: { id: number; title: string }[] }
  const [project] = docs
  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: project.title, exact: true }).first(),
  ).toBeVisible()

  const renamed = `${project.title} (renamed)`
  expect(
    (
      await request.patch(`/api/projects/${project.id}`, {
        headers: auth,
        data: { title: renamed },
      })
    ).ok(),
  ).toBe(true)
  try {
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { name: renamed, exact: true }).first()).toBeVisible({
        timeout: 1000,
      })
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.patch(`/api/projects/${project.id}`, {
      headers: auth,
      data: { title: project.title },
    })
  }
})

test('a refusal inside an open dialog is written in the dialog, where it is seen', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Volunteer With Us' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Volunteer Application' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  const notice = dialog.getByTestId('volunteer-notice')
  await expect(notice).toContainText('Please fill in all required fields')
  // No toast behind the modal (the rest of the page is inert) or over the dialog's fields.
  await expect(page.getByTestId('toast')).toHaveCount(0)
  // Focus goes to the first field to fill in; the notice sits by the Submit button, and when the
  // visitor comes back to it, what is on top at its place is the notice itself.
  await expect(dialog.getByLabel('Full Name')).toBeFocused()
  await notice.scrollIntoViewIfNeeded()
  const onTop = await notice.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return element.contains(hit)
  })
  expect(onTop).toBe(true)
})

test('a shared /impact link previews with a project photo', async ({ page, request }) => {
  await page.goto('/impact')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/\/api\/media\/file\/.+\.(jpe?g|png)$/)
  const response = await request.get(new URL(image!).pathname)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\//)
})
