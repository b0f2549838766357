// Signing in and admin users in a real browser: sign-in and refusals, forgot password through the
// e-mail outbox to the set-new-password screen and its rules, and a super admin inviting an admin
// who sets a password from the invitation and signs in.
import { expect, test, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { authCopy } from '../../src/copy/auth'
import { createAdmin, linkFromOutbox, signInThroughForm, submitLogin } from '../helpers/e2eAdmin'

const setNewPassword = async (page: Page, password: string, confirm = password) => {
  await page.getByLabel('New Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm)
  await page.getByRole('button', { name: 'Update Password' }).click()
}

test('sign in; a wrong password and an inactive admin are refused', async ({ page, request }) => {
  await signInThroughForm(page, E2E_ADMIN)
  await page.context().clearCookies()

  await submitLogin(page, { email: E2E_ADMIN.email, password: 'not-the-password' })
  await expect(page.getByRole('alert').filter({ hasText: authCopy.loginFailed })).toContainText(
    /incorrect/i,
  )
  await expect(page).toHaveURL(/\/admin\/login/)

  const inactive = await createAdmin(request, { prefix: 'auth', is_active: false })
  await submitLogin(page, inactive)
  const refusal = page.getByRole('alert').filter({ hasText: authCopy.noAdminPrivileges })
  await expect(refusal).toContainText(authCopy.accessDenied)
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('forgot password: the e-mailed link sets a new password with the spec rules, then sign in with it', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request, { prefix: 'auth' })
  await page.goto('/admin/login')
  await page.getByRole('link', { name: authCopy.forgotPassword }).click()
  await expect(page).toHaveURL(/\/admin\/forgot/)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(authCopy.resetSent.title).first()).toBeVisible()
  await expect(page.getByText(authCopy.resetSent.description).first()).toBeVisible()
  await expect(page.getByRole('link', { name: authCopy.backToLogin })).toBeVisible()

  await page.goto(await linkFromOutbox(request, admin.email))
  await expect(page.getByRole('heading', { name: authCopy.resetTitle.title })).toBeVisible()
  await expect(page.getByText(authCopy.resetTitle.description)).toBeVisible()

  await setNewPassword(page, 'new-password-1', 'new-password-2')
  await expect(
    page.getByRole('alert').filter({ hasText: authCopy.passwordMismatch.description }).first(),
  ).toBeVisible()
  await setNewPassword(page, '12345')
  await expect(
    page.getByRole('alert').filter({ hasText: authCopy.passwordTooShort.description }).first(),
  ).toBeVisible()
  await setNewPassword(page, 'new-password-1')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByText(authCopy.passwordUpdated.title).first()).toBeVisible()

  await signInThroughForm(page, { email: admin.email, password: 'new-password-1' })
})

test('a bad reset link says so', async ({ page }) => {
  await page.goto(`/admin/reset?token=${'0'.repeat(40)}`)
  await expect(page.getByRole('heading', { name: authCopy.resetLinkError.title })).toBeVisible()
  await expect(page.getByText(authCopy.resetLinkError.description)).toBeVisible()
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0)
})

test('a super admin invites an admin, who sets a password from the invitation and signs in', async ({
  browser,
  page,
  request,
}) => {
  const email = `invited-${Date.now()}@example.org`
  await signInThroughForm(page, E2E_ADMIN)
  await page.goto('/admin/collections/users')
  await page.getByRole('button', { name: authCopy.inviteButton }).click()
  const form = page.getByRole('form', { name: authCopy.inviteButton })
  await form.getByLabel('E-mail (required)').fill(email)
  await form.getByLabel('Full name').fill('Chiamaka Eze')
  await form.getByLabel('News: can edit').check()
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(authCopy.inviteSent(email)).first()).toBeVisible()
  await expect(page.getByRole('link', { name: email })).toBeVisible()

  const invited = await browser.newContext()
  const invitedPage = await invited.newPage()
  await invitedPage.goto(await linkFromOutbox(request, email))
  await expect(invitedPage.getByRole('heading', { name: authCopy.inviteTitle.title })).toBeVisible()
  await expect(invitedPage.getByText(authCopy.inviteTitle.description)).toBeVisible()
  await setNewPassword(invitedPage, 'invited-password-1')
  await expect(invitedPage).toHaveURL(/\/admin\/login/)
  await signInThroughForm(invitedPage, { email, password: 'invited-password-1' })
  await invited.close()
})
