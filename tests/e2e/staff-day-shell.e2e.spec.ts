// The back office's frame as staff meet it: the header (e-mail, theme, Sign Out), the sidebar at a
// laptop's width, refusals and the not-found page, and a sign-in page that works without JavaScript.
import { expect, test, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { authCopy } from '../../src/copy/auth'
import { shellCopy } from '../../src/copy/shell'
import { asUser, createAdmin, sectionPermissions, signIn, superHeaders } from '../helpers/e2eAdmin'

// The most common laptop screen.
test.use({ viewport: { width: 1366, height: 768 } })

const header = (page: Page) => page.locator('header.fr-header')
/** The admin's scripts have taken over the server's HTML (Payload marks its frame hydrated). */
const ready = (page: Page) => expect(page.locator('.template-default--nav-hydrated')).toHaveCount(1)
const sidebarLink = (page: Page) =>
  page.locator('nav').getByRole('link', { name: 'Analytics', exact: true })

test('the header shows who is signed in, and Sign Out signs out', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await expect(header(page)).toContainText(shellCopy.headerTitle)
  await expect(header(page).getByText(E2E_ADMIN.email)).toBeVisible()
  await expect(page).toHaveTitle(/· Fellowship Rides Admin$/)

  await header(page).getByRole('button', { name: shellCopy.signOut }).click()
  await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/)
  await expect(page.getByRole('status')).toContainText(shellCopy.signedOut.title)
  await expect(page.getByRole('status')).toContainText(shellCopy.signedOut.description)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)

  // Payload's own sign-out address ends the session the same way.
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/logout')
  await expect(page.getByRole('status')).toContainText(shellCopy.signedOut.title)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test.describe('on a computer whose system theme is dark', () => {
  test.use({ colorScheme: 'dark' })

  test('the admin opens light, and a switch to dark is kept over a reload', async ({ page }) => {
    await signIn(page, E2E_ADMIN)
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')
    await ready(page)
    await header(page).getByRole('button', { name: shellCopy.toDarkTheme }).click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await ready(page)
    await header(page).getByRole('button', { name: shellCopy.toLightTheme }).click()
    await expect(html).toHaveAttribute('data-theme', 'light')
  })
})

test('the sidebar is open at 1366 px; Ctrl+B folds it to a rail, which stays after a reload', async ({
  page,
}) => {
  const sidebar = page.locator('aside.nav')
  const open = async () => {
    await expect(sidebarLink(page)).toBeVisible()
    await expect(sidebarLink(page)).toBeInViewport()
  }
  // Folded: a 3rem rail with the menu button, its links out of sight.
  const folded = async () => {
    await expect(sidebarLink(page)).toBeHidden()
    const rem = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    )
    await expect(sidebar).toHaveCSS('width', `${3 * rem}px`)
    await expect(page.getByRole('button', { name: 'Open Menu' })).toBeVisible()
  }
  await signIn(page, E2E_ADMIN)
  await ready(page)
  await open()
  await page.keyboard.press('Control+b')
  await folded()
  await page.reload()
  await ready(page)
  await folded()
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await open()
  await page.reload()
  await ready(page)
  await open()
})

test('an admin without a section never meets it from the dashboard, and its address says Access Denied', async ({
  browser,
  request,
}) => {
  const newsOnly = await createAdmin(request, {
    prefix: 'shell-news',
    permissions: sectionPermissions((section) => ({
      can_view: section === 'news',
      can_edit: section === 'news',
    })),
  })
  const { context, page } = await asUser(browser, newsOnly)
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible()
  for (const lacking of [
    'sponsorship-applications',
    'impact-sponsors',
    'impact-partners',
    'team-members',
    'board-advisors',
    'donations',
    'projects',
    'volunteer-applications',
  ])
    await expect(page.locator(`a[href^="/admin/collections/${lacking}"]`)).toHaveCount(0)

  await nav.getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news/)
  await expect(page.getByText(authCopy.accessDenied)).toHaveCount(0)

  await page.goto('/admin/sponsor-requests')
  await expect(page.getByRole('alert').filter({ hasText: authCopy.accessDenied })).toContainText(
    shellCopy.noSectionPermission('Sponsorships'),
  )
  await page.goto('/admin/collections/team-members')
  await expect(page.getByRole('alert').filter({ hasText: authCopy.accessDenied })).toContainText(
    shellCopy.noSectionPermission('Team Members'),
  )
  await context.close()
})

test('an unknown admin address shows the not-found page with a way home', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/nonexistent-page')
  await expect(page.getByRole('heading', { name: shellCopy.notFound.title })).toBeVisible()
  await expect(page.getByText(shellCopy.notFound.code, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: shellCopy.notFound.home })).toHaveAttribute(
    'href',
    '/',
  )
  await page.getByRole('link', { name: shellCopy.backToDashboard }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('a deactivated admin’s open session ends, and Payload’s unauthorized page speaks the spec', async ({
  browser,
  request,
}) => {
  const admin = await createAdmin(request, { prefix: 'shell-deactivated' })
  const { context, page } = await asUser(browser, admin)
  const headers = await superHeaders(request)
  const found = await request.get(
    `/api/users?where[email][equals]=${encodeURIComponent(admin.email)}`,
    { headers },
  )
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  const patched = await request.patch(`/api/users/${id}`, { headers, data: { is_active: false } })
  expect(patched.status()).toBe(200)

  await page.goto('/admin/analytics')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fanalytics$/)
  await expect(page.getByRole('heading', { name: authCopy.loginTitle })).toBeVisible()

  // Where Payload sends a session without admin rights.
  await page.goto('/admin/unauthorized')
  await expect(page.getByRole('alert').filter({ hasText: authCopy.accessDenied })).toContainText(
    authCopy.noAdminPrivileges,
  )
  await page.getByRole('link', { name: shellCopy.signOut }).click()
  await expect(page.getByRole('status')).toContainText(shellCopy.signedOut.title)
  await context.close()
})

test('an admin’s own role and status are read-only on the account page', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/account')
  await expect(page.locator('#field-is_active')).toBeDisabled()
  await expect(page.locator('#field-role .react-select input')).toBeDisabled()
})

test('the sign-in form is in the server’s HTML and signs in without JavaScript', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/admin/login')).text()
  expect(html).toContain('name="email"')
  expect(html).toContain('name="password"')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/admin/login?redirect=%2Fadmin%2Fanalytics')
  await page.getByLabel(authCopy.emailLabel).fill(E2E_ADMIN.email)
  await page.getByLabel(authCopy.passwordLabel).fill('not-the-password')
  await page.getByRole('button', { name: authCopy.loginButton }).click()
  await expect(page.getByRole('alert').filter({ hasText: authCopy.loginFailed })).toContainText(
    authCopy.wrongCredentials,
  )

  await page.getByLabel(authCopy.emailLabel).fill(E2E_ADMIN.email)
  await page.getByLabel(authCopy.passwordLabel).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: authCopy.loginButton }).click()
  await expect(page).toHaveURL(/\/admin\/analytics$/)

  // Signed in, the sign-in page sends the admin on to the dashboard.
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/admin$/)
  await context.close()
})
