// Issue #17: the request forms' code comes when a form is shown (its dialog opened, or scrolled
// into view), not with the page; what a visitor types or sends while it is on its way is kept.
// Links between pages follow the router, and leave a modified click to the browser.
import { expect, test, type Page, type Route } from './fixtures'

import { sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { volunteerCopy } from '../../src/copy/volunteer'
import { pdfFile, pngFile } from '../helpers/files'

/** Scripts fetched from now on, each held until `release()`. */
const holdScripts = async (page: Page) => {
  const held: Route[] = []
  let released = false
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  return {
    held,
    release: async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

const scriptsFetched = (page: Page) => {
  const urls: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url())
  })
  return urls
}

test('the volunteer form comes when its dialog opens, and keeps what was typed, chosen and sent meanwhile', async ({
  page,
}) => {
  const scripts = scriptsFetched(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const whileReading = [...scripts]
  const scriptsHeld = await holdScripts(page)

  // The server's dialog opens at once, as a modal, while its code is held on the way.
  await page.locator('main').getByRole('button', { name: volunteerCopy.button }).click()
  const dialog = page.getByRole('dialog', { name: volunteerCopy.title })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
  await expect.poll(() => scriptsHeld.held.length).toBeGreaterThan(0)

  const name = dialog.getByLabel(volunteerCopy.fields.name)
  await name.fill('Bola Ade')
  const resume = pdfFile('cv.pdf')
  const resumeField = dialog.getByLabel(volunteerCopy.fields.resume)
  await resumeField.setInputFiles({
    name: resume.name,
    mimeType: resume.mimetype,
    buffer: resume.data,
  })
  const serverField = await name.elementHandle()
  // Sent before the code came: held, not posted as a whole page.
  await dialog.getByRole('button', { name: volunteerCopy.submit }).click()
  await scriptsHeld.release()

  // The server's form is replaced; the name stays, and the held send runs through the new code.
  await expect.poll(() => serverField?.evaluate((element) => element.isConnected)).toBe(false)
  await expect(name).toHaveValue('Bola Ade')
  expect(await resumeField.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'cv.pdf',
  )
  await expect(dialog.getByTestId('volunteer-notice')).toContainText(
    'Please fill in all required fields. Still to fill in: Email, Preferred Area.',
  )
  expect(page.url()).toMatch(/\/$/)
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
  expect(scripts.filter((url) => !whileReading.includes(url)).length).toBeGreaterThan(0)

  // Completed and sent: what was carried over is gone from the form opened again.
  await dialog.getByLabel(volunteerCopy.fields.email).fill(`bola-${Date.now()}@example.org`)
  await dialog.getByLabel(volunteerCopy.fields.area).selectOption('Finance')
  await dialog.getByRole('button', { name: volunteerCopy.submit }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: volunteerCopy.success.description }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.locator('main').getByRole('button', { name: volunteerCopy.button }).click()
  await expect(name).toHaveValue('')
  expect(await resumeField.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0)
})

test('the impact report form comes when it is scrolled into view; a reader above it never downloads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const scripts = scriptsFetched(page)
  await page.goto('/sponsorship')
  await page.waitForLoadState('networkidle')
  const whileReading = [...scripts]
  const report = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: copy.report.title }) })
  const email = report.getByLabel(copy.report.email)
  const serverField = await email.elementHandle()
  expect(await serverField?.evaluate((element) => element.isConnected)).toBe(true)

  await report.scrollIntoViewIfNeeded()
  await expect.poll(() => serverField?.evaluate((element) => element.isConnected)).toBe(false)
  expect(scripts.filter((url) => !whileReading.includes(url)).length).toBeGreaterThan(0)
  // Now the browser's form: a bad address is refused in place, without a request.
  await email.fill('not-an-address')
  await report.getByRole('button', { name: copy.report.submit }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: copy.report.invalidEmail.title }),
  ).toBeVisible()
  expect(page.url()).toMatch(/\/sponsorship$/)
})

test('the sponsorship application comes when it is opened; a logo and what was typed meanwhile are kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/sponsorship')
  await page.waitForLoadState('networkidle')
  const sponsor = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: copy.sponsors.title }) })
  const form = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: copy.application.title }) })
  const fullName = form.getByLabel(copy.application.fullName)
  // The section is hidden until opened, so its field is found by id, not by its label.
  const serverField = await page.locator('#sponsor-name').elementHandle()
  await sponsor.getByRole('link', { name: copy.sponsors.reveal }).click()
  // Minimums shown, the form still closed: it is still the server's.
  await page.waitForLoadState('networkidle')
  expect(await serverField?.evaluate((element) => element.isConnected)).toBe(true)
  const scriptsHeld = await holdScripts(page)

  await sponsor.getByRole('link', { name: copy.sponsors.proceed }).click()
  await expect(form.getByRole('heading', { name: copy.application.title })).toBeInViewport()
  await expect.poll(() => scriptsHeld.held.length).toBeGreaterThan(0)
  await fullName.fill('Chika Eze')
  await form.getByText(copy.application.organization, { exact: true }).click()
  await form.getByLabel(copy.application.organizationName).fill('Grace Haulage Ltd')
  const logo = await pngFile('logo.png')
  const logoField = form.getByLabel(copy.application.logo)
  await logoField.setInputFiles({ name: logo.name, mimeType: logo.mimetype, buffer: logo.data })
  // Sent before the code came: held, then checked by the browser's form.
  await form.getByRole('button', { name: copy.application.submit }).click()
  await scriptsHeld.release()

  await expect.poll(() => serverField?.evaluate((element) => element.isConnected)).toBe(false)
  await expect(fullName).toHaveValue('Chika Eze')
  await expect(form.getByLabel(copy.application.organizationName)).toHaveValue('Grace Haulage Ltd')
  expect(await logoField.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'logo.png',
  )
  // The logo counts as given: it is not among the fields still to fill in.
  await expect(
    page.getByTestId('toast').filter({ hasText: copy.application.missing.title }),
  ).toContainText(
    'Still to fill in: Email Address, Phone Number, Currency, Sponsorship Amount, Preferred Contact Method.',
  )
  expect(page.url()).toMatch(/\/sponsorship$/)
})

test('a link to another page follows the router; with Ctrl it is left to the browser', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const nav = page.getByRole('banner').getByRole('navigation').first()

  const opened = context.waitForEvent('page')
  await nav
    .getByRole('link', { name: 'Sponsorship', exact: true })
    .click({ modifiers: ['Control'] })
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/sponsorship')
  expect(new URL(page.url()).pathname).toBe('/')
  await tab.close()

  await nav.getByRole('link', { name: 'Sponsorship', exact: true }).click()
  await expect(page).toHaveURL(/\/sponsorship$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toEqual([])
})
