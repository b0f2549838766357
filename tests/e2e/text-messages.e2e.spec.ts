// Text messages in the back office (issue #33): a member replies STOP by SMS (the Termii simulator
// `npm start` runs); staff reach this month's messages from the dashboard's card and find the
// member's by their number typed as people write it, with its status in words.
import { expect, test } from './fixtures'

import { E2E_ADMIN, E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { messagesCopy } from '../../src/copy/messages'
import { signIn } from '../helpers/e2eAdmin'

/** The SMS simulator listens on the port after the Paystack simulator's (playwright.config.ts). */
const smsSimulator = () => {
  const url = new URL(E2E_PAYSTACK_SIMULATOR)
  url.port = String(Number(url.port) + 1)
  return url.origin
}

test('a STOP by SMS is answered, counted on the dashboard and found by its number in Text messages', async ({
  page,
  request,
}) => {
  const local = `080${Math.floor(10_000_000 + Math.random() * 89_999_999)}`
  const number = `+234${local.slice(1)}`
  const sent = await request.post(`${smsSimulator()}/__simulator/inbound`, {
    data: { from: number, text: 'STOP' },
  })
  expect(sent.status()).toBe(200)

  await signIn(page, E2E_ADMIN)
  const card = page.getByTestId('dashboard-text-messages-card')
  // The answer leaves through the job queue: the card counts it once it is sent.
  await expect(async () => {
    await page.reload()
    await expect(card).toContainText(messagesCopy.dashboard.title)
    await expect(card).toContainText(/[1-9][\d,]* sent/)
  }).toPass({ timeout: 60_000 })
  await card.click()
  await expect(page).toHaveURL(/\/admin\/collections\/messages\?.*direction/)

  await page.goto('/admin/collections/messages')
  await page
    .getByPlaceholder(/Search by/)
    .fill(`${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`)
  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Received' })).toHaveCount(1)
  // The simulator reports the answer delivered.
  await expect(async () => {
    await page.reload()
    await expect(rows.filter({ hasText: 'Sent by us' })).toContainText('Delivered')
  }).toPass({ timeout: 30_000 })
  await expect(rows.first()).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/)
})
