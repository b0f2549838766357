// Issue #34, on a 390 px phone without JavaScript. After the ride: a passenger whose ride has
// happened rates it from the booking's page (1 to 5 and a comment) and reports a safeguarding
// concern from there; staff find the concern from the dashboard's Open concerns card, and the
// rating on the run's passenger list, in words. Before it: a driver cancels their ride with a
// reason, and its passenger's page and e-mail say the driver had to cancel.
import { expect, test } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { plansChangeCopy } from '../../src/copy/plansChange'
import { ridesCopy } from '../../src/copy/rides'
import { mailLinkFromOutbox, signIn, superHeaders } from '../helpers/e2eAdmin'
import { addDriver, approvedChurch, publicBusRun, uniqueName as unique } from '../helpers/e2eRides'

const { rating, concern, driverCancel } = plansChangeCopy

/** A year from now: a driver's papers valid for every ride here. */
const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString()

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

test('a passenger rates a past ride and reports a concern from its page; staff see both in the back office', async ({
  page,
  request,
  browser,
}) => {
  const church = unique('Rated Chapel')
  const { churchId } = await approvedChurch(request, church)
  const title = unique('Yaba bus')
  const run = await publicBusRun(request, churchId, {
    title,
    stop: { place: 'Sabo', area: 'Yaba', time: '07:05' },
  })

  await page.goto(`/rides/runs/${run}`)
  await page.getByLabel(/^Full Name/).fill('Ngozi Okafor')
  await page.getByLabel(/^Phone Number/).fill('+234 803 555 0101')
  await page.getByLabel(/^Email Address/).fill(`${unique('rider')}@example.org`)
  await page.getByRole('button', { name: ridesCopy.request.submit }).click()
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  const code = (await page.getByText(/^FR-[2-9A-Z]{6}$/).textContent()) ?? ''
  // Not before the ride.
  await expect(page.getByRole('heading', { name: rating.title })).toHaveCount(0)

  // The ride happens: its date is two days ago.
  const moved = await request.patch(`/api/bus-runs/${run}`, {
    headers: await superHeaders(request),
    data: { date: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString() },
  })
  expect(moved.status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { name: rating.title })).toBeVisible()
  await page.getByRole('radio', { name: rating.labels[4] }).check()
  await page.getByLabel(rating.comment).fill('Kind driver, right on time.')
  await page.getByRole('button', { name: rating.submit }).click()
  await expect(page.getByTestId('rating-thanks')).toHaveText(rating.thanks(4))
  await expect(page.getByRole('radio', { name: rating.labels[4] })).toBeChecked()

  // "Report a concern about this ride": the form names the booking.
  await page.getByRole('link', { name: concern.bookingLink }).click()
  await expect(page.getByRole('heading', { name: concern.title })).toBeVisible()
  await expect(page.getByTestId('concern-booking')).toContainText(code)
  const what = unique('A man who was not the driver offered children a lift at the stop')
  await page.getByRole('button', { name: concern.submit }).click()
  // Nothing typed: what happened is asked for, and nothing is stored.
  await expect(page.getByTestId('concern-notice')).toContainText(concern.problem)
  await page.getByLabel(/^What happened\?/).fill(what)
  await page.getByLabel(/^When did it happen\?/).fill('Sunday, about 7:00')
  await page.getByLabel(/^Your phone number/).fill('0803 555 0101')
  await page.getByRole('button', { name: concern.submit }).click()
  await expect(page.getByRole('heading', { name: concern.thanksTitle })).toBeVisible()
  await expect(page.getByTestId('concern-thanks')).toContainText(concern.thanks[0])

  // Staff: the dashboard's Open concerns card, then the concern, its church and booking named.
  // The back office needs script: a context of its own (this file's pages have none).
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: { width: 1280, height: 900 },
  })
  const staff = { context, page: await context.newPage() }
  await signIn(staff.page, E2E_ADMIN)
  await expect(staff.page.getByTestId('dashboard-ratings-card')).toContainText(
    plansChangeCopy.dashboard.ratingsTitle,
  )
  await staff.page.getByTestId('dashboard-concerns-card').click()
  await expect(staff.page).toHaveURL(/\/admin\/collections\/concerns\?/)
  await staff.page.getByRole('link', { name: what.slice(0, 80) }).click()
  await expect(staff.page.locator('#field-what_happened')).toHaveValue(what)
  await expect(staff.page.locator('#field-booking_code')).toHaveValue(code)
  await expect(staff.page.locator('#field-church')).toContainText(church)

  // The run's passenger list shows the rating in words.
  await staff.page.goto(`/admin/collections/bus-runs/${run}`)
  const passengers = staff.page.locator('#field-passengers')
  await expect(passengers.getByText(rating.labels[4])).toBeVisible()
  await expect(passengers.getByText('Kind driver, right on time.')).toBeVisible()
  await staff.context.close()
})

test('a driver cancels their ride from their page with a reason; the passenger is told the driver had to cancel', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const { churchId } = await approvedChurch(request, unique('Cancel Chapel'))
  const email = `${unique('tunde')}@example.org`
  const driverId = await addDriver(request, churchId, 'Tunde Bakare', inAYear(), email)
  const verified = await request.post(`/api/workflows/drivers/${driverId}/review`, {
    headers,
    data: { status: 'approved' },
  })
  expect(verified.status()).toBe(200)
  const link = await mailLinkFromOutbox(request, email, /(\/rides\/driver\/\d+\.[\w-]{43})/)
  const title = unique('Ojota bus')
  const run = await publicBusRun(request, churchId, {
    title,
    stop: { place: 'Ojota bus stop', area: 'Ojota', time: '07:20' },
  })
  const driven = await request.patch(`/api/bus-runs/${run}`, {
    headers,
    data: { driver: driverId },
  })
  expect(driven.status()).toBe(200)

  const rider = `${unique('rider')}@example.org`
  await page.goto(`/rides/runs/${run}`)
  await page.getByLabel(/^Full Name/).fill('Bisi Adewale')
  await page.getByLabel(/^Phone Number/).fill('+234 803 555 0102')
  await page.getByLabel(/^Email Address/).fill(rider)
  await page.getByRole('button', { name: ridesCopy.request.submit }).click()
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  const bookingPage = page.url()

  // The driver: "Cancel this ride", the question on the page, a reason, then yes.
  await page.goto(link)
  const ride = page.getByTestId('driver-ride').filter({ hasText: title })
  await ride.getByRole('button', { name: driverCancel.button }).click()
  const question = page.getByTestId('driver-cancel-question')
  await expect(question.getByRole('heading', { name: driverCancel.question })).toBeVisible()
  await question.getByLabel(driverCancel.reason).fill('My car failed its brake check.')
  await question.getByRole('button', { name: driverCancel.yes }).click()
  await expect(page.getByTestId('driver-cancelled')).toHaveText(driverCancel.done)
  await expect(page.getByTestId('driver-ride').filter({ hasText: title })).toHaveCount(0)

  // The passenger's booking page, and their e-mail, say so once.
  await page.goto(bookingPage)
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.runCancelled)
  await expect
    .poll(async () => {
      const found = await request.get(
        `/api/email-outbox?where[to][equals]=${encodeURIComponent(rider)}&where[subject][contains]=cancelled&depth=0`,
        { headers },
      )
      return ((await found.json()) as { docs: { text: string }[] }).docs.map((mail) =>
        mail.text.includes('The driver had to cancel'),
      )
    })
    .toEqual([true])
})
