'use client'

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { CLEAR_EVENT, TOAST_EVENT, type ToastMessage } from './toast'

type Shown = ToastMessage & { id: number }
let nextId = 1

/**
 * What a notice must never cover: a form's buttons, and anything marked data-toast-avoid (a
 * result such as 'Donation Successful!', the payment step's buttons).
 */
const AVOID = '[data-toast-avoid], form button[type="submit"]'
/** The edges the stack keeps from the viewport's; the top one clears the fixed header. */
const EDGE = 16
const TOP = 80
const GAP = 8

/** Where the stack goes: at the bottom, else at the top, else only the newest, else only announced (out of sight). */
type Placement = { edge: 'bottom' | 'top'; newestOnly: boolean; visible: boolean }
const DEFAULT: Placement = { edge: 'bottom', newestOnly: false, visible: true }

const overlaps = (a: { top: number; bottom: number }, b: DOMRect) =>
  a.top < b.bottom && b.top < a.bottom

/**
 * The notice area: one polite live region. While a modal dialog is open the rest of the page is
 * inert (neither seen on top nor announced), so the notices are rendered inside that dialog.
 */
export function Toaster({ initial }: { initial: ToastMessage[] }) {
  const [items, setItems] = useState<Shown[]>([])
  const [host, setHost] = useState<HTMLDialogElement | null>(null)
  const [placement, setPlacement] = useState<Placement>(DEFAULT)
  const list = useRef<HTMLDivElement>(null)
  const said = useRef(initial)

  useEffect(() => {
    const show = (detail: ToastMessage) => {
      const id = nextId++
      setHost(document.querySelector<HTMLDialogElement>('dialog:modal'))
      setItems((current) => [...current.slice(-2), { ...detail, id }])
      window.setTimeout(
        () => setItems((current) => current.filter((item) => item.id !== id)),
        detail.durationMs ?? 5000,
      )
    }
    const onToast = (event: Event) => show((event as CustomEvent<ToastMessage>).detail)
    const onClear = () => setItems([])
    // What was said while this area loaded (Toasts.client.tsx), once; then what is said from now on.
    for (const message of said.current.slice(-3)) show(message)
    said.current = []
    window.addEventListener(TOAST_EVENT, onToast)
    window.addEventListener(CLEAR_EVENT, onClear)
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast)
      window.removeEventListener(CLEAR_EVENT, onClear)
    }
  }, [])

  // When that dialog closes (say, after a successful submit), the notices move back to the page.
  useEffect(() => {
    if (!host) return
    const back = () => setHost(null)
    host.addEventListener('close', back)
    return () => host.removeEventListener('close', back)
  }, [host])

  /** Measures the notices (their heights do not depend on where they are) against what they must not cover. */
  const place = useCallback(() => {
    const region = list.current
    if (!region || region.children.length === 0) return
    const notices = [...region.children].map((child) => child.getBoundingClientRect())
    const left = Math.min(...notices.map((rect) => rect.left))
    const right = Math.max(...notices.map((rect) => rect.right))
    const height = (rects: DOMRect[]) =>
      rects.reduce((sum, rect) => sum + rect.height, 0) + GAP * (rects.length - 1)
    const viewport = window.innerHeight
    const guarded = [...(host ?? document).querySelectorAll<HTMLElement>(AVOID)]
      .map((element) => element.getBoundingClientRect())
      .filter(
        (rect) =>
          rect.width > 0 &&
          rect.bottom > 0 &&
          rect.top < viewport &&
          rect.left < right &&
          left < rect.right,
      )
    const free = (edge: Placement['edge'], h: number) => {
      const band =
        edge === 'bottom'
          ? { top: viewport - EDGE - h, bottom: viewport - EDGE }
          : { top: TOP, bottom: TOP + h }
      return !guarded.some((rect) => overlaps(band, rect))
    }
    const all = height(notices)
    const newest = height(notices.slice(-1))
    const next: Placement = free('bottom', all)
      ? DEFAULT
      : free('top', all)
        ? { edge: 'top', newestOnly: false, visible: true }
        : free('bottom', newest)
          ? { edge: 'bottom', newestOnly: true, visible: true }
          : free('top', newest)
            ? { edge: 'top', newestOnly: true, visible: true }
            : { edge: 'bottom', newestOnly: false, visible: false }
    setPlacement((current) =>
      current.edge === next.edge &&
      current.newestOnly === next.newestOnly &&
      current.visible === next.visible
        ? current
        : next,
    )
  }, [host])

  useLayoutEffect(() => {
    // Before the notices are painted, so none shows over what it must not cover even for a frame.
    if (items.length > 0) place()
  }, [items, place])

  useEffect(() => {
    if (items.length === 0) return
    let frame = 0
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    window.addEventListener('scroll', later, { passive: true, capture: true })
    window.addEventListener('resize', later)
    // The page changes under the notices too (a result appears, a form opens).
    const observer = new MutationObserver(later)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', later, { capture: true })
      window.removeEventListener('resize', later)
      observer.disconnect()
    }
  }, [items.length, place])

  const edge =
    placement.edge === 'bottom' ? 'bottom-4 flex-col justify-end' : 'top-20 flex-col-reverse'
  const region = (
    <div
      ref={list}
      aria-live="polite"
      role="status"
      className={`pointer-events-none fixed inset-x-0 z-50 flex items-center gap-2 px-4 sm:items-end ${edge}`}
    >
      {items.map((item, index) => (
        <div
          key={item.id}
          data-testid="toast"
          // Left out of sight (still announced, still measured) rather than over what it would cover.
          data-covered={
            !placement.visible || (placement.newestOnly && index < items.length - 1)
              ? ''
              : undefined
          }
          className={`pointer-events-auto w-full max-w-sm rounded-2xl border p-4 shadow-xl data-covered:pointer-events-none data-covered:opacity-0 ${
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
