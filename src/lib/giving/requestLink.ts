import type { Payload } from 'payload'

import { globalSlugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { latestCompletedDonation } from '@/lib/db/giving'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { looksLikeEmail, MAX_LENGTH } from '@/lib/forms/rules'
import { queueAndRunSoon } from '@/lib/jobs/runSoon'
import { escapeHtml, oneLine } from '@/lib/mail/escape'
import { hitRateLimit } from '@/lib/rateLimit'
import { siteUrl } from '@/lib/siteUrl'

import { givingToken, givingUrl, REQUESTED_LINK_DAYS } from './link'

/**
 * 'Send me my link' (issue #18): a donor who lost the link from a receipt asks for a new one by
 * e-mail address. Only that address's mailbox receives it, and the answer on screen is the same
 * whether or not we know the address, so the form tells nobody who has given.
 */
type LinkRequestOutcome =
  | { ok: true }
  | { ok: false; code: 'invalid' }
  | { ok: false; code: 'limited'; retryAfterSeconds: number }

const linkEmail = ({
  siteName,
  link,
  contactEmail,
}: {
  siteName: string
  link: string
  contactEmail: string | null
}) => {
  const subject = `${oneLine(siteName, 60)}: your link to My giving`
  const lines = [
    'You asked for a link to My giving, where you can see your gifts, download receipts and yearly statements, and change or stop a monthly gift:',
    `The link works for 24 hours and only for you: please do not forward this e-mail. If you did not ask for it, you can ignore it; nothing has changed.`,
  ]
  const contact = contactEmail ? `Questions? Reply to this e-mail or write to ${contactEmail}.` : ''
  const text = [
    'Hello,',
    '',
    lines[0],
    link,
    '',
    lines[1],
    '',
    ...(contact ? [contact] : []),
    siteUrl(),
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>Hello,</p>
<p>${escapeHtml(lines[0])}</p>
<p><a href="${escapeHtml(link)}">Open My giving</a></p>
<p>${escapeHtml(lines[1])}</p>
${contact ? `<p>${escapeHtml(contact)}</p>\n` : ''}<p><a href="${escapeHtml(siteUrl())}">${escapeHtml(siteName)}</a></p>
</body></html>`
  return { subject, text, html }
}

/**
 * Counts the request against the client address and the e-mail address, then, when that address
 * has a completed donation, queues one e-mail with a fresh link (REQUESTED_LINK_DAYS) to the
 * address the donation holds. Known or not, the caller answers alike.
 */
export const requestGivingLink = async (
  payload: Payload,
  { email, addressHash }: { email: string; addressHash: string },
): Promise<LinkRequestOutcome> => {
  const perAddress = await hitRateLimit(payload, 'giving-link', addressHash)
  if (!perAddress.allowed)
    return { ok: false, code: 'limited', retryAfterSeconds: perAddress.retryAfterSeconds }
  const typed = email.trim()
  if (!typed || typed.length > MAX_LENGTH.email || !looksLikeEmail(typed))
    return { ok: false, code: 'invalid' }
  // Counted for every address, known or not, so a refusal says nothing about who has given.
  const perEmail = await limitPerEmail(payload, 'giving-link', typed)
  if (perEmail?.ok === false && perEmail.code === 'rate_limited')
    return { ok: false, code: 'limited', retryAfterSeconds: perEmail.retryAfterSeconds }
  const donation = await latestCompletedDonation(payload, typed)
  if (!donation) return { ok: true }
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: false,
  })
  const message = linkEmail({
    siteName: settings.site_name || DEFAULT_SITE_NAME,
    contactEmail: settings.contact_email || null,
    link: givingUrl(givingToken(donation, { days: REQUESTED_LINK_DAYS })),
  })
  await queueAndRunSoon(payload, {
    task: 'send-email',
    input: { to: donation.donor_email, ...message },
  })
  return { ok: true }
}
