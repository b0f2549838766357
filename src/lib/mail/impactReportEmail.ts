import { formatDate } from '@/lib/dates'

import { escapeHtml, oneLine } from './escape'

/**
 * The e-mail an approved impact-report request sends: the report's title and a private link to its
 * PDF, for the requester alone and for a limited time (the pitch deck's link, src/lib/pitchDecks/link.ts).
 * The name came from a visitor, so it is escaped in the HTML.
 */
export const impactReportEmail = ({
  requesterName,
  product,
  title,
  link,
  expiresAt,
}: {
  requesterName?: string | null
  product: string
  title: string
  link: string
  expiresAt: Date
}) => {
  const name = requesterName?.trim()
  const greeting = name ? `Dear ${name},` : 'Hello,'
  const lines = [
    `Thank you for your interest in ${product}. Your request for our impact report "${title}" has been approved.`,
    `The link below is for you alone and works until ${formatDate(expiresAt)}. Anyone you would like to share the report with can request it on our website.`,
  ]
  const subject = `Your ${oneLine(product, 60)} impact report`
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    `Download the report (PDF): ${link}`,
    '',
    `The ${product} team`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Download the report (PDF)</a></p>
<p style="color:#52606d;font-size:13px">${escapeHtml(link)}</p>
<p>The ${escapeHtml(product)} team</p>
</body></html>`
  return { subject, text, html }
}
