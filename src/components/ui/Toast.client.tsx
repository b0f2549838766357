'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

export type ToastMessage = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  durationMs?: number
}
type Shown = ToastMessage & { id: number }

const EVENT = 'fr-toast'
let nextId = 1

/** Shows a notice from anywhere on the page (client code). */
export const toast = (message: ToastMessage) =>
  window.dispatchEvent(new CustomEvent<ToastMessage>(EVENT, { detail: message }))

/**
 * The notice area: one polite live region. While a modal dialog is open the rest of the page is
 * inert (neither seen on top nor announced), so the notices are rendered inside that dialog.
 */
export function Toaster() {
  const [items, setItems] = useState<Shown[]>([])
  const [host, setHost] = useState<HTMLDialogElement | null>(null)

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastMessage>).detail
      const id = nextId++
      setHost(document.querySelector<HTMLDialogElement>('dialog:modal'))
      setItems((current) => [...current.slice(-2), { ...detail, id }])
      window.setTimeout(
        () => setItems((current) => current.filter((item) => item.id !== id)),
        detail.durationMs ?? 5000,
      )
    }
    window.addEventListener(EVENT, onToast)
    return () => window.removeEventListener(EVENT, onToast)
  }, [])

  // When that dialog closes (say, after a successful submit), the notices move back to the page.
  useEffect(() => {
    if (!host) return
    const back = () => setHost(null)
    host.addEventListener('close', back)
    return () => host.removeEventListener('close', back)
  }, [host])

  const region = (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end"
    >
      {items.map((item) => (
        <div
          key={item.id}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-2xl border p-4 shadow-xl ${
            item.variant === 'destructive'
              ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'border-line bg-surface text-ink'
          }`}
        >
          <p className="font-semibold">{item.title}</p>
          {item.description ? (
            <p className="mt-1 text-sm text-ink-soft">{item.description}</p>
          ) : null}
        </div>
      ))}
    </div>
  )
  return host?.open ? createPortal(region, host) : region
}
