import { getSystemErrorName } from 'node:util'

/** The system error behind a wrapped one (nodemailer turns ECONNREFUSED into ESOCKET but keeps errno). */
const systemName = (errno: unknown): string | undefined => {
  if (typeof errno !== 'number' || errno >= 0) return undefined
  try {
    return getSystemErrorName(errno)
  } catch {
    return undefined
  }
}

/**
 * A failure named by its kind only: error class, system code, HTTP or SMTP status. Never its message or
 * cause, which can quote a failed query's parameters (a visitor's name, e-mail, a file as base64).
 */
export const describeFailure = (error: unknown): string => {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { name, code, errno, status, responseCode, $metadata } = current as {
      name?: unknown
      code?: unknown
      errno?: unknown
      status?: unknown
      responseCode?: unknown
      $metadata?: { httpStatusCode?: unknown }
    }
    const system = systemName(errno)
    const kind = [
      name,
      code,
      system === code ? undefined : system,
      status ?? responseCode ?? $metadata?.httpStatusCode,
    ]
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join(' ')
    if (kind && !parts.includes(kind)) parts.push(kind)
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' < ') || 'unknown failure'
}

/** The same failure, safe to throw where it will be logged or kept in a job's log. */
export const quietError = (what: string, error: unknown): Error =>
  new Error(`${what} (${describeFailure(error)})`)
