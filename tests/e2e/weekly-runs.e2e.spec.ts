// Issue #34, weekly runs as staff set one: from the dashboard's Weekly Runs to a new weekly run of
// a church's Sunday service; once saved, its page lists its runs on the next four Sundays.
import { expect, test } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { changeAndSettle, signIn, superHeaders } from '../helpers/e2eAdmin'
import { approvedChurch, uniqueName } from '../helpers/e2eRides'

/** The next four Sundays after today on Lagos's calendar, as the back office shows dates. */
const nextSundays = () => {
  const shown: string[] = []
  for (let n = 1; shown.length < 4; n++) {
    const at = new Date(Date.now() + n * 24 * 3600 * 1000)
    const weekday = at.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'Africa/Lagos' })
    if (weekday === 'Sunday')
      shown.push(
        at.toLocaleDateString('en-US', {
          month: 'short',
          day: '2-digit',
          year: 'numeric',
          timeZone: 'Africa/Lagos',
        }),
      )
  }
  return shown
}

test('staff set a weekly run from the dashboard and see its runs for the next four Sundays', async ({
  page,
  request,
}) => {
  const church = uniqueName('Weekly Chapel')
  const { churchId } = await approvedChurch(request, church)
  // Every approved church has a "Service 1", and staff are offered every church's: this one's
  // is named apart.
  const headers = await superHeaders(request)
  const services = await request.get(
    `/api/church-services?where[church][equals]=${churchId}&depth=0`,
    { headers },
  )
  const serviceId = ((await services.json()) as { docs: { id: number }[] }).docs[0].id
  const serviceName = uniqueName('Sunday service')
  const renamed = await request.patch(`/api/church-services/${serviceId}`, {
    headers,
    data: { name: serviceName },
  })
  expect(renamed.status()).toBe(200)
  const title = uniqueName('Surulere Sunday bus')

  await signIn(page, E2E_ADMIN)
  // The dashboard's Weekly Runs card (its "+" would open a new one at once).
  await page.locator('.dashboard a[href="/admin/collections/run-series"]').click()
  await expect(page).toHaveURL(/\/admin\/collections\/run-series(\?|$)/)
  await page.getByRole('link', { name: 'Add Weekly run' }).first().click()
  await page.getByLabel(/^Name/).fill(title)
  await page.locator('#field-church .react-select').click()
  await changeAndSettle(page, () => page.getByRole('option', { name: church, exact: true }).click())
  // The picker shows ten services at a time; typing searches them all, as staff would.
  await page.locator('#field-service .react-select').click()
  await page.locator('#field-service .react-select input').fill(serviceName)
  await page.getByRole('option', { name: serviceName, exact: true }).click()
  await page.getByRole('button', { name: 'Add Pickup stop' }).click()
  await page.locator('#field-stops__0__place').fill('Ojuelegba Bridge')
  await page.locator('#field-stops__0__area').fill('Surulere')
  await page.locator('#field-stops__0__time').fill('06:45')
  await page.locator('#field-seats').fill('14')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Weekly run created').first()).toBeVisible()

  // Its page: the service's day, and its runs, one a week, each a bus run of its own.
  await page.reload()
  await expect(page.locator('#field-weekday')).toContainText('Sunday')
  const runs = page.locator('#field-runs').getByRole('row')
  for (const day of nextSundays()) await expect(runs.filter({ hasText: day })).toHaveCount(1)
  await expect(runs.filter({ hasText: 'Scheduled' })).toHaveCount(4)
})
