// Issue #33: a member on a phone without JavaScript books a seat with a phone number and no
// e-mail. The request answers with a code form; the code is read where the SMS went (the Termii
// simulator `npm start` runs without keys), typed, and the booking is confirmed, then texted. The
// run is tomorrow: the day-before reminder follows by SMS (the e2e server looks for reminders every
// few seconds, RIDE_NOTICES_CRON), and its short link opens the booking, which is cancelled there.
import { expect, test } from './fixtures'

import { E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { ridesCopy } from '../../src/copy/rides'
import { approvedChurch, publicBusRun, uniqueName as unique } from '../helpers/e2eRides'

const ask = ridesCopy.request

/** The SMS simulator beside the Paystack one (playwright.config.ts: its port + 1). */
const smsSimulator = (() => {
  const url = new URL(E2E_PAYSTACK_SIMULATOR)
  url.port = String(Number(url.port) + 1)
  return url.origin
})()

/** The texts the simulator was sent for a number (Termii takes it without its '+'). */
const textsTo = async (digits: string) => {
  const answer = await fetch(`${smsSimulator}/__simulator/messages`)
  const { data } = (await answer.json()) as { data: { to: string; sms: string }[] }
  return data.filter((message) => message.to === digits).map((message) => message.sms)
}

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

test('a member books a seat with a phone only: the code texted to it confirms the booking, the reminder comes by SMS, and its short link cancels it', async ({
  page,
  request,
}) => {
  const { churchId } = await approvedChurch(request, unique('Phone Chapel'))
  const run = await publicBusRun(request, churchId, {
    title: unique('Mushin bus'),
    stop: { place: 'Idi-Araba', area: 'Mushin', time: '06:50' },
    daysAhead: 1,
  })

  // A number of this run's own, typed as people type it.
  const last = String(Date.now() % 10_000).padStart(4, '0')
  const local = `0803 ${String(Math.floor(Math.random() * 900) + 100)} ${last}`
  const digits = `234${local.replace(/\D/g, '').slice(1)}`

  await page.goto(`/rides/runs/${run}`)
  await page.getByLabel(/^Full Name/).fill('Chidi Obi')
  await page.getByLabel(/^Phone Number/).fill(local)
  await page.getByText(ask.channels.sms, { exact: true }).click()
  await expect(page.getByRole('radio', { name: ask.channels.sms })).toBeChecked()
  await page.getByRole('button', { name: ask.submit }).click()

  // Step 2: the code form names the number, masked.
  await expect(page.getByRole('heading', { name: ask.code.title })).toBeVisible()
  await expect(page.getByTestId('code-sent-to')).toHaveText(ask.code.sent(`+234 803 *** ${last}`))
  await expect.poll(() => textsTo(digits)).toHaveLength(1)
  const [text] = await textsTo(digits)
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  expect(code).toMatch(/^\d{6}$/)

  // A wrong code first: said plainly, the same form again.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await page.getByLabel(/^Code/).fill(wrong)
  await page.getByRole('button', { name: ask.code.submit }).click()
  await expect(page.getByTestId('ride-notice')).toContainText(
    'This code is not right. Please check the text message and try again.',
  )
  await page.getByLabel(/^Code/).fill(code)
  await page.getByRole('button', { name: ask.code.submit }).click()

  await expect(page).toHaveURL(/\/rides\/booking\/FR-[2-9A-Z]{6}\./)
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  await expect(
    page.getByText(ridesCopy.booking.confirmedNote(ridesCopy.booking.told.sms)),
  ).toBeVisible()
  // The confirmation comes by SMS, as chosen, with the booking's code; the day before (the run is
  // tomorrow) the reminder follows, with the stop's time and the short link. Each is found by its
  // words: the reminder's round may come before or after the confirmation's.
  const booked = (await page.getByText(/^FR-[2-9A-Z]{6}$/).textContent()) ?? ''
  const textSaying = async (words: string) =>
    (await textsTo(digits)).find((text) => text.includes(words)) ?? ''
  await expect.poll(() => textSaying('is booked')).toContain(`Code ${booked}`)
  await expect.poll(() => textSaying('is tomorrow'), { timeout: 120_000 }).not.toBe('')
  expect(await textsTo(digits)).toHaveLength(3)
  const reminder = await textSaying('is tomorrow')
  expect(reminder).toContain('06:50')
  expect(reminder).toContain(`Code ${booked}`)
  expect(reminder.length).toBeLessThanOrEqual(306)
  const short = /https?:\/\/[^\s]+(\/s\/[A-Za-z0-9]+)/.exec(reminder)?.[1] ?? ''
  expect(short).toMatch(/^\/s\/[A-Za-z0-9]{12}$/)

  // The short link opens the booking's own page, where the seat is given back.
  await page.goto(short)
  await expect(page).toHaveURL(new RegExp(`/rides/booking/${booked}\\.`))
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.confirmed)
  await page.getByRole('button', { name: ridesCopy.booking.cancel }).click()
  await expect(page.getByRole('heading', { name: ridesCopy.booking.confirmCancel })).toBeVisible()
  await page.getByRole('button', { name: ridesCopy.booking.yesCancel }).click()
  await expect(page.getByTestId('booking-status')).toHaveText(ridesCopy.booking.cancelled)
  // And the cancellation is texted too, with the same short link: the fourth and last text.
  await expect.poll(() => textsTo(digits)).toHaveLength(4)
  expect((await textsTo(digits))[3]).toContain(short)
})
