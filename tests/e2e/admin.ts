// Signing in to the back office from end-to-end tests, shared by the admin specs.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

export type Credentials = { email: string; password: string }

export const signIn = async (page: Page, { email, password }: Credentials) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** Authorization headers of the seeded super admin, for setting up and checking through the API. */
export const superHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** A new plain admin (role admin), with the given per-section permissions. */
export const createAdmin = async (request: APIRequestContext, { prefix = 'admin', permissions }: { prefix?: string; permissions?: Record<string, { can_view: boolean; can_edit: boolean }> } = {}): Promise<Credentials> => {
  const user = { email: `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`, password: 'admin-password-123' }
  const created = await request.post('/api/users', { headers: await superHeaders(request), data: { ...user, full_name: 'Test Admin', role: 'admin', is_active: true, ...(permissions ? { permissions } : {}) } })
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
