import { formatDate } from '@/lib/dates'
import { escapeHtml, oneLine } from '@/lib/mail/escape'

/**
 * send-pitch-deck-email of back-office.md (to_email, requester_name, pitch_deck_url): the approved
 * requester's e-mail with the private download link. The name came from a visitor, so it is
 * escaped in the HTML; the product name comes from the site settings.
 */
export const pitchDeckEmail = ({
  requesterName,
  product,
  link,
  expiresAt,
}: {
  requesterName?: string | null
  product: string
  link: string
  expiresAt: Date
}) => {
  const name = requesterName?.trim()
  const greeting = name ? `Dear ${name},` : 'Hello,'
  const until = formatDate(expiresAt)
  const lines = [
    `Thank you for your interest in ${product}. Your request for our pitch deck has been approved.`,
    `The link below is for you alone and works until ${until}. Please do not forward it; anyone you would like to share the deck with can request it on our website.`,
  ]
  const subject = `Your ${oneLine(product, 60)} pitch deck`
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    `Download the pitch deck: ${link}`,
    '',
    `The ${product} team`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Download the pitch deck</a></p>
<p style="color:#52606d;font-size:13px">${escapeHtml(link)}</p>
<p>The ${escapeHtml(product)} team</p>
</body></html>`
  return { subject, text, html }
}
