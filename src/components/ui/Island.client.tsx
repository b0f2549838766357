'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'

import type { TakenOver } from './takenOver'

/** React leaves the children of an element that sets this as they are when it hydrates it. */
const KEEP_SERVER_HTML = { __html: '' }

const takeOver = (root: HTMLElement): TakenOver => {
  const form = root.querySelector('form')
  const values: Record<string, string> = {}
  if (form)
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string') values[name] = value
  const files: Record<string, FileList> = {}
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]'))
    if (input.files?.length) files[input.name] = input.files
  const active = document.activeElement
  return {
    open: root.querySelector('dialog')?.open ?? false,
    values,
    files,
    focused:
      active && root.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined,
  }
}

/**
 * A part of the page (a form) whose HTML comes from the server but whose code the browser fetches
 * only once it is shown: its dialog opened, or scrolled into view. Until then React neither
 * hydrates nor changes the server's HTML, which reads and works without JavaScript; then the
 * component `load` fetches takes its place, with what was typed meanwhile (`TakenOver`); a form
 * sent meanwhile is held and then sent by the new code. A server's answer to a form sent before the scripts ran
 * stays as it is (its form sends as without script). A failed fetch is tried again the next time
 * it is shown; a form sent meanwhile then posts as without script. `server` runs on the server.
 *
 * Why not React.lazy in a Suspense boundary: React streams a boundary of more than 500 bytes that
 * comes after the page's first 12.8 KB separately, for a script to move into place, so a visitor
 * without JavaScript would never see it. The wrapper is `display: contents`: it adds no box.
 */
export function Island({
  server,
  load,
}: {
  server: () => ReactNode
  load: () => Promise<ComponentType<{ taken?: TakenOver }>>
}) {
  const root = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<{
    Component: ComponentType<{ taken?: TakenOver }>
    taken: TakenOver
  } | null>(null)
  const loading = useRef(false)
  const submitted = useRef(false)
  const native = useRef(false)

  /** Fetches the code once; a form sent meanwhile is sent again by it, or natively if it fails. */
  const loadNow = useCallback(() => {
    const element = root.current
    if (loading.current || !element) return
    loading.current = true
    load().then(
      (Component) => {
        // In one go: nothing typed between reading the server's form and replacing it is lost.
        flushSync(() => setLoaded({ Component, taken: takeOver(element) }))
        if (submitted.current) element.querySelector('form')?.requestSubmit()
      },
      (error: unknown) => {
        loading.current = false
        console.warn('A form could not be loaded; it is tried again when shown again', error)
        if (!submitted.current) return
        native.current = true
        element.querySelector('form')?.requestSubmit()
      },
    )
  }, [load])

  useEffect(() => {
    if (loaded || !root.current) return
    const shown = root.current.firstElementChild
    // Rendered in the browser (the page was reached by the router, not loaded): there is no server
    // HTML to show or keep, so the code is fetched at once, or a button opening it would open nothing.
    if (!shown) return void loadNow()
    if (shown.querySelector('[data-toast-avoid]')) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadNow()
    })
    observer.observe(shown)
    return () => observer.disconnect()
  }, [loaded, loadNow])

  // Sent before the code came: held until it has (a server's form would post the whole page).
  const hold = (event: React.FormEvent) => {
    if (loaded || native.current) return
    event.preventDefault()
    submitted.current = true
    loadNow()
  }

  if (typeof window === 'undefined') return <div className="contents">{server()}</div>
  if (loaded)
    return (
      <div ref={root} className="contents">
        <loaded.Component taken={loaded.taken} />
      </div>
    )
  return (
    <div
      ref={root}
      className="contents"
      onSubmit={hold}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  )
}
