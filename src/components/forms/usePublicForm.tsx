import { useActionState, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { REQUIRED_MESSAGE } from '@/lib/forms/markers'
import type { FieldErrors } from '@/lib/forms/rules'
import { idleFormState, type FormState } from '@/lib/forms/state'

import { clearToasts, toast, type ToastMessage } from '../ui/toast'
import { Honeypot } from './Field'
import { FormFieldsContext } from './formFields'
import { FormNotice } from './FormNotice'
import { focusFirstInvalid, namingFields } from './invalidFields'
import { PurposeNotice } from './PurposeNotice'

/**
 * The one form layer of the public forms (issue #31). A form is its fields (formFields.tsx) and its
 * submit; this is the plumbing they share:
 * - without JavaScript the form posts to its server action (publicAction.ts), whose answer (a
 *   FormState) renders the page again: the notice, each field's error and what was typed;
 * - with JavaScript a form that has `send` is checked here by the same rules the server runs
 *   (src/lib/forms/rules.ts) and sent to its endpoint, whose answer is read as the same FormState;
 *   one without `send` posts to the same server action, from the page;
 * - either way one function of the form's (`words`) puts an answer into words, and the first field
 *   to fix is focused;
 * - a form whose answer is a next step on the page (the donation's payment step), not a post, is
 *   checked the same way and hands what it checked to that step (`proceed`), staying as it was
 *   beneath it, for the step to go `back` to.
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

/** A refusal is red, unless the form's words say otherwise (a country that is only coming soon). */
const destructive = (notice: ToastMessage): ToastMessage => ({ variant: 'destructive', ...notice })

/** The names of the fields left blank, when that is all that is wrong. */
const onlyMissing = (errors: FieldErrors): string[] | null => {
  const entries = Object.entries(errors)
  const missing = entries.filter(([, message]) => message === REQUIRED_MESSAGE)
  return missing.length > 0 && missing.length === entries.length ? missing.map(([n]) => n) : null
}

/** An answer in words: the one place a FormState becomes a notice. */
const answerNotice = (words: Words, state: FormState): ToastMessage | null => {
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

/** How a form sent with JavaScript (sendForm.ts) is answered. */
type Answering<Step> = {
  /** A refusal: its errors on the fields, its words said, the first field to fix focused. */
  refuse: (form: HTMLFormElement, refusal: FormState) => void
  /** Being sent: the errors shown go, the button says so. */
  sending: (busy: boolean) => void
  /** Stored: the form is drawn anew, emptied, with this notice written (or none). */
  stored: (notice: ToastMessage | void) => void
  /** Checked: what the form holds goes on to its next step (usePublicForm's `step`). */
  proceed: (step: Step) => void
}

/** A form's way of sending itself with JavaScript, instead of posting to its server action. */
export type Sender<Step = never> = {
  /** The answers are toasts, not written in the form (the form is long, its notice far below). */
  toasts?: boolean
  submit: (event: React.FormEvent<HTMLFormElement>, answering: Answering<Step>) => Promise<void>
}

/** A refusal by field, as a server action gives it: the first error is its sentence unless told. */
export const refusal = (fieldErrors: FieldErrors, error?: string): FormState => ({
  status: 'invalid',
  values: {},
  fieldErrors,
  code: 'invalid',
  error: error ?? Object.values(fieldErrors)[0],
})

/**
 * A form checked in the browser before anything is sent: `check` gives the refusal its server
 * would give (or null), and a form that passes goes on to `then` (its endpoint, a next step).
 */
export const checkedFirst = <Step = never,>({
  check,
  then,
  toasts,
  fresh,
}: {
  check: (data: FormData, form: HTMLFormElement) => FormState | null
  then: (data: FormData, form: HTMLFormElement, answering: Answering<Step>) => unknown
  toasts?: boolean
  /** Each send takes down the notices shown: what they said is out of date. */
  fresh?: boolean
}): Sender<Step> => ({
  toasts,
  submit: async (event, answering) => {
    event.preventDefault()
    if (fresh) clearToasts()
    const form = event.currentTarget
    const data = new FormData(form)
    const refused = check(data, form)
    if (refused) return answering.refuse(form, refused)
    await then(data, form, answering)
  },
})

export type PublicFormOptions<Step = never> = {
  action: (state: FormState, form: FormData) => Promise<FormState>
  /** Where a POST without JavaScript lands (useActionState's permalink). */
  permalink: string
  words: Words
  /** The fields' ids: `${prefix}-${name}`. */
  prefix: string
  /**
   * With JavaScript: checked and sent to an endpoint (sendForm.ts), not to the server action, or
   * checked and handed to a next step (checkedFirst).
   */
  send?: Sender<Step>
}

export type PublicFormHandle = ReturnType<typeof usePublicForm<unknown>>

/** A public form's state and answers; render it with PublicForm and its fields. */
export function usePublicForm<Step = never>({
  action,
  permalink,
  words,
  prefix,
  send,
}: PublicFormOptions<Step>) {
  const [state, formAction, pending] = useActionState(action, idleFormState, permalink)
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState(state.fieldErrors)
  const [notice, setNotice] = useState(() => answerNotice(words, state))
  const [sending, setSending] = useState(false)
  // Each stored form (with JavaScript) draws the form anew, emptied.
  const [round, setRound] = useState(0)
  const [answered, setAnswered] = useState(state)
  // What the form handed to its next step, while that step is on (with JavaScript).
  const [step, setStep] = useState<Step | null>(null)
  const back = useCallback(() => setStep(null), [])
  if (answered !== state) {
    // A new answer from the server action: its errors and words replace what was shown.
    setAnswered(state)
    setErrors(state.fieldErrors)
    setNotice(answerNotice(words, state))
  }

  useEffect(() => {
    // Each answer is a new state (and a new form): the first field to fix is focused.
    if (state.status === 'invalid') focusFirstInvalid(formRef.current, state.fieldErrors)
  }, [state])

  const answering: Answering<Step> = {
    refuse: (form, refusal) => {
      setErrors(refusal.fieldErrors)
      focusFirstInvalid(form, refusal.fieldErrors)
      const said = answerNotice(words, refusal)
      // In toasts, the notice written in the form (a server's answer) is out of date.
      setNotice(send?.toasts ? null : said)
      if (send?.toasts && said) toast(said)
    },
    sending: (busy) => {
      if (busy) setErrors({})
      if (busy && send?.toasts) setNotice(null)
      setSending(busy)
    },
    stored: (notice) => {
      setRound((n) => n + 1)
      setNotice(notice ?? null)
    },
    proceed: (next) => setStep(() => next),
  }
  // With JavaScript the endpoint takes it; the server action is for posts without it.
  const onSubmit =
    send && ((event: React.FormEvent<HTMLFormElement>) => send.submit(event, answering))

  return {
    state,
    notice,
    setNotice,
    setErrors,
    errors,
    busy: pending || sending,
    /** The next step's, while it is on; `back` returns to the form as it was left. */
    step,
    back,
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
 * the answer's notice (in a box with `notice.id`, which describes the form, where the page links to
 * it), the submit, and the form's one line on what its data is for, with the Privacy Policy's link
 * (issue #32). A form whose answer without JavaScript opens the page at the form (its permalink's
 * #id) has the notice first instead, as an alert (`notice.first`).
 */
export function PublicForm({
  form,
  className,
  notice,
  submit,
  honeypot = true,
  onChange,
  purpose,
  children,
}: {
  form: PublicFormHandle
  className?: string
  notice: { testId: string; id?: string; first?: boolean }
  submit: { label: string; busy: string; className?: string }
  /** A form whose endpoint takes no honeypot (the donation's) has none. */
  honeypot?: boolean
  /** Each edit, for a form that follows what is typed. */
  onChange?: (event: React.FormEvent<HTMLFormElement>) => void
  /** What the form's data is for, in one line (src/copy/consent.ts). */
  purpose: string
  children: ReactNode
}) {
  const { key, ...props } = form.formProps
  const said = <FormNotice notice={form.notice} testId={notice.testId} alert={notice.first} />
  return (
    <form
      key={key}
      {...props}
      onChange={onChange}
      className={className}
      aria-describedby={notice.id}
    >
      {notice.first ? said : null}
      <FormFieldsContext.Provider value={form.fields}>{children}</FormFieldsContext.Provider>
      {honeypot ? <Honeypot /> : null}
      {notice.first ? null : notice.id ? (
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
      <PurposeNotice purpose={purpose} />
    </form>
  )
}
