import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { myDataPaths } from '@/components/privacy/paths'
import { isRowId } from '@/lib/db/ids'
import { signatureMatches, signText } from '@/lib/signing'
import { siteUrl } from '@/lib/siteUrl'

import { subjectKey, subjectOf, type DataSubject } from './subject'

/**
 * The My data link (issue #32): it names the access request the person made (a data request of
 * kind 'access') and is signed with that request's e-mail address or phone number, so it opens
 * that person's data and nothing else, and neither appears in a URL. Form: `<request id>.<expiry, unix seconds>.<signature>`.
 */
const PURPOSE = 'my-data-link'
/** The link works for a day: it opens everything held about a person. */
const LINK_HOURS = 24
const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const signed = (requestId: number, expires: number, subject: DataSubject) =>
  `${requestId}:${expires}:${subjectKey(subject)}`

export const dataToken = (
  request: { id: number; subject: DataSubject },
  now = Date.now(),
): string => {
  const expires = Math.floor(now / 1000) + LINK_HOURS * 3600
  return `${request.id}.${expires}.${signText(PURPOSE, signed(request.id, expires, request.subject))}`
}

export const dataUrl = (token: string): string => `${siteUrl()}${myDataPaths(token).page}`

export type DataAccess = { subject: DataSubject; requestId: number; expiresAt: Date }

/** The person a token opens, or null for a malformed, tampered or expired one (each refused alike). */
export const openDataToken = async (
  payload: Payload,
  token: string,
  now = Date.now(),
): Promise<DataAccess | null> => {
  const match = TOKEN.exec(token)
  if (!match) return null
  const requestId = Number(match[1])
  const expires = Number(match[2])
  if (expires * 1000 <= now || !isRowId(requestId)) return null
  const request = await payload.findByID({
    collection: slugs.dataRequests,
    id: requestId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, phone: true, kind: true },
  })
  const subject = request && subjectOf(request)
  if (!subject || request.kind !== 'access') return null
  if (!signatureMatches(PURPOSE, signed(requestId, expires, subject), match[3])) return null
  return { subject, requestId, expiresAt: new Date(expires * 1000) }
}
