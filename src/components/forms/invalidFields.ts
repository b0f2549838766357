import { formsCopy } from '@/copy/forms'
import type { FieldErrors } from '@/lib/forms/rules'

/**
 * Item 3 of issue #16: a refused form names the fields, and the first of them is focused and
 * brought on-screen (a phone's keyboard and a toast cover much of the page). Fields are marked by
 * their Field/ChoiceGroup (aria-invalid, the message beside them) from the same errors.
 */

/** The spec's sentence as it is, then the fields it means: '… required fields. Still to fill in: Full Name, Email.' */
export const namingFields = (sentence: string, labels: readonly string[]): string =>
  labels.length
    ? `${/[.!]$/.test(sentence) ? sentence : `${sentence}.`} ${formsCopy.stillToFill(labels)}`
    : sentence

/**
 * Focuses the first control (in the page's order) whose name has an error and scrolls it to the
 * middle of the screen: not under a sticky header or a toast. Radio groups take their first radio.
 */
export const focusFirstInvalid = (form: HTMLFormElement | null, errors: FieldErrors) => {
  if (!form) return
  const names = new Set(Object.keys(errors))
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      'name' in element && names.has((element as HTMLInputElement).name),
  )
  if (!first) return
  first.focus({ preventScroll: true })
  // A visually hidden radio is a 1px box: scroll its visible group instead.
  const shown = first.closest('fieldset') ?? first
  shown.scrollIntoView({ block: 'center' })
}
