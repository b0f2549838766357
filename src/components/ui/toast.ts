/**
 * Notices ("toasts") from anywhere in client code. Saying one costs no script: the notice area
 * (Toaster.client.tsx) is loaded by Toasts.client.tsx on the visitor's first touch or key, or on
 * the first notice, whichever comes first.
 */
export type ToastMessage = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  durationMs?: number
}

export const TOAST_EVENT = 'fr-toast'
export const CLEAR_EVENT = 'fr-toast-clear'

/** Shows a notice. */
export const toast = (message: ToastMessage) =>
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }))

/** Takes down every notice shown: what they said is out of date (the form was sent again, say). */
export const clearToasts = () => window.dispatchEvent(new Event(CLEAR_EVENT))
