import { expect, test, type Page } from './fixtures'

import { impactCopy } from '../../src/copy/impact'
import { personInitials } from '../../src/components/impact/personInitials'

type Person = {
  id: number
  name: string
  image?: number | null
  image_url?: string | null
  linkedin_url?: string | null
}
type Project = {
  id: number
  title: string
  status: string
  progress_percentage: number
  image?: number | null
  image_url?: string | null
}

const PRODUCT = 'Fellowship Rides'

const fetchDocs = async <T>(page: Page, path: string): Promise<T[]> => {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

const leftOf = async (page: Page, selector: string, count: number) => {
  const boxes = await Promise.all(
    Array.from({ length: count }, (_, index) => page.locator(selector).nth(index).boundingBox()),
  )
  return boxes.map((box) => ({ x: Math.round(box!.x), y: Math.round(box!.y) }))
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the impact page tells the story, then projects, team, board, volunteering and a closing verse', async ({
      page,
    }) => {
      const response = await page.goto('/impact')
      expect(response?.status()).toBe(200)

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(impactCopy.hero.title)
      await expect(page.getByText(impactCopy.verse.reference)).toBeVisible()
      await expect(page.locator('main').getByText(impactCopy.hero.lead(PRODUCT))).toBeVisible()

      // Each figure is on one line, inside its box (issue #29: '₦23,685,000' wrapped its last 0).
      const figures = page.locator('section[aria-labelledby="journey-heading"] dd')
      await expect(figures.first()).toBeVisible()
      for (const figure of await figures.all()) {
        const fits = await figure.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const line = parseFloat(getComputedStyle(element).lineHeight)
          const parent = element.parentElement!.getBoundingClientRect()
          return box.height < line * 1.5 && element.scrollWidth <= parent.width
        })
        expect(fits, (await figure.textContent()) ?? '').toBe(true)
      }

      // The sections come in the spec's order.
      const order = [
        impactCopy.hero.title,
        impactCopy.why.title,
        impactCopy.how.title,
        'Our Projects',
        impactCopy.team.title,
        impactCopy.board.title,
        impactCopy.volunteer.title,
      ]
      const headings = (await page.locator('main').getByRole('heading').allTextContents()).map(
        (text) => text.trim(),
      )
      const positions = order.map((title) => headings.indexOf(title))
      for (const [index, position] of positions.entries())
        expect(position, order[index]).toBeGreaterThanOrEqual(0)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)

      // The closing Bible quote follows the volunteer call to action.
      const closing = page.getByText(impactCopy.closingVerse.reference)
      await expect(closing).toBeVisible()
      const ctaBox = await page
        .getByRole('heading', { name: impactCopy.volunteer.title })
        .boundingBox()
      expect((await closing.boundingBox())!.y).toBeGreaterThan(ctaBox!.y)

      // Headings never skip a level.
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])))
      for (let index = 1; index < levels.length; index++)
        expect(levels[index] - levels[index - 1]).toBeLessThanOrEqual(1)

      // The spinner is only a fallback: the team is in the page's HTML.
      await expect(page.getByRole('status', { name: impactCopy.team.loading })).toHaveCount(0)
    })

    test('every active team member is shown, with initials when there is no photo', async ({
      page,
    }) => {
      const members = await fetchDocs<Person>(
        page,
        '/api/team-members?limit=100&depth=0&sort=order_index',
      )
      expect(members.length).toBeGreaterThan(0)
      await page.goto('/impact')

      const grid = page.getByTestId('team-grid')
      const cards = grid.locator(':scope > li')
      await expect(cards).toHaveCount(members.length)
      for (const [index, member] of members.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name)
        if (member.image || member.image_url)
          await expect(card.locator('img')).toHaveAttribute('width', /\d+/)
        else await expect(card.locator('[data-initials]')).toHaveText(personInitials(member.name))
        if (member.linkedin_url && member.linkedin_url !== '#') {
          await expect(
            card.getByRole('link', { name: `LinkedIn profile of ${member.name}` }),
          ).toHaveAttribute('href', member.linkedin_url)
        }
      }
      expect(
        members.some((member) => !member.image && !member.image_url),
        'the demo content has a member without photo',
      ).toBe(true)

      const columns = width >= 1024 ? 4 : 1
      const first = await leftOf(
        page,
        '[data-testid="team-grid"] > li',
        Math.min(4, members.length),
      )
      expect(new Set(first.map((box) => box.x)).size).toBe(Math.min(columns, first.length))
      if (columns === 4) expect(new Set(first.map((box) => box.y)).size).toBe(1)
    })

    test('the Board of Jethros lists active advisors with their church', async ({ page }) => {
      const advisors = await fetchDocs<Person>(
        page,
        '/api/board-advisors?limit=100&depth=0&sort=order_index',
      )
      expect(advisors.length).toBeGreaterThan(1)
      await page.goto('/impact')

      await expect(
        page.getByRole('heading', { level: 2, name: impactCopy.board.title }),
      ).toBeVisible()
      const cards = page.getByTestId('board-grid').locator(':scope > li')
      await expect(cards).toHaveCount(advisors.length)
      for (const [index, advisor] of advisors.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(advisor.name)
        if (!advisor.image && !advisor.image_url)
          await expect(cards.nth(index).locator('[data-initials]')).toHaveText(
            personInitials(advisor.name),
          )
      }
      await expect(
        page.getByTestId('board-grid').getByText(impactCopy.board.church, { exact: true }),
      ).toHaveCount(advisors.length)

      const first = await leftOf(page, '[data-testid="board-grid"] > li', 2)
      if (width >= 1024) {
        expect(first[0].x).toBeLessThan(first[1].x)
        expect(first[0].y).toBe(first[1].y)
      } else {
        expect(first[0].x).toBe(first[1].x)
      }
    })

    test('Volunteer With Us opens the Volunteer Application dialog', async ({ page }) => {
      await page.goto('/impact')
      await expect(page.getByRole('heading', { name: impactCopy.volunteer.title })).toBeVisible()
      const cta = page.locator('section', {
        has: page.getByRole('heading', { name: impactCopy.volunteer.title }),
      })
      await cta.getByRole('button', { name: 'Volunteer With Us' }).click()
      const dialog = page.getByRole('dialog', { name: 'Volunteer Application' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    })

    test('the top bar marks the impact link as the current page', async ({ page }) => {
      await page.goto('/impact')
      if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click()
      // The desktop and the phone menu both hold the links; only one of them is shown.
      const current = page
        .getByRole('navigation', { name: 'Main' })
        .locator('a[aria-current="page"]:visible')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(`${PRODUCT} Impact`)
      await expect(current).toHaveAttribute('href', '/impact')
    })
  })
}

