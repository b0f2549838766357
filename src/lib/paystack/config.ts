import { env } from '../config/env'

/**
 * Paystack settings, from the environment only (never the repository). Without PAYSTACK_SECRET_KEY
 * `npm start` runs the local simulator (src/paystack-simulator) and points these at it.
 */
export type PaystackConfig = {
  secretKey: string
  publicKey: string
  /** The API base: https://api.paystack.co, or the simulator's address. */
  baseUrl: string
  /** Paystack's Inline script (v2), loaded by the donor's browser. */
  inlineScriptUrl: string
  /** preferred_bank of a new Dedicated Virtual Account: Paystack's test mode has only test-bank. */
  dedicatedAccountBank: string
}

export const paystackConfig = (): PaystackConfig => ({
  secretKey: env('PAYSTACK_SECRET_KEY') ?? '',
  publicKey: env('PAYSTACK_PUBLIC_KEY') ?? '',
  baseUrl: env('PAYSTACK_BASE_URL').replace(/\/+$/, ''),
  inlineScriptUrl: env('PAYSTACK_INLINE_SCRIPT_URL'),
  dedicatedAccountBank:
    env('PAYSTACK_DVA_BANK') ||
    (keyMode(env('PAYSTACK_SECRET_KEY') ?? '') === 'live' ? 'wema-bank' : 'test-bank'),
})

/** 'test' or 'live' from the key's prefix, or null when the key is missing or malformed. */
export const keyMode = (key: string): 'test' | 'live' | null => {
  const match = /^(sk|pk)_(test|live)_/.exec(key)
  return match ? (match[2] as 'test' | 'live') : null
}
