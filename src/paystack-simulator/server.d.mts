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

/*
 * The control API's records (GET /__simulator/...), for tests. They are the simulator's own views,
 * not Paystack's shapes; Paystack's are described in docs/paystack-simulator.md.
 */

/** A saved card, as Paystack returns it inside subscriptions, invoices and transactions. */
export type SimulatedAuthorization = {
  authorization_code: string
  bin: string
  last4: string
  exp_month: string
  exp_year: string
  channel: 'card'
  card_type: string
  bank: string
  country_code: string
  brand: string
  reusable: boolean
  signature: string
  account_name: null
}

export type SimulatedInvoice = {
  id: number
  domain: 'test'
  invoice_code: string
  amount: number
  currency: string
  period_start: string
  period_end: string
  /** pending until paid, then success. */
  status: 'pending' | 'success'
  paid: boolean
  paid_at: string | null
  description: null
  /** The paying transaction, or {} while unpaid. */
  transaction: { reference: string; status: string; amount: number; currency: string } | object
  created_at: string
  subscription_code: string
}

export type SimulatedSubscriptionStatus =
  | 'active'
  /** The last scheduled charge failed and its invoice is still open. */
  | 'attention'
  /** The subscriber cancelled on the manage page: no further charges. */
  | 'non-renewing'
  | 'cancelled'
  /** invoice_limit reached. */
  | 'complete'

/** GET /__simulator/subscriptions/:code, and the answer of its give-up. */
export type SimulatedSubscription = {
  id: number
  subscription_code: string
  email_token: string
  status: SimulatedSubscriptionStatus
  amount: number
  currency: string
  plan_code: string
  email: string
  customer_code: string
  cron_expression: string
  next_payment_date: string | null
  open_invoice: string | null
  createdAt: string
  updatedAt: string
  cancelledAt: string | null
  invoice_limit: number
  payments_count: number
  plan: {
    id: number
    name: string
    plan_code: string
    description: string | null
    amount: number
    interval: string
    currency: string
  }
  authorization: SimulatedAuthorization
  customer: { id: number; email: string; customer_code: string }
  invoices: SimulatedInvoice[]
  most_recent_invoice: Omit<SimulatedInvoice, 'subscription_code'> | null
  /** What POST /subscription/:code/manage/email would have sent. */
  manage_emails: { to: string; link: string; sent_at: string }[]
  webhook_attempts: number
  webhook_deliveries: number
}

/**
 * POST /__simulator/subscriptions/:code/charge answers the new transaction (success) or the
 * invoice left open (failed).
 */
export type SimulatedCharge =
  | {
      reference: string
      id: number
      amount: number
      currency: string
      status: 'success'
      subscription_code: string
      invoice_code: string
    }
  | SimulatedInvoice
