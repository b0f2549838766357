import { createContext, useContext, type ReactNode } from 'react'

import type { FieldErrors } from '@/lib/forms/rules'

import { Field, FieldError, inputClass, RequiredMark } from './Field'

/**
 * The fields of a public form (PublicForm in usePublicForm.tsx): each takes its error and what was
 * typed before a refusal from the form by its name, and its id from the form's prefix and its name
 * (`id` where the page has always used another). Client components only: they read a context.
 */

type FormFieldsSource = {
  /** What was typed, as the last answer gave it back: each field starts from it. */
  values: Record<string, string>
  errors: FieldErrors
  /** Ids are `${prefix}-${name}` unless a field says otherwise. */
  prefix: string
}

export const FormFieldsContext = createContext<FormFieldsSource>({
  values: {},
  errors: {},
  prefix: 'form',
})

export type Common = {
  name: string
  label: string
  id?: string
  required?: boolean
  hint?: ReactNode
  /** The field's own error, instead of the form's (a form that names its fields otherwise). */
  error?: string
}

/** The field's id, error and typed value, by its name (for a field drawn apart, as FileField). */
export const useField = ({ name, id, error }: Pick<Common, 'name' | 'id' | 'error'>) => {
  const form = useContext(FormFieldsContext)
  return {
    id: id ?? `${form.prefix}-${name}`,
    error: error ?? form.errors[name],
    typed: form.values[name] as string | undefined,
  }
}

/** A controlled field's value, or nothing: the field then starts from what was typed. */
type Controlled<T> = { value?: T; onChange?: (value: T) => void }

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A labelled control (`render` draws it, with these props): its Field, its id, name and value
 * (what was typed, or `defaultValue` before anything was; or the controlled `value`).
 */
function Labelled({
  render,
  value,
  onChange,
  defaultValue = '',
  ...field
}: Common &
  Controlled<string> & {
    defaultValue?: string
    render: (props: {
      id: string
      name: string
      required?: boolean
      className: string
      value?: string
      defaultValue?: string
      onChange?: (event: React.ChangeEvent<Control>) => void
    }) => ReactNode
  }) {
  const { id, error, typed } = useField(field)
  return (
    <Field id={id} label={field.label} required={field.required} hint={field.hint} error={error}>
      {render({
        id,
        name: field.name,
        required: field.required,
        className: inputClass,
        ...(value === undefined ? { defaultValue: typed ?? defaultValue } : { value }),
        onChange: onChange && ((event) => onChange(event.target.value)),
      })}
    </Field>
  )
}

type Labels = Common & Controlled<string> & { defaultValue?: string }

/** A labelled text input, refilled with what was typed. */
export const TextField = ({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  ...field
}: Labels & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  maxLength?: number
  placeholder?: string
}) => (
  <Labelled
    {...field}
    render={(props) => (
      <input
        {...props}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    )}
  />
)

/** A labelled text area, refilled with what was typed. */
export const TextAreaField = ({ rows, ...field }: Labels & { rows: number }) => (
  <Labelled {...field} render={(props) => <textarea {...props} rows={rows} />} />
)

export type Option = string | number | { value: string | number; label: string }
const optionValue = (option: Option) => (typeof option === 'object' ? option.value : option)
const optionLabel = (option: Option) => (typeof option === 'object' ? option.label : option)

/** A labelled select, on what was chosen before; its placeholder is the blank answer. */
export const SelectField = ({
  options,
  placeholder,
  placeholderDisabled,
  ...field
}: Labels & {
  options: readonly Option[]
  placeholder?: string
  /** The placeholder cannot be chosen again once something is. */
  placeholderDisabled?: boolean
}) => (
  <Labelled
    {...field}
    render={(props) => (
      <select {...props}>
        {placeholder === undefined ? null : (
          <option value="" disabled={placeholderDisabled}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    )}
  />
)

/** A tick box with its label, a hint and an error beneath; sent as `value` while ticked. */
export function CheckboxField({
  value = 'on',
  checked,
  onChange,
  defaultChecked = false,
  ...field
}: Omit<Common, 'required'> & {
  value?: string
  checked?: boolean
  onChange?: (checked: boolean) => void
  /** Before the form was ever answered. */
  defaultChecked?: boolean
}) {
  const { id, error, typed } = useField(field)
  const form = useContext(FormFieldsContext)
  const answered = Object.keys(form.values).length > 0
  const describedBy =
    [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className="flex gap-3">
      <input
        id={id}
        name={field.name}
        type="checkbox"
        value={value}
        {...(checked === undefined
          ? { defaultChecked: answered ? typed === value : defaultChecked }
          : { checked })}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-1 size-5 shrink-0 accent-teal-deep dark:accent-mint"
      />
      <div className="space-y-1.5">
        <label htmlFor={id} className="font-medium text-ink">
          {field.label}
        </label>
        {field.hint ? (
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {field.hint}
          </p>
        ) : null}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
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
  defaultValue,
  required,
  error: ownError,
}: {
  value?: T | ''
  onChange?: (value: T) => void
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  /** Before anything was chosen. */
  defaultValue?: T
  required?: boolean
  error?: string
}) {
  const { error, typed } = useField({ name, error: ownError })
  const chosen = value ?? typed ?? defaultValue ?? ''
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
              {...(value === undefined
                ? { defaultChecked: chosen === option.value }
                : { checked: chosen === option.value })}
              onChange={onChange && (() => onChange(option.value))}
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
