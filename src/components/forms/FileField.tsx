import { Field, inputClass } from './Field'
import { useField, type Common } from './formFields'

/**
 * A labelled file input of a public form (formFields.tsx): never refilled (no browser lets a page
 * choose a file). In a module of its own: the forms without a file (the donation's) do not load it.
 */

const fileInputClass = `${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-ink`

export function FileField({
  accept,
  onChange,
  inputRef,
  ...field
}: Common & {
  accept: string
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void
  inputRef?: React.Ref<HTMLInputElement>
}) {
  const { id, error } = useField(field)
  return (
    <Field id={id} label={field.label} required={field.required} hint={field.hint} error={error}>
      <input
        id={id}
        name={field.name}
        type="file"
        accept={accept}
        required={field.required}
        ref={inputRef}
        onChange={onChange}
        className={fileInputClass}
      />
    </Field>
  )
}
