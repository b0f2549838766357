import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

import { HONEYPOT_FIELD } from '@/lib/forms/markers'

/**
 * The markup every public form's fields share, written once: a label above its control, a hint and
 * an error beneath, with the ids and aria the tests and screen readers read. Server-safe (the giving
 * pages render it without script); the fields that read a form's answer are in formFields.tsx.
 */
export const inputClass =
  'w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:outline-2 focus:outline-offset-1 focus:outline-accent'

export const RequiredMark = () => (
  <span aria-hidden="true" className="text-accent">
    {' '}
    *
  </span>
)

/** A message under a control that names what is wrong with it. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  ) : null
}

/**
 * A visible label above its control, a hint and an error beneath. The control (the only child)
 * is described by both and marked invalid while there is an error.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  children: ReactNode
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })
    : children
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {control}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** The honeypot: a field people never see or reach, which form-filling bots complete. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
