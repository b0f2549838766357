import type { ToastMessage } from '../ui/toast'

/**
 * A form's answer written in place, next to its fields: it lasts (a toast goes after 5 s and a
 * page sent without JavaScript has none) and is announced once, as a polite live region; or, at
 * the top of a form the page opens at (`alert`), as an alert of its own, which is read at once.
 */
export function FormNotice({
  notice,
  testId,
  alert = false,
}: {
  notice: ToastMessage | null
  testId?: string
  alert?: boolean
}) {
  const box = notice ? (
    <div
      role={alert ? 'alert' : undefined}
      tabIndex={alert ? -1 : undefined}
      data-testid={testId}
      data-toast-avoid
      className={`rounded-2xl border p-4 ${notice.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-line bg-surface-muted'}`}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
    </div>
  ) : null
  return alert ? (
    box
  ) : (
    <div role="status" aria-live="polite">
      {box}
    </div>
  )
}

/**
 * A form's success after a POST without JavaScript: the action redirects (303) to the page at
 * `#id`, which CSS shows as the :target, so a reload sends nothing twice and the address holds
 * nothing typed. What follows it in its container (the spent form's fields) is hidden meanwhile.
 */
export function SentNotice({
  id,
  notice,
  shown = false,
  className = '',
}: {
  id: string
  notice: ToastMessage
  /** The page was opened as the form's answer (sentAddress in state.ts): shown whatever :target says. */
  shown?: boolean
  className?: string
}) {
  return (
    <div
      id={id}
      role="status"
      className={`scroll-mt-24 rounded-2xl border border-line bg-surface-muted p-4 ${shown ? 'block [&~*]:hidden' : 'hidden [&:target]:block [&:target~*]:hidden'} ${className}`}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
    </div>
  )
}
