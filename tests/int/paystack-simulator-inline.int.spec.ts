// The simulator's inline.js in a real Chromium: a merchant page on another origin resumes a
// transaction, the checkout opens in an overlay iframe, and its buttons reach the page's callbacks.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Browser, type Page, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { type PaystackSimulator, startSimulator } from '@/paystack-simulator/server.mjs'

const SECRET = 'sk_test_inline_secret'
/** What the merchant page's script leaves on window. */
type MerchantGlobals = { pay: (accessCode: string) => void; events: [string, unknown?][] }
let sim: PaystackSimulator
let merchant: http.Server
let merchantUrl: string
let browser: Browser

beforeAll(async () => {
  sim = await startSimulator({ secretKey: SECRET })
  merchant = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html>
<html lang="en"><head><title>Donate</title><script src="${sim.publicUrl}/inline.js"></script></head>
<body><h1>Give a ride</h1><button id="donate">Donate</button>
<script>
  window.events = [];
  window.pay = (accessCode) => new PaystackPop().resumeTransaction(accessCode, {
    onLoad: (transaction) => events.push(['load', transaction]),
    onSuccess: (transaction) => events.push(['success', transaction]),
    onCancel: () => events.push(['cancel']),
    onError: (error) => events.push(['error', error]),
  });
</script></body></html>`)
  })
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve))
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/`
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
})

afterAll(async () => {
  await browser?.close()
  await sim?.close()
  await new Promise<void>((resolve) => merchant.close(() => resolve()))
})

const initialize = async (reference: string) => {
  const response = await fetch(`${sim.url}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ada@example.org', amount: 2_500_000, reference }),
  })
  return ((await response.json()) as { data: { access_code: string } }).data.access_code
}

const verify = async (reference: string) => {
  const response = await fetch(`${sim.url}/transaction/verify/${reference}`, {
    headers: { authorization: `Bearer ${SECRET}` },
  })
  return ((await response.json()) as { data: { id: number; status: string } }).data
}

const openCheckout = async (accessCode: string): Promise<Page> => {
  const page = await browser.newPage()
  await page.goto(merchantUrl)
  await page.evaluate((code) => (window as typeof window & MerchantGlobals).pay(code), accessCode)
  return page
}

const events = (page: Page) =>
  page.evaluate(() => (window as typeof window & MerchantGlobals).events)
const checkout = (page: Page) => page.frameLocator('iframe[title="Paystack Simulator checkout"]')

it('Pay in the overlay calls onSuccess with the reference and removes the overlay', async () => {
  const page = await openCheckout(await initialize('inline-pay'))
  try {
    await expect
      .poll(() => events(page))
      .toEqual([['load', { id: expect.any(Number), accessCode: expect.any(String) }]])
    const frame = checkout(page)
    await frame.getByText('₦25,000').waitFor()
    await frame.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect.poll(() => events(page)).toHaveLength(2)

    const { id, status } = await verify('inline-pay')
    expect(status).toBe('success')
    expect((await events(page))[1]).toEqual([
      'success',
      {
        reference: 'inline-pay',
        trans: String(id),
        transaction: String(id),
        status: 'success',
        message: 'Approved',
        trxref: 'inline-pay',
      },
    ])
    expect(await page.locator('iframe').count()).toBe(0)
  } finally {
    await page.close()
  }
})

it('Close calls onCancel and leaves the transaction unpaid; Decline first shows the decline', async () => {
  const page = await openCheckout(await initialize('inline-close'))
  try {
    await checkout(page).getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => events(page)).toContainEqual(['cancel'])
    expect(await page.locator('iframe').count()).toBe(0)
    expect((await verify('inline-close')).status).toBe('abandoned')
  } finally {
    await page.close()
  }

  const declining = await openCheckout(await initialize('inline-decline'))
  try {
    const frame = checkout(declining)
    await frame.getByRole('button', { name: 'Decline' }).click()
    await expect(frame.getByRole('alert').textContent()).resolves.toBe('Payment declined')
    expect(await frame.getByRole('button').allTextContents()).toEqual(['Close'])
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => events(declining)).toContainEqual(['cancel'])
    expect((await verify('inline-decline')).status).toBe('failed')
  } finally {
    await declining.close()
  }
})

it('an unknown access code calls onError', async () => {
  const page = await openCheckout('nosuchaccesscode')
  try {
    await expect.poll(() => events(page)).toEqual([['error', { message: 'Invalid access code' }]])
    expect(await page.locator('iframe').count()).toBe(0)
  } finally {
    await page.close()
  }
})
