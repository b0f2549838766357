// Issue #34, an every-week booking as a member makes it on a phone without JavaScript: they tick
// "Every week" when booking a weekly run's bus, open their booking's page, pause a coming Sunday
// and see it listed as paused; that Sunday's run then holds no seat for them, the next one does.
import { expect, test } from './fixtures'

import { everyWeekCopy } from '../../src/copy/everyWeek'
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
