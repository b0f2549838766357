// The public site with JavaScript off (Opera Mini's extreme mode, a script that failed to load):
// the 404 page (a missing project or article too), the phone menu, Join Now and its three choices
// (issue #19), a news article and the whole donor list (issue #16).
import { expect, test, type APIRequestContext } from './fixtures'

import { common } from '../../src/copy/common'
import { homeCopy, newsCopy } from '../../src/copy/home'
import { ridesCopy } from '../../src/copy/rides'
import { sponsorshipCopy } from '../../src/copy/sponsorship'
import { volunteerCopy } from '../../src/copy/volunteer'
import { ensurePublicDonors } from '../helpers/publicDonors'

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

const join = ridesCopy.join

type Lexical = { root: { children: { children?: { text?: string }[] }[] } }
type Article = { id: number; title: string; content: Lexical }

const latestArticle = async (request: APIRequestContext) => {
  const response = await request.get(
    '/api/news?where[is_published][equals]=true&sort=-published_at&limit=1&depth=0',
  )
  const [article] = ((await response.json()) as { docs: Article[] }).docs
  return article
}

test('an unknown address shows the 404 page, with the site around it and a way home', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/some/missing/page']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: common.notFound.code })).toBeVisible()
    await expect(main.getByText(common.notFound.text)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await main.getByRole('link', { name: common.notFound.home }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Free Rides to Church & Fellowship',
    )
  }
})

