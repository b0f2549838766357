// Give monthly by bank transfer (issue #35), on a phone without JavaScript: the form's monthly
// option by transfer says only to check the e-mail; the e-mail in the outbox holds the donor's own
// account and the My giving link, which shows the account; a transfer into it (the simulator's, a
// signed charge.success as Paystack's) then shows on My giving as a gift.
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { giftFrequencyCopy, sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { transferGivingCopy } from '../../src/copy/transferGiving'
import { superHeaders } from '../helpers/e2eAdmin'

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

/** The newest e-mail to an address whose subject matches, once it has arrived. */
const mailTo = async (request: APIRequestContext, email: string, subject: RegExp) => {
  let text = ''
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt`,
          { headers: await superHeaders(request) },
        )
        const { docs } = (await response.json()) as { docs: { subject: string; text: string }[] }
        text = docs.find((mail) => subject.test(mail.subject))?.text ?? ''
        return text
      },
      { timeout: 30_000 },
    )
    .not.toBe('')
  return text
}

/** The donation form's monthly gift by bank transfer, filled in and sent: the address it was for. */
const giveMonthlyByTransfer = async (page: Page) => {
  const email = `transfer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`
  const form = copy.donationForm
  await page.goto('/sponsorship')
  const donate = section(page, copy.donation.title)
  await donate.getByLabel(copy.donation.country).selectOption({ label: 'Nigeria (NGN)' })
  await donate.getByRole('button', { name: copy.donation.donate }).click()
  await donate
    .getByRole('group', { name: giftFrequencyCopy.legend })
    .getByText(giftFrequencyCopy.monthly)
    .click()
  await donate
    .getByRole('group', { name: transferGivingCopy.method.legend })
    .getByText(transferGivingCopy.method.transfer)
    .click()
  await donate.getByLabel(form.fullName).fill('Chiamaka Obi')
  await donate.getByLabel(form.email).fill(email)
  await donate.getByLabel(form.phone).fill('+234 803 555 0142')
  await donate.getByLabel(form.amount).fill('₦5,000')
  await donate.getByRole('group', { name: form.churchQuestion }).getByText(form.no).click()
  await donate.getByRole('button', { name: form.submit }).click()
  return email
}

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('a donor sets up giving by bank transfer, opens My giving from the e-mail, and sees a transfer into their account there', async ({
    page,
    request,
  }) => {
    const email = await giveMonthlyByTransfer(page)

    // Whoever typed the address is told to look in the e-mail: no account, no link on the page.
    await expect(page).toHaveURL(/\/sponsorship\/transfer(#[\w-]*)?$/)
    await expect(
      page.getByRole('heading', { name: transferGivingCopy.checkEmail.title }),
    ).toBeVisible()
    await expect(page.locator('body')).not.toContainText(transferGivingCopy.account.accountNumber)
    await expect(page.locator('a[href*="/giving/"]')).toHaveCount(0)

    const mail = await mailTo(request, email, /account for giving by bank transfer/)
    const accountNumber = /Account number: (\d{10})/.exec(mail)?.[1] ?? ''
    expect(accountNumber).not.toBe('')
    const link = /https?:\/\/[^\s/]+(\/giving\/[\w.-]+)/.exec(mail)?.[1] ?? ''
    await page.goto(link)
    const account = page.getByTestId('transfer-account')
    await expect(
      account.getByRole('heading', { name: transferGivingCopy.account.heading }),
    ).toBeVisible()
    await expect(account).toContainText(accountNumber)
    await expect(account).toContainText('Test Bank')
    await expect(account).toContainText('₦5,000')

    // The donor's bank pays ₦5,000 into the account: Paystack's signed event makes it their gift.
    const transfer = await request.post(
      `${E2E_PAYSTACK_SIMULATOR}/__simulator/dedicated-accounts/${accountNumber}/transfer`,
      { data: { amount: 500_000 } },
    )
    const { reference } = ((await transfer.json()) as { data: { reference: string } }).data
    await expect(async () => {
      await page.reload()
      await expect(page.getByText(reference)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test('with JavaScript, the form sends a gift by transfer to the server instead of the card payment step', async ({
  page,
}) => {
  await giveMonthlyByTransfer(page)
  await expect(
    page.getByRole('heading', { name: transferGivingCopy.checkEmail.title }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/sponsorship\/transfer(#[\w-]*)?$/)
})
