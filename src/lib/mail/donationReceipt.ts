import type { Donation, Project } from '@/payload-types'
import { formatDate } from '@/lib/dates'
import { formatNaira } from '@/lib/format'

import { escapeHtml, oneLine } from './escape'

/** The donor's receipt: amount, date, reference and project (issue #5), every donor-typed value escaped. */
export const donationReceipt = (
  donation: Donation,
  { siteName, siteUrl }: { siteName: string; siteUrl: string },
) => {
  const project =
    typeof donation.project === 'object' && donation.project
      ? (donation.project as Project).title
      : null
  const name =
    donation.donor_type === 'organization'
      ? donation.contact_person || donation.organization_name
      : donation.donor_name
  const rows: [string, string][] = [
    ['Amount', formatNaira(donation.amount)],
    ['Date', formatDate(donation.completed_at ?? donation.createdAt)],
    ['Reference', donation.reference],
    ['Given to', project ?? 'General donation (where it is needed most)'],
    ...(donation.donor_type === 'organization' && donation.organization_name
      ? ([['On behalf of', donation.organization_name]] as [string, string][])
      : []),
  ]
  const subject = `${oneLine(siteName, 60)}: thank you for your donation of ${formatNaira(donation.amount)}`
  const greeting = name ? `Dear ${name},` : 'Dear friend,'
  const text = [
    greeting,
    '',
    `Thank you for your gift to ${siteName}. Your donation has been received; this e-mail is your receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Keep the reference for your records; quote it if you contact us about this gift.',
    siteUrl ? `\n${siteUrl}` : '',
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for your gift to ${escapeHtml(siteName)}. Your donation has been received; this e-mail is your receipt.</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p>Keep the reference for your records; quote it if you contact us about this gift.</p>
${siteUrl ? `<p><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteName)}</a></p>` : ''}
</body></html>`
  return { subject, text, html }
}
