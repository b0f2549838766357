// Every e2e spec takes `test` from here. A public page served from the page cache runs its scripts
// after its first paint (src/cli/nextHtml.mjs, deferScripts), so a page that has loaded may not
// be hydrated yet: until it is, it works as without JavaScript. A test, like a person, waits for
// the page to be ready (ReadyMark) before it acts. Pages with JavaScript off, the admin, the API
// and anything that is not HTML are left as they are.
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test'

export { expect } from '@playwright/test'
export type { APIRequestContext, Locator, Page, Route } from '@playwright/test'

const isPublicPage = (page: Page, response: Response | null) => {
  const { pathname } = new URL(page.url())
  return (
    !/^\/(admin|api)(\/|$)/.test(pathname) &&
    (response?.headers()['content-type'] ?? '').startsWith('text/html')
  )
}

/** After each navigation through `goto` or `reload`, waits until the public page is hydrated. */
const waitForReadyPages = (page: Page) => {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        if (isPublicPage(page, response))
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        return response
      },
    })
  }
}

/** For a context a test opens itself (a second visitor, a phone), with JavaScript on. */
export const waitForReadyPagesIn = (context: BrowserContext) => {
  context.on('page', waitForReadyPages)
  return context
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForReadyPages(page)
      context.on('page', waitForReadyPages)
    }
    await provide(context)
  },
})
