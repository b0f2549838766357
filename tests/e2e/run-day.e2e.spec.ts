// Issue #34, the day itself, on a driver's phone without JavaScript: from the link in the e-mail
// saying they are verified, the driver marks one passenger On board and one Not here, boards a
// child and hands her over with the code her guardian was sent, and closes the run.
import { expect, test } from './fixtures'

import { runDayCopy } from '../../src/copy/runDay'
import { mailLinkFromOutbox, superHeaders } from '../helpers/e2eAdmin'
import { addDriver, approvedChurch, fromNow, publicBusRun, uniqueName } from '../helpers/e2eRides'

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

test('a driver boards passengers, hands a child over with the code, and closes the run', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const { churchId } = await approvedChurch(request, uniqueName('Boarding Chapel'))
  const email = `${uniqueName('tunde')}@example.org`
  const driverId = await addDriver(request, churchId, 'Tunde Bakare', fromNow(365), email)
  const verified = await request.post(`/api/workflows/drivers/${driverId}/review`, {
    headers,
    data: { status: 'approved' },
  })
  expect(verified.status()).toBe(200)
  const link = await mailLinkFromOutbox(request, email, /(\/rides\/driver\/\d+\.[\w-]{43})/)
  const run = await publicBusRun(request, churchId, {
    title: uniqueName('Sunday bus'),
    stop: { place: 'Allen Junction', area: 'Ikeja', time: '07:15' },
    daysAhead: 0,
    driver: driverId,
  })

  const book = async (name: string, child = false) => {
    const address = `${uniqueName(name.split(' ')[0].toLowerCase())}@example.org`
    const booked = await request.post('/api/forms/ride', {
      data: {
        run: String(run),
        name,
        phone: '+234 803 555 0101',
        email: address,
        people: '1',
        stop: 'Allen Junction',
        ...(child
          ? {
              minors: 'yes',
              guardian_name: name,
              guardian_phone: '+234 803 555 0102',
              guardian_consent: 'yes',
            }
          : {}),
      },
    })
    expect(booked.status()).toBe(201)
    return { address, code: ((await booked.json()) as { code: string }).code }
  }
  await book('Bisi Adewale')
  const chuka = await book('Chuka Eze')
  const guardian = await book('Ifeoma Okonkwo', true)
  // The guardian's confirmation carries the child's hand-over code.
  const code = await mailLinkFromOutbox(request, guardian.address, /hand-over code: (\d{4})/)

  // A mark posted from a link that is not the driver's is answered by the site's 404 page.
  const forged = link.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`)
  const refused = await request.post(`${forged}/day`, {
    form: { action: 'board', booking: chuka.code, mark: 'boarded' },
  })
  expect(refused.status()).toBe(404)

  await page.goto(link)
  const ride = page.locator(`#ride-${run}`)
  const passenger = (name: string) => ride.getByRole('listitem').filter({ hasText: name })
  await expect(passenger('Chuka Eze').getByTestId('boarding-mark')).toHaveText(runDayCopy.unmarked)
  await passenger('Bisi Adewale').getByRole('button', { name: runDayCopy.onBoard }).click()
  await expect(passenger('Bisi Adewale').getByTestId('boarding-mark')).toHaveText(
    runDayCopy.marked.boarded,
  )
  await passenger('Chuka Eze').getByRole('button', { name: runDayCopy.notHere }).click()
  await expect(passenger('Chuka Eze').getByTestId('boarding-mark')).toHaveText(
    runDayCopy.marked.no_show,
  )

  // The child on board cannot be left unaccounted for: the run asks for her hand-over first.
  await passenger('Ifeoma Okonkwo').getByRole('button', { name: runDayCopy.onBoard }).click()
  await ride.getByRole('button', { name: runDayCopy.close }).click()
  await expect(ride.getByTestId('day-answer')).toHaveText(runDayCopy.answers['children-left'])
  await passenger('Ifeoma Okonkwo').getByLabel(runDayCopy.handOverCode).fill(code)
  await passenger('Ifeoma Okonkwo').getByRole('button', { name: runDayCopy.handOver }).click()
  await expect(passenger('Ifeoma Okonkwo').getByTestId('boarding-mark')).toHaveText(
    `${runDayCopy.marked.boarded} · ${runDayCopy.handedTo('Ifeoma Okonkwo')}`,
  )

  await ride.getByRole('button', { name: runDayCopy.close }).click()
  await expect(ride.getByTestId('run-closed')).toHaveText(runDayCopy.closed)
  await expect(ride.getByRole('button', { name: runDayCopy.onBoard })).toHaveCount(0)

  const stored = await request.get(
    `/api/ride-bookings?where[bus_run][equals]=${run}&sort=booked_at&depth=0`,
    { headers },
  )
  const docs = ((await stored.json()) as { docs: Record<string, unknown>[] }).docs
  expect(docs.map((doc) => [doc.passenger_name, doc.boarding, doc.handed_over_by ?? null])).toEqual(
    [
      ['Bisi Adewale', 'boarded', null],
      ['Chuka Eze', 'no_show', null],
      ['Ifeoma Okonkwo', 'boarded', 'code'],
    ],
  )
})

