// The Privacy Policy, Terms of Service, Safety and Help Center pages (issue #32): found from the
// footer on a phone without JavaScript and with it, the data protection officer beside the policy,
// a page not published answering the 404 page, and a staff edit published showing on the site.
import { expect, test, type Page } from './fixtures'

import { common } from '../../src/copy/common'
import { LEGAL_KINDS, legalCopy } from '../../src/copy/legal'
import {
  changeAndSettle,
  createAdmin,
  sectionPermissions,
  signIn,
  superHeaders,
} from '../helpers/e2eAdmin'

type Settings = { data_protection_officer: { name: string; email: string; phone: string } }

const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' })

/** From the home page's footer to the Privacy Policy, with the officer named after the policy. */
const openPrivacyFromFooter = async (
  page: Page,
  title: string,
  officer: Settings['data_protection_officer'],
) => {
  await page.goto('/')
  await footer(page).getByRole('link', { name: legalCopy.pages.privacy.name }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(new RegExp(`^${title} · `))
  const dpo = page.getByRole('region', { name: legalCopy.dpo.title })
  await expect(dpo.getByText(officer.name)).toBeVisible()
  await expect(dpo.getByRole('link', { name: officer.email })).toHaveAttribute(
    'href',
    `mailto:${officer.email}`,
  )
}

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the footer leads to each page; the policy names the officer, the NDPC and My data', async ({
    page,
    request,
  }) => {
    const { data_protection_officer: officer } = (await (
      await request.get('/api/globals/site-settings?depth=0')
    ).json()) as Settings
    await openPrivacyFromFooter(page, 'Privacy Policy', officer)
    const main = page.locator('main')
    await expect(main.getByText(legalCopy.lastUpdated)).toBeVisible()
    await expect(main.getByRole('link', { name: 'ndpc.gov.ng' })).toHaveAttribute(
      'href',
      'https://ndpc.gov.ng',
    )
    await expect(main.getByRole('link', { name: 'My data' })).toHaveAttribute('href', '/my-data')
    // Readable on the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    for (const kind of LEGAL_KINDS.filter((other) => other !== 'privacy')) {
      const { name, path } = legalCopy.pages[kind]
      await footer(page).getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    }
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const kind of LEGAL_KINDS) expect(sitemap).toContain(`${legalCopy.pages[kind].path}</loc>`)
  })
})

test('staff who edit News publish a change from the dashboard, and a page not published is a 404', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const { data_protection_officer: officer } = (await (
    await request.get('/api/globals/site-settings?depth=0')
  ).json()) as Settings
  const editor = await createAdmin(request, {
    prefix: 'policies',
    permissions: sectionPermissions((section) => ({
      can_view: section === 'news',
      can_edit: section === 'news',
    })),
  })
  const title = `Privacy Policy ${Date.now()}`
  await signIn(page, editor)
  await page.locator('nav').getByRole('link', { name: legalCopy.admin.plural }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/legal-pages/)
  await page.getByRole('link', { name: 'Privacy Policy', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/legal-pages\/\d+$/)
  await changeAndSettle(page, () => page.locator('#field-title').fill(title))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect
    .poll(async () => {
      const response = await request.get('/api/legal-pages?where[kind][equals]=privacy&depth=0')
      return ((await response.json()) as { docs: { title: string }[] }).docs[0]?.title
    })
    .toBe(title)

  await openPrivacyFromFooter(page, title, officer)

  // Taken off the site: the 404 page, rendered by the server, and no link to it in the footer.
  const { docs } = (await (
    await request.get('/api/legal-pages?where[kind][equals]=help&depth=0', { headers })
  ).json()) as { docs: { id: number }[] }
  const help = `/api/legal-pages/${docs[0].id}`
  expect((await request.patch(help, { headers, data: { _status: 'draft' } })).status()).toBe(200)
  try {
    const missing = await request.get('/help')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain(common.notFound.text)
    await page.goto('/')
    await expect(
      footer(page).getByRole('link', { name: legalCopy.pages.privacy.name }),
    ).toBeVisible()
    await expect(footer(page).getByRole('link', { name: legalCopy.pages.help.name })).toHaveCount(0)
  } finally {
    await request.patch(help, { headers, data: { _status: 'published' } })
  }
  expect((await request.get('/help')).status()).toBe(200)
})
