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

const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
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
  if (!response.ok || !json?.status || json.data === undefined) {
    throw new PaystackError(
      json?.message || `Paystack answered ${response.status}`,
      response.status,
    )
  }
  return json.data
}

export const initializeTransaction = (args: InitializeArgs) =>
  call<InitializeData>('POST', '/transaction/initialize', {
    email: args.email,
    amount: args.amountKobo,
    currency: args.currency,
    reference: args.reference,
    callback_url: args.callbackUrl,
    metadata: args.metadata,
    channels: ['card', 'bank', 'ussd', 'bank_transfer'],
  })

export const verifyTransaction = (reference: string) =>
  call<VerifyData>('GET', `/transaction/verify/${encodeURIComponent(reference)}`)
