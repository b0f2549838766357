import { REQUIRED_MESSAGE } from '@/lib/forms/markers'
import type { FieldErrors } from '@/lib/forms/rules'
import type { FormState } from '@/lib/forms/state'
import { submitForm, type SubmitResult } from '@/lib/forms/submit'

import type { ToastMessage } from '../ui/toast'
import { checkedFirst, refusal, type Sender } from './usePublicForm'

/**
 * A public form sent with JavaScript (usePublicForm's `send`): checked in the browser by the rules
 * the server runs, then sent to its endpoint, whose answer is read as the FormState its server
 * action would have given, so the form's words say both alike. In a module of its own: the forms
 * that post to their server action either way (the rides') do not load it.
 */

/** A form's text fields by name (files left out), for its rules. */
export const texts = (data: FormData): Record<string, string> =>
  Object.fromEntries(
    Array.from(data.entries()).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )

/** The file chosen in a file field, if one was (a browser sends an empty one otherwise). */
export const chosenFile = (data: FormData, name: string): File | null => {
  const file = data.get(name)
  return file instanceof File && file.size > 0 ? file : null
}

/** The first error's message, which the server sends as `error` too. */
const firstError = (errors: FieldErrors) => Object.values(errors)[0]

/** Blank required fields first: while any is blank, the form asks for those alone. */
const missingFirst = (errors: FieldErrors): FieldErrors => {
  const missing = Object.entries(errors).filter(([, message]) => message === REQUIRED_MESSAGE)
  return missing.length > 0 ? Object.fromEntries(missing) : errors
}

/** Errors in the form's order (the order of its controls), as a person reads them. */
const inFormOrder = (form: HTMLFormElement, errors: FieldErrors): FieldErrors => {
  const names = Array.from(form.elements, (element) => (element as HTMLInputElement).name)
  const at = (name: string) => (names.includes(name) ? names.indexOf(name) : names.length)
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => at(a) - at(b)))
}

/** An endpoint's answer as the FormState its server action would have given. */
const fromResult = (result: SubmitResult): FormState =>
  result.ok
    ? { status: 'done', values: {}, fieldErrors: {} }
    : {
        status:
          result.code === 'invalid' ||
          result.code === 'upload_rejected' ||
          Object.keys(result.fieldErrors).length > 0
            ? 'invalid'
            : 'failed',
        values: {},
        fieldErrors: result.fieldErrors,
        code: result.code,
        error: result.error ?? firstError(result.fieldErrors),
      }

type Send = {
  /** The form's rules, as the server runs them (src/lib/forms/rules.ts): errors by field. */
  check: (data: FormData) => FieldErrors
  endpoint: string
  /** What is sent: the form's data as it is unless given (JSON for a form without files). */
  body?: (data: FormData) => FormData | Record<string, unknown>
  /** Stored: the form is emptied (drawn anew) and this says so (or gives the notice to write). */
  sent: (data: FormData) => ToastMessage | void
  /** The answers are toasts, not written in the form (the form is long, its notice far below). */
  toasts?: boolean
}

/** Checks the form, and sends it to its endpoint once its rules are met. */
export const viaEndpoint = ({ check, endpoint, body, sent, toasts }: Send): Sender =>
  checkedFirst({
    toasts,
    check: (data, form) => {
      const found = inFormOrder(form, missingFirst(check(data)))
      return Object.keys(found).length > 0 ? refusal(found) : null
    },
    then: async (data, form, answering) => {
      answering.sending(true)
      const result = await submitForm(endpoint, body ? body(data) : data)
      answering.sending(false)
      if (!result.ok) return answering.refuse(form, fromResult(result))
      answering.stored(sent(data))
    },
  })
