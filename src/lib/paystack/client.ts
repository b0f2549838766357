import { paystackConfig } from './config'

/**
 * The two Paystack calls the server makes. Amounts are kobo here and only here (naira × 100).
 * The outer `status` of a Paystack answer only says the call worked; a payment's outcome is
 * `data.status` (success | failed | abandoned | reversed | ongoing | pending ...).
 */
export class PaystackError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
  ) {
    super(message)
  }
}

export type InitializeArgs = {
  email: string
  amountKobo: number
  currency: string
  reference: string
  callbackUrl: string
  metadata: Record<string, unknown>
  /** A monthly gift's own plan: Paystack then charges the plan's amount and subscribes the card. */
  planCode?: string
}

export type InitializeData = { authorization_url: string; access_code: string; reference: string }

export type VerifyData = {
  id: number | string
  status: string
  reference: string
  amount: number
  currency: string
  gateway_response?: string | null
  paid_at?: string | null
  channel?: string | null
  customer?: { email?: string | null } | null
  metadata?: unknown
}

const TIMEOUT_MS = 15_000

const call = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  { dataRequired = true } = {},
): Promise<T> => {
  const { baseUrl, secretKey } = paystackConfig()
  if (!secretKey)
    throw new PaystackError('Paystack is not configured (PAYSTACK_SECRET_KEY is missing).', null)
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new PaystackError(`Paystack could not be reached: ${(error as Error).message}`, null)
  }
  const json = (await response.json().catch(() => null)) as {
    status?: boolean
    message?: string
    data?: T
  } | null
  // Some answers (disable, plan update) carry no data: their outer status is the outcome.
  if (!response.ok || !json?.status || (dataRequired && json.data === undefined)) {
    throw new PaystackError(
      json?.message || `Paystack answered ${response.status}`,
      response.status,
    )
  }
  return json.data as T
}

export const initializeTransaction = (args: InitializeArgs) =>
  call<InitializeData>('POST', '/transaction/initialize', {
    email: args.email,
    amount: args.amountKobo,
    currency: args.currency,
    reference: args.reference,
    callback_url: args.callbackUrl,
    metadata: args.metadata,
    // A subscription needs a card Paystack can charge again; a one-off gift takes any channel.
    channels: args.planCode ? ['card'] : ['card', 'bank', 'ussd', 'bank_transfer'],
    ...(args.planCode ? { plan: args.planCode } : {}),
  })

export const verifyTransaction = (reference: string) =>
  call<VerifyData>('GET', `/transaction/verify/${encodeURIComponent(reference)}`)

/** A Paystack plan (POST /plan): our monthly gifts have one each, so a charge's plan names its gift. */
export type PlanData = { id: number | string; plan_code: string; amount: number; currency: string }

export const createPlan = (args: { name: string; amountKobo: number; description: string }) =>
  call<PlanData>('POST', '/plan', {
    name: args.name,
    amount: args.amountKobo,
    interval: 'monthly',
    currency: 'NGN',
    description: args.description,
    // Our own receipt is the donor's e-mail; Paystack's invoices and texts would be a second one.
    send_invoices: false,
    send_sms: false,
  })

/** A new amount for a plan: Paystack applies it to the plan's subscription from its next charge. */
export const updatePlanAmount = (planCode: string, amountKobo: number) =>
  call<unknown>(
    'PUT',
    `/plan/${encodeURIComponent(planCode)}`,
    { amount: amountKobo },
    { dataRequired: false },
  )

export type SubscriptionData = {
  subscription_code: string
  email_token: string
  status: string
  amount: number
  next_payment_date: string | null
  customer?: { customer_code?: string; email?: string } | number | null
}

/** The subscriptions of one plan (GET /subscription?plan=<plan id>), newest first. */
export const listPlanSubscriptions = (planId: number | string) =>
  call<SubscriptionData[]>('GET', `/subscription?plan=${encodeURIComponent(String(planId))}`)

/** A transaction as List Transactions gives it: as verified, with its plan (or {} for none). */
export type ListedTransaction = VerifyData & { plan?: { plan_code?: string } | null }

const LIST_PAGE = 100
/** A customer's transactions beyond these pages are not read (some 83 years of one monthly gift). */
const LIST_PAGES = 10

/**
 * A customer's successful transactions since `from` (GET /transaction), every page, newest first.
 * The page size is sent under both of the names Paystack's documents give it.
 */
export const listSuccessfulTransactions = async (
  customerCode: string,
  from: string,
): Promise<ListedTransaction[]> => {
  const listed: ListedTransaction[] = []
  for (let page = 1; page <= LIST_PAGES; page++) {
    const query = new URLSearchParams({
      customer_code: customerCode,
      status: 'success',
      from,
      perPage: String(LIST_PAGE),
      per_page: String(LIST_PAGE),
      page: String(page),
    })
    const data = await call<ListedTransaction[]>('GET', `/transaction?${query}`)
    listed.push(...data)
    if (data.length < LIST_PAGE) break
  }
  return listed
}

/** One subscription as Paystack holds it now (GET /subscription/:code): its status decides. */
export const fetchSubscription = (code: string) =>
  call<SubscriptionData>('GET', `/subscription/${encodeURIComponent(code)}`)

/**
 * The statuses in which Paystack still charges a subscription ('attention': its last charge
 * failed and is retried). 'non-renewing', 'completed' and 'cancelled' charge nothing more.
 */
export const BILLED_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'attention']

/** POST /subscription/disable or /enable: both need the subscription's e-mail token. */
export const toggleSubscription = (
  action: 'disable' | 'enable',
  code: string,
  emailToken: string,
) =>
  call<unknown>(
    'POST',
    `/subscription/${action}`,
    { code, token: emailToken },
    { dataRequired: false },
  )

/** Paystack's page where the donor changes the card of a subscription (a short-lived link). */
export const subscriptionManageLink = async (code: string) =>
  (await call<{ link: string }>('GET', `/subscription/${encodeURIComponent(code)}/manage/link`))
    .link

/** A Paystack customer (POST /customer): Paystack keeps one per e-mail and answers it again. */
export type CustomerData = { id: number | string; customer_code: string; email: string }

export const createCustomer = (args: {
  email: string
  firstName: string
  lastName: string
  phone: string | null
}) =>
  call<CustomerData>('POST', '/customer', {
    email: args.email,
    first_name: args.firstName,
    last_name: args.lastName,
    ...(args.phone ? { phone: args.phone } : {}),
  })

/** A Dedicated Virtual Account: the donor's own account number, paid into from any bank. */
export type DedicatedAccountData = {
  id: number | string
  account_name: string
  account_number: string
  bank: { name: string; slug: string }
  active: boolean
  customer: { customer_code: string }
}

export const createDedicatedAccount = (customerCode: string) =>
  call<DedicatedAccountData>('POST', '/dedicated_account', {
    customer: customerCode,
    preferred_bank: paystackConfig().dedicatedAccountBank,
  })

/** The customer's dedicated accounts (GET /dedicated_account?customer=): one made before a crash is found again. */
export const listDedicatedAccounts = (customerId: number | string) =>
  call<DedicatedAccountData[]>(
    'GET',
    `/dedicated_account?${new URLSearchParams({ customer: String(customerId), active: 'true' })}`,
  )
