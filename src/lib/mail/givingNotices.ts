import { formatNaira } from '@/lib/format'

import { escapeHtml, oneLine } from './escape'

/**
 * What a monthly donor is told by e-mail besides receipts (issue #18): a month that could not be
 * charged (once per unpaid month), and the end of a gift when Paystack gave up on the card; and
 * (issue #29) each change they make on My giving: a pause, a resume, a cancel, a new amount. Each
 * carries the donor's My giving link, where the card is changed.
 */
export type GivingNoticeKind =
  'charge_failed' | 'lapsed' | 'paused' | 'resumed' | 'cancelled' | 'amount_changed'

type NoticeContext = {
  siteName: string
  siteUrl: string
  contactEmail: string | null
  givingLink: string
  donorName: string | null
  amount: number
}

const WORDS: Record<GivingNoticeKind, (amount: string) => { subject: string; body: string[] }> = {
  charge_failed: (amount) => ({
    subject: `your monthly gift of ${amount} could not be charged`,
    body: [
      `We tried to take this month's gift of ${amount} from your card, and the bank declined it.`,
      'Paystack will try again over the next few days. If your card has changed or expired, you can give it a new card on your My giving page:',
    ],
  }),
  lapsed: (amount) => ({
    subject: `your monthly gift of ${amount} has stopped`,
    body: [
      `After several tries, your card could not be charged for your monthly gift of ${amount}, so the gift has stopped. Nothing more will be taken.`,
      'If you would like to keep giving, you can start a new monthly gift at any time. Your past gifts and receipts stay on your My giving page:',
    ],
  }),
  paused: (amount) => ({
    subject: `your monthly gift of ${amount} is paused`,
    body: [
      `As you asked, your monthly gift of ${amount} is paused. Nothing will be charged until you resume it.`,
      'You can resume, change or cancel it on your My giving page:',
    ],
  }),
  resumed: (amount) => ({
    subject: `your monthly gift of ${amount} is running again`,
    body: [
      `As you asked, your monthly gift of ${amount} is running again, charged to your card each month.`,
      'You can pause, change or cancel it on your My giving page:',
    ],
  }),
  cancelled: (amount) => ({
    subject: `your monthly gift of ${amount} is cancelled`,
    body: [
      `As you asked, your monthly gift of ${amount} is cancelled. Nothing more will be taken. Thank you for giving.`,
      'Your past gifts and receipts stay on your My giving page:',
    ],
  }),
  amount_changed: (amount) => ({
    subject: `your monthly gift is now ${amount}`,
    body: [
      `As you asked, your monthly gift is now ${amount}, from the next charge on.`,
      'You can change, pause or cancel it on your My giving page:',
    ],
  }),
}

export const givingNotice = (kind: GivingNoticeKind, context: NoticeContext) => {
  const { siteName, givingLink, contactEmail, donorName } = context
  const amount = formatNaira(context.amount)
  const greeting = donorName ? `Dear ${donorName},` : 'Dear friend,'
  const { subject, body } = WORDS[kind](amount)
  const contact = contactEmail
    ? `Questions? Reply to this e-mail or write to ${contactEmail}.`
    : 'Thank you for your generosity.'
  const text = [greeting, '', ...body, givingLink, '', contact, context.siteUrl].join('\n')
  const fullSubject = `${oneLine(siteName, 60)}: ${subject}`
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(givingLink)}">Open My giving</a></p>
<p>${escapeHtml(contact)}</p>
<p><a href="${escapeHtml(context.siteUrl)}">${escapeHtml(siteName)}</a></p>
</body></html>`
  return { subject: fullSubject, text, html }
}
