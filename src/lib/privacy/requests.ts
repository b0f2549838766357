import type { Payload, PayloadRequest } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { myDataCopy } from '@/copy/dataRequests'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import {
  checkPhone,
  checkText,
  looksLikeEmail,
  MAX_LENGTH,
  type FieldErrors,
} from '@/lib/forms/rules'
import { queueAndRunSoon, runJobSoon } from '@/lib/jobs/runSoon'
import { escapeHtml, oneLine } from '@/lib/mail/escape'
import { queueMessage } from '@/lib/messaging/send'
import { normalisePhone, storedPhone } from '@/lib/phone'
import { hitRateLimit } from '@/lib/rateLimit'
import { siteUrl } from '@/lib/siteUrl'
import { correctRows } from '@/lib/db/privacy'
import { inTransaction } from '@/lib/workflows/asUser'
import { expire } from '@hooks/revalidate'

import { findPersonalRecords } from './export'
import { dataToken, dataUrl, type DataAccess } from './link'
import { PERSONAL_DATA } from './personalData'
import { subjectColumns, subjectWhere, type DataSubject } from './subject'

type Limited = { ok: false; code: 'limited'; retryAfterSeconds: number }
export type LinkRequestOutcome =
  { ok: true; by: 'email' | 'phone' } | { ok: false; code: 'invalid' | 'phone' } | Limited

const linkEmail = (siteName: string, link: string) => {
  const copy = myDataCopy.email
  const text = ['Hello,', '', copy.body, link, '', copy.warning, '', siteUrl()].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>Hello,</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}">Open My data</a></p>
