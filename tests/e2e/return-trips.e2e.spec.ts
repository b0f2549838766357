// Issue #34 on a phone without JavaScript: a run to church offers "Also book the ride home" when a
// ride home of the same service goes that day; both legs are booked, each with its own page, and
// each stop links to OpenStreetMap.
import { expect, test } from './fixtures'

import { returnTripCopy } from '../../src/copy/returnTrips'
import { ridesCopy } from '../../src/copy/rides'
import { approvedChurch, publicBusRun, uniqueName as unique } from '../helpers/e2eRides'

const ask = ridesCopy.request
const trip = returnTripCopy

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

test('a member books the ride to church and the ride home in one request, with map links', async ({
  page,
  request,
}) => {
  const { churchId } = await approvedChurch(request, unique('Return Church'))
  const there = await publicBusRun(request, churchId, {
    title: unique('Morning bus'),
    stop: { place: 'Ojuelegba Bridge', area: 'Surulere', time: '06:45' },
  })
  await publicBusRun(request, churchId, {
    title: unique('Bus home'),
    stop: { place: 'Ojuelegba Bridge', area: 'Surulere', time: '12:30' },
    direction: 'home',
  })

  await page.goto(`/rides/runs/${there}`)
  const run = page.getByTestId('ride-run')
  await expect(run.getByTestId('ride-direction')).toHaveText(trip.directions.to_church)
  await expect(run.getByTestId('stop-map-link')).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=Ojuelegba%20Bridge%2C%20Surulere%2C%20Lagos',
  )
  await page.getByLabel(/^Full Name/).fill('Kemi Ade')
  await page.getByLabel(/^Phone Number/).fill('+234 803 555 0177')
  await page.getByLabel(/^Email Address/).fill(`${unique('kemi')}@example.org`)
  await page.getByLabel(trip.alsoHome).check()
  await page.getByRole('button', { name: ask.submit }).click()

  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  await expect(page.getByTestId('booking-direction')).toHaveText(trip.directions.to_church)
  await expect(page.getByTestId('stop-map-link')).toHaveAttribute('href', /openstreetmap\.org/)
  const other = page.getByTestId('booking-other-leg')
  await expect(other).toContainText(`${trip.legs.home}: Confirmed`)
  await other.getByRole('link', { name: trip.legs.open }).click()
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  await expect(page.getByTestId('booking-direction')).toHaveText(trip.directions.home)
  await expect(page.getByTestId('booking-other-leg')).toContainText(trip.legs.toChurch)
})
