// Monthly giving in a real browser (issue #18): a donor chooses 'Give monthly', pays on the Paystack
// simulator's checkout, opens My giving from the receipt e-mail in the outbox, changes the amount
// and cancels, and the page shows each change. Then, on a phone with JavaScript off, the same donor
// asks for a new link on /giving and finds the cancelled gift and its receipt there.
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { consentCopy } from '../../src/copy/consent'
import { givingCopy } from '../../src/copy/giving'
import { giftFrequencyCopy, sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { manageMessages } from '../../src/lib/giving/manage'
import { superHeaders } from '../helpers/e2eAdmin'
import { pdfText } from '../helpers/pdfText'

type Gift = { id: number; status: string; amount: number; subscription_code?: string | null }

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
const checkout = (page: Page) => page.frameLocator('iframe[title="Paystack Simulator checkout"]')
const toast = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) })

const giftsOf = async (request: APIRequestContext, email: string): Promise<Gift[]> => {
  const response = await request.get(
    `/api/monthly-gifts?where[donor_email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { docs: Gift[] }).docs
}

/** The e-mails the outbox holds for an address, newest first. */
const mailsTo = async (request: APIRequestContext, email: string) => {
  const response = await request.get(
    `/api/email-outbox?where[to][equals]=${encodeURIComponent(email.toLowerCase())}&sort=-createdAt`,
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

/** The My giving link in the newest e-mail whose subject matches, once it has arrived. */
const givingLinkIn = async (request: APIRequestContext, email: string, subject: RegExp) => {
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, email)).find((each) => subject.test(each.subject))
        link = /https?:\/\/[^\s/]+\/giving\/[\w.-]+/.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 30_000 },
    )
    .not.toBe('')
  return new URL(link).pathname
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

test('a monthly gift: set up on the checkout, then changed and cancelled from My giving', async ({
  page,
  request,
}) => {
  const email = unique('monthly')
  const name = `Ngozi ${Date.now() % 100000}`

  // The donation form, as a monthly gift.
  await page.goto('/sponsorship')
  const donate = section(page, copy.donation.title)
  await donate.getByLabel(copy.donation.country).selectOption({ label: 'Nigeria (NGN)' })
  await donate.getByRole('button', { name: copy.donation.donate }).click()
  await donate
    .getByRole('group', { name: giftFrequencyCopy.legend })
    .getByText(giftFrequencyCopy.monthly, { exact: true })
    .click()
  await donate.getByLabel(copy.donationForm.fullName).fill(name)
  await donate.getByLabel(copy.donationForm.email).fill(email)
  await donate.getByLabel(copy.donationForm.phone).fill('+234 803 000 0000')
  await donate.getByLabel(copy.donationForm.amount).fill('2500')
  await donate
    .getByRole('group', { name: copy.donationForm.churchQuestion })
    .getByText(copy.donationForm.no, { exact: true })
    .click()
  await expect(donate.getByText(giftFrequencyCopy.monthlyHint)).toBeVisible()
  await donate.getByRole('button', { name: copy.donationForm.submit }).click()
  await expect(donate.getByText(`₦2,500 ${giftFrequencyCopy.perMonth}`)).toBeVisible()
  await donate.getByRole('button', { name: copy.payment.makePayment }).click()
  await expect(checkout(page).getByText('₦2,500 every month')).toBeVisible()
  await checkout(page).getByRole('button', { name: 'Pay' }).click()
  await expect(toast(page, copy.payment.success.title)).toBeVisible()

  // The gift is running once Paystack's subscription is linked to it (subscription.create).
  await expect
    .poll(async () => (await giftsOf(request, email))[0], { timeout: 30_000 })
    .toMatchObject({ status: 'active', amount: 2500, subscription_code: expect.any(String) })

  // My giving, from the receipt e-mail.
  const path = await givingLinkIn(request, email, /thank you for your donation/)
  const opened = await page.goto(path)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1, name: givingCopy.title })).toBeVisible()
  const gift = page.getByTestId('monthly-gift')
  await expect(gift).toHaveCount(1)
  await expect(gift.getByRole('heading', { level: 3 })).toHaveText(
    givingCopy.monthly.perMonth('₦2,500'),
  )
  await expect(gift).toContainText(givingCopy.monthly.statuses.active)
  await expect(gift).toContainText(givingCopy.monthly.nextCharge)
  const gifts = page.getByTestId('gift')
  await expect(gifts).toHaveCount(1)
  await expect(gifts.first()).toContainText('₦2,500')
  await expect(gifts.first()).toContainText(givingCopy.gifts.monthly)
  const year = new Date().getFullYear()
  await expect(
    page
      .getByRole('link', { name: givingCopy.statements.link(year) })
      .or(page.getByRole('link', { name: givingCopy.statements.link(year + 1) })),
  ).toBeVisible()

  // A new amount: back on the page (a 303), which says so and shows it.
  await gift.getByLabel(givingCopy.monthly.amountLabel).fill('₦4,000')
  await gift.getByRole('button', { name: givingCopy.monthly.changeAmount }).click()
  await expect(page).toHaveURL(/\?done=amount&gift=\d+$/)
  await expect(page.getByTestId('giving-notice')).toHaveText(manageMessages.amountChanged(4000))
  await expect(gift.getByRole('heading', { level: 3 })).toHaveText(
    givingCopy.monthly.perMonth('₦4,000'),
  )
  expect((await giftsOf(request, email))[0].amount).toBe(4000)

  // Cancel asks first, on a page of its own.
  await gift.getByRole('link', { name: givingCopy.monthly.cancel }).click()
  await expect(page.getByRole('heading', { level: 1, name: givingCopy.cancel.title })).toBeVisible()
  await expect(
    page.getByText(givingCopy.cancel.description('₦4,000', givingCopy.monthly.general)),
  ).toBeVisible()
  await page.getByRole('button', { name: givingCopy.cancel.confirm }).click()
  await expect(page).toHaveURL(/\?done=cancelled&gift=\d+$/)
  await expect(page.getByTestId('giving-notice')).toHaveText(manageMessages.cancelled)
  await expect(gift).toContainText(givingCopy.monthly.statuses.cancelled)
  await expect(gift.getByRole('button')).toHaveCount(0)
  const [cancelled] = await giftsOf(request, email)
  expect(cancelled.status).toBe('cancelled')
  // Paystack's subscription is disabled too: nothing more will be charged.
  const subscription = await request.get(
    `${E2E_PAYSTACK_SIMULATOR}/__simulator/subscriptions/${cancelled.subscription_code}`,
  )
  expect(((await subscription.json()) as { data: { status: string } }).data.status).not.toBe(
    'active',
  )
})

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('a donor asks for a new link, opens it and downloads a receipt', async ({
    page,
    request,
  }) => {
    // A donor who gave before (a completed one-off gift, through the API as the form's script does).
    const email = unique('relink')
    const started = await request.post('/api/payments/initialize', {
      data: {
        amount: 1500,
        currency: 'NGN',
        email,
        donorName: 'Bisi Relink',
        phone: '+2348030000003',
        isAnonymous: false,
        showPublicly: true,
        isChristian: 'no',
        donorType: 'individual',
        projectId: null,
      },
    })
    expect(started.status()).toBe(200)
    const { reference } = ((await started.json()) as { data: { reference: string } }).data
    await request.post(`${E2E_PAYSTACK_SIMULATOR}/__simulator/transactions/${reference}/pay`)
    await expect
      .poll(async () => (await mailsTo(request, email)).length, { timeout: 30_000 })
      .toBe(1)

    // From the footer to /giving, and the form; the answer is the same for any address.
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: givingCopy.footerLink }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: givingCopy.request.title }),
    ).toBeVisible()
    // What the address is for, and the Privacy Policy (issue #32).
    const purpose = page.getByTestId('form-purpose')
    await expect(purpose).toContainText(consentCopy.purpose.givingLink)
    await expect(purpose.getByRole('link', { name: consentCopy.policy })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await page.getByLabel(givingCopy.request.emailLabel).fill(email.toUpperCase())
    await page.getByRole('button', { name: givingCopy.request.submit }).click()
    await expect(page).toHaveURL(/\/giving\?sent=1$/)
    await expect(page.getByTestId('giving-link-notice')).toContainText(
      givingCopy.request.sent.title,
    )

    const path = await givingLinkIn(request, email, /your link to My giving/)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: givingCopy.title })).toBeVisible()
    const gift = page.getByTestId('gift')
    await expect(gift).toHaveCount(1)
    await expect(gift).toContainText(reference)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      gift
        .getByRole('link', {
          name: new RegExp(`^${givingCopy.gifts.receipt.replace(/[()]/g, '\\$&')}`),
        })
        .click(),
    ])
    expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`)
    // The production build finds its fonts: the receipt reads back with the naira sign (issue #35).
    const receiptText = await pdfText(new Uint8Array(await readFile(await download.path())))
    expect(receiptText).toContain(reference)
    expect(receiptText.some((run) => run.startsWith('₦'))).toBe(true)

    // The consent to the public donor list, given on the form, is withdrawn in one click (issue #32).
    const listing = page.getByTestId('giving-listing-state')
    await expect(listing).toHaveText(givingCopy.listing.shown)
    await page.getByRole('button', { name: givingCopy.listing.withdraw }).click()
    await expect(page.getByTestId('giving-notice')).toContainText(givingCopy.listing.withdrawn)
    await expect(listing).toHaveText(givingCopy.listing.hidden)
    const listed = await request.get(
      `/api/donations?where[donor_email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: await superHeaders(request) },
    )
    expect(
      ((await listed.json()) as { docs: { show_publicly: boolean }[] }).docs.map(
        (donation) => donation.show_publicly,
      ),
    ).toEqual([false])

    // The same link with one character changed is refused, with the form to ask again (the last
    // one: four spellings of it decode to the same bytes, and only the one we wrote opens).
    const tampered = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    const refused = await page.goto(tampered)
    expect(refused?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: givingCopy.refused.title }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: givingCopy.request.submit })).toBeVisible()
    await expect(page.getByText(reference)).toHaveCount(0)
  })
})
