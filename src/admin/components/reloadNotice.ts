'use client'

import { toast } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * A workflow button (WorkflowActions.tsx) says what the server did, then reloads the document so
 * its fields show the new state. The message rides over the reload in this tab's session storage
 * and shows again on the fresh page: on a slow phone the reload used to wipe it before staff (or a
 * fresh-clone CI run's test) could read it.
 */
const KEY = 'fr-notice-after-reload'

type Notice = { title: string; description?: string }

export const reloadWithNotice = (notice: Notice) => {
  toast.success(notice.title, { description: notice.description })
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(notice))
  } catch {
    // Storage refused (private mode): the message was still shown before the reload.
  }
  window.setTimeout(() => window.location.reload(), 800)
}

const takeNotice = (): Notice | null => {
  try {
    const kept = window.sessionStorage.getItem(KEY)
    window.sessionStorage.removeItem(KEY)
    const notice = kept ? (JSON.parse(kept) as Partial<Notice>) : null
    return typeof notice?.title === 'string' ? (notice as Notice) : null
  } catch {
    return null
  }
}

/** Mounted once in the admin's header: shows a message kept over a reload. */
export const useNoticeAfterReload = () => {
  useEffect(() => {
    const notice = takeNotice()
    if (!notice) return
    // After this commit's effects, so Payload's toaster has subscribed.
    const timer = window.setTimeout(() =>
      toast.success(notice.title, { description: notice.description }),
    )
    return () => window.clearTimeout(timer)
  }, [])
}