test('a bus with no driver is boarded by its coordinator from the day link sent from the back office', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request)
  const { churchId } = await approvedChurch(request, uniqueName('Coordinated Chapel'))
  const run = await publicBusRun(request, churchId, {
    title: uniqueName('Deacon bus'),
    stop: { place: 'Allen Junction', area: 'Ikeja', time: '07:15' },
    daysAhead: 0,
  })
  const email = `${uniqueName('femi')}@example.org`
  const named = await request.patch(`/api/bus-runs/${run}`, {
    headers,
    data: { coordinator_name: 'Femi Adeola', coordinator_email: email },
  })
  expect(named.status()).toBe(200)
  const sent = await request.post(`/api/workflows/bus-runs/${run}/send-day-link`, { headers })
  expect(sent.status()).toBe(200)
  // A second click at once sends nothing more.
  expect(
    (await request.post(`/api/workflows/bus-runs/${run}/send-day-link`, { headers })).status(),
  ).toBe(409)
  const link = await mailLinkFromOutbox(request, email, /(\/rides\/coordinator\/\d+\.[\w-]{43})/)

  for (const name of ['Ngozi Obi', 'Sade Ola']) {
    const booked = await request.post('/api/forms/ride', {
      data: {
        run: String(run),
        name,
        phone: '+234 803 555 0103',
        email: `${uniqueName(name.split(' ')[0].toLowerCase())}@example.org`,
        people: '1',
        stop: 'Allen Junction',
      },
    })
    expect(booked.status()).toBe(201)
  }

  await page.goto(link)
  const ride = page.locator(`#ride-${run}`)
  const passenger = (name: string) => ride.getByRole('listitem').filter({ hasText: name })
  await passenger('Ngozi Obi').getByRole('button', { name: runDayCopy.onBoard }).click()
  await expect(passenger('Ngozi Obi').getByTestId('boarding-mark')).toHaveText(
    runDayCopy.marked.boarded,
  )
  await passenger('Sade Ola').getByRole('button', { name: runDayCopy.notHere }).click()
  await expect(passenger('Sade Ola').getByTestId('boarding-mark')).toHaveText(
    runDayCopy.marked.no_show,
  )
  await ride.getByRole('button', { name: runDayCopy.close }).click()
  await expect(ride.getByTestId('run-closed')).toHaveText(runDayCopy.closed)

  const stored = await request.get(
    `/api/ride-bookings?where[bus_run][equals]=${run}&sort=booked_at&depth=0`,
    { headers },
  )
  const docs = ((await stored.json()) as { docs: Record<string, unknown>[] }).docs
  expect(docs.map((doc) => [doc.passenger_name, doc.boarding])).toEqual([
    ['Ngozi Obi', 'boarded'],
    ['Sade Ola', 'no_show'],
  ])
})
