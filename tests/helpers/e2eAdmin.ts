// Signing in to the back office from end-to-end tests, in the browser or for the REST API.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { SECTIONS, type Section } from '../../src/access/sections'

export type Credentials = { email: string; password: string }

/** Sends the sign-in form, whatever the answer. */
export const submitLogin = async (page: Page, { email, password }: Credentials) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Signs in through the form, as a person does: for the tests that are about signing in. */
export const signInThroughForm = async (page: Page, credentials: Credentials) => {
  await submitLogin(page, credentials)
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * Opens the dashboard signed in, for tests about what comes after. The page's own context signs in
 * through the REST API (the same login operation and session as the form's, its cookie kept by the
 * context), which skips loading and posting the sign-in screen; signing in itself is tested
 * through the form (admin-auth.e2e). It returns once the dashboard is hydrated, as the form's
 * client-side arrival leaves it: a navigation begun while React is still taking the page over
 * is aborted by the router's own history update.
 */
export const signIn = async (page: Page, credentials: Credentials) => {
  const login = await page.request.post('/api/users/login', { data: credentials })
  expect(login.status(), `sign-in of ${credentials.email}`).toBe(200)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('.template-default--nav-hydrated')).toHaveCount(1)
}

/**
 * Makes a change on an admin edit form and waits for the form-state request it sets off: Payload
 * sends one (a server action) a moment after each change and merges its answer whenever it comes,
 * so a Save sent before it has answered can have its errors cleared by that older answer. On a
 * loaded machine that hid a driver's refusal (drivers.e2e); a person does not save that fast.
 */
export const changeAndSettle = async (page: Page, change: () => Promise<void>) => {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      Boolean(response.request().headers()['next-action']),
  )
  await change()
  await answered
}

/**
 * Opens a document from its row in an admin list, by the row's link, and waits until its address
 * is reached. Payload's list may still replace its own address just after it shows (its query),
 * and Next's router then drops a navigation begun a moment before: the page stayed on the list
 * once in a CI run (drivers.e2e). The click is made again only while the address was not reached.
 */
export const openFromList = async (page: Page, name: string, collection: string) => {
  const opened = new RegExp(`/admin/collections/${collection}/\\d+`)
  await expect(async () => {
    if (!opened.test(page.url())) await page.getByRole('link', { name }).click()
    await expect(page).toHaveURL(opened, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** Authorization headers of a signed-in user, for the REST API. */
export const authHeaders = async (
  request: APIRequestContext,
  credentials: Credentials,
): Promise<Record<string, string>> => {
  const login = await request.post('/api/users/login', { data: credentials })
  expect(login.status(), `sign-in of ${credentials.email}`).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** Authorization headers of the seeded super admin, for setting up and checking through the API. */
export const superHeaders = (request: APIRequestContext) => authHeaders(request, E2E_ADMIN)

/** A new plain admin (role admin), with the given per-section permissions. */
type Rights = { can_view: boolean; can_edit: boolean }

/** Permissions for the nine sections of back-office.md, each given the rights `rightsOf` picks. */
export const sectionPermissions = (
  rightsOf: (section: Section) => Rights,
): Record<Section, Rights> =>
  Object.fromEntries(SECTIONS.map(({ value }) => [value, rightsOf(value)])) as Record<
    Section,
    Rights
  >

export const createAdmin = async (
  request: APIRequestContext,
  {
    prefix = 'admin',
    permissions,
    is_active = true,
  }: {
    prefix?: string
    permissions?: Record<string, { can_view: boolean; can_edit: boolean }>
    is_active?: boolean
  } = {},
): Promise<Credentials> => {
  const user = {
    email: `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`,
    password: 'admin-password-123',
  }
  const created = await request.post('/api/users', {
    headers: await superHeaders(request),
    data: {
      ...user,
      full_name: 'Test Admin',
      role: 'admin',
      is_active,
      ...(permissions ? { permissions } : {}),
    },
  })
  expect(created.status()).toBe(201)
  return user
}

/** A separate browser context signed in as this user. */
export const asUser = async (browser: Browser, user: Credentials) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, user)
  return { context, page }
}

/** The newest document of a collection matching one field, as an admin reads it. */
export const findAsAdmin = async <T>(
  request: APIRequestContext,
  collection: string,
  field: string,
  value: string,
): Promise<T[]> => {
  const response = await request.get(
    `/api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=1&sort=-createdAt`,
    { headers: await superHeaders(request) },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

/** The first link matching `pattern` (its first group) in the newest e-mail to this address, read from the outbox as the super admin. */
export const mailLinkFromOutbox = async (
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> => {
  let link = ''
  await expect
    .poll(
      async () => {
        const found = await request.get(
          `/api/email-outbox?where[to][equals]=${encodeURIComponent(to.toLowerCase())}&sort=-createdAt`,
          { headers: await superHeaders(request) },
        )
        const docs = ((await found.json()) as { docs: { html?: string }[] }).docs
        link = pattern.exec(docs[0]?.html ?? '')?.[1] ?? ''
        return link
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return link
}

/** The set-password link of the newest e-mail to this address. */
export const linkFromOutbox = (request: APIRequestContext, to: string): Promise<string> =>
  mailLinkFromOutbox(request, to, /href="([^"]*\/admin\/reset\?token=[0-9a-f]{40})"/)

/**
 * Payload's confirmation before an action (a record's Approve, Verify…): the button is pressed
 * until its question shows (a press made before the page's script is ready does nothing, as a
 * fresh-clone CI run showed), the question is checked, then its confirm button is pressed. Issue
 * #29: these used to act on the first click.
 */
export const confirmInModal = async (
  page: Page,
  trigger: Locator,
  { heading, body, confirm = heading }: { heading: string; body: string; confirm?: string },
) => {
  const modal = page.locator('.confirmation-modal').filter({ hasText: heading })
  await expect(async () => {
    if (!(await modal.isVisible())) await trigger.click()
    await expect(modal).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(modal).toContainText(body)
  await modal.getByRole('button', { name: confirm, exact: true }).click()
}
