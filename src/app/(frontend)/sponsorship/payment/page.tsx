import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'

import { sponsorshipCopy } from '@/copy/sponsorship'
import { getPayload } from '@/lib/payload/client'
import { retryPaymentAction, type RetryRefusal } from '@/lib/payments/retryAction'
import { verifyForVisitor } from '@/lib/payments/verifyForVisitor'

const copy = sponsorshipCopy.payment

export const metadata: Metadata = { title: copy.title, robots: { index: false } }

/**
 * Where Paystack's own payment page sends the donor back (used when its inline script could not
 * load): the server verifies the reference with Paystack before saying anything.
 */
export default async function PaymentReturnPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  const raw = params.reference ?? params.trxref
  const reference = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const valid = /^[A-Za-z0-9.=-]{1,100}$/.test(reference)
  const result = valid ? await verifyForVisitor(await getPayload(), reference) : null
  const outcome = result?.outcome
  const completed = outcome === 'completed' || outcome === 'already_completed'
  const failed = outcome === 'failed' || outcome === 'mismatch'
  const pending = outcome === 'pending'
  // Paystack could not be asked (or was asked too often): the payment may be through, so the donor
  // may check again, and is not offered a second payment.
  const confirming = valid && !completed && !failed && !pending && outcome !== 'unknown'
  const gatewayResponse = result && 'gatewayResponse' in result ? result.gatewayResponse : null
  // A cancelled or declined attempt may be tried again with its stored details (a POST).
  const retry = valid && (failed || pending)
  const retryParam = Array.isArray(params.retry) ? params.retry[0] : params.retry
  const refusals: Record<RetryRefusal, { title: string; description: string }> = {
    project: sponsorshipCopy.donationForm.projectReset,
    limited: copy.retryLimited,
    error: copy.paymentError,
  }
  const refusal =
    retry && retryParam && retryParam in refusals ? refusals[retryParam as RetryRefusal] : null

  const [title, text] = completed
    ? [copy.success.title, copy.success.description]
    : failed
      ? [copy.failedTitle, gatewayResponse || copy.failedReason]
      : pending
        ? [copy.cancelled.title, copy.cancelled.description]
        : confirming
          ? [copy.confirming.title, copy.confirming.description]
          : [copy.failedTitle, copy.failedReason]

  return (
    <div className="container-page py-16">
      <div
        className="card mx-auto max-w-xl space-y-4 p-6 text-center sm:p-10"
        role={completed || confirming ? 'status' : 'alert'}
      >
        <h1 className="heading-display text-3xl">{title}</h1>
        <p className="text-ink-soft">{text}</p>
        {valid ? (
          <p className="text-sm text-ink-soft">
            {copy.reference}: <span className="font-mono break-all">{reference}</span>
          </p>
        ) : null}
        {refusal ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-300 bg-red-50 p-4 text-left text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{refusal.title}</p>
            <p className="mt-1 text-sm">{refusal.description}</p>
          </div>
        ) : null}
        <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row sm:flex-wrap">
          {confirming ? (
            <Link
              href={`/sponsorship/payment?reference=${encodeURIComponent(reference)}`}
              className="btn-primary"
            >
              {copy.checkAgain}
            </Link>
          ) : null}
          {retry ? (
            <form action={retryPaymentAction}>
              <input type="hidden" name="reference" value={reference} />
              <button type="submit" className="btn-primary w-full">
                {copy.tryAgain}
              </button>
            </form>
          ) : null}
          {!completed && !confirming ? (
            <Link
              href="/sponsorship?open=donate"
              className={retry ? 'btn-secondary' : 'btn-primary'}
            >
              {copy.giveAgain}
            </Link>
          ) : null}
          <Link href="/sponsorship" className="btn-secondary">
            {copy.back}
          </Link>
        </div>
      </div>
    </div>
  )
}
