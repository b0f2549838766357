// A donation with JavaScript off (Opera Mini's extreme mode, a script that failed to load): the
// donation form posts to its server action, errors come back beside the fields with the values
// kept, and a correct form goes on to Paystack's own page (the simulator's, which needs no script)
// and back to /sponsorship/payment. Nothing the donor typed ever appears in an address.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { consentCopy } from '../../src/copy/consent'
import { sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { superHeaders } from '../helpers/e2eAdmin'

test.use({ javaScriptEnabled: false })

type Donation = {
  status: string
  amount: number
  donor_name: string | null
  donor_phone: string | null
  donor_type: string
  organization_name: string | null
  organization_type: string | null
  church: string | null
  is_christian: string | null
  show_publicly: boolean
  is_anonymous: boolean
  project: number | { id: number } | null
}

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

const donationsOf = async (request: APIRequestContext, email: string): Promise<Donation[]> => {
  const response = await request.get(
    `/api/donations?where[donor_email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { docs: Donation[] }).docs
}

const simulator = (request: APIRequestContext, path: string, data: unknown = {}) =>
  request.post(`${E2E_PAYSTACK_SIMULATOR}${path}`, { data })

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** Every address the browser asked for or showed, to check that no typed value is in one. */
const watchAddresses = (page: Page) => {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  page.on('framenavigated', (frame) => seen.push(frame.url()))
  return seen
}

const openDonationForm = async (page: Page) => {
  await page.goto('/sponsorship')
  const donate = section(page, copy.donation.title)
  await donate.getByLabel(copy.donation.country).selectOption({ label: 'Nigeria (NGN)' })
  await donate.getByRole('button', { name: copy.donation.donate }).click()
  await expect(page.getByRole('heading', { name: copy.donationForm.title })).toBeVisible()
  return donate
}

/** The page came back opened at the form (#donation-form), its summary in sight below the fixed header. */
const summaryInSight = async (page: Page, summary: Locator) => {
  await expect(page).toHaveURL(/\/sponsorship\?country=NG#donation-form$/)
  await expect(summary).toBeInViewport()
  const header = (await page.locator('header').first().boundingBox())!
  await expect
    .poll(async () => (await summary.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height)
}

test.afterEach(async ({ request }) => {
  await simulator(request, '/__simulator/config', { failVerify: false, webhooksEnabled: true })
})

test('an individual donates without JavaScript: errors beside the fields, values kept, then Paystack’s page and back', async ({
  page,
  request,
}) => {
  // A phone's width, where the fixed header is over the top of the page the form comes back on.
  await page.setViewportSize({ width: 390, height: 844 })
  const addresses = watchAddresses(page)
  const email = `${unique('nojs')}@example.org`
  const name = `Ngozi ${unique('Eze')}`
  const phone = '+234 803 555 0199'
  const donate = await openDonationForm(page)
  const form = copy.donationForm

  // The church question answered Yes, but no church named: the rule's message, and the field marked.
  await donate.getByLabel(form.fullName).fill(name)
  await donate.getByLabel(form.email).fill(email)
  await donate.getByLabel(form.phone).fill(phone)
  await donate.getByLabel(form.amount).fill('₦5,000')
  await donate.getByRole('group', { name: form.churchQuestion }).getByText(form.yes).click()
  await donate.getByRole('button', { name: form.submit }).click()

  const alert = donate.getByRole('alert').filter({ hasText: form.missing.title })
  await expect(alert).toContainText(form.missing.church)
  const church = donate.getByLabel(form.churchName)
  await expect(church).toHaveAttribute('aria-invalid', 'true')
  await expect(church).toHaveAccessibleDescription('This field is required.')
  await summaryInSight(page, alert)
  await expect(donate.getByLabel(form.fullName)).toHaveValue(name)
  await expect(donate.getByLabel(form.email)).toHaveValue(email)
  await expect(donate.getByLabel(form.phone)).toHaveValue(phone)
  await expect(donate.getByLabel(form.amount)).toHaveValue('₦5,000')
  await expect(donate.getByRole('radio', { name: form.yes })).toBeChecked()
  // The listing is a consent: unticked at first, and still unticked after a refusal (issue #32).
  await expect(donate.getByRole('checkbox', { name: form.showPublicly })).not.toBeChecked()
  await expect(donate.getByTestId('form-purpose')).toContainText(consentCopy.purpose.donation)
  await expect(
    donate.getByTestId('form-purpose').getByRole('link', { name: consentCopy.policy }),
  ).toHaveAttribute('href', '/privacy')

  // A zero amount is an amount to correct, not a field left empty.
  await church.fill('All Saints Yaba')
  await donate.getByLabel(form.amount).fill('0')
  await donate.getByRole('button', { name: form.submit }).click()
  const amount = donate.getByLabel(form.amount)
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toHaveAccessibleDescription(/at least ₦100/)
  await expect(donate.getByRole('alert')).not.toContainText(form.missing.fields)
  await expect(donate.getByLabel(form.churchName)).toHaveValue('All Saints Yaba')

  // Correct, and listed: the server starts the payment and sends the donor to Paystack's page (a 303: GET it).
  await amount.fill('₦5,000')
  await donate.getByRole('checkbox', { name: form.showPublicly }).check()
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/sponsorship',
  )
  await donate.getByRole('button', { name: form.submit }).click()
  expect((await posted).status()).toBe(303)
  await expect(page).toHaveURL(/\/checkout\//)
  await expect(page.getByText('₦5,000')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/sponsorship\/payment\?reference=/)
  await expect(
    page.getByRole('heading', { level: 1, name: copy.payment.success.title }),
  ).toBeVisible()

  const [stored] = await donationsOf(request, email)
  expect(stored).toMatchObject({
    status: 'completed',
    amount: 5000,
    donor_name: name,
    donor_phone: '+2348035550199',
    donor_type: 'individual',
    church: 'All Saints Yaba',
    is_christian: 'yes',
    show_publicly: true,
    is_anonymous: false,
  })
  for (const typed of [email, name, phone, '0199', 'Yaba'])
    for (const address of addresses)
      expect(decodeURIComponent(address.replace(/\+/g, ' ')), address).not.toContain(typed)
})

test('an organization donates to a project without JavaScript; the fields follow the answers', async ({
  page,
  request,
}) => {
  const addresses = watchAddresses(page)
  const email = `${unique('org')}@example.org`
  const donate = await openDonationForm(page)
  const form = copy.donationForm

  // Only the individual's fields at first; the organization's appear with its answer (CSS, no script).
  await expect(donate.getByLabel(form.organizationName)).toBeHidden()
  await expect(donate.getByLabel(form.churchName)).toBeHidden()
  await donate.getByRole('group', { name: form.donorType }).getByText(form.organization).click()
  await expect(donate.getByLabel(form.fullName)).toBeHidden()
  await expect(donate.getByLabel(form.organizationName)).toBeVisible()

  await donate.getByLabel(form.organizationName).fill('Kingdom Foods Ltd')
  await donate.getByLabel(form.email).fill(email)
  await donate.getByLabel(form.phone).fill('08035550123')
  await donate.getByLabel(form.amount).fill('₦1,000,000')
  const project = donate.getByLabel(form.project)
  const options = await project
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean))
  expect(options.length).toBeGreaterThan(0)
  await project.selectOption(options[0])
  await expect(donate.getByRole('checkbox', { name: form.showPublicly })).not.toBeChecked()
  await donate.getByRole('button', { name: form.submit }).click()

  const summary = donate.getByRole('alert').filter({ hasText: form.missing.title })
  await expect(summary).toContainText(form.missing.organization)
  await summaryInSight(page, summary)
  await expect(donate.getByLabel(form.contactPerson)).toHaveAttribute('aria-invalid', 'true')
  await expect(donate.getByLabel(form.organizationType)).toHaveAttribute('aria-invalid', 'true')
  await expect(donate.getByLabel(form.organizationName)).toHaveValue('Kingdom Foods Ltd')
  await expect(project).toHaveValue(options[0])
  await expect(donate.getByRole('checkbox', { name: form.showPublicly })).not.toBeChecked()

  await donate.getByLabel(form.contactPerson).fill('Bisi Adeyemi')
  await donate.getByLabel(form.organizationType).selectOption('church')
  await donate.getByRole('button', { name: form.submit }).click()
  await expect(page).toHaveURL(/\/checkout\//)

  // Paystack cannot be asked on the way back: the donor is told it is being confirmed, may check
  // again, and is not offered to give (and be charged) again for this attempt.
  await simulator(request, '/__simulator/config', { failVerify: true, webhooksEnabled: false })
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/sponsorship\/payment\?reference=/)
  await expect(
    page.getByRole('heading', { level: 1, name: copy.payment.confirming.title }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: copy.payment.giveAgain })).toHaveCount(0)
  await expect(page.getByRole('button', { name: copy.payment.tryAgain })).toHaveCount(0)
  // Paystack's webhook completes it while its API is still down: Check again says so.
  const reference = new URL(page.url()).searchParams.get('reference')!
  await simulator(request, `/__simulator/transactions/${reference}/webhook`)
  await expect.poll(async () => (await donationsOf(request, email))[0]?.status).toBe('completed')
  await page.getByRole('link', { name: copy.payment.checkAgain }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: copy.payment.success.title }),
  ).toBeVisible()

  const [stored] = await donationsOf(request, email)
  expect(stored).toMatchObject({
    status: 'completed',
    amount: 1_000_000,
    donor_type: 'organization',
    organization_name: 'Kingdom Foods Ltd',
    donor_name: 'Bisi Adeyemi',
    organization_type: 'church',
    church: null,
    show_publicly: false,
  })
  expect(stored.project).toBe(Number(options[0]))
  for (const address of addresses) expect(address).not.toContain(email.split('@')[0])
})

test('a coming-soon country gets its notice, not a country required', async ({ page }) => {
  await page.goto('/sponsorship')
  const donate = section(page, copy.donation.title)
  await donate.getByLabel(copy.donation.country).selectOption({ label: 'United Kingdom (GBP)' })
  await donate.getByRole('button', { name: copy.donation.donate }).click()
  await expect(donate.getByRole('alert')).toContainText(copy.donation.countryComingSoon.description)
  await expect(page.getByRole('heading', { name: copy.donationForm.title })).toHaveCount(0)
})

test('a declined payment is tried again with the same details and project, nothing typed again', async ({
  page,
  request,
}) => {
  const addresses = watchAddresses(page)
  const email = `${unique('again')}@example.org`
  const donate = await openDonationForm(page)
  const form = copy.donationForm
  await donate.getByLabel(form.fullName).fill('Emeka Nwosu')
  await donate.getByLabel(form.email).fill(email)
  await donate.getByLabel(form.phone).fill('08035550456')
  await donate.getByLabel(form.amount).fill('₦7,500')
  await donate.getByRole('group', { name: form.churchQuestion }).getByText(form.no).click()
  const project = donate.getByLabel(form.project)
  const [chosen] = await project
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean))
  await project.selectOption(chosen)
  await donate.getByRole('button', { name: form.submit }).click()
  await expect(page).toHaveURL(/\/checkout\//)
  await page.getByRole('button', { name: 'Decline' }).click()
  await page.getByRole('button', { name: 'Close' }).click()

  await expect(page).toHaveURL(/\/sponsorship\/payment\?reference=/)
  await expect(
    page.getByRole('heading', { level: 1, name: copy.payment.failedTitle }),
  ).toBeVisible()
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/sponsorship/payment',
  )
  await page.getByRole('button', { name: copy.payment.tryAgain }).click()
  expect((await posted).status()).toBe(303)
  await expect(page).toHaveURL(/\/checkout\//)
  await expect(page.getByText('₦7,500')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: copy.payment.success.title }),
  ).toBeVisible()

  const stored = await donationsOf(request, email)
  expect(stored.map((donation) => donation.status).sort()).toEqual(['completed', 'failed'])
  for (const donation of stored)
    expect(donation).toMatchObject({
      amount: 7500,
      donor_name: 'Emeka Nwosu',
      donor_phone: '+2348035550456',
      is_christian: 'no',
      project: Number(chosen),
    })
  for (const address of addresses) expect(address).not.toContain(email.split('@')[0])
})

test('an out-of-date project link opens a general donation and says why', async ({ page }) => {
  await page.goto('/sponsorship?project=999999')
  const donate = section(page, copy.donation.title)
  await expect(donate.getByText(copy.donationForm.projectReset.title)).toBeVisible()
  await expect(donate.getByText(copy.donationForm.projectReset.description)).toBeVisible()
  await expect(donate.getByLabel(copy.donationForm.project)).toHaveValue('')
})
