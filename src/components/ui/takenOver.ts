/**
 * What a form's code takes over from the server's form it replaces (Island.client.tsx), and how it
 * gives it back: apart from the Island, so a form that is no island does not load it.
 */

/** The server's form as the visitor left it when the code arrived: its dialog open, typed, chosen, where. */
export type TakenOver = {
  open: boolean
  values: Record<string, string>
  files: Record<string, FileList>
  focused?: string
}

/**
 * Gives the browser's form what the visitor put in the server's form: what was typed (in a field
 * the new form left empty), the files chosen, and the caret, in the field it was in.
 */
export const restore = (container: HTMLElement | null, taken: TakenOver | undefined) => {
  if (!container || !taken) return
  // Set, not given as defaults: a form reset after sending must empty them.
  for (const [name, value] of Object.entries(taken.values)) {
    const field = container.querySelector(`[name="${CSS.escape(name)}"]`)
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      // A choice: the one the visitor ticked.
      for (const radio of container.querySelectorAll(
        `input[type="radio"][name="${CSS.escape(name)}"]`,
      ))
        if (radio instanceof HTMLInputElement) radio.checked = radio.value === value
      continue
    }
    const typed =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && /^(text|email|tel|search|url|number)$/.test(field.type))
    if (typed && !field.value) field.value = value
  }
  for (const [name, files] of Object.entries(taken.files)) {
    const input = container.querySelector(`input[type="file"][name="${CSS.escape(name)}"]`)
    if (input instanceof HTMLInputElement) input.files = files
  }
  if (!taken.focused) return
  const field = container.querySelector(`[name="${CSS.escape(taken.focused)}"]`)
  if (!(field instanceof HTMLElement)) return
  field.focus()
  if (field instanceof HTMLInputElement && /^(text|email|tel|search|url)$/.test(field.type))
    field.setSelectionRange(field.value.length, field.value.length)
}
