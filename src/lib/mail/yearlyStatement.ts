import { statementsCopy } from '@/copy/statements'

import { escapeHtml, oneLine } from './escape'

const copy = statementsCopy.yearly

/** The January e-mail with a donor's statement of last year attached (issue #35). */
export const yearlyStatementEmail = ({
  siteName,
  contactEmail,
  donorName,
  year,
  total,
  gifts,
  givingLink,
}: {
  siteName: string
  contactEmail: string | null
  donorName: string | null
  year: number
  /** Formatted naira. */
  total: string
  gifts: number
  givingLink: string
}) => {
  const lines = [copy.greeting(donorName), copy.body(siteName, year, total, gifts), copy.link]
  const contact = contactEmail ? `Questions? Write to ${contactEmail}.` : null
  return {
    subject: oneLine(copy.subject(siteName, year), 120),
    text: [...lines, givingLink, ...(contact ? [contact] : [])].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(givingLink)}">${escapeHtml(copy.openLink)}</a></p>
${contact ? `<p>${escapeHtml(contact)}</p>` : ''}
</body></html>`,
  }
}
