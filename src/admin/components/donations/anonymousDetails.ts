'use client'

import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'fellowship-rides:donations:show-anonymous'
const EVENT = 'fellowship-rides:show-anonymous-changed'

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

const read = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

/** Whether the admin chose to see anonymous donors' details; hidden until turned on, remembered per browser. */
export const useShowAnonymous = (): [boolean, (show: boolean) => void] => {
  const show = useSyncExternalStore(subscribe, read, () => false)
  const set = (next: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next))
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    window.dispatchEvent(new Event(EVENT))
  }
  return [show, set]
}
