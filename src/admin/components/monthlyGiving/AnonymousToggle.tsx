'use client'

import { useRouter } from 'next/navigation'
import React, { useEffect, useEffectEvent, useTransition } from 'react'

import { useShowAnonymous } from '@/admin/components/donations/anonymousDetails'
import { anonymousDetailsCopy } from '@/lib/donations/labels'

type Props = {
  showAnonymous: boolean
  pagePath: string
  status: string
  page: number
  /** The page with details shown, and hidden (the server masks them, never the browser). */
  showHref: string
  hideHref: string
}

/**
 * The Monthly Giving page's 'Show/Hide Anonymous Details', as on Recent Donors: a plain GET form (it
 * works without JavaScript) whose choice is remembered with the donations list's, so the choice made
 * on either page holds on the other.
 */
export function AnonymousToggle({
  showAnonymous,
  pagePath,
  status,
  page,
  showHref,
  hideHref,
}: Props) {
  const router = useRouter()
  const [navigating, startTransition] = useTransition()
  const [remembered, remember] = useShowAnonymous()

  // An effect event, so it runs only when the remembered choice changes, not on every new page.
  const applyRemembered = useEffectEvent((showDetails: boolean) => {
    if (showDetails && !showAnonymous) startTransition(() => router.replace(showHref))
  })
  useEffect(() => {
    applyRemembered(remembered)
  }, [remembered])

  const toggle = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    remember(!showAnonymous)
    startTransition(() => router.push(showAnonymous ? hideHref : showHref))
  }
  return (
    <form method="get" action={pagePath} onSubmit={toggle} aria-busy={navigating}>
      {status !== 'active' ? <input type="hidden" name="status" value={status} /> : null}
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      {showAnonymous ? null : <input type="hidden" name="anonymous" value="1" />}
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small fr-flush"
        aria-pressed={showAnonymous}
      >
        {showAnonymous ? anonymousDetailsCopy.hide : anonymousDetailsCopy.show}
      </button>
    </form>
  )
}
