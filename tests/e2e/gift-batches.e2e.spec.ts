// Offline gifts in batches (issue #35), in the back office: one staff member counts a Sunday's cash
// and enters it from the dashboard's card, a second commits it, and the gifts are in Donations with
// their fund, given offline.
import { expect, test } from './fixtures'

import { giftBatchesCopy as copy } from '../../src/copy/giftBatches'
import {
  asUser,
  confirmInModal,
  createAdmin,
  openFromList,
  sectionPermissions,
  superHeaders,
} from '../helpers/e2eAdmin'

const unique = (name: string) => `${name} ${Date.now().toString(36)}`

/** Today in Lagos as the date picker takes it (day first). */
const todayTyped = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  }).format(new Date())

test('staff enter a cash batch from the dashboard, a second person commits it, and its gifts are offline donations', async ({
  browser,
  request,
}) => {
  const fund = unique('Harvest Thanksgiving')
  const made = await request.post('/api/funds', {
    headers: await superHeaders(request),
    data: { name: fund },
  })
  expect(made.status()).toBe(201)
  const donationsStaff = () =>
    createAdmin(request, {
      prefix: 'counter',
      permissions: sectionPermissions((section) => ({
        can_view: section === 'donations',
        can_edit: section === 'donations',
      })),
    })
  // One after the other: two sign-ins of the super admin at once write its sessions together, and
  // one token's session can be lost (the run's one 403 here).
  const first = await donationsStaff()
  const second = await donationsStaff()
  const label = unique('Sunday collection')

  // The first counts and enters the cash, starting from the dashboard's card.
  const a = await asUser(browser, first)
  await a.page.getByTestId('dashboard-gift-batches-card').click()
  await expect(a.page).toHaveURL(/\/admin\/collections\/gift-batches\?.*status/)
  await a.page.getByRole('link', { name: 'Add Gift batch' }).first().click()
  await a.page.getByLabel(/^Label/).fill(label)
  await a.page.locator('#field-counted_on input').fill(todayTyped())
  await a.page.locator('#field-counted_on input').press('Enter')
  const gifts = [
    { amount: '15000', name: 'Chiamaka Eze' },
    { amount: '2500', name: 'Tunde Bakare' },
  ]
  for (const [n, gift] of gifts.entries()) {
    await a.page.getByRole('button', { name: 'Add Gift', exact: true }).click()
    await a.page.locator(`#field-gifts__${n}__amount`).fill(gift.amount)
    await a.page.locator(`#field-gifts__${n}__fund .react-select`).click()
    await a.page.getByRole('option', { name: fund, exact: true }).click()
    await a.page.locator(`#field-gifts__${n}__donor_name`).fill(gift.name)
  }
  await a.page.getByRole('button', { name: 'Save' }).click()
  await expect(a.page.getByText('Gift batch created').first()).toBeVisible()
  await expect(a.page.locator('#field-gift_count')).toHaveValue('2')
  await expect(a.page.locator('#field-total')).toHaveValue('17500')
  // The one who entered it cannot commit it.
  await expect(a.page.getByText(copy.ownBatchHint)).toBeVisible()
  await expect(a.page.getByRole('button', { name: copy.commit })).toBeDisabled()
  await a.context.close()

  // The second finds it waiting from the dashboard and commits it.
  const b = await asUser(browser, second)
  await b.page.getByTestId('dashboard-gift-batches-card').click()
  await openFromList(b.page, label, 'gift-batches')
  await confirmInModal(b.page, b.page.getByRole('button', { name: copy.commit }), {
    heading: copy.commit,
    body: copy.commitConfirm(2, '₦17,500'),
  })
  await expect(b.page.getByText(copy.committed).first()).toBeVisible()
  await expect(b.page.locator('#field-status')).toContainText(copy.status.committed)

  // The gifts are donations now, with their fund, given offline.
  const batchId = /gift-batches\/(\d+)/.exec(b.page.url())![1]
  await b.page.goto(`/admin/collections/donations?where[gift_batch][equals]=${batchId}`)
  for (const gift of gifts) {
    const row = b.page.locator('tbody tr').filter({ hasText: gift.name })
    await expect(row).toContainText(fund)
    await expect(row).toContainText('Offline')
    await expect(row).toContainText(`₦${Number(gift.amount).toLocaleString('en-NG')}`)
    await expect(row).toContainText('Completed')
  }
  await b.context.close()
})
