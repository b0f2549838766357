import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import type { ImpactReportRequest, PitchDeck, User } from '@/payload-types'
import { formatDateTime } from '@/lib/dates'
import { countPitchDeckRequests } from '@/lib/db/pitchDecks'

/** The Pitch Deck Requests page's data (back-office.md section 2, and section 7's select). */
export type PitchDeckStatus = ImpactReportRequest['status']

export type PitchDeckRow = {
  id: number
  name: string
  email: string
  organization: string | null
  purpose: string | null
  status: PitchDeckStatus
  requestedAt: string
  decidedBy: string | null
  decidedAt: string | null
  /** Approved requests only: when the requester's e-mail left, or null while it is queued. */
  sentAt: string | null
  file: { name: string; url: string; size: number | null } | null
}

export const PAGE_SIZE = 25

/** Pending, approved and rejected pitch-deck requests (the page's three counts). */
export const pitchDeckCounts = countPitchDeckRequests

const personName = (user: ImpactReportRequest['approved_by']): string | null => {
  if (!user || typeof user !== 'object') return null
  const { full_name, email } = user as User
  return full_name?.trim() || email
}

const deckOf = (file: ImpactReportRequest['pitch_deck_file']): PitchDeckRow['file'] => {
  if (!file || typeof file !== 'object') return null
  const deck = file as PitchDeck
  return deck.url
    ? { name: deck.filename ?? 'pitch deck', url: deck.url, size: deck.filesize ?? null }
    : null
}

/** A request as the page shows it: only what the table and the dialog need leaves the server. */
const toRow = (request: ImpactReportRequest): PitchDeckRow => ({
  id: request.id,
  name: request.requester_name?.trim() || '',
  email: request.requester_email,
  organization: request.organization ?? null,
  purpose: request.purpose ?? null,
  status: request.status,
  requestedAt: formatDateTime(request.createdAt),
  decidedBy: request.status === 'pending' ? null : personName(request.approved_by),
  decidedAt: request.status === 'pending' ? null : formatDateTime(request.approved_at) || null,
  sentAt: request.status === 'approved' ? formatDateTime(request.sent_at) || null : null,
  file: deckOf(request.pitch_deck_file),
})

/** Pitch-deck requests newest first, all pending ones or one page of every status. */
export const pitchDeckRequests = async (
  payload: Payload,
  {
    status,
    page = 1,
    limit = PAGE_SIZE,
  }: { status?: PitchDeckStatus; page?: number; limit?: number } = {},
) => {
  const result = await payload.find({
    collection: slugs.impactReportRequests,
    where: {
      and: [
        { report_type: { equals: 'pitch_deck' } },
        ...(status ? [{ status: { equals: status } }] : []),
      ],
    },
    sort: '-createdAt',
    depth: 1,
    populate: {
      users: { full_name: true, email: true },
      [slugs.pitchDecks]: { filename: true, url: true, filesize: true },
    },
    page,
    limit,
    overrideAccess: true,
  })
  return {
    rows: result.docs.map(toRow),
    page: result.page ?? 1,
    pages: Math.max(1, result.totalPages),
    total: result.totalDocs,
  }
}
