// Issue #35 in a real browser: "I'll cover the fees" shows the server's total before paying (the
// payment step with JavaScript, Paystack's own page without) and charges it; then, on a phone
// without JavaScript, My giving's statement for any dates refuses days in the wrong order with a
// message beside them and downloads the statement of the days asked for.
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { feesCopy } from '../../src/copy/fees'
import { givingCopy } from '../../src/copy/giving'
import { statementsCopy } from '../../src/copy/statements'
import { sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { formatDay, isoDay } from '../../src/lib/dates'
import { superHeaders } from '../helpers/e2eAdmin'
import { pdfText } from '../helpers/pdfText'

type Donation = { status: string; amount: number; gift_amount: number; fees_covered: number }

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
const checkout = (page: Page) => page.frameLocator('iframe[title="Paystack Simulator checkout"]')

const donationsOf = async (request: APIRequestContext, email: string): Promise<Donation[]> => {
  const response = await request.get(
    `/api/donations?where[donor_email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { docs: Donation[] }).docs
}

const mailsTo = async (request: APIRequestContext, email: string) => {
  const response = await request.get(
    `/api/email-outbox?where[to][equals]=${encodeURIComponent(email.toLowerCase())}&sort=-createdAt`,
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/** The donation form for an individual of ₦10,000, with "I'll cover the fees" ticked, sent. */
const giveCoveringFees = async (page: Page, email: string) => {
  await page.goto('/sponsorship')
  const donate = section(page, copy.donation.title)
  await donate.getByLabel(copy.donation.country).selectOption({ label: 'Nigeria (NGN)' })
  await donate.getByRole('button', { name: copy.donation.donate }).click()
  const form = copy.donationForm
  await donate.getByLabel(form.fullName).fill('Ọlá Adébáyọ̀')
  await donate.getByLabel(form.email).fill(email)
  await donate.getByLabel(form.phone).fill('+234 803 000 0000')
  await donate.getByLabel(form.amount).fill('10,000')
  await donate.getByRole('group', { name: form.churchQuestion }).getByText(form.no).click()
  const cover = donate.getByRole('checkbox', { name: feesCopy.coverFees })
  await expect(cover).not.toBeChecked()
  await cover.check()
  await donate.getByRole('button', { name: form.submit }).click()
  return donate
}

const TOTAL = feesCopy.withFees('₦10,000', '₦254', '₦10,254')

test("with JavaScript, the payment step shows the gift, the fee and the total, and Paystack charges the server's total", async ({
  page,
  request,
}) => {
  const email = unique('fees')
  const donate = await giveCoveringFees(page, email)
  await expect(donate.locator('dd').filter({ hasText: TOTAL })).toBeVisible()
  await donate.getByRole('button', { name: copy.payment.makePayment }).click()
  await expect(checkout(page).getByText('₦10,254')).toBeVisible()
  await checkout(page).getByRole('button', { name: 'Pay' }).click()
  await expect(
    donate.getByRole('status').filter({ hasText: copy.payment.success.title }),
  ).toBeVisible()
  expect(await donationsOf(request, email)).toEqual([
    expect.objectContaining({
      status: 'completed',
      amount: 10_254,
      gift_amount: 10_000,
      fees_covered: 254,
    }),
  ])
})

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test("Paystack's page shows the total with the fee; My giving gives a statement of the days asked for", async ({
    page,
    request,
  }) => {
    const email = unique('fees-nojs')
    await giveCoveringFees(page, email)
    await expect(page).toHaveURL(/\/checkout\//)
    await expect(page.getByText('₦10,254')).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: copy.payment.success.title }),
    ).toBeVisible()

    // My giving, from a link e-mailed to the address.
    await page.goto('/giving')
    await page.getByLabel(givingCopy.request.emailLabel).fill(email)
    await page.getByRole('button', { name: givingCopy.request.submit }).click()
    let path = ''
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(request, email)).find((each) =>
            /your link to My giving/.test(each.subject),
          )
          path = /https?:\/\/[^\s/]+(\/giving\/[\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
          return path
        },
        { timeout: 30_000 },
      )
      .not.toBe('')
    await page.goto(path)

    const range = section(page, statementsCopy.range.heading)
    const today = isoDay(new Date())
    await range.getByLabel(statementsCopy.range.from).fill(today)
    await range.getByLabel(statementsCopy.range.to).fill('2000-01-01')
    await range.getByRole('button', { name: statementsCopy.range.submit }).click()
    // Back on the form with the days typed, and why.
    await expect(range.getByLabel(statementsCopy.range.from)).toHaveAccessibleDescription(
      new RegExp(statementsCopy.errors.order),
    )
    await expect(range.getByLabel(statementsCopy.range.from)).toHaveValue(today)
    await expect(range.getByLabel(statementsCopy.range.to)).toHaveValue('2000-01-01')

    await range.getByLabel(statementsCopy.range.from).fill(today)
    await range.getByLabel(statementsCopy.range.to).fill(today)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      range.getByRole('button', { name: statementsCopy.range.submit }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`giving-statement-${today}-to-${today}.pdf`)
    const text = await pdfText(new Uint8Array(await readFile(await download.path())))
    expect(text).toContain(statementsCopy.range.title(formatDay(today), formatDay(today)))
    expect(text).toContain('Ọlá Adébáyọ̀')
    expect(text).toContain('₦10,254')
  })
})
