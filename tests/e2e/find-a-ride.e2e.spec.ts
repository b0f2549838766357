// Issue #19, Find a Ride, as people do it: a church's admin adds a bus run from their dashboard; a
// visitor on a phone without JavaScript goes from the home page's "Find a Ride" to the run, asks
// for seats, and later cancels them from the e-mailed link, which gives the seats back.
import { expect, test, type Page } from './fixtures'

import { consentCopy } from '../../src/copy/consent'
import { homeCopy } from '../../src/copy/home'
import { impactCopy } from '../../src/copy/impact'
import { ridesCopy } from '../../src/copy/rides'
import {
  linkFromOutbox,
  mailLinkFromOutbox,
  openFromList,
  signIn,
  superHeaders,
} from '../helpers/e2eAdmin'
import { approvedChurch, publicBusRun, uniqueName as unique } from '../helpers/e2eRides'

const find = ridesCopy.find
const ask = ridesCopy.request
const booking = ridesCopy.booking

/** Three days ahead as the back office's date field takes it ('MMM dd, yyyy'). */
const inThreeDays = () =>
  new Date(Date.now() + 3 * 24 * 3600 * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  })

const addBusRun = async (page: Page, { title, service }: { title: string; service: string }) => {
  await page
    .getByTestId('dashboard-church-card')
    .filter({ hasText: ridesCopy.dashboard.runs })
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/bus-runs/)
  await page.getByRole('link', { name: 'Add Bus run' }).first().click()
  await page.getByLabel(/^Name/).fill(title)
  await page.locator('#field-service .react-select').click()
  await page.getByRole('option', { name: service, exact: true }).click()
  await page.locator('#field-date input').fill(inThreeDays())
  await page.locator('#field-date input').press('Enter')
  await page.locator('#field-seats').fill('2')
  await page.getByRole('button', { name: 'Add Pickup stop' }).click()
  await page.locator('#field-stops__0__place').fill('Ojuelegba Bridge')
  await page.locator('#field-stops__0__area').fill('Surulere')
  await page.locator('#field-stops__0__time').fill('06:45')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Bus run created').first()).toBeVisible()
}

