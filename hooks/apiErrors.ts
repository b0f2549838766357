import type { AfterErrorHook } from 'payload'

/** PostgreSQL's codes for a value of the wrong form (text for a number, an impossible date, an out-of-range offset). */
const INPUT_ERRORS = new Set(['22P02', '22003', '22007', '22008', '2201W', '2201X', '22023'])

const sqlState = (error: unknown): string | undefined => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
  }
  return undefined
}

/**
 * A production build minifies class names, so Payload's formatErrors finds a public APIError
 * without a name and answers 'An unknown error occurred.' ('File too large…' became that): such an
 * error keeps its own message. Errors with data (ValidationError's field list) are answered well already.
 */
const publicMessage = (error: unknown) => {
  const { isPublic, data, message, status } = error as {
    isPublic?: unknown
    data?: unknown
    message?: unknown
    status?: unknown
  }
  if (isPublic !== true || data || typeof message !== 'string' || !message) return undefined
  return {
    status: typeof status === 'number' ? status : 400,
    response: { errors: [{ message }] },
  }
}

/**
 * A request the database refuses for its values is the client's mistake: 400 with a plain message,
 * not a 500 that reads as an outage. The query guard (hooks/queryGuard.ts) stops most such values
 * earlier; this catches what it cannot know (a malformed date or number in a filter, say).
 */
export const clientErrorsAre400: AfterErrorHook = ({ error }) => {
  const ownWords = publicMessage(error)
  if (ownWords) return ownWords
  // Payload parses `where` and other parameters as JSON when they come as a string (?where=abc).
  if (error instanceof SyntaxError)
    return {
      status: 400,
      response: {
        errors: [{ message: 'The request could not be read: a parameter is not valid JSON.' }],
      },
    }
  const code = sqlState(error)
  if (!code || !INPUT_ERRORS.has(code)) return
  return {
    status: 400,
    response: {
      errors: [
        {
          message:
            'The request has a value of the wrong form. Please check the filters and the page number.',
        },
      ],
    },
  }
}
