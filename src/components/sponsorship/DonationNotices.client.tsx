'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { realtimeCopy } from '@/copy/sponsorship'

import { toast } from '../ui/toast'

const copy = realtimeCopy

/** Dispatched (with the donation id) instead of the notice when the completed gift is this visitor's own. */
export const OWN_DONATION_EVENT = 'fr-own-donation'
const OWN_KEY = 'fr-own-donations'

const ownDonations = (): number[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(OWN_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'number') : []
  } catch {
    return []
  }
}

/** This tab started the donation: its completion is not announced back to the donor as a stranger's. */
export const rememberOwnDonation = (id: number) => {
  try {
    sessionStorage.setItem(OWN_KEY, JSON.stringify([...ownDonations().slice(-19), id]))
  } catch {
    // Private mode without storage: the notice may then name the donor to themselves.
  }
}

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
        let id: number | null = null
        try {
          ;({ donor, id } = JSON.parse((event as MessageEvent<string>).data) as {
            donor: string | null
            id: number | null
          })
        } catch {
          /* a notice without a name */
        }
        router.refresh()
        if (id !== null && ownDonations().includes(id)) {
          // The donor's own gift: their payment step says so in the first person.
          window.dispatchEvent(new CustomEvent(OWN_DONATION_EVENT, { detail: id }))
          return
        }
        toast({
          title: copy.title,
          description: copy.description(donor || copy.someone),
          durationMs: NOTICE_MS,
        })
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
