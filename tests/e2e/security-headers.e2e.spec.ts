// The production server's edge (src/cli/edge.mjs in serve.mjs): security headers on pages, API
// answers and files, a CSP the site and the back office run under, and 413 for oversized bodies.
import { expect, test, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { signIn, superHeaders } from '../helpers/e2eAdmin'

const expectSecurityHeaders = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  // The e2e site is http://localhost: no HSTS there.
  expect(headers['strict-transport-security']).toBeUndefined()
}

for (const path of ['/', '/sponsorship', '/api/health', '/admin/login']) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expectSecurityHeaders(response.headers())
  })
}

test('a 2 MB login is refused with 413 and a message, before the app reads it', async ({
  request,
}) => {
  const response = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: 'x'.repeat(2 * 1024 * 1024) },
  })
  expect(response.status()).toBe(413)
  expect(await response.json()).toMatchObject({
    error: 'The request is too large (at most 1 MB).',
    code: 'payload_too_large',
  })
  expectSecurityHeaders(response.headers())
})

test('an uploaded SVG is served sandboxed, with no script allowed', async ({ request }) => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
  const created = await request.post('/api/media', {
    headers: await superHeaders(request),
    multipart: {
      file: { name: `edge-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
      _payload: JSON.stringify({ alt: 'A square' }),
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { filename: string } }
  const file = await request.get(`/api/media/file/${encodeURIComponent(doc.filename)}`)
  expect(file.status()).toBe(200)
  expectSecurityHeaders(file.headers())
  expect(file.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
  )
})

/** Every CSP violation the page reports, from before its first script runs. */
const recordViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test('the public pages and the back office run without a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page)
  for (const path of ['/', '/sponsorship', '/impact', '/news']) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    expect(await violations(), path).toEqual([])
  }
  await signIn(page, E2E_ADMIN)
  expect(await violations(), '/admin').toEqual([])
  await page.goto('/admin/collections/media/create')
  await expect(page.getByLabel('Alternative text')).toBeVisible()
  expect(await violations(), '/admin/collections/media/create').toEqual([])
})
