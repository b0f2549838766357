/**
 * One POST to a messaging provider, and what its failure means for a retry:
 * - `refused`: the provider answered no (4xx); trying again would be refused again;
 * - `unavailable`: nothing was taken (no connection, 429, 5xx); a later try may send it;
 * - `in-doubt`: the request may have been taken (a timeout or a connection lost after sending,
 *   a 200 we cannot read); a second try could send it twice, so none is made.
 * Messages name the provider and the kind, never a phone number or the words.
 */
export type SendFailureKind = 'refused' | 'unavailable' | 'in-doubt'

export class SendFailure extends Error {
  constructor(
    readonly kind: SendFailureKind,
    message: string,
  ) {
    super(message)
    this.name = 'SendFailure'
  }
}

const TIMEOUT_MS = 15_000
/** Errors raised before a byte of the request could have reached the provider. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

const causeCode = (error: unknown): string | undefined => {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code } = current as { code?: unknown }
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Long digit runs (a phone number quoted back by a provider) are left out of a stored error. */
export const withoutNumbers = (text: string): string =>
  text.replace(/\+?\d[\d\s-]{5,}\d/g, '[number]').slice(0, 300)

export const postJson = async (
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> => {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    const code = causeCode(error)
    if (code && NOT_CONNECTED.has(code))
      throw new SendFailure('unavailable', `${provider} could not be reached (${code})`)
    throw new SendFailure(
      'in-doubt',
      `${provider} did not answer (${code ?? (error as Error)?.name ?? 'error'}); it may have taken the message`,
    )
  }
  let json: unknown = null
  try {
    json = await response.json()
  } catch {
    if (response.ok)
      throw new SendFailure('in-doubt', `${provider} answered ${response.status} without JSON`)
  }
  return { status: response.status, json }
}

/** The kind of a non-2xx answer. */
export const failureKindOf = (status: number): SendFailureKind =>
  status === 429 || status >= 500 ? 'unavailable' : 'refused'
