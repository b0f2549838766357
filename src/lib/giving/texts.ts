import { formatNaira } from '@/lib/format'
import { fitSms } from '@/lib/messaging/gsm'

/**
 * A donor's texts (issue #33), beside their e-mails when they gave a phone: short, GSM-7
 * (₦ is not in it: 'NGN5,000', as Nigerian banks' alerts write it), no link (the e-mail has it).
 */

export const donationReceiptSms = (context: {
  siteName: string
  amount: number
  reference: string
}): string =>
  fitSms(
    { site: context.siteName, amount: formatNaira(context.amount), reference: context.reference },
    (v) =>
      `${v.site}: thank you! We received your gift of ${v.amount}, reference ${v.reference}. Your receipt is in your e-mail.`,
    ['site'],
  )

export const chargeFailedSms = (context: { siteName: string; amount: number }): string =>
  fitSms(
    { site: context.siteName, amount: formatNaira(context.amount) },
    (v) =>
      `${v.site}: your bank declined this month's gift of ${v.amount}. Paystack will try again. If your card has changed, please give a new one on My giving: see our e-mail.`,
    ['site'],
  )
