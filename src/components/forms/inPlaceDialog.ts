/**
 * A <dialog> that also works without JavaScript: its trigger is a link to `#id`, and the dialog
 * shows in place (in the page's flow, not as a modal) while it, or its success notice after a
 * POST, is the address's target; its ✕ is then a link back to the trigger (`#id-button`). With
 * JavaScript the trigger's click is taken over and the dialog opens as a modal, as before.
 * `:is()` forgives a browser without `:has()`: the dialog itself as the target still shows.
 */
export const inPlaceDialogClass =
  '[&:is(:target,:has(:target)):not(:modal)]:relative [&:is(:target,:has(:target)):not(:modal)]:block [&:is(:target,:has(:target)):not(:modal)]:my-4'

/** The id of a dialog's trigger, which its ✕ links to without JavaScript. */
export const triggerId = (dialogId: string) => `${dialogId}-button`

/** The trigger is a link with the role of a button: Space presses it too, as it does a button. */
export const pressAsButton = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}

/**
 * Once the scripts run, a dialog shown in place by the address (tapped before they ran, or a shared
 * link to `#id`) becomes the modal, so ✕, Escape and a tap outside close it. The # goes: a jump to
 * the trigger ends the :target (replaceState alone would not), then the address is cleaned.
 * Says whether it did.
 */
export const adoptTargetedDialog = (dialog: HTMLDialogElement | null): boolean => {
  if (!dialog || window.location.hash !== `#${dialog.id}`) return false
  window.location.replace(`#${triggerId(dialog.id)}`)
  history.replaceState(history.state, '', window.location.pathname + window.location.search)
  dialog.showModal()
  return true
}
