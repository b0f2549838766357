// The public site on a phone and a tablet, with JavaScript (issue #16): a planned project offers no
// dead-end donation, a new page opens at its top (or its #fragment) at once, the header fits on one
// line, the menu closes on Escape and outside taps (which reach nothing below it), every page counts
// the same active projects, one logo is fetched.
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { common } from '../../src/copy/common'
import { homeCopy } from '../../src/copy/home'
import { impactCopy, projectPageCopy } from '../../src/copy/impact'
import { projectsCopy } from '../../src/copy/projects'
import { sponsorshipCopy } from '../../src/copy/sponsorship'

/** Records the page's scroll position at every frame while the address's path is `path`. */
const recordScroll = (path: string) => {
  const seen: number[] = []
  Object.assign(window, { seenScroll: seen })
  const sample = () => {
    if (location.pathname === path) seen.push(Math.round(window.scrollY))
    requestAnimationFrame(sample)
  }
  requestAnimationFrame(sample)
}
const seenScroll = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenScroll: number[] }).seenScroll)
/** How many times the position changed between frames: a jump is one, a glide dozens. */
const moves = (seen: number[]) =>
  seen.filter((y, index) => index > 0 && y !== seen[index - 1]).length

type Project = { id: number; title: string; status: string; progress_percentage?: number | null }
type Media = { url?: string | null }
type Settings = { logo_light?: Media | null; logo_dark?: Media | null }

const PHONE = { width: 390, height: 844 }

const projectsOf = async (request: APIRequestContext) =>
  ((await (await request.get('/api/projects?limit=100&depth=0')).json()) as { docs: Project[] })
    .docs

const isCompleted = (project: Project) =>
  project.status === 'completed' || project.progress_percentage === 100

/** The Active Projects list of the projects section. */
const activeList = (page: Page) =>
  page
    .locator('section#projects')
    .getByRole('heading', { level: 3, name: projectsCopy.active })
    .locator('xpath=..')

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('a project in planning is listed as active but offers no donation that cannot be made', async ({
    page,
    request,
  }) => {
    const projects = await projectsOf(request)
    const planned = projects.find((project) => project.status === 'planning')
    expect(planned, 'the seed has a project in planning').toBeDefined()

    await page.goto('/')
    const card = activeList(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: planned!.title, exact: true }) })
    await expect(card).toBeVisible()
    await expect(card.getByText(projectsCopy.notDonatable.planning)).toBeVisible()
    await expect(card.getByRole('link', { name: projectsCopy.donate })).toHaveCount(0)

    // Every donate button left leads to a project the form takes.
    const donate = activeList(page).getByRole('link', { name: projectsCopy.donate })
    const donatable = projects.filter(
      (project) => project.status === 'active' && !isCompleted(project),
    )
    await expect(donate).toHaveCount(donatable.length)
    // From far down the page, the form is shown at once: no landing above it and gliding on.
    await donate.first().scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.evaluate(recordScroll, '/sponsorship')
    await donate.first().click()
    await expect(page).toHaveURL(/\/sponsorship\?project=\d+#donation-form$/)
    await expect(page.getByText(sponsorshipCopy.donationForm.projectSelected)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-opening', 'done')
    const framesAtOpening = (await seenScroll(page)).length
    await expect
      .poll(async () => (await seenScroll(page)).length)
      .toBeGreaterThan(framesAtOpening + 40)
    const seen = await seenScroll(page)
    expect(moves(seen), `scroll positions on /sponsorship: ${seen.join(', ')}`).toBeLessThanOrEqual(
      3,
    )
    const formTop = await page
      .locator('#donation-form')
      .evaluate((form) => form.getBoundingClientRect().top)
    expect(formTop).toBeGreaterThanOrEqual(0)
    expect(formTop).toBeLessThan(PHONE.height / 2)
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: sponsorshipCopy.donationForm.projectReset.title }),
    ).toHaveCount(0)

    // Its own page: no donate button, and a start date still ahead is not 'Started'.
    await page.goto(`/projects/${planned!.id}`)
    const funding = page.getByRole('complementary', { name: projectPageCopy.funding })
    await expect(funding.getByRole('link', { name: projectPageCopy.donate })).toHaveCount(0)
    await expect(funding.getByText(projectPageCopy.starts, { exact: true })).toBeVisible()
    await expect(funding.getByText(projectPageCopy.started, { exact: true })).toHaveCount(0)
  })

  test('a link from far down a page opens the next page at its top at once', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('link', { name: homeCopy.impactCta.link })
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
    // Every frame's scroll position on the new page, from the first one it is shown in.
    await page.evaluate(() => {
      const seen: number[] = []
      Object.assign(window, { seenOnImpact: seen })
      const sample = () => {
        if (location.pathname === '/impact') seen.push(window.scrollY)
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await link.click()
    await expect(page).toHaveURL(/\/impact$/)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { seenOnImpact: number[] }).seenOnImpact.length),
      )
      .toBeGreaterThan(30)
    const seen = await page.evaluate(
      () => (window as unknown as { seenOnImpact: number[] }).seenOnImpact,
    )
    expect(Math.max(...seen), `scroll positions seen on /impact: ${seen.join(', ')}`).toBe(0)
  })

  test('an address with a #fragment opens there at once, as after a form posted without script', async ({
    page,
  }) => {
    await page.addInitScript(recordScroll, '/sponsorship')
    await page.goto('/sponsorship#donors')
    const donors = page.locator('section#donors')
    await expect(donors).toBeInViewport()
    const framesAtLoad = (await seenScroll(page)).length
    await expect
      .poll(async () => (await seenScroll(page)).length)
      .toBeGreaterThan(framesAtLoad + 40)
    const seen = await seenScroll(page)
    expect(Math.max(...seen)).toBeGreaterThan(1000)
    expect(moves(seen), `scroll positions on load: ${seen.join(', ')}`).toBeLessThanOrEqual(2)
  })

  test('the menu closes on Escape and on a tap outside it', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: common.menu.open })
    const menu = page.locator('#mobile-menu')

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: common.menu.close })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(menu).toBeVisible()
    // A tap on the page below the menu.
    await page.mouse.click(PHONE.width / 2, PHONE.height - 60)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/$/)

    // A tap on a link below the open menu closes the menu and does not follow the link.
    const below = page.getByRole('link', { name: homeCopy.finalCta.support })
    await below.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await toggle.click()
    await expect(menu).toBeVisible()
    const belowBox = (await below.boundingBox())!
    await page.mouse.click(belowBox.x + belowBox.width / 2, belowBox.y + belowBox.height / 2)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    // The page is as it was: its links work at the next tap.
    await expect(
      page.getByRole('button', { name: common.themeToggle.toDark }).first(),
    ).toBeVisible()

    // A tap inside the menu (not on a link) keeps it open; the spec's closings still work.
    await toggle.click()
    const box = (await menu.boundingBox())!
    await page.mouse.click(box.x + 4, box.y + 4)
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: common.nav.sponsorship }).click()
    await expect(page).toHaveURL(/\/sponsorship$/)
    await expect(menu).toBeHidden()
  })

  test('a news picture that fails to load gives way to the logo, in the card and in the dialog', async ({
    page,
  }) => {
    // Every upload fails, as on a network that drops them.
    await page.route('**/api/media/file/**', (route) => route.abort('connectionfailed'))
    await page.goto('/')
    const news = page.locator('section#news')
    const card = news.getByRole('article').first()
    // Pictures load when scrolled to.
    await card.scrollIntoViewIfNeeded()
    await expect(card.locator('img').first()).toHaveAttribute('src', '/logo-light.svg')
    await card.getByRole('link').first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const picture = dialog.locator('img').first()
    await expect(picture).toHaveAttribute('src', '/logo-light.svg')
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('the site settings logo is fetched once, in the theme shown', async ({ page, request }) => {
    const settings = (await (
      await request.get('/api/globals/site-settings?depth=1')
    ).json()) as Settings
    const light = settings.logo_light?.url ?? '/logo-light.svg'
    const dark = settings.logo_dark?.url ?? '/logo-dark.svg'
    expect(light).not.toBe(dark)
    const pathOf = (url: string) => new URL(url, 'http://localhost').pathname

    for (const theme of ['light', 'dark'] as const) {
      const requested: string[] = []
      const listener = (req: { url: () => string }) => requested.push(pathOf(req.url()))
      page.on('request', listener)
      await page.addInitScript(
        (isDark) => localStorage.setItem('darkMode', String(isDark)),
        theme === 'dark',
      )
      await page.goto('/')
      await expect(page.getByTestId('logo').first()).toBeVisible()
      await expect
        .poll(
          () => requested.filter((path) => path === pathOf(theme === 'dark' ? dark : light)).length,
        )
        .toBe(1)
      expect(requested).not.toContain(pathOf(theme === 'dark' ? light : dark))
      page.off('request', listener)
    }
  })
})

