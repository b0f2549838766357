'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useTransition } from 'react'

import { donorsCopy } from '@/copy/sponsorship'

const copy = donorsCopy
/** public-site.md section 9: the donor list refreshes every 2 minutes. */
const REFRESH_MS = 2 * 60 * 1000

/**
 * Re-reads the donor list from the server (the page's cache is expired whenever a donation changes).
 * Without JavaScript it is a GET form whose address carries when the list was rendered: an address
 * that differs from the page's own only by #donors is a jump within the page, not a new load.
 */
export function DonorsRefresh({ showAll, renderedAt }: { showAll: boolean; renderedAt: number }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const refresh = () => startTransition(() => router.refresh())

  useEffect(() => {
    // Only while the tab is visible, so a background tab costs no data.
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') startTransition(() => router.refresh())
    }, REFRESH_MS)
    // public-site.md: refetched on focus too, at most once a minute.
    let last = Date.now()
    const onFocus = () => {
      if (Date.now() - last < 60_000) return
      last = Date.now()
      startTransition(() => router.refresh())
    }
    window.addEventListener('focus', onFocus)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [router])

  return (
    <form
      method="get"
      action="/sponsorship#donors"
      onSubmit={(event) => {
        event.preventDefault()
        if (!pending) refresh()
      }}
      className="shrink-0"
    >
      {showAll ? <input type="hidden" name="donors" value="all" /> : null}
      <input type="hidden" name="refreshed" value={renderedAt} />
      <button
        type="submit"
        aria-disabled={pending || undefined}
        aria-label={pending ? copy.refreshing : copy.refresh}
        title={copy.refresh}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-accent transition hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-accent aria-disabled:opacity-60"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 ${pending ? 'animate-spin' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a9 9 0 1 1-2.64-6.36" />
          <path d="M21 3v6h-6" />
        </svg>
      </button>
    </form>
  )
}
