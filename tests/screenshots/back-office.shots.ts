import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import {
  authHeaders,
  createAdmin,
  sectionPermissions,
  signIn,
  superHeaders,
} from '../helpers/e2eAdmin'

const OUT = 'docs/screenshots'

// The pages a new member of staff meets first, reached the way they would reach them: by clicking.
const PAGES: { file: string; link?: string }[] = [
  { file: 'dashboard' },
  { file: 'donations', link: 'Donations' },
  { file: 'sponsor-applications', link: 'Sponsor Applications' },
  { file: 'projects', link: 'Projects' },
  { file: 'analytics', link: 'Analytics' },
  { file: 'pending-changes', link: 'Pending Changes' },
]

test.use({ viewport: { width: 1366, height: 860 } })

test('back-office screenshots for the README', async ({ page, request }) => {
  // A plain admin's request to hide a sponsor, so Pending Changes shows one in words.
  const editor = await createAdmin(request, {
    prefix: 'shots-editor',
    permissions: sectionPermissions(() => ({ can_view: true, can_edit: true })),
  })
  const sponsors = await request.get('/api/impact-sponsors?limit=1&where[is_active][equals]=true', {
    headers: await superHeaders(request),
  })
  const [sponsor] = ((await sponsors.json()) as { docs: { id: number }[] }).docs
  const queued = await request.post(`/api/workflows/impact-sponsors/${sponsor.id}/visibility`, {
    headers: await authHeaders(request, editor),
    data: { is_active: false },
  })
  expect(queued.status()).toBe(200)
  await signIn(page, E2E_ADMIN)
  for (const { file, link } of PAGES) {
    await page.goto('/admin')
    if (link)
      await page
        .getByRole('navigation')
        .getByRole('link', { name: link, exact: true })
        .first()
        .click()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('body')).toBeVisible()
    await page.screenshot({ path: `${OUT}/${file}.png` })
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin')
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${OUT}/dashboard-phone.png` })
})
