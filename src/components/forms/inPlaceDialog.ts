/**
 * A <dialog> that also works without JavaScript: its trigger is a link to `#id`, and the dialog
 * shows in place (in the page's flow, not as a modal) while it is the address's target. With
 * JavaScript the trigger's click is taken over and the dialog opens as a modal, as before.
 */
export const inPlaceDialogClass =
  '[&:target:not(:modal)]:relative [&:target:not(:modal)]:block [&:target:not(:modal)]:my-4'

/** The trigger is a link with the role of a button: Space presses it too, as it does a button. */
export const pressAsButton = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}
