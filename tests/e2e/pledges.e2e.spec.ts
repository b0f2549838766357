// Pledges on My giving (issue #35), on a phone without JavaScript: a donor opens My giving from
// the link e-mailed to them, pledges an amount to a fund by a date, and sees what they gave toward
// it and what remains; then cancels it.
import { expect, test, type APIRequestContext } from './fixtures'

import { E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { givingCopy } from '../../src/copy/giving'
import { pledgeMessages, pledgesCopy } from '../../src/copy/pledges'
import { superHeaders } from '../helpers/e2eAdmin'

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

const mailsTo = async (request: APIRequestContext, email: string) => {
  const response = await request.get(
    `/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt`,
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

/** The My giving link e-mailed to the donor, once it has been queued. */
const givingLink = async (request: APIRequestContext, email: string) => {
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, email)).find((each) =>
          /your link to My giving/.test(each.subject),
        )
        link = /https?:\/\/[^\s/]+\/giving\/[\w.-]+/.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 30_000 },
    )
    .not.toBe('')
  return new URL(link).pathname
}

test('a donor pledges to a fund from My giving and sees what remains', async ({
  page,
  request,
}) => {
  // A general gift of ₦1,500 today (the General fund), through the API as the form's script does.
  const email = unique('pledger')
  const started = await request.post('/api/payments/initialize', {
    data: {
      amount: 1500,
      currency: 'NGN',
      email,
      donorName: 'Chidi Pledger',
      phone: '+2348030000035',
      isAnonymous: false,
      showPublicly: false,
      isChristian: 'no',
      donorType: 'individual',
      projectId: null,
    },
  })
  expect(started.status()).toBe(200)
  const { reference } = ((await started.json()) as { data: { reference: string } }).data
  await request.post(`${E2E_PAYSTACK_SIMULATOR}/__simulator/transactions/${reference}/pay`)

  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 30_000 }).toBe(1)

  // The donor asks for their link on /giving; it is e-mailed to them.
  await page.goto('/giving')
  await page.getByLabel(givingCopy.request.emailLabel).fill(email)
  await page.getByRole('button', { name: givingCopy.request.submit }).click()
  await expect(page.getByTestId('giving-link-notice')).toContainText(givingCopy.request.sent.title)
  await page.goto(await givingLink(request, email))
  await expect(page.getByRole('heading', { level: 1, name: givingCopy.title })).toBeVisible()
  const pledges = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: pledgesCopy.heading }) })
  await expect(pledges.getByText(pledgesCopy.none)).toBeVisible()

  // A bad amount is refused in words, and nothing is saved.
  await pledges.getByLabel(pledgesCopy.make.fund).selectOption({ label: 'General' })
  await pledges.getByLabel(pledgesCopy.make.amount).fill('lots')
  await pledges.getByLabel(pledgesCopy.make.dueDate).fill('2030-12-31')
  await pledges.getByRole('button', { name: pledgesCopy.make.submit }).click()
  await expect(page.getByTestId('pledge-notice')).toContainText(pledgeMessages.amount)
  await expect(pledges.getByTestId('pledge')).toHaveCount(0)

  await pledges.getByLabel(pledgesCopy.make.fund).selectOption({ label: 'General' })
  await pledges.getByLabel(pledgesCopy.make.amount).fill('100,000')
  await pledges.getByLabel(pledgesCopy.make.dueDate).fill('2030-12-31')
  await pledges.getByRole('button', { name: pledgesCopy.make.submit }).click()
  await expect(page.getByTestId('pledge-notice')).toContainText(pledgeMessages.made)
  // The gift made today to that fund already counts.
  const pledge = pledges.getByTestId('pledge')
  await expect(pledge).toHaveCount(1)
  await expect(pledge).toContainText('₦1,500 of ₦100,000 given · ₦98,500 to go by Dec 31, 2030')
  // It fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await pledge.getByRole('button', { name: pledgesCopy.cancel }).click()
  await expect(page.getByTestId('pledge-notice')).toContainText(pledgeMessages.cancelled)
  await expect(pledge).toContainText(pledgesCopy.cancelled)
  await expect(pledge.getByRole('button', { name: pledgesCopy.cancel })).toHaveCount(0)
})
