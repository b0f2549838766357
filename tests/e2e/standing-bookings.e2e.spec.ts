// Issue #34, an every-week booking as a member makes it on a phone without JavaScript: they tick
// "Every week" when booking a weekly run's bus, open their booking's page, pause a coming Sunday
// and see it listed as paused; that Sunday's run then holds no seat for them, the next one does.
import { expect, test } from './fixtures'

import { everyWeekCopy } from '../../src/copy/everyWeek'
import { rideRequestCopy } from '../../src/copy/rideRequests'
import { ridesCopy } from '../../src/copy/rides'
import { superHeaders } from '../helpers/e2eAdmin'
import { approvedChurch, firstServiceOf, uniqueName } from '../helpers/e2eRides'

const ask = ridesCopy.request

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

test('a member books every week, then pauses a Sunday from the booking’s page', async ({
  page,
  request,
}) => {
  const { churchId } = await approvedChurch(request, uniqueName('Every Week Chapel'))
  const headers = await superHeaders(request)
  const service = await firstServiceOf(request, churchId)
  const made = await request.post('/api/run-series', {
    headers,
    data: {
      church: churchId,
      title: uniqueName('Surulere Sunday bus'),
      service,
      seats: 10,
      weeks_ahead: 3,
      stops: [{ place: 'Ojuelegba Bridge', area: 'Surulere', time: '06:45' }],
    },
  })
  expect(made.status()).toBe(201)
  const series = ((await made.json()) as { doc: { id: number } }).doc.id
  const found = await request.get(
    `/api/bus-runs?where[series][equals]=${series}&sort=date&depth=0`,
    { headers },
  )
  const runs = ((await found.json()) as { docs: { id: number; date: string }[] }).docs
  expect(runs).toHaveLength(3)

  await page.goto(`/rides/runs/${runs[0].id}`)
  await page.getByLabel(/^Full Name/).fill('Chidi Okeke')
  await page.getByLabel(/^Phone Number/).fill('0803 555 0199')
  await page.getByLabel(/^Email Address/).fill(`${uniqueName('chidi')}@example.org`)
  await page.getByLabel(everyWeekCopy.request.label('Sunday')).check()
  await page.getByRole('button', { name: ask.submit }).click()
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  await expect(page.getByTestId('every-week-state')).toContainText('every Sunday')

  // The second Sunday paused (a run is dated at noon UTC: its Lagos day is its ISO date).
  const second = runs[1].date.slice(0, 10)
  await page.getByLabel(everyWeekCopy.pauseLabel).fill(second)
  await page.getByRole('button', { name: everyWeekCopy.pause }).click()
  await expect(
    page.getByRole('status').filter({ hasText: everyWeekCopy.done.paused }),
  ).toBeVisible()
  const shown = new Date(runs[1].date).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  })
  await expect(page.getByTestId('paused-dates')).toContainText(shown)
  await expect(page.getByRole('button', { name: everyWeekCopy.removePause })).toHaveCount(1)

  // What the database holds: no seat held or waited for on the paused Sunday, one on the third.
  const liveOn = async (run: number) => {
    const bookings = await request.get(
      `/api/ride-bookings?where[bus_run][equals]=${run}&where[status][not_equals]=cancelled&depth=0`,
      { headers },
    )
    return ((await bookings.json()) as { docs: { passenger_name: string }[] }).docs.map(
      (booking) => booking.passenger_name,
    )
  }
  expect(await liveOn(runs[1].id)).toEqual([])
  expect(await liveOn(runs[2].id)).toEqual(['Chidi Okeke'])
})

test('where no ride goes, a visitor leaves a request, kept once they tick its consent', async ({
  page,
  request,
}) => {
  const church = uniqueName('No Ride Chapel')
  const { churchId } = await approvedChurch(request, church)
  const form = rideRequestCopy.form
  await page.goto('/rides')
  await page
    .getByLabel(ridesCopy.find.branch)
    .selectOption({ label: `${church}: Surulere (Surulere, Lagos)` })
  await page.getByRole('button', { name: ridesCopy.find.showBranch }).click()
  await expect(page.getByText(ridesCopy.find.noRuns)).toBeVisible()

  // Without the consent ticked nothing is kept, and what was typed comes back.
  await page.getByLabel(/^Full Name/).fill('Kunle Afolabi')
  await page.getByLabel(/^Phone Number/).fill('0803 555 0177')
  await page.getByLabel(/^Your area/).fill('Mushin')
  await page.getByRole('button', { name: form.submit }).click()
  await expect(page.getByTestId('ride-request-notice')).toContainText(form.problem)
  await expect(page.getByLabel(/^Your area/)).toHaveValue('Mushin')
  await page.getByLabel(form.consent).check()
  await page.getByRole('button', { name: form.submit }).click()
  await expect(page.getByTestId('ride-request-kept')).toHaveText(rideRequestCopy.kept.title)

  const kept = await request.get(`/api/ride-requests?where[church][equals]=${churchId}&depth=0`, {
    headers: await superHeaders(request),
  })
  expect(
    ((await kept.json()) as { docs: Record<string, unknown>[] }).docs.map((doc) => [
      doc.name,
      doc.phone,
      doc.area,
      doc.status,
    ]),
  ).toEqual([['Kunle Afolabi', '+2348035550177', 'Mushin', 'open']])
})
