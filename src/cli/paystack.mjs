// Payments for `npm start`: real Paystack when PAYSTACK_SECRET_KEY is set; otherwise the local
// Paystack simulator (src/paystack-simulator), started here and wired in through the same
// variables, so the app's code path is the real one and a bare machine can take a donation.
import { log } from './runtime.mjs'

export const startPayments = async ({ appPort }) => {
  if (process.env.PAYSTACK_SECRET_KEY) {
    const mode = /^sk_(test|live)_/.exec(process.env.PAYSTACK_SECRET_KEY)?.[1] ?? 'unknown'
    log(`Payments: Paystack (${mode} keys)`)
    return { stop: async () => {} }
  }
  if (process.env.NODE_ENV === 'production' && process.env.PAYSTACK_SIMULATOR !== 'true') {
    log(
      'Payments: no PAYSTACK_SECRET_KEY set; donations are refused until it is (or set PAYSTACK_SIMULATOR=true)',
    )
    return { stop: async () => {} }
  }
  const { startSimulator } = await import('../paystack-simulator/server.mjs')
  const port = Number(process.env.PAYSTACK_SIMULATOR_PORT || 54400)
  const secretKey = 'sk_test_simulator'
  const simulator = await startSimulator({
    port,
    host: process.env.PAYSTACK_SIMULATOR_HOST || '127.0.0.1',
    secretKey,
    publicUrl: process.env.PAYSTACK_SIMULATOR_PUBLIC_URL || `http://localhost:${port}`,
    webhookUrl: `http://127.0.0.1:${appPort}/api/paystack/webhook`,
    webhookDelayMs: Number(process.env.PAYSTACK_SIMULATOR_WEBHOOK_DELAY_MS || 0),
    webhookDuplicates: Number(process.env.PAYSTACK_SIMULATOR_WEBHOOK_DUPLICATES || 1),
  })
  Object.assign(process.env, {
    PAYSTACK_SECRET_KEY: secretKey,
    PAYSTACK_PUBLIC_KEY: 'pk_test_simulator',
    PAYSTACK_BASE_URL: simulator.url,
    PAYSTACK_INLINE_SCRIPT_URL: `${simulator.publicUrl}/inline.js`,
  })
  log(
    `Payments: Paystack simulator on ${simulator.publicUrl} (no PAYSTACK_SECRET_KEY set; no real money moves)`,
  )
  return { stop: () => simulator.close() }
}