test('every page counts the same active projects', async ({ page, request }) => {
  const projects = await projectsOf(request)
  const active = projects.filter((project) => !isCompleted(project)).length
  expect(projects.some((project) => project.status === 'planning' && !isCompleted(project))).toBe(
    true,
  )

  await page.goto('/')
  await expect(activeList(page).getByRole('article')).toHaveCount(active)

  await page.goto('/impact')
  const journey = page.locator('section').filter({
    has: page.getByRole('heading', { name: impactCopy.journey.title }),
  })
  await expect(
    journey
      .locator('dl > div')
      .filter({ has: page.getByText(impactCopy.journey.active, { exact: true }) })
      .locator('dd'),
  ).toHaveText(String(active))
  await expect(activeList(page).getByRole('article')).toHaveCount(active)

  await page.goto('/sponsorship')
  const partners = page.locator('section#partners')
  await expect(
    partners
      .locator('div.card')
      .filter({ has: page.getByText(sponsorshipCopy.partners.projectsCount, { exact: true }) }),
  ).toContainText(sponsorshipCopy.partners.plus(active))
})

// 320 and 360: the smallest phones, where the menu button was cut off (issue #29).
for (const width of [320, 360, 768, 800, 880, 1024]) {
  test(`the header stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect((await nav.boundingBox())!.height).toBe(64)
    // One line of text in any control is at most 44 px tall (the buttons' minimum); two are 56 or more.
    const boxes = await nav.locator('a:visible, button:visible').evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect()
        return { text: element.textContent?.trim() ?? '', height: rect.height, right: rect.right }
      }),
    )
    // The name, the theme and the menu on a phone; the links and Join Now beside them from 768 px.
    expect(boxes.length).toBeGreaterThanOrEqual(width < 768 ? 3 : 5)
    for (const box of boxes) {
      expect(box.height, `"${box.text}" at ${width} px`).toBeLessThanOrEqual(48)
      expect(box.right, `"${box.text}" at ${width} px`).toBeLessThanOrEqual(width)
    }
  })
}
