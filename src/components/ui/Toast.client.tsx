'use client'

import { useEffect, useRef, useState } from 'react'

export type ToastMessage = { title: string; description?: string; variant?: 'default' | 'destructive'; durationMs?: number }
type Shown = ToastMessage & { id: number }

const EVENT = 'fr-toast'
let nextId = 1

/** Shows a notice from anywhere on the page (client code). */
export const toast = (message: ToastMessage) => window.dispatchEvent(new CustomEvent<ToastMessage>(EVENT, { detail: message }))

/** The notice area: one polite live region, so screen readers announce each toast. */
export function Toaster() {
  const [items, setItems] = useState<Shown[]>([])
  const region = useRef<HTMLDivElement>(null)
  // A modal <dialog> sits in the browser's top layer; re-opening the popover puts the toasts above it.
  useEffect(() => {
    const element = region.current
    if (!element?.showPopover) return
    if (element.matches(':popover-open')) element.hidePopover()
    if (items.length > 0) element.showPopover()
  }, [items])
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastMessage>).detail
      const id = nextId++
      setItems((current) => [...current.slice(-2), { ...detail, id }])
      window.setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), detail.durationMs ?? 5000)
    }
    window.addEventListener(EVENT, onToast)
    return () => window.removeEventListener(EVENT, onToast)
  }, [])
  return (
    <div
      ref={region}
      popover="manual"
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-auto bottom-4 z-50 m-0 flex w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent px-4 sm:items-end"
    >
      {items.map((item) => (
        <div
          key={item.id}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-2xl border p-4 shadow-xl ${
            item.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-line bg-surface text-ink'
          }`}
        >
          <p className="font-semibold">{item.title}</p>
          {item.description ? <p className="mt-1 text-sm text-ink-soft">{item.description}</p> : null}
        </div>
      ))}
    </div>
  )
}
