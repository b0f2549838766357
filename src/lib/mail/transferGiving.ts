import { formatNaira } from '@/lib/format'

import { escapeHtml, oneLine } from './escape'

/**
 * The e-mail that gives a donor their transfer account (issue #35): the account is sent to the
 * address that asked for it, never shown on the page to whoever typed that address.
 */
export const transferAccountEmail = (context: {
  siteName: string
  siteUrl: string
  contactEmail: string | null
  givingLink: string
  donorName: string | null
  amount: number
  bankName: string
  accountNumber: string
  accountName: string
}) => {
  const amount = formatNaira(context.amount)
  const greeting = context.donorName ? `Dear ${context.donorName},` : 'Dear friend,'
  const intro = `Thank you for giving ${amount} a month by bank transfer. This account is yours alone: every transfer into it becomes your gift, with a receipt by e-mail.`
  const account = [
    `Bank: ${context.bankName}`,
    `Account number: ${context.accountNumber}`,
    `Account name: ${context.accountName}`,
  ]
  const standing =
    'Set up a monthly standing order to it in your banking app, or transfer whenever you wish. Your gifts, receipts and this account are on your My giving page:'
  const contact = context.contactEmail
    ? `Questions? Reply to this e-mail or write to ${context.contactEmail}.`
    : 'Thank you for your generosity.'
  const text = [
    greeting,
    '',
    intro,
    '',
    ...account,
    '',
    standing,
    context.givingLink,
    '',
    contact,
    context.siteUrl,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${account.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(standing)}</p>
<p><a href="${escapeHtml(context.givingLink)}">Open My giving</a></p>
<p>${escapeHtml(contact)}</p>
<p><a href="${escapeHtml(context.siteUrl)}">${escapeHtml(context.siteName)}</a></p>
</body></html>`
  return {
    subject: `${oneLine(context.siteName, 60)}: your account for giving by bank transfer`,
    text,
    html,
  }
}