test('people are known by their names, not their titles, when they have no photo', () => {
  expect(personInitials('Pastor (Dr.) Folake Adebayo')).toBe('FA')
  expect(personInitials('Engr. Yakubu Danladi')).toBe('YD')
  expect(personInitials('Chinedu Eze')).toBe('CE')
  expect(personInitials('Mrs.')).toBe('M')
})

test('without JavaScript the whole story, projects, team and board are in the page, in order', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const members = (
    (await (await request.get('/api/team-members?limit=100&depth=0')).json()) as { docs: Person[] }
  ).docs
  await page.goto('/impact')
  await expect(page.getByText('Loading projects...')).toHaveCount(0)
  await expect(page.getByRole('status', { name: impactCopy.team.loading })).toHaveCount(0)
  const footerTop = (await page.locator('footer').boundingBox())!.y
  for (const member of members) {
    const heading = page.getByRole('heading', { level: 3, name: member.name, exact: true })
    await expect(heading).toBeVisible()
    expect((await heading.boundingBox())!.y).toBeLessThan(footerTop)
  }
  await expect(page.getByRole('heading', { name: 'Active Projects' })).toBeVisible()
  await expect(page.getByTestId('board-grid')).toBeVisible()
  await context.close()
})

test('a project has its own shareable page with a link preview image', async ({ page }) => {
  const projects = await fetchDocs<Project>(page, '/api/projects?limit=100&depth=0')
  // A seeded project with a photo (other tests add bare projects through the API).
  const active = projects.find(
    (project) =>
      project.status === 'active' &&
      project.progress_percentage < 100 &&
      (project.image || project.image_url),
  )!
  const completed = projects.find(
    (project) => project.status === 'completed' || project.progress_percentage === 100,
  )!

  const response = await page.goto(`/projects/${active.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(active.title)
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(active.progress_percentage),
  )
  await expect(page.getByRole('link', { name: 'Donate to this project' })).toHaveAttribute(
    'href',
    `/sponsorship?project=${active.id}#donation-form`,
  )
  await expect(page.locator('main img').first()).toHaveAttribute('alt', /.+/)
  expect(await page.title()).toContain(active.title)
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toMatch(/^https?:\/\/.+/)
  expect((await page.request.get(ogImage!)).status()).toBe(200)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', active.title)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )

  await page.getByRole('link', { name: 'Back to all projects' }).click()
  await expect(page).toHaveURL(/\/impact#projects$/)

  await page.goto(`/projects/${completed.id}`)
  await expect(page.getByText('Project Completed')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Donate to this project' })).toHaveCount(0)

  expect((await page.goto('/projects/999999'))?.status()).toBe(404)
  expect((await page.goto('/projects/not-a-number'))?.status()).toBe(404)
})

test('sitemap.xml lists the public pages and every project; robots.txt keeps crawlers out of /admin', async ({
  request,
  baseURL,
}) => {
  const projects = (await (await request.get('/api/projects?limit=100&depth=0')).json()) as {
    docs: Project[]
  }
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const path of ['/', '/impact', '/sponsorship', '/news', '/churches/register'])
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
  for (const project of projects.docs)
    expect(xml).toContain(`<loc>${baseURL}/projects/${project.id}</loc>`)
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/news/\\d+</loc>`))

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Disallow: \/api/)
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
