'use server'

import { headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'

import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { getPayload } from '@/lib/payload/client'
import { hitRateLimit } from '@/lib/rateLimit'

import { startAgain } from './start'
import { verifyForVisitor } from './verifyForVisitor'

/** Paystack's reference alphabet, as every reference we issue. */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/

/** Why a retry could not start, told by the return page (a code, nothing personal). */
export type RetryRefusal = 'project' | 'limited' | 'error'

/**
 * The return page's 'Try again' (a POST, with or without JavaScript): asks Paystack once more
 * about the attempt, so one paid meanwhile is never charged twice, then starts a new payment with
 * its stored details and sends the donor to Paystack's page (303), or back to the return page.
 */
export async function retryPaymentAction(form: FormData): Promise<void> {
  const reference = form.get('reference')
  if (typeof reference !== 'string' || !REFERENCE.test(reference))
    redirect('/sponsorship?open=donate', RedirectType.push)
  const back = (refusal?: RetryRefusal): never =>
    redirect(
      `/sponsorship/payment?reference=${encodeURIComponent(reference)}${refusal ? `&retry=${refusal}` : ''}`,
      RedirectType.push,
    )
  const payload = await getPayload()
  const limit = await hitRateLimit(payload, 'payment', hashAddress(clientAddress(await headers())))
  if (!limit.allowed) back('limited')
  const checked = await verifyForVisitor(payload, reference)
  if (checked.outcome === 'rate_limited') back('limited')
  if (!['failed', 'mismatch', 'pending'].includes(checked.outcome)) back()
  const outcome = await startAgain(payload, reference)
  if (outcome.ok) redirect(outcome.payment.authorization_url, RedirectType.push)
  switch (outcome.code) {
    case 'settled':
      return back()
    case 'project_unavailable':
      return back('project')
    case 'rate_limited':
      return back('limited')
    default:
      return back('error')
  }
}