<p>${escapeHtml(copy.warning)}</p>
<p><a href="${escapeHtml(siteUrl())}">${escapeHtml(siteName)}</a></p>
</body></html>`
  return { subject: copy.subject(oneLine(siteName, 60)), text, html }
}

/** A day's links for one person are one access request, so staff's list is not a pile of them. */
const ACCESS_REUSE_HOURS = 24

/** The person's access request of the last day, or a new one (answered at once by the link). */
const accessRequestFor = async (payload: Payload, subject: DataSubject, req?: PayloadRequest) => {
  const since = new Date(Date.now() - ACCESS_REUSE_HOURS * 3600_000).toISOString()
  const { docs } = await payload.find({
    collection: slugs.dataRequests,
    where: {
      and: [
        subjectWhere(subject),
        { kind: { equals: 'access' } },
        { received_at: { greater_than: since } },
      ],
    },
    sort: '-received_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) return docs[0]
  return payload.create({
    collection: slugs.dataRequests,
    data: {
      kind: 'access',
      ...subjectColumns(subject),
      received_at: new Date().toISOString(),
      status: 'completed',
      outcome:
        subject.kind === 'email'
          ? 'Answered at once: a private link to My data was e-mailed to the address.'
          : 'Answered at once: a private link to My data was sent by text message to the number.',
    },
    overrideAccess: true,
    req,
  })
}

/** Whether the data map holds anything for the person. */
const holdsAnything = async (payload: Payload, subject: DataSubject) =>
  [...(await findPersonalRecords(payload, subject)).values()].some((ids) => ids.length)

/**
 * 'Send me my link' on /my-data (issue #32): counted per client address and per e-mail or phone;
 * when anything is held for the person, the request is recorded (a data request of kind 'access',
 * answered by the link; one a day per person) and the signed link goes to that address by e-mail,
 * or to that number by text message, only. Held or not, the caller answers alike, so the form
 * tells nobody what we hold, and the link is never shown on the page.
 */
export const requestDataLink = async (
  payload: Payload,
  { email, phone, addressHash }: { email: string; phone?: string; addressHash: string },
): Promise<LinkRequestOutcome> => {
  const perAddress = await hitRateLimit(payload, 'data-link', addressHash)
  if (!perAddress.allowed)
    return { ok: false, code: 'limited', retryAfterSeconds: perAddress.retryAfterSeconds }
  const typed = email.trim()
  if (!typed && phone?.trim()) return requestDataLinkByPhone(payload, phone)
  if (!typed || typed.length > MAX_LENGTH.email || !looksLikeEmail(typed))
    return { ok: false, code: 'invalid' }
  const perEmail = await limitPerEmail(payload, 'data-link', typed)
  if (perEmail?.ok === false && perEmail.code === 'rate_limited')
    return { ok: false, code: 'limited', retryAfterSeconds: perEmail.retryAfterSeconds ?? 3600 }
  const subject: DataSubject = { kind: 'email', email: typed.toLowerCase() }
  if (!(await holdsAnything(payload, subject))) return { ok: true, by: 'email' }
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: false,
  })
  const request = await accessRequestFor(payload, subject)
  const message = linkEmail(
    settings.site_name || DEFAULT_SITE_NAME,
    dataUrl(dataToken({ id: request.id, subject })),
  )
  await queueAndRunSoon(payload, { task: 'send-email', input: { to: subject.email, ...message } })
  return { ok: true, by: 'email' }
}

/**
 * The same by phone, for a person who gave us no e-mail (issue #33): the number is read in E.164,
 * counted per number, and the link goes by one text message to that number only, through the
 * messages' own limits (a number that said STOP gets nothing). The text names no one.
 */
const requestDataLinkByPhone = async (
  payload: Payload,
  typed: string,
): Promise<LinkRequestOutcome> => {
  const phone = normalisePhone(typed)
  if (!phone) return { ok: false, code: 'phone' }
  // The same counter as a form's per-address one, keyed by the number (hashed).
  const perPhone = await limitPerEmail(payload, 'data-link-phone', phone)
  if (perPhone?.ok === false && perPhone.code === 'rate_limited')
    return { ok: false, code: 'limited', retryAfterSeconds: perPhone.retryAfterSeconds ?? 3600 }
  const subject: DataSubject = { kind: 'phone', phone }
  if (!(await holdsAnything(payload, subject))) return { ok: true, by: 'phone' }
  const jobId = await inTransaction(payload, async (req) => {
    const request = await accessRequestFor(payload, subject, req)
    const text = myDataCopy.sms(dataUrl(dataToken({ id: request.id, subject })))
    return (await queueMessage(payload, { channel: 'sms', to: phone, text }, req)).jobId
  })
  runJobSoon(payload, jobId)
  return { ok: true, by: 'phone' }
}

export type AskOutcome = { ok: true } | { ok: false; code: 'empty' } | Limited

const limitAsk = async (payload: Payload, access: DataAccess): Promise<Limited | null> => {
  const limit = await hitRateLimit(payload, 'data-request', `data-request:${access.requestId}`)
  return limit.allowed
    ? null
    : { ok: false, code: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
}

/**
 * 'Ask us to erase my data' from the signed page: an open erasure request for staff (Data
 * requests), once: asking again while one is open adds nothing.
 */
export const askForErasure = async (payload: Payload, access: DataAccess): Promise<AskOutcome> => {
  const limited = await limitAsk(payload, access)
  if (limited) return limited
  const { totalDocs } = await payload.count({
    collection: slugs.dataRequests,
    where: {
      and: [
        subjectWhere(access.subject),
        { kind: { equals: 'erasure' } },
        { status: { equals: 'open' } },
      ],
    },
    overrideAccess: true,
  })
  if (!totalDocs)
    await payload.create({
      collection: slugs.dataRequests,
      data: {
        kind: 'erasure',
        ...subjectColumns(access.subject),
        received_at: new Date().toISOString(),
        status: 'open',
        details: 'Asked from My data.',
      },
      overrideAccess: true,
    })
  return { ok: true }
}

export type CorrectOutcome = AskOutcome | { ok: false; code: 'name' | 'phone' }

/** Every change a correction makes is summed up by its one audit entry (hooks/audit.ts). */
const QUIET = { skipAudit: true }

/**
 * 'Correct my details' from the signed page (issue #32): the name and phone the person gave are
 * written at once, in one transaction, on every record the data map says holds them (only where
 * the record holds one: nothing is added); a verified driver's record is left for staff, who
 * checked it against the papers. The correction is recorded as a data request, completed (or
 * open for staff when a driver record waits), with what was changed, and one audit entry that
 * says how many records of which kinds, never the old values.
 */
export const askForCorrection = async (
  payload: Payload,
  access: DataAccess,
  { name, phone }: { name: string; phone: string },
): Promise<CorrectOutcome> => {
  const [newName, newPhone] = [name, phone].map((value) => value.replace(/\s+/g, ' ').trim())
  if (!newName && !newPhone) return { ok: false, code: 'empty' }
  const errors: FieldErrors = {}
  checkText(errors, 'name', newName, { required: false, max: MAX_LENGTH.name })
  if (errors.name) return { ok: false, code: 'name' }
  checkPhone(errors, 'phone', newPhone, false)
  if (errors.phone) return { ok: false, code: 'phone' }
  const limited = await limitAsk(payload, access)
  if (limited) return limited
  const asked = [newName ? `Name: ${newName}` : null, newPhone ? `Phone: ${newPhone}` : null]
    .filter(Boolean)
    .join('; ')
  const changed = await inTransaction(payload, async (req) => {
    const found = await findPersonalRecords(payload, access.subject, req)
    const counts: string[] = []
    const forStaff: string[] = []
    const slugsChanged: string[] = []
    for (const entry of PERSONAL_DATA) {
      const ids = found.get(entry.slug) ?? []
      if (!ids.length || !entry.correct) continue
      if ('staff' in entry.correct) {
        forStaff.push(`${entry.label} (${ids.length}): ${entry.correct.staff}`)
        continue
      }
      const values: Record<string, string> = {}
      if (newName && entry.correct.name) values[entry.correct.name] = newName
      // Stored in the international form, as the forms store it (issue #33).
      if (newPhone && entry.correct.phone) values[entry.correct.phone] = storedPhone(newPhone)
      const n = await correctRows(payload, req, entry.slug, ids, values)
      if (!n) continue
      counts.push(`${entry.label}: ${n} corrected`)
      slugsChanged.push(entry.slug)
    }
    const now = new Date().toISOString()
    const done = counts.length ? `${counts.join('; ')}.` : 'No record held a different value.'
    const request = await payload.create({
      collection: slugs.dataRequests,
      data: {
        kind: 'correction',
        ...subjectColumns(access.subject),
        received_at: now,
        status: forStaff.length ? 'open' : 'completed',
        details: `Asked from My data. ${asked}`,
        outcome: forStaff.length
          ? `Corrected at once: ${done} For staff to check: ${forStaff.join(' ')}`
          : `Corrected at once: ${done}`,
        completed_at: forStaff.length ? null : now,
      },
      overrideAccess: true,
      req,
      context: QUIET,
    })
    if (slugsChanged.length)
      await payload.db.create({
        collection: slugs.auditLog,
        data: {
          action: 'update',
          collection: slugs.dataRequests,
          document_id: String(request.id),
          summary: `Correction for data request #${request.id}: ${done}`,
          changed_fields: slugsChanged,
          changes: null,
          user: null,
          user_email: null,
          at: now,
          createdAt: now,
          updatedAt: now,
        },
        req,
      })
    return slugsChanged
  })
  for (const slug of changed) expire(slug)
  return { ok: true }
}
