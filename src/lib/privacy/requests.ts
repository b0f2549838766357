import type { Payload } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { myDataCopy } from '@/copy/dataRequests'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { looksLikeEmail, MAX_LENGTH } from '@/lib/forms/rules'
import { queueAndRunSoon } from '@/lib/jobs/runSoon'
import { escapeHtml, oneLine } from '@/lib/mail/escape'
import { hitRateLimit } from '@/lib/rateLimit'
import { siteUrl } from '@/lib/siteUrl'

import { findPersonalRecords } from './export'
import { dataToken, dataUrl, type DataAccess } from './link'

type Limited = { ok: false; code: 'limited'; retryAfterSeconds: number }
export type LinkRequestOutcome = { ok: true } | { ok: false; code: 'invalid' } | Limited

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

/**
 * 'Send me my link' on /my-data (issue #32): counted per client address and per e-mail; when
 * anything is held for the address, the request is recorded (a data request of kind 'access',
 * answered by the link) and one e-mail with the signed link goes to that address only. Held or
 * not, the caller answers alike, so the form tells nobody what we hold.
 */
export const requestDataLink = async (
  payload: Payload,
  { email, addressHash }: { email: string; addressHash: string },
): Promise<LinkRequestOutcome> => {
  const perAddress = await hitRateLimit(payload, 'data-link', addressHash)
  if (!perAddress.allowed)
    return { ok: false, code: 'limited', retryAfterSeconds: perAddress.retryAfterSeconds }
  const typed = email.trim()
  if (!typed || typed.length > MAX_LENGTH.email || !looksLikeEmail(typed))
    return { ok: false, code: 'invalid' }
  const perEmail = await limitPerEmail(payload, 'data-link', typed)
  if (perEmail?.ok === false && perEmail.code === 'rate_limited')
    return { ok: false, code: 'limited', retryAfterSeconds: perEmail.retryAfterSeconds ?? 3600 }
  const found = await findPersonalRecords(payload, typed)
  if (![...found.values()].some((ids) => ids.length)) return { ok: true }
  const now = new Date().toISOString()
  const request = await payload.create({
    collection: slugs.dataRequests,
    data: {
      kind: 'access',
      email: typed.toLowerCase(),
      received_at: now,
      status: 'completed',
      outcome: 'Answered at once: a private link to My data was e-mailed to the address.',
    },
    overrideAccess: true,
  })
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: false,
  })
  const message = linkEmail(
    settings.site_name || DEFAULT_SITE_NAME,
    dataUrl(dataToken({ id: request.id, email: request.email })),
  )
  await queueAndRunSoon(payload, { task: 'send-email', input: { to: request.email, ...message } })
  return { ok: true }
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
        { email: { equals: access.email } },
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
        email: access.email,
        received_at: new Date().toISOString(),
        status: 'open',
        details: 'Asked from My data.',
      },
      overrideAccess: true,
    })
  return { ok: true }
}

const CORRECTION_MAX = 120

/** 'Correct my details': a correction request for staff, with the name and phone the person gave. */
export const askForCorrection = async (
  payload: Payload,
  access: DataAccess,
  { name, phone }: { name: string; phone: string },
): Promise<AskOutcome> => {
  const [newName, newPhone] = [name, phone].map((value) =>
    value.replace(/\s+/g, ' ').trim().slice(0, CORRECTION_MAX),
  )
  if (!newName && !newPhone) return { ok: false, code: 'empty' }
  const limited = await limitAsk(payload, access)
  if (limited) return limited
  const details = [
    newName ? `Name: ${newName}` : null,
    newPhone ? `Phone: ${newPhone}` : null,
  ].filter(Boolean)
  await payload.create({
    collection: slugs.dataRequests,
    data: {
      kind: 'correction',
      email: access.email,
      received_at: new Date().toISOString(),
      status: 'open',
      details: `Asked from My data. ${details.join('; ')}`,
    },
    overrideAccess: true,
  })
  return { ok: true }
}
