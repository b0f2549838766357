// A local stand-in for Paystack (issues #5 and #18): the same HTTP contract as
// https://api.paystack.co for transactions, plans and subscriptions, a checkout page with
// Pay/Decline/Close, an inline.js exposing PaystackPop, a subscription management page, and
// signed webhooks. docs/paystack-simulator.md lists the fields it fills and what it leaves out.
// Node built-ins only, so the launcher can run it with plain `node` on a bare machine.
//
// This file is the HTTP server and its routing table, joined from the `routes` each resource's
// module exports: transactions.mjs, plans.mjs, subscriptions.mjs (its invoices in invoices.mjs),
// checkout.mjs, manage.mjs, and control.mjs for the test-only /__simulator API. A new endpoint is
// one `route(method, path, handler)` line in its resource's module (router.mjs says how paths
// match). state.mjs holds the records; webhooks.mjs signs and delivers the events.
import { pathToFileURL } from 'node:url'

import { routes as checkout } from './checkout.mjs'
import { routes as control } from './control.mjs'
import { routes as dedicatedAccounts } from './dedicatedAccounts.mjs'
import { sendJson, serve } from './http.mjs'
import { routes as manage } from './manage.mjs'
import { routes as plans } from './plans.mjs'
import { createRouter, route } from './router.mjs'
import { createState } from './state.mjs'
import { routes as subscriptions } from './subscriptions.mjs'
import { routes as transactions } from './transactions.mjs'

export { formatAmount } from './pages.mjs'

const dispatch = createRouter([
  route('GET', '/', ({ sim, res }) =>
    sendJson(res, 200, {
      status: true,
      message: 'Paystack simulator',
      data: { api: sim.url, public_url: sim.browserUrl },
    }),
  ),
  ...transactions,
  ...plans,
  ...subscriptions,
  ...checkout,
  ...manage,
  ...control,
  ...dedicatedAccounts,
])

/**
 * @param {import('./server.d.mts').SimulatorOptions} [options]
 * @returns {Promise<import('./server.d.mts').PaystackSimulator>}
 */
export async function startSimulator({
  port = 0,
  host = '127.0.0.1',
  secretKey = 'sk_test_simulator',
  publicUrl,
  webhookUrl,
  webhookDelayMs = 0,
  webhookDuplicates = 1,
  webhookRetries = 3,
  log = (line) => console.error(`[paystack-simulator] ${line}`),
} = {}) {
  const sim = createState({
    secretKey,
    webhookUrl,
    webhookDelayMs,
    webhookDuplicates,
    webhookRetries,
    log,
  })

  const served = await serve({
    sim,
    dispatch,
    port,
    host,
    errorBody: (_status, message) => ({ status: false, message }),
  })
  sim.browserUrl = (publicUrl ?? sim.url).replace(/\/+$/, '')

  return { ...served, publicUrl: sim.browserUrl }
}

// --- CLI --------------------------------------------------------------------------------------

function envInteger(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(
      `[paystack-simulator] ${name} must be a whole number ≥ 0, got ${JSON.stringify(raw)}`,
    )
    process.exit(1)
  }
  return value
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = envInteger('PAYSTACK_SIMULATOR_PORT', 54400)
  const host = process.env.PAYSTACK_SIMULATOR_HOST || '127.0.0.1'
  const simulator = await startSimulator({
    port,
    host,
    secretKey: process.env.PAYSTACK_SECRET_KEY || 'sk_test_simulator',
    // With port 0 the real port is only known once listening; the API URL serves browsers then.
    publicUrl:
      process.env.PAYSTACK_SIMULATOR_PUBLIC_URL || (port ? `http://localhost:${port}` : undefined),
    webhookUrl: process.env.PAYSTACK_SIMULATOR_WEBHOOK_URL || undefined,
    webhookDelayMs: envInteger('PAYSTACK_SIMULATOR_WEBHOOK_DELAY_MS', 0),
    webhookDuplicates: envInteger('PAYSTACK_SIMULATOR_WEBHOOK_DUPLICATES', 1),
  })
  console.log(`[paystack-simulator] listening on ${simulator.url}`)
  let closing = false
  const shutdown = () => {
    if (closing) return
    closing = true
    simulator.close().then(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