test('a church admin adds a bus run; a visitor without JavaScript books seats and cancels them from the e-mail', async ({
  page,
  browser,
  request,
}) => {
  // Two people's whole journey (sign in, add a run; find, book, read the e-mail, cancel).
  // A church registered through the public form and approved by staff.
  const church = unique('Christ Church')
  const { pastorEmail } = await approvedChurch(request, church)

  // The pastor sets a password from the e-mail and adds a bus run from the dashboard.
  await page.goto(await linkFromOutbox(request, pastorEmail))
  await page.getByLabel('New Password', { exact: true }).fill('pastor-password-1')
  await page.getByLabel('Confirm Password', { exact: true }).fill('pastor-password-1')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await signIn(page, { email: pastorEmail, password: 'pastor-password-1' })
  const title = unique('Surulere bus')
  await addBusRun(page, { title, service: 'Service 1' })

  // A visitor on a phone, without JavaScript.
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const phone = await visitor.newPage()
  await phone.goto('/')
  await phone.locator('main').getByRole('link', { name: homeCopy.hero.findRide }).click()
  await expect(phone).toHaveURL(/\/rides$/)
  await phone
    .getByLabel(find.branch)
    .selectOption({ label: `${church}: Surulere (Surulere, Lagos)` })
  await phone.getByRole('button', { name: find.showBranch }).click()
  await phone.getByLabel(find.area).selectOption('Surulere')
  await phone.getByRole('button', { name: find.filter }).click()
  const run = phone.getByTestId('ride-run').filter({ hasText: title })
  await expect(run).toContainText(find.free(2))
  await expect(run).toContainText('06:45 · Ojuelegba Bridge (Surulere)')
  await run.getByRole('link', { name: find.request }).click()

  // The form says what the details are for (issue #32); the guardian's consent starts unticked.
  await expect(phone.getByTestId('form-purpose')).toContainText(consentCopy.purpose.seatRequest)
  await expect(
    phone.getByTestId('form-purpose').getByRole('link', { name: consentCopy.policy }),
  ).toHaveAttribute('href', '/privacy')
  await expect(phone.getByLabel(ask.guardianConsent)).not.toBeChecked()

  // A first try leaves out the guardian's consent for a child; the answer keeps what was typed.
  const email = `${unique('rider')}@example.org`
  await phone.getByLabel(/^Full Name/).fill('Ngozi Okafor')
  await phone.getByLabel(/^Phone Number/).fill('+234 803 555 0101')
  await phone.getByLabel(/^Email Address/).fill(email)
  await phone.getByLabel(/^Number of people/).selectOption('2')
  await phone.getByLabel(ask.minors).check()
  await phone.getByLabel(ask.guardianName).fill('Ngozi Okafor')
  await phone.getByLabel(ask.guardianPhone).fill('+234 803 555 0101')
  await phone.getByRole('button', { name: ask.submit }).click()
  await expect(phone.getByTestId('ride-notice')).toContainText(ask.problem)
  await expect(phone.locator('#ride-guardian_consent-error')).toBeVisible()
  await expect(phone.getByLabel(/^Email Address/)).toHaveValue(email)
  await phone.getByLabel(ask.guardianConsent).check()
  await phone.getByRole('button', { name: ask.submit }).click()

  await expect(phone.getByTestId('booking-status')).toHaveText(booking.confirmed)
  await expect(phone.getByText(/^FR-[2-9A-Z]{6}$/)).toBeVisible()
  const code = (await phone.getByText(/^FR-[2-9A-Z]{6}$/).textContent()) ?? ''

  // The bus is now full for others.
  await phone.goto('/rides')
  await phone
    .getByLabel(find.branch)
    .selectOption({ label: `${church}: Surulere (Surulere, Lagos)` })
  await phone.getByRole('button', { name: find.showBranch }).click()
  await expect(phone.getByTestId('ride-run').filter({ hasText: title })).toContainText(find.full)

  // Later, from the e-mail: the link opens the booking and cancels it.
  const link = await mailLinkFromOutbox(request, email, /href="([^"]*\/rides\/booking\/[^"]+)"/)
  expect(link).toContain(`/rides/booking/${code}.`)
  await phone.goto(link)
  await expect(phone.getByTestId('booking-status')).toHaveText(booking.confirmed)
  // One of the two seats first, after its question; then the other (issue #29: one tap took all).
  await phone.getByLabel(booking.seatsToGiveBack).selectOption('1')
  await phone.getByRole('button', { name: booking.cancelSeats }).click()
  await expect(phone.getByRole('heading', { name: booking.confirmGiveBack(1, 2) })).toBeVisible()
  await phone.getByRole('button', { name: booking.yesGiveBack }).click()
  await expect(
    phone.getByRole('status').filter({ hasText: booking.returnedNote(booking.told.email) }),
  ).toBeVisible()
  await expect(phone.getByTestId('booking-status')).toHaveText(booking.confirmed)
  await phone.getByRole('button', { name: booking.cancel }).click()
  await expect(phone.getByRole('heading', { name: booking.confirmCancel })).toBeVisible()
  await phone.getByRole('button', { name: booking.yesCancel }).click()
  await expect(phone.getByTestId('booking-status')).toHaveText(booking.cancelled)
  await expect(phone.getByText(booking.cancelledNote)).toBeVisible()
  await expect(phone.getByRole('button', { name: booking.cancel })).toHaveCount(0)
  // The guardian's consent outlives the seats until it is withdrawn, in one click (issue #32).
  await expect(phone.getByTestId('guardian-consent-state')).toHaveText(booking.consentGiven)
  await phone.getByRole('button', { name: booking.withdraw }).click()
  await expect(phone.getByRole('status').filter({ hasText: booking.withdrawnNote })).toBeVisible()
  await expect(phone.getByTestId('guardian-consent-state')).toHaveText(booking.consentWithdrawn)
  await expect(phone.getByRole('button', { name: booking.withdraw })).toHaveCount(0)

  // The seats are free again, and the church admin's list shows the booking cancelled.
  await phone.getByRole('link', { name: booking.findAnother }).click()
  await phone
    .getByLabel(find.branch)
    .selectOption({ label: `${church}: Surulere (Surulere, Lagos)` })
  await phone.getByRole('button', { name: find.showBranch }).click()
  await expect(phone.getByTestId('ride-run').filter({ hasText: title })).toContainText(find.free(2))
  await visitor.close()

  await page.goto('/admin')
  await page
    .getByTestId('dashboard-church-card')
    .filter({ hasText: ridesCopy.dashboard.seats })
    .click()
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Cancelled')

  // The run's own page lists its passengers, stop by stop (issue #29: it showed a count only).
  await page.goto('/admin/collections/bus-runs')
  await openFromList(page, title, 'bus-runs')
  const passenger = page.getByRole('row').filter({ hasText: code })
  await expect(passenger).toContainText('Cancelled')
  await expect(passenger).toContainText('+234 803 555 0101')

  // Cancelling the run asks first; 'Keep it scheduled' puts the status back (issue #29).
  const chooseStatus = async (label: string) => {
    await page.locator('#field-status .react-select').click()
    await page.getByRole('option', { name: label, exact: true }).click()
  }
  const question = page
    .locator('.confirmation-modal')
    .filter({ hasText: ridesCopy.runCancel.heading })
  await chooseStatus('Cancelled')
  await expect(question).toContainText(ridesCopy.runCancel.body(0))
  await question.getByRole('button', { name: ridesCopy.runCancel.keep }).click()
  await expect(page.locator('#field-status')).toContainText('Scheduled')
  await chooseStatus('Cancelled')
  await question.getByRole('button', { name: ridesCopy.runCancel.confirm }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully.').first()).toBeVisible()
  await expect(page.locator('#field-status')).toContainText('Cancelled')
})

test('with JavaScript, the request says what its details are for, and the guardian’s consent given with it is withdrawn from the booking’s page', async ({
  page,
  request,
}) => {
  const { churchId } = await approvedChurch(request, unique('Grace Church'))
  const run = await publicBusRun(request, churchId, {
    title: unique('Yaba bus'),
    stop: { place: 'Ojuelegba Bridge', area: 'Surulere', time: '06:45' },
  })

  await page.goto(`/rides/runs/${run}`)
  const purpose = page.getByTestId('form-purpose')
  await expect(purpose).toContainText(consentCopy.purpose.seatRequest)
  await expect(purpose.getByRole('link', { name: consentCopy.policy })).toHaveAttribute(
    'href',
    '/privacy',
  )
  await page.getByLabel(/^Full Name/).fill('Ngozi Okafor')
  await page.getByLabel(/^Phone Number/).fill('+234 803 555 0101')
  await page.getByLabel(/^Email Address/).fill(`${unique('guardian')}@example.org`)
  await page.getByLabel(ask.minors).check()
  await page.getByLabel(ask.guardianName).fill('Ngozi Okafor')
  await page.getByLabel(ask.guardianPhone).fill('+234 803 555 0101')
  await expect(page.getByLabel(ask.guardianConsent)).not.toBeChecked()
  await page.getByLabel(ask.guardianConsent).check()
  await page.getByRole('button', { name: ask.submit }).click()

  await expect(page.getByTestId('booking-status')).toHaveText(booking.confirmed)
  await expect(page.getByTestId('guardian-consent-state')).toHaveText(booking.consentGiven)
  await page.getByRole('button', { name: booking.withdraw }).click()
  await expect(page.getByTestId('guardian-consent-state')).toHaveText(booking.consentWithdrawn)
  // A child rides only with the consent: the seats went with it.
  await expect(page.getByTestId('booking-status')).toHaveText(booking.cancelled)
})

test('a booking link with its token changed opens nothing', async ({ page }) => {
  const response = await page.goto(`/rides/booking/FR-ABCDEF.${'A'.repeat(43)}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: booking.refusedTitle })).toBeVisible()
})

// Issue #33: a text's short link that opens nothing is the site's own 404 page, not a bare answer.
test('a short link nobody has is the site’s 404 page', async ({ page }) => {
  const response = await page.goto('/s/zzzzzzzzzzzz')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})

test('the Impact page counts the rides given on bus runs that have gone', async ({
  page,
  request,
}) => {
  const today = new Date()
  today.setUTCHours(-1, 0, 0, 0) // midnight in Lagos (UTC+1)
  const found = await request.get(
    `/api/ride-bookings?where[status][equals]=confirmed&where[bus_run.status][equals]=scheduled&depth=1&pagination=false`,
    { headers: await superHeaders(request) },
  )
  type Booking = {
    people: number
    boarding?: string | null
    bus_run: { id: number; date: string; closed_at?: string | null }
  }
  const docs = ((await found.json()) as { docs: Booking[] }).docs
  // Issue #34: a run has gone when its day is past or its driver closed it; its driver's marks
  // count those who boarded, and a run nobody marked counts every confirmed seat.
  const marked = new Set(docs.filter((b) => b.boarding).map((b) => b.bus_run.id))
  const rides = docs
    .filter((b) => new Date(b.bus_run.date) < today || b.bus_run.closed_at)
    .filter((b) => b.boarding === 'boarded' || (!b.bus_run.closed_at && !marked.has(b.bus_run.id)))
    .reduce((sum, booking) => sum + booking.people, 0)
  expect(rides).toBeGreaterThan(0)
  await page.goto('/impact')
  await expect(
    page
      .locator('dl > div')
      .filter({ has: page.getByText(impactCopy.journey.rides, { exact: true }) })
      .locator('dd'),
  ).toHaveText(rides.toLocaleString('en-NG'))
})
