import type { Donation, Fund, Project } from '@/payload-types'
import { formatDate } from '@/lib/dates'
import { givenAt } from '@/lib/publicDonors'
import { formatNaira } from '@/lib/format'
import { feesCopy } from '@/copy/fees'

import { escapeHtml, oneLine } from './escape'

/**
 * The donor's receipt: amount, date, reference and project (issue #5), every donor-typed value
 * escaped, and the charity's contact address (it comes from no-reply; replies go to that address).
 */
export const donationReceipt = (
  donation: Donation,
  {
    siteName,
    siteUrl,
    contactEmail,
    givingLink = null,
  }: {
    siteName: string
    siteUrl: string
    contactEmail: string | null
    /** A month of a monthly gift: the donor's My giving page, where the gift is changed or stopped. */
    givingLink?: string | null
  },
) => {
  // A project's title, else a fund staff chose (an offline gift's Building, issue #35); the default fund reads as general.
  const fund =
    typeof donation.fund === 'object' && donation.fund && !(donation.fund as Fund).is_default
      ? (donation.fund as Fund).name
      : null
  const project =
    typeof donation.project === 'object' && donation.project
      ? (donation.project as Project).title
      : fund
  const name =
    donation.donor_type === 'organization'
      ? donation.contact_person || donation.organization_name
      : donation.donor_name
  const rows: [string, string][] = [
    ['Amount', formatNaira(donation.amount)],
    ...((donation.fees_covered ?? 0) > 0
      ? ([
          [
            feesCopy.receiptLabel,
            feesCopy.receiptLine(
              formatNaira(donation.fees_covered),
              formatNaira(donation.gift_amount ?? donation.amount - (donation.fees_covered ?? 0)),
            ),
          ],
        ] as [string, string][])
      : []),
    ['Date', formatDate(givenAt(donation))],
    ['Reference', donation.reference],
    ['Given to', project ?? 'General donation (where it is needed most)'],
    ...(donation.donor_type === 'organization' && donation.organization_name
      ? ([['On behalf of', donation.organization_name]] as [string, string][])
      : []),
  ]
  const subject = `${oneLine(siteName, 60)}: thank you for your donation of ${formatNaira(donation.amount)}`
  const greeting = name ? `Dear ${name},` : 'Dear friend,'
  const contact = contactEmail
    ? `Questions about this gift? Reply to this e-mail or write to ${contactEmail}, quoting the reference.`
    : 'Keep the reference for your records; quote it if you contact us about this gift.'
  const monthly = givingLink
    ? 'This is a month of your monthly gift. To see all your gifts, download receipts and your yearly statement, change the amount or the card, pause or cancel, open My giving:'
    : null
  const text = [
    greeting,
    '',
    `Thank you for your gift to ${siteName}. Your donation has been received; this e-mail is your receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(monthly && givingLink ? [monthly, givingLink, ''] : []),
    contact,
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
${
  monthly && givingLink
    ? `<p>${escapeHtml(monthly)}</p>
<p><a href="${escapeHtml(givingLink)}">Open My giving</a></p>
`
    : ''
}<p>${
    contactEmail
      ? `Questions about this gift? Reply to this e-mail or write to <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>, quoting the reference.`
      : escapeHtml(contact)
  }</p>
${siteUrl ? `<p><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteName)}</a></p>` : ''}
</body></html>`
  return { subject, text, html }
}
