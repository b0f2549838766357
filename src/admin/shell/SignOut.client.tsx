'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useCallback, useEffect, useRef, useState } from 'react'

import { shellCopy } from '@/copy/shell'

import { LOGIN_PATH, SIGNED_OUT_PARAM } from './paths'

/**
 * Ends the session through Payload's logout endpoint (Payload's own logOut hides a failure), then
 * goes to the sign-in page, which says 'Signed out successfully'. A 4xx means no session is left.
 */
const useSignOut = () => {
  const { user } = useAuth()
  const collection: string = user?.collection ?? 'users'
  const router = useRouter()
  return useCallback(async (): Promise<boolean> => {
    try {
      const response = await fetch(`/api/${collection}/logout`, {
        method: 'POST',
        credentials: 'include',
      })
      if (response.status >= 500) throw new Error(String(response.status))
      // The sign-in page has its own root layout, so Next loads it as a new page.
      router.push(`${LOGIN_PATH}?${SIGNED_OUT_PARAM}=1`)
      return true
    } catch {
      toast.error(shellCopy.signOutFailed.title, {
        description: shellCopy.signOutFailed.description,
      })
      return false
    }
  }, [router, collection])
}

export function SignOutButton() {
  const signOut = useSignOut()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="fr-header__sign-out"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        if (!(await signOut())) setBusy(false)
      }}
    >
      {shellCopy.signOut}
    </button>
  )
}

/** Payload's /admin/logout page: signs out on opening, with a button to try again after a failure. */
export function SignOutOnOpen() {
  const signOut = useSignOut()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void signOut()
  }, [signOut])
  return <SignOutButton />
}
