import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react'

import { REQUIRED_MESSAGE } from '@/lib/forms/markers'
import type { FieldErrors } from '@/lib/forms/rules'
import { idleFormState, type FormState } from '@/lib/forms/state'
import { submitForm, type SubmitResult } from '@/lib/forms/submit'

import { restore, type TakenOver } from '../ui/Island.client'
import { toast, type ToastMessage } from '../ui/toast'
import { Honeypot } from './Field'
import { FormFieldsContext } from './formFields'
import { FormNotice } from './FormNotice'
import { focusFirstInvalid, namingFields } from './invalidFields'

/**
 * The one form layer of the public forms (issue #31). A form is its fields (formFields.tsx) and its
 * submit; this is the plumbing they share:
 * - without JavaScript the form posts to its server action (publicAction.ts), whose answer (a
 *   FormState) renders the page again: the notice, each field's error and what was typed;
 * - with JavaScript a form that has `send` is checked here by the same rules the server runs
 *   (src/lib/forms/rules.ts) and sent to its endpoint, whose answer is read as the same FormState;
 *   one without `send` posts to the same server action, from the page;
 * - either way one function of the form's (`words`) puts an answer into words, and the first field
 *   to fix is focused.
 */

/** How a form puts an answer (its action's, its endpoint's or its own check's) into words. */
export type Words = {
  /** Fields left blank, and nothing else wrong: this notice, naming them (by LABELS). */
  missing?: { notice: ToastMessage; labels: Record<string, string> }
  /** Errors by field. */
  invalid: (state: FormState) => ToastMessage | null
  /** The whole form (the rate limit, our own fault, a request that never arrived). */
  failed: ToastMessage | ((state: FormState) => ToastMessage)
}

const destructive = (notice: ToastMessage): ToastMessage => ({ ...notice, variant: 'destructive' })

/** The names of the fields left blank, when that is all that is wrong. */
const onlyMissing = (errors: FieldErrors): string[] | null => {
  const entries = Object.entries(errors)
  const missing = entries.filter(([, message]) => message === REQUIRED_MESSAGE)
  return missing.length > 0 && missing.length === entries.length ? missing.map(([n]) => n) : null
}

/** An answer in words: the one place a FormState becomes a notice. */
export const answerNotice = (words: Words, state: FormState): ToastMessage | null => {
  if (state.status === 'idle' || state.status === 'done') return null
  const missing = words.missing && state.status === 'invalid' && onlyMissing(state.fieldErrors)
  if (missing && words.missing)
    return destructive({
      ...words.missing.notice,
      description: namingFields(
        words.missing.notice.description ?? '',
        missing.map((name) => words.missing?.labels[name] ?? name),
      ),
    })
  if (state.status === 'invalid') {
    const notice = words.invalid(state)
    return notice && destructive(notice)
  }
  return destructive(typeof words.failed === 'function' ? words.failed(state) : words.failed)
}

/**
 * The usual words for a refusal of the whole form: its title, and the server's own sentence when it
 * is one a person can act on (the rate limit's "try again in …"), else the form's own description.
 */
export const failedWith =
  (failed: ToastMessage, shown: readonly string[] = ['rate_limited']) =>
  (state: FormState): ToastMessage =>
    state.code && shown.includes(state.code) && state.error
      ? { ...failed, description: state.error }
      : failed

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

type Options = {
  action: (state: FormState, form: FormData) => Promise<FormState>
  /** Where a POST without JavaScript lands (useActionState's permalink). */
  permalink: string
  words: Words
  /** The fields' ids: `${prefix}-${name}`. */
  prefix: string
  /** What was put in the server's form before the code came (Island.client.tsx). */
  taken?: TakenOver
  /** With JavaScript: checked here and sent to an endpoint, not to the server action. */
  send?: Send
}

export type PublicFormHandle = ReturnType<typeof usePublicForm>

/** A public form's state and answers; render it with PublicForm and its fields. */
export function usePublicForm({ action, permalink, words, prefix, taken, send }: Options) {
  const [state, formAction, pending] = useActionState(action, idleFormState, permalink)
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState(state.fieldErrors)
  const [notice, setNotice] = useState(() => answerNotice(words, state))
  const [sending, setSending] = useState(false)
  // Each stored form (with JavaScript) draws the form anew, emptied.
  const [round, setRound] = useState(0)
  const [answered, setAnswered] = useState(state)
  if (answered !== state) {
    // A new answer from the server action: its errors and words replace what was shown.
    setAnswered(state)
    setErrors(state.fieldErrors)
    setNotice(answerNotice(words, state))
  }

  useEffect(() => restore(formRef.current, taken), [taken])
  useEffect(() => {
    // Each answer is a new state (and a new form): the first field to fix is focused.
    if (state.status === 'invalid') focusFirstInvalid(formRef.current, state.fieldErrors)
  }, [state])

  const answer = (form: HTMLFormElement, refusal: FormState) => {
    setErrors(refusal.fieldErrors)
    focusFirstInvalid(form, refusal.fieldErrors)
    const said = answerNotice(words, refusal)
    if (send?.toasts) {
      if (said) toast(said)
    } else setNotice(said)
  }

  const onSubmit =
    send &&
    (async (event: React.FormEvent<HTMLFormElement>) => {
      // With JavaScript the endpoint takes it; the server action is for posts without it.
      event.preventDefault()
      const form = event.currentTarget
      const data = new FormData(form)
      if (send.toasts) setNotice(null)
      const found = inFormOrder(form, missingFirst(send.check(data)))
      if (Object.keys(found).length > 0)
        return answer(form, {
          status: 'invalid',
          values: {},
          fieldErrors: found,
          code: 'invalid',
          error: firstError(found),
        })
      setErrors({})
      setSending(true)
      const result = await submitForm(send.endpoint, send.body ? send.body(data) : data)
      setSending(false)
      if (!result.ok) return answer(form, fromResult(result))
      setRound((n) => n + 1)
      setNotice(send.sent(data) ?? null)
    })

  return {
    state,
    notice,
    setNotice,
    setErrors,
    errors,
    busy: pending || sending,
    /** A refusal of this answer's, or of the last one sent with JavaScript. */
    answered: state.status === 'invalid' || state.status === 'failed',
    formProps: {
      // A new answer, or a form stored, is a new form: its fields start from what that answer carries.
      key: `${round}:${JSON.stringify(state.values)}`,
      ref: formRef,
      action: formAction,
      onSubmit,
      noValidate: true,
    },
    fields: { values: state.values, errors, prefix },
  }
}

/**
 * The form element of a public form, whose fields read its answer; after them the honeypot, then
 * the answer's notice (in a box with `notice.id`, which describes the form, where the page links to it) and the submit.
 */
export function PublicForm({
  form,
  className,
  notice,
  submit,
  children,
}: {
  form: PublicFormHandle
  className?: string
  notice: { testId: string; id?: string }
  submit: { label: string; busy: string; className?: string }
  children: ReactNode
}) {
  const { key, ...props } = form.formProps
  const said = <FormNotice notice={form.notice} testId={notice.testId} />
  return (
    <form key={key} {...props} className={className} aria-describedby={notice.id}>
      <FormFieldsContext.Provider value={form.fields}>{children}</FormFieldsContext.Provider>
      <Honeypot />
      {notice.id ? (
        <div id={notice.id} className="scroll-mt-24">
          {said}
        </div>
      ) : (
        said
      )}
      <button
        type="submit"
        className={submit.className ?? 'btn-primary w-full'}
        disabled={form.busy}
      >
        {form.busy ? submit.busy : submit.label}
      </button>
    </form>
  )
}
