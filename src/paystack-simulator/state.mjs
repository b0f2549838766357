// One simulator's memory: its options, the switches the control API flips, every record it
// holds, and the ids and codes it hands out. Every handler takes it as its first argument, `sim`.
import { randomInt } from 'node:crypto'

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'

export const randomString = (length) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')

/**
 * @param {Required<Pick<import('./server.d.mts').SimulatorOptions,
 *   'secretKey' | 'webhookDelayMs' | 'webhookDuplicates' | 'webhookRetries' | 'log'>> &
 *   Pick<import('./server.d.mts').SimulatorOptions, 'webhookUrl'>} options
 */
export function createState({
  secretKey,
  webhookUrl,
  webhookDelayMs,
  webhookDuplicates,
  webhookRetries,
  log,
}) {
  const startConfig = {
    webhookDelayMs,
    webhookDuplicates,
    webhooksEnabled: true,
    failInitialize: false,
    // Paystack unreachable for verification (a donor's return, a check again), webhooks still delivered.
    failVerify: false,
  }
  return {
    secretKey,
    webhookUrl,
    webhookRetries,
    log,
    /** The API's own address and the browser's, known once the server listens. */
    url: '',
    browserUrl: '',
    startConfig,
    config: { ...startConfig },
    /** @type {Map<string, any>} */
    byReference: new Map(),
    /** @type {Map<string, any>} */
    byAccessCode: new Map(),
    /** @type {Map<string, any>} plan_code -> plan */
    plans: new Map(),
    /** @type {Map<string, any>} lower-cased e-mail -> customer: Paystack keeps one per e-mail */
    customers: new Map(),
    /** @type {Map<string, any>} account_number -> Dedicated Virtual Account */
    dedicatedAccounts: new Map(),
    /** @type {Map<string, any>} subscription_code -> subscription */
    subscriptions: new Map(),
    /** @type {Map<string, { last?: Promise<unknown> }>} subscription_code -> its webhook queue */
    chains: new Map(),
    /** @type {Set<number>} */
    usedIds: new Set(),
    /** @type {Set<string>} */
    usedCodes: new Set(),
    // Reset and close abort every scheduled or in-flight delivery, so none leaks into the next test.
    deliveries: new AbortController(),
  }
}

/** @typedef {ReturnType<typeof createState>} Simulator */

/** @param {Simulator} sim */
export function resetState(sim) {
  sim.deliveries.abort()
  sim.deliveries = new AbortController()
  sim.byReference.clear()
  sim.byAccessCode.clear()
  sim.plans.clear()
  sim.customers.clear()
  sim.dedicatedAccounts.clear()
  sim.subscriptions.clear()
  sim.chains.clear()
  sim.usedIds.clear()
  sim.usedCodes.clear()
  sim.config = { ...sim.startConfig }
}

/** @param {Simulator} sim */
export const newId = (sim) => {
  // Real ids passed 2^32 long ago; apps must not squeeze them into a 32-bit integer.
  let id
  do id = 5_000_000_000 + randomInt(1_000_000_000)
  while (sim.usedIds.has(id))
  sim.usedIds.add(id)
  return id
}

/** @param {Simulator} sim */
export const newCode = (sim, prefix, length) => {
  let code
  do code = `${prefix}${randomString(length)}`
  while (sim.usedCodes.has(code))
  sim.usedCodes.add(code)
  return code
}
