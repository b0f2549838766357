// The breach register (issue #32): a super admin goes from the dashboard to it, records a breach,
// and sees the NDPC's deadline (found + 72 hours, in Lagos time), overdue while not notified.
import { expect, test } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { breachCopy } from '../../src/copy/breaches'
import { signIn } from '../helpers/e2eAdmin'

// Staff in Lagos: the picker's time is Lagos time.
test.use({ timezoneId: 'Africa/Lagos', viewport: { width: 1366, height: 768 } })

test('a super admin records a breach from the dashboard and sees the NDPC deadline, overdue', async ({
  page,
}) => {
  const title = `Donors CSV sent to the wrong address ${Date.now()}`
  await signIn(page, E2E_ADMIN)
  await page.locator('nav').getByRole('link', { name: breachCopy.plural, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/data-breaches/)
  await page
    .getByRole('link', { name: `Add ${breachCopy.singular}` })
    .first()
    .click()

  await page.locator('#field-title').fill(title)
  await page.locator('#field-details').fill('The monthly export went to an old address.')
  await page.locator('#field-people_affected').fill('Donors')
  await page.locator('#field-data_affected').fill('Names, e-mails and amounts')
  await page.locator('#field-approx_people').fill('240')
  await page.locator('#field-found_at input').fill('20/11/2026 09:30')
  await page.locator('#field-found_at input').press('Enter')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/admin\/collections\/data-breaches\/\d+/)
  await expect(page.getByTestId('ndpc-deadline')).toContainText('Nov 23, 2026 09:30')
  await expect(page.getByTestId('ndpc-notice')).toHaveText(breachCopy.state.overdue)

  // Back by the sidebar (the header's breadcrumb links the list too).
  await page.locator('#nav-data-breaches').click()
  const row = page.locator('tr').filter({ hasText: title })
  await expect(row).toContainText('Nov 23, 2026 09:30')
  await expect(row.getByTestId('ndpc-notice')).toHaveAttribute('data-state', 'overdue')
})
