'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { sponsorshipCopy } from '@/copy/sponsorship'

import { toast } from '../ui/Toast.client'

const copy = sponsorshipCopy.realtime
/** public-site.md section 9: the donation notice lasts 5 seconds. */
const NOTICE_MS = 5000

/** Reconnection after a failure: 5 s, doubling to 5 minutes, then no more after 8 failures in a row. */
const RETRY_FIRST_MS = 5000
const RETRY_MAX_MS = 5 * 60_000
const MAX_FAILURES = 8
/** A stream that stayed open this long was healthy: its failure starts the count again. */
const HEALTHY_MS = 60_000

/**
 * 'New Donation Received!' on every open sponsorship page when a donation completes anywhere
 * (Server-Sent Events from /api/donation-events), and the donor list refreshes. The notice is a
 * bonus: when the stream fails or is refused (429/503 when the server is full), the page reconnects
 * slower and slower, with jitter so a restart is not met by every page at once, then gives up quietly.
 */
export function DonationNotices() {
  const router = useRouter()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | null = null
    let failures = 0
    let openedAt = 0
    const connect = () => {
      retry = null
      source = new EventSource('/api/donation-events')
      source.addEventListener('open', () => {
        openedAt = Date.now()
        // Marks the page as listening (tests wait for it before completing a donation elsewhere).
        document.documentElement.setAttribute('data-donation-events', 'open')
      })
      source.addEventListener('donation', (event) => {
        let donor: string | null = null
        try {
          donor = (JSON.parse((event as MessageEvent<string>).data) as { donor: string | null })
            .donor
        } catch {
          /* a notice without a name */
        }
        toast({
          title: copy.title,
          description: copy.description(donor || copy.someone),
          durationMs: NOTICE_MS,
        })
        router.refresh()
      })
      source.addEventListener('error', () => {
        // We retry ourselves: the browser would retry a dropped stream every 5 s forever, and a refused one never.
        source?.close()
        source = null
        document.documentElement.removeAttribute('data-donation-events')
        if (openedAt && Date.now() - openedAt >= HEALTHY_MS) failures = 0
        openedAt = 0
        failures += 1
        if (failures > MAX_FAILURES) return
        const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1))
        retry = setTimeout(connect, delay * (0.5 + Math.random() / 2))
      })
    }
    connect()
    return () => {
      if (retry) clearTimeout(retry)
      source?.close()
      document.documentElement.removeAttribute('data-donation-events')
    }
  }, [router])
  return null
}
