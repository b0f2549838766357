'use client'

import { useEffect, useState } from 'react'

import { CLEAR_EVENT, TOAST_EVENT, type ToastMessage } from './toast'

type ToasterModule = typeof import('./Toaster.client')

/** What loads the notice area: a visitor's first touch, key or focus (before any form can be sent). */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * The page's notice area, loaded when it may be needed: most visitors only read, and its code
 * (placement around forms and dialogs) is then never downloaded. A notice said before it has
 * loaded is kept and shown as soon as it has.
 */
export function Toasts() {
  const [toaster, setToaster] = useState<ToasterModule | null>(null)
  const [early, setEarly] = useState<ToastMessage[]>([])

  useEffect(() => {
    if (toaster) return
    let failed = false
    const load = () => {
      remove()
      import('./Toaster.client').then(setToaster, (error: unknown) => {
        // A dropped connection: the next notice tries again.
        if (!failed) console.warn('The notice area could not be loaded', error)
        failed = true
      })
    }
    const onToast = (event: Event) => {
      setEarly((current) => [...current, (event as CustomEvent<ToastMessage>).detail])
      load()
    }
    const onClear = () => setEarly([])
    const remove = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, load, true)
    }
    for (const type of FIRST_USE) window.addEventListener(type, load, { capture: true, once: true })
    window.addEventListener(TOAST_EVENT, onToast)
    window.addEventListener(CLEAR_EVENT, onClear)
    return () => {
      remove()
      window.removeEventListener(TOAST_EVENT, onToast)
      window.removeEventListener(CLEAR_EVENT, onClear)
    }
  }, [toaster])

  return toaster ? <toaster.Toaster initial={early} /> : null
}
