import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

import { HONEYPOT_FIELD } from '@/lib/forms/markers'

/** Form pieces shared by this page's forms (used from client components only). */
export const inputClass =
  'w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:outline-2 focus:outline-offset-1 focus:outline-accent'

const RequiredMark = () => (
  <span aria-hidden="true" className="text-accent">
    {' '}
    *
  </span>
)

/** A message under a control that names what is wrong with it. */
function FieldError({ id, children }: { id: string; children?: string }) {
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

/** Radio buttons drawn as pills, in a fieldset whose legend names the question. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  required,
  error,
}: {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T | ''
  onChange: (value: T) => void
  required?: boolean
  error?: string
}) {
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 font-medium text-ink">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-line bg-surface px-4 py-2 font-medium text-ink transition has-checked:border-accent has-checked:bg-surface-muted has-checked:text-accent has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </fieldset>
  )
}

/** A checkbox with its label and an optional hint beneath. */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string
  /** Sent ('on') only while ticked, as a form posted without JavaScript reads it. */
  name?: string
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="flex gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0 accent-teal-deep dark:accent-mint"
      />
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** A labelled text input (Field around it), refilled with what was typed. */
export function TextField({
  id,
  name,
  label,
  value,
  required,
  hint,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: {
  id: string
  name: string
  label: string
  value?: string
  required?: boolean
  hint?: ReactNode
  error?: string
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  maxLength?: number
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        required={required}
        defaultValue={value ?? ''}
        className={inputClass}
      />
    </Field>
  )
}
