import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { homeCopy, newsCopy } from '../../src/copy/home'
import { projectsCopy } from '../../src/copy/projects'

type Lexical = { root: { children: { children?: { text?: string }[] }[] } }
type Article = {
  id: number
  title: string
  excerpt?: string
  content: Lexical
  external_links?: { platform: string; url: string; title: string }[]
}
type Project = { id: number; title: string; status?: string; progress_percentage?: number }

const publishedNews = async (request: APIRequestContext, limit: number) => {
  const response = await request.get(
    `/api/news?where[is_published][equals]=true&sort=-published_at&limit=${limit}&depth=0`,
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Article[] }).docs
}

const firstParagraph = (article: Article) =>
  article.content.root.children[0]?.children?.map((node) => node.text ?? '').join('') ?? ''

/** The visible h1–h3 texts of the page, in document order. */
const visibleHeadings = (page: Page) =>
  page.locator('main').locator('h1:visible, h2:visible, h3:visible').allInnerTexts()

const expectInOrder = (actual: string[], expected: string[]) => {
  const positions = expected.map((text) => actual.findIndex((heading) => heading.trim() === text))
  expect(positions, `headings in order: ${actual.join(' | ')}`).not.toContain(-1)
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
}

for (const width of [390, 1366]) {
  test.describe(`home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('shows every section and its spec texts, in order', async ({ page }) => {
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expectInOrder(await visibleHeadings(page), [
        homeCopy.hero.title,
        homeCopy.hero.journeyTitle,
        homeCopy.benefits.title,
        ...homeCopy.benefits.cards.map((card) => card.title),
        projectsCopy.title,
        newsCopy.title,
        homeCopy.impactCta.title,
        homeCopy.finalCta.title,
      ])

      const main = page.locator('main')
      for (const text of [
        homeCopy.hero.description,
        ...homeCopy.hero.journeyBullets,
        homeCopy.benefits.lead,
        ...homeCopy.benefits.cards.map((card) => card.text),
      ]) {
        await expect(main.getByText(text, { exact: true })).toBeVisible()
      }
      await expect(main.getByRole('button', { name: 'Volunteer With Us' })).toBeVisible()
      for (const name of [homeCopy.hero.registerChurch, homeCopy.hero.findRide])
        await expect(main.getByRole('link', { name })).toBeVisible()
      for (const name of [homeCopy.impactCta.link, homeCopy.finalCta.support])
        await expect(main.getByRole('link', { name })).toBeVisible()

      // Six quotes, each with its reference, from at least five books of the Bible.
      const quotes = [...homeCopy.hero.quotes, ...homeCopy.benefits.quotes]
      for (const quote of quotes) {
        const figure = main.locator('figure').filter({ hasText: quote.reference })
        await expect(figure).toBeVisible()
        await expect(figure.locator('blockquote')).toContainText(quote.text)
      }
      const books = new Set(quotes.map((quote) => quote.reference.replace(/\s+\d.*$/, '')))
      expect(books.size).toBeGreaterThanOrEqual(5)

      // Phones never scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })

    test('Find a Ride opens its page; Register Your Church opens its form', async ({ page }) => {
      await page.goto('/')
      await page.locator('main').getByRole('link', { name: homeCopy.hero.findRide }).click()
      await expect(page).toHaveURL(/\/rides$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Find a Ride' })).toBeVisible()
      await page.goto('/')
      await page.locator('main').getByRole('link', { name: homeCopy.hero.registerChurch }).click()
      await expect(page).toHaveURL(/\/churches\/register$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Register Your Church' }),
      ).toBeVisible()
    })

    test('the projects section lists active and completed projects', async ({ page, request }) => {
      const projects = (
        (await (await request.get('/api/projects?limit=100&depth=0')).json()) as { docs: Project[] }
      ).docs
      const isCompleted = (project: Project) =>
        project.status === 'completed' || project.progress_percentage === 100
      const active = projects.filter((project) => !isCompleted(project))
      const completed = projects.filter(isCompleted)
      expect(active.length).toBeGreaterThan(0)
      expect(completed.length).toBeGreaterThan(0)

      await page.goto('/')
      const section = page.locator('section#projects')
      const list = (title: string) =>
        section.getByRole('heading', { level: 3, name: title }).locator('xpath=..')
      for (const project of active)
        await expect(
          list(projectsCopy.active).getByRole('heading', { name: project.title, exact: true }),
        ).toBeVisible()
      for (const project of completed)
        await expect(
          list(projectsCopy.completed).getByRole('heading', { name: project.title, exact: true }),
        ).toBeVisible()
      await expect(
        list(projectsCopy.completed).getByText(projectsCopy.completedPanel).first(),
      ).toBeVisible()
    })

    test('a news card opens the full article with its links, and Escape closes it', async ({
      page,
      request,
    }) => {
      const latest = await publishedNews(request, 3)
      expect(latest.length).toBeGreaterThan(0)
      const article = latest.find((item) => (item.external_links ?? []).length > 0) ?? latest[0]

      await page.goto('/')
      const news = page.locator('section#news')
      for (const item of latest)
        await expect(
          news.getByRole('heading', { level: 3, name: item.title, exact: true }),
        ).toBeVisible()

      await news
        .getByRole('link', {
          name: `${newsCopy.readMore} ${newsCopy.readMoreContext(article.title)}`,
        })
        .click()
      const dialog = page.getByRole('dialog', { name: article.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { level: 2, name: article.title })).toBeVisible()
      await expect(dialog.getByText(firstParagraph(article))).toBeVisible()
      for (const link of article.external_links ?? []) {
        const anchor = dialog.getByRole('link', {
          name: new RegExp(link.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        })
        await expect(anchor).toBeVisible()
        await expect(anchor).toHaveAttribute('href', link.url)
        await expect(anchor).toContainText(link.platform)
      }
      // The dialog opened in place: no navigation to the article page.
      await expect(page).toHaveURL(/\/$/)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })

    test('View All News lists every published article', async ({ page, request }) => {
      const all = await publishedNews(request, 100)
      await page.goto('/')
      const viewAll = page.getByRole('link', { name: newsCopy.viewAll })
      await viewAll.scrollIntoViewIfNeeded()
      await viewAll.click()
      await expect(page).toHaveURL(/\/news$/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.getByRole('heading', { level: 1, name: newsCopy.allTitle })).toBeVisible()
      const titles = await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts()
      expect(titles.filter((title) => title !== '')).toEqual(all.map((article) => article.title))
    })

    test('View Our Impact opens /impact at its top', async ({ page }) => {
      await page.goto('/')
      const link = page.getByRole('link', { name: homeCopy.impactCta.link })
      await link.scrollIntoViewIfNeeded()
      await link.click()
      await expect(page).toHaveURL(/\/impact$/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('Volunteer With Us opens the Volunteer Application dialog', async ({ page }) => {
      await page.goto('/')
      await page.locator('main').getByRole('button', { name: 'Volunteer With Us' }).click()
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: 'Volunteer Application' }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: homeCopy.finalCta.support })).toHaveAttribute(
        'href',
        '/sponsorship',
      )
    })
  })
}

test('an article page carries its title, excerpt and share image for link previews', async ({
  page,
  request,
}) => {
  const [article] = await publishedNews(request, 1)
  const response = await page.goto(`/news/${article.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByText(firstParagraph(article))).toBeVisible()
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title)
  if (article.excerpt)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      article.excerpt,
    )
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /^https?:\/\/.+/,
  )
  await expect(page.locator('meta[name="twitter:image"]').first()).toHaveAttribute(
    'content',
    /^https?:\/\/.+/,
  )
})

test('a missing article is a 404', async ({ page }) => {
  expect((await page.goto('/news/999999'))?.status()).toBe(404)
  expect((await page.goto('/news/not-a-number'))?.status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } })

  test('the home page text is all there, and a news card leads to its article page', async ({
    page,
    request,
  }) => {
    const [article] = await publishedNews(request, 1)
    const [project] = (
      (await (await request.get('/api/projects?limit=1&depth=0')).json()) as { docs: Project[] }
    ).docs
    await page.goto('/')
    await expect(page.getByRole('heading', { name: project.title, exact: true })).toBeVisible()
    await expect(page.getByText(projectsCopy.loading)).toHaveCount(0)
    await expect(page.getByTestId('news-skeleton')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: homeCopy.hero.title })).toBeVisible()
    await expect(page.getByText(homeCopy.hero.description)).toBeVisible()
    await expect(page.getByRole('heading', { name: homeCopy.benefits.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: article.title, exact: true })).toBeVisible()
    await page
      .getByRole('link', {
        name: `${newsCopy.readMore} ${newsCopy.readMoreContext(article.title)}`,
      })
      .click()
    await expect(page).toHaveURL(new RegExp(`/news/${article.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  })
})