test('a link to a missing project or article shows the 404 page, an existing one its page', async ({
  page,
  request,
}) => {
  // A removed project's link shared on WhatsApp, a mistyped id, a draft's id.
  // And a bus run that is not there (issue #29: a blank white page without JavaScript).
  for (const path of [
    '/projects/999999',
    '/news/999999',
    '/news/abc',
    '/projects/0',
    '/rides/runs/999999',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: common.notFound.code })).toBeVisible()
    await expect(main.getByText(common.notFound.text)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(main.getByRole('link', { name: common.notFound.home })).toHaveAttribute(
      'href',
      '/',
    )
    expect(new URL(page.url()).pathname).toBe(path)
  }
  // A booking's or a driver's link copied wrong says so in its own words, with the site around it.
  for (const [path, title] of [
    [`/rides/booking/FR-2345AB.${'A'.repeat(43)}`, ridesCopy.booking.refusedTitle],
    ['/rides/driver/1.bad', ridesCopy.driverPage.refusedTitle],
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  }
  const [project] = (
    (await (await request.get('/api/projects?limit=1&depth=0')).json()) as {
      docs: { id: number; title: string }[]
    }
  ).docs
  expect((await page.goto(`/projects/${project.id}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  // Another spelling of its id is sent to its one address (issue #29).
  const spelled = await request.get(`/projects/00${project.id}`, { maxRedirects: 0 })
  expect(spelled.status()).toBe(308)
  expect(new URL(spelled.headers().location, 'http://site').pathname).toBe(
    `/projects/${project.id}`,
  )
})

test('on a phone the menu opens where the visitor is and its links work', async ({ page }) => {
  await page.goto('/')
  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const scrolled = await page.evaluate(() => window.scrollY)
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeHidden()

  await page.getByRole('button', { name: common.menu.open }).click()
  await expect(menu).toBeVisible()
  await expect(menu).toBeInViewport()
  // The menu sits in the fixed header: opening it does not move the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expect(menu.getByRole('link', { name: common.nav.home })).toBeVisible()
  await expect(menu.getByRole('link', { name: common.nav.sponsorship })).toBeVisible()

  await menu.getByRole('link', { name: common.nav.impact('Fellowship Rides') }).click()
  await expect(page).toHaveURL(/\/impact$/)
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: common.menu.open }).click()
  await expect(menu.getByRole('link', { name: /Impact$/ })).toHaveAttribute('aria-current', 'page')
})

test('on a phone the menu closes again: a second tap on its button, or a tap on the page below', async ({
  page,
}) => {
  await page.goto('/')
  // A link right below where the menu opens: a tap there must not follow it.
  const below = page.getByRole('link', { name: homeCopy.finalCta.support })
  await below.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  const menu = page.locator('#mobile-menu')
  const toggle = page.getByRole('button', { name: common.menu.open })
  const toggleBox = (await toggle.boundingBox())!

  await toggle.click()
  await expect(menu).toBeVisible()
  await expect(page.getByRole('link', { name: common.menu.close })).toBeVisible()
  // Where the ☰ was, as a visitor taps it again.
  await page.mouse.click(toggleBox.x + toggleBox.width / 2, toggleBox.y + toggleBox.height / 2)
  await expect(menu).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

  await toggle.click()
  await expect(menu).toBeVisible()
  const box = (await below.boundingBox())!
  const menuBox = (await menu.boundingBox())!
  expect(box.y).toBeGreaterThan(menuBox.y + menuBox.height)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(menu).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/')
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})

test('Join Now opens the choice of how to join, and each choice opens its page', async ({
  page,
}) => {
  await page.goto('/')
  // The theme switch needs script: not shown.
  const themeToggle = (includeHidden: boolean) =>
    page.getByRole('button', { name: common.themeToggle.toDark, includeHidden })
  await expect(themeToggle(true)).not.toHaveCount(0)
  await expect(themeToggle(false)).toHaveCount(0)

  // From the phone menu: the menu goes with the page it was opened on.
  const menu = page.locator('#mobile-menu')
  await page.getByRole('button', { name: common.menu.open }).click()
  await menu.getByRole('link', { name: common.joinNow }).click()
  await expect(page).toHaveURL(/\/join$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(join.title('Fellowship Rides'))
  await expect(menu).toBeHidden()
  const main = page.locator('main')
  for (const choice of Object.values(join.choices)) {
    await expect(main.getByRole('heading', { level: 2, name: choice.title })).toBeVisible()
    await expect(main.getByText(choice.text)).toBeVisible()
  }

  await main.getByRole('link', { name: join.choices.church.title }).click()
  await expect(page).toHaveURL(/\/churches\/register$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ridesCopy.register.title)
  await expect(main.getByLabel(ridesCopy.register.churchName)).toBeVisible()
  await expect(main.getByRole('button', { name: ridesCopy.register.submit })).toBeVisible()

  await page.goto('/join')
  await main.getByRole('link', { name: join.choices.ride.title }).click()
  await expect(page).toHaveURL(/\/rides$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ridesCopy.find.title)
  await expect(main.getByLabel(ridesCopy.find.branch)).toBeVisible()

  await page.goto('/join')
  await main.getByRole('link', { name: join.choices.volunteer.title }).click()
  await expect(page).toHaveURL(/\/impact#volunteer-application$/)
  const dialog = page.locator('#volunteer-application')
  await expect(dialog.getByRole('heading', { name: volunteerCopy.title })).toBeInViewport()
  await expect(dialog.getByLabel(volunteerCopy.fields.name)).toBeVisible()
  await expect(dialog.getByRole('button', { name: volunteerCopy.submit })).toBeVisible()

  await page.goto('/join')
  await main.getByRole('link', { name: join.choices.drive.title }).click()
  await expect(page).toHaveURL(/\/rides\/drive$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ridesCopy.drive.title)
  await expect(main.getByRole('button', { name: ridesCopy.drive.submit })).toBeVisible()
})

test('on a computer Join Now in the top bar opens the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sponsorship')
  await page.getByRole('banner').getByRole('link', { name: common.joinNow }).click()
  await expect(page).toHaveURL(/\/join$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(join.title('Fellowship Rides'))
  await expect(page.locator('main').getByRole('link')).toHaveCount(Object.keys(join.choices).length)
})

test('a news article can be read from its card', async ({ page, request }) => {
  const article = await latestArticle(request)
  const paragraph =
    article.content.root.children[0]?.children?.map((node) => node.text ?? '').join('') ?? ''
  expect(paragraph).not.toBe('')
  await page.goto('/')
  await page
    .locator('section#news')
    .getByRole('link', { name: `${newsCopy.readMore} ${newsCopy.readMoreContext(article.title)}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/news/${article.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByText(paragraph)).toBeVisible()
  await page.getByRole('link', { name: newsCopy.backToAll }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible()
})

test('every donor is listed, and the list can be refreshed', async ({ page, request }) => {
  const copy = sponsorshipCopy.donors
  // More donors than the recent 15, so there is more to view.
  const totalDocs = await ensurePublicDonors(request, 17)

  await page.goto('/sponsorship')
  const donors = page.locator('section#donors')
  const items = donors.getByTestId('donor')
  await expect(items).toHaveCount(15)
  await expect(donors.getByText(copy.showing(15, totalDocs))).toBeVisible()

  await donors.getByRole('link', { name: copy.viewAll }).click()
  await expect(page).toHaveURL(/donors=all/)
  await expect(items).toHaveCount(totalDocs)
  await expect(donors.getByText(copy.showing(totalDocs, totalDocs))).toBeVisible()

  // Refresh loads the same list again, here every donor, with a gift made since.
  const withNewGift = await ensurePublicDonors(request, totalDocs + 1)
  await donors.getByRole('button', { name: copy.refresh }).click()
  await expect(page).toHaveURL(/donors=all&refreshed=\d+#donors$/)
  await expect(items).toHaveCount(withNewGift)
  await expect(donors.getByText(copy.showing(withNewGift, withNewGift))).toBeVisible()

  await donors.getByRole('link', { name: copy.showRecent }).click()
  await expect(items).toHaveCount(15)
})
