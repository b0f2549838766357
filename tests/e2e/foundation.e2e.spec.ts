import { expect, test } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { signIn, submitLogin, superHeaders } from '../helpers/e2eAdmin'
import { pdfFile } from '../helpers/files'

type Doc = { id: number; title?: string; url?: string; filename?: string }

test('the home page shows the projects and news held in the database', async ({
  page,
  request,
}) => {
  const projects = (await (await request.get('/api/projects?limit=100&depth=0')).json()) as {
    docs: Doc[]
  }
  const news = (await (
    await request.get('/api/news?sort=-published_at&limit=3&depth=0')
  ).json()) as { docs: Doc[] }
  expect(projects.docs.length).toBeGreaterThan(0)
  expect(news.docs.length).toBeGreaterThan(0)

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Free Rides to Church & Fellowship' }),
  ).toBeVisible()
  // Exact and in the top bar: the footer, the Impact nav link and a project title also contain the name.
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Fellowship Rides', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our Projects' })).toBeVisible()
  for (const project of projects.docs)
    await expect(page.getByRole('heading', { name: project.title, exact: true })).toBeVisible()
  for (const article of news.docs)
    await expect(page.getByRole('heading', { name: article.title, exact: true })).toBeVisible()
})

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the first super admin signs in to /admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await signIn(page, E2E_ADMIN)
  await expect(page.getByRole('link', { name: 'Projects' }).first()).toBeVisible()
})

test('a wrong password is refused', async ({ page }) => {
  await submitLogin(page, { email: E2E_ADMIN.email, password: 'not-the-password' })
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('a private upload is readable by an admin only, even by its direct URL', async ({
  playwright,
  baseURL,
  page,
  request,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const file = pdfFile('e2e-resume.pdf')
  // Visitors cannot use the upload collection directly; files arrive only with a checked form.
  const direct = await visitor.post('/api/volunteer-resumes', {
    multipart: {
      file: { name: file.name, mimeType: file.mimetype, buffer: file.data },
      _payload: '{}',
    },
  })
  expect(direct.status()).toBe(403)
  const email = `resume-${Date.now()}@example.org`
  const submitted = await visitor.post('/api/forms/volunteer', {
    multipart: {
      applicant_name: 'Resume Owner',
      email,
      preferred_areas: 'Finance',
      resume: { name: file.name, mimeType: file.mimetype, buffer: file.data },
    },
  })
  expect(submitted.status()).toBe(201)
  const found = await request.get(
    `/api/volunteer-applications?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
    { headers: await superHeaders(request) },
  )
  const [application] = ((await found.json()) as { docs: { resume: Doc; resume_url: string }[] })
    .docs
  const doc = application.resume
  const directUrl = `/api/volunteer-resumes/file/${doc.filename}`
  expect(new URL(application.resume_url, baseURL).pathname).toBe(directUrl)

  expect((await visitor.get(directUrl)).status()).toBe(403)
  expect((await visitor.get(`/api/volunteer-resumes/${doc.id}`)).status()).toBe(403)

  // A visitor's browser opening the link gets nothing either.
  const visitorPage = await (await page.context().browser()!.newContext()).newPage()
  expect((await visitorPage.goto(directUrl))?.status()).toBe(403)

  await signIn(page, E2E_ADMIN)
  const asAdmin = await page.request.get(directUrl, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(asAdmin.status()).toBe(200)
  expect(
    Buffer.from(await asAdmin.body())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
  // Cookies sent without a browser's same-origin proof are refused (CSRF protection).
  expect((await page.request.get(directUrl)).status()).toBe(403)
  await visitor.dispose()
})

test('the public REST API hides donors and private collections, and GraphQL is off', async ({
  request,
}) => {
  // The donor list is rendered on the server; visitors cannot query donations at all, so no filter can unmask one.
  for (const path of [
    '/api/donations?limit=100&depth=1',
    '/api/donations?where[donor_name][like]=a',
    '/api/donations?sort=donor_name',
    '/api/users',
    '/api/sponsorship-applications',
    '/api/volunteer-applications',
    '/api/paystack-transactions',
    '/api/email-outbox',
  ]) {
    expect((await request.get(path)).status(), path).toBe(403)
  }
  const graphql = await request.post('/api/graphql', {
    data: { query: '{ Donations { docs { donor_email donor_name } } }' },
  })
  expect(graphql.status()).toBe(404)
  expect(await graphql.text()).not.toMatch(/@example\.(com|org)|Did you mean/)
})

test('the health check says the app and its database are up', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})
