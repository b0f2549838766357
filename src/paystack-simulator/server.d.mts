export type SimulatorOptions = {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** The key the app sends as `Authorization: Bearer …` and the webhook signing key. */
  secretKey?: string
  /** Browser-facing base URL of the checkout and inline.js; defaults to `url`. */
  publicUrl?: string
  /** Where webhooks are POSTed; none means no delivery. */
  webhookUrl?: string
  webhookDelayMs?: number
  webhookDuplicates?: number
  /** Further attempts after a non-2xx answer or a network error (500 ms × attempt apart). */
  webhookRetries?: number
  /** One line per failed webhook attempt; defaults to stderr. */
  log?: (line: string) => void
}

export type PaystackSimulator = {
  /** API base the app uses in place of https://api.paystack.co, e.g. http://127.0.0.1:54400 */
  url: string
  publicUrl: string
  port: number
  close: () => Promise<void>
}

export function startSimulator(options?: SimulatorOptions): Promise<PaystackSimulator>

/** 2500000 NGN -> '₦25,000'; other currencies with their code: 1050 USD -> 'USD 10.50'. */
export function formatAmount(minorUnits: number, currency: string): string
