'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { sponsorshipCopy } from '@/copy/sponsorship'

import { toast } from '../ui/Toast.client'

const copy = sponsorshipCopy.realtime
/** public-site.md section 9: the donation notice lasts 5 seconds. */
const NOTICE_MS = 5000

/**
 * 'New Donation Received!' on every open sponsorship page when a donation completes anywhere
 * (Server-Sent Events from /api/donation-events), and the donor list refreshes. The browser's
 * EventSource reconnects by itself after a network drop.
 */
export function DonationNotices() {
  const router = useRouter()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/donation-events')
    // Marks the page as listening (tests wait for it before completing a donation elsewhere).
    source.addEventListener('open', () => document.documentElement.setAttribute('data-donation-events', 'open'))
    source.addEventListener('donation', (event) => {
      let donor: string | null = null
      try {
        donor = (JSON.parse((event as MessageEvent<string>).data) as { donor: string | null }).donor
      } catch {
        /* a notice without a name */
      }
      toast({ title: copy.title, description: copy.description(donor || copy.someone), durationMs: NOTICE_MS })
      router.refresh()
    })
    return () => {
      source.close()
      document.documentElement.removeAttribute('data-donation-events')
    }
  }, [router])
  return null
}
