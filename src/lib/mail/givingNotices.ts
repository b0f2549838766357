import { formatNaira } from '@/lib/format'

import { escapeHtml, oneLine } from './escape'

/**
 * What a monthly donor is told by e-mail besides receipts (issue #18): a month that could not be
 * charged (once per unpaid month), and the end of a gift when Paystack gave up on the card. Both
 * carry the donor's My giving link, where the card is changed.
 */
export type GivingNoticeKind = 'charge_failed' | 'lapsed'

type NoticeContext = {
  siteName: string
  siteUrl: string
  contactEmail: string | null
  givingLink: string
  donorName: string | null
  amount: number
}

export const givingNotice = (kind: GivingNoticeKind, context: NoticeContext) => {
  const { siteName, givingLink, contactEmail, donorName } = context
  const amount = formatNaira(context.amount)
  const greeting = donorName ? `Dear ${donorName},` : 'Dear friend,'
  const subject =
    kind === 'charge_failed'
      ? `${oneLine(siteName, 60)}: your monthly gift of ${amount} could not be charged`
      : `${oneLine(siteName, 60)}: your monthly gift of ${amount} has stopped`
  const body =
    kind === 'charge_failed'
      ? [
          `We tried to take this month's gift of ${amount} from your card, and the bank declined it.`,
          'Paystack will try again over the next few days. If your card has changed or expired, you can give it a new card on your My giving page:',
        ]
      : [
          `After several tries, your card could not be charged for your monthly gift of ${amount}, so the gift has stopped. Nothing more will be taken.`,
          'If you would like to keep giving, you can start a new monthly gift at any time. Your past gifts and receipts stay on your My giving page:',
        ]
  const contact = contactEmail
    ? `Questions? Reply to this e-mail or write to ${contactEmail}.`
    : 'Thank you for your generosity.'
  const text = [greeting, '', ...body, givingLink, '', contact, context.siteUrl].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(givingLink)}">Open My giving</a></p>
<p>${escapeHtml(contact)}</p>
<p><a href="${escapeHtml(context.siteUrl)}">${escapeHtml(siteName)}</a></p>
</body></html>`
  return { subject, text, html }
}
