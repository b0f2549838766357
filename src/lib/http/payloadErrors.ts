import { APIError, ValidationError } from 'payload'

/**
 * Payload's errors by their shape as well as their class. A server action runs in another layer of
 * Next's bundle, with its own copy of Payload's classes, while the Payload instance it reaches is
 * the shared one: there `instanceof` fails, and a malformed PDF refused by Payload became our 5xx.
 */
export const isApiError = (error: unknown): error is APIError =>
  error instanceof APIError ||
  (error instanceof Error &&
    (error as { isOperational?: unknown }).isOperational === true &&
    typeof (error as { status?: unknown }).status === 'number')

/** A collection or upload rule's refusal, field by field (Payload's ValidationError). */
export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof ValidationError ||
  (isApiError(error) && Array.isArray((error.data as { errors?: unknown } | null)?.errors))
