'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { feesCopy } from '@/copy/fees'
import { donationFormCopy, paymentCopy } from '@/copy/sponsorship'
import { trackDonationFunnel } from '@/lib/analytics/track'
import { formatNaira } from '@/lib/format'
import { loadPaystackInline } from '@/lib/payments/paystackInline'
import { parseDonationAmount, type DonationInput } from '@/lib/payments/rules'

import { toast } from '../ui/toast'
import { OWN_DONATION_EVENT, rememberOwnDonation } from './DonationNotices.client'

const copy = paymentCopy

type Payment = {
  reference: string
  access_code: string
  authorization_url: string
  amount: number
  gift_amount?: number
  fees_covered?: number
  donation_id?: number
}
/** 'confirming': paid (or maybe paid) but not yet confirmed to us; never a second charge from there. */
type Phase = 'initializing' | 'ready' | 'processing' | 'confirming' | 'checking'
type Verified =
  { ok: true; status: 'completed' | 'failed' | 'pending'; reason: string | null } | { ok: false }

export type PaymentOutcome = { reference: string; amount: number }

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

const postJson = async (
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> => {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      json: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
    }
  } catch {
    return { status: 0, json: {} }
  }
}

const verify = async (reference: string): Promise<Verified> => {
  const { status, json } = await postJson('/api/payments/verify', { reference })
  const data = json.data as
    { status?: 'completed' | 'failed' | 'pending'; gateway_response?: string | null } | undefined
  if (status !== 200 || !data?.status) return { ok: false }
  return { ok: true, status: data.status, reason: data.gateway_response ?? null }
}

/**
 * 'Complete Payment': the server initializes the payment (amount, reference, access code) while
 * Paystack's script loads; 'Make Payment' opens Paystack's checkout on that transaction; what it
 * reports is checked with the server before anything is said to the donor. If the script cannot
 * load, the button takes the donor to Paystack's own page, which returns to /sponsorship/payment.
 */
export function PaymentStep({
  request,
  projectTitle,
  inlineScriptUrl,
  perMonth,
  onBack,
  onProjectUnavailable,
  onSucceeded,
}: {
  request: DonationInput
  projectTitle: string | null
  inlineScriptUrl: string
  /** Said after a monthly gift's amount ('every month'). */
  perMonth: string
  onBack: () => void
  onProjectUnavailable: () => void
  onSucceeded: (outcome: PaymentOutcome) => void
}) {
  const [phase, setPhase] = useState<Phase>('initializing')
  const [payment, setPayment] = useState<Payment | null>(null)
  const [scriptState, setScriptState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const started = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const confirmingPanel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Once per step, even when React runs effects twice in development.
    if (started.current) return
    started.current = true
    heading.current?.focus()
    loadPaystackInline(inlineScriptUrl).then(
      () => setScriptState('ready'),
      () => {
        setScriptState('failed')
        toast({ ...copy.loadFailed, variant: 'destructive' })
      },
    )
    void (async () => {
      const { status, json } = await postJson('/api/payments/initialize', request)
      const data = json.data as Payment | undefined
      if (status === 200 && data?.access_code) {
        // Its completion is then told to this page as the donor's own gift, not a stranger's.
        if (data.donation_id) rememberOwnDonation(data.donation_id)
        setPayment(data)
        setPhase('ready')
        return
      }
      if (status === 409) return onProjectUnavailable()
      const missing = status === 400 && typeof json.error === 'string'
      toast(
        missing
          ? {
              title: donationFormCopy.missing.title,
              description: json.error as string,
              variant: 'destructive',
            }
          : {
              title: copy.paymentError.title,
              description:
                (status === 429 && (json.error as string)) || copy.paymentError.description,
              variant: 'destructive',
            },
      )
      if (!missing)
        trackDonationFunnel('failed', {
          stage: 'initialize',
          amount: parseDonationAmount(request.amount),
        })
      onBack()
    })()
  }, [inlineScriptUrl, request, onBack, onProjectUnavailable])

  const settle = useCallback(
    async (reported: 'success' | 'cancel' | 'check', current: Payment) => {
      // After a reported success, Paystack may need a moment: ask a few times before giving up.
      let result = await verify(current.reference)
      for (
        let attempt = 1;
        reported === 'success' && result.ok && result.status === 'pending' && attempt <= 4;
        attempt++
      ) {
        await sleep(1000 * attempt)
        result = await verify(current.reference)
      }
      if (result.ok && result.status === 'completed') {
        trackDonationFunnel('completed', { amount: current.amount, reference: current.reference })
        toast(copy.paid)
        toast(copy.success)
        onSucceeded({ reference: current.reference, amount: current.amount })
      } else if (result.ok && result.status === 'failed') {
        trackDonationFunnel('failed', { amount: current.amount, reason: result.reason ?? 'failed' })
        toast({
          title: copy.failedTitle,
          description: result.reason || copy.failedReason,
          variant: 'destructive',
        })
        onBack()
      } else if (result.ok && reported === 'cancel') {
        toast(copy.cancelled)
        setPhase('ready')
      } else {
        // Not confirmed yet (or the check itself failed): the payment may be through, so the donor
        // is told it is being confirmed (the panel, not a red notice) and may check again, never
        // offered to pay a second time.
        setPhase('confirming')
      }
    },
    [onBack, onSucceeded],
  )

  const checkAgain = useCallback(() => {
    if (!payment) return
    setPhase('checking')
    void settle('check', payment)
  }, [payment, settle])

  useEffect(() => {
    // Paystack's window closed wherever the page was scrolled: bring the panel to the donor.
    if (phase !== 'confirming') return
    confirmingPanel.current?.scrollIntoView({ block: 'center' })
    confirmingPanel.current?.focus({ preventScroll: true })
  }, [phase])

  useEffect(() => {
    // The webhook completed this very donation while we wait: check it at once.
    if (phase !== 'confirming' || !payment?.donation_id) return
    const onOwn = (event: Event) => {
      if ((event as CustomEvent<number>).detail === payment.donation_id) checkAgain()
    }
    window.addEventListener(OWN_DONATION_EVENT, onOwn)
    return () => window.removeEventListener(OWN_DONATION_EVENT, onOwn)
  }, [phase, payment, checkAgain])

  const makePayment = async () => {
    if (!payment || phase !== 'ready') return toast({ ...copy.notReady, variant: 'destructive' })
    trackDonationFunnel('payment_started', { amount: payment.amount, reference: payment.reference })
    // Paystack's script did not load here: continue on Paystack's own page, which comes back to us.
    const hostedPage = () =>
      payment.authorization_url
        ? window.location.assign(payment.authorization_url)
        : toast({ ...copy.notReady, variant: 'destructive' })
    if (scriptState === 'failed') return hostedPage()
    setPhase('processing')
    let PaystackPop: Awaited<ReturnType<typeof loadPaystackInline>>
    try {
      // Still loading on a slow connection: wait for it rather than turn the donor away.
      PaystackPop = await loadPaystackInline(inlineScriptUrl)
    } catch {
      setPhase('ready')
      return hostedPage()
    }
    try {
      new PaystackPop().resumeTransaction(payment.access_code, {
        onSuccess: () => void settle('success', payment),
        onCancel: () => void settle('cancel', payment),
        onError: (error) => {
          toast({
            title: copy.paymentError.title,
            description: error?.message || copy.paymentError.description,
            variant: 'destructive',
          })
          setPhase('ready')
        },
      })
    } catch {
      toast({ ...copy.notReady, variant: 'destructive' })
      setPhase('ready')
    }
  }

  const amount = parseDonationAmount(request.amount)
  const confirming = phase === 'confirming' || phase === 'checking'
  return (
    <div
      className="space-y-5"
      aria-busy={phase === 'initializing' || phase === 'processing' || phase === 'checking'}
    >
      <div>
        <h3 ref={heading} tabIndex={-1} className="heading-display text-2xl focus:outline-none">
          {copy.title}
        </h3>
        <p className="mt-1 text-ink-soft">{copy.lead}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-line bg-surface p-4">
        <dt className="text-ink-soft">{copy.amount}</dt>
        <dd className="font-display text-xl font-bold text-accent">
          {payment?.fees_covered
            ? feesCopy.withFees(
                formatNaira(payment.gift_amount ?? amount),
                formatNaira(payment.fees_covered),
                formatNaira(payment.amount),
              )
            : formatNaira(amount)}
          {request.frequency === 'monthly' ? ` ${perMonth}` : null}
        </dd>
        <dt className="text-ink-soft">{copy.project}</dt>
        <dd className="font-medium">{projectTitle ?? copy.generalDonation}</dd>
        {payment ? (
          <>
            <dt className="text-ink-soft">{copy.reference}</dt>
            <dd className="font-mono text-sm break-all">{payment.reference}</dd>
          </>
        ) : null}
      </dl>
      {phase === 'initializing' ? (
        <p role="status" className="flex items-center gap-3 font-medium">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-accent border-t-transparent"
          />
          {copy.initializing}
        </p>
      ) : null}
      {confirming ? (
        <div
          ref={confirmingPanel}
          role="status"
          tabIndex={-1}
          data-toast-avoid
          className="rounded-2xl border border-line bg-surface p-4 focus:outline-none"
        >
          <p className="font-semibold">{copy.confirming.title}</p>
          <p className="mt-1 text-sm text-ink-soft">{copy.confirming.description}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row" data-toast-avoid>
        {phase === 'ready' || phase === 'processing' ? (
          <button
            type="button"
            className="btn-primary sm:flex-1"
            onClick={makePayment}
            disabled={phase === 'processing'}
          >
            {phase === 'processing' ? copy.processing : copy.makePayment}
          </button>
        ) : null}
        {confirming ? (
          <button
            type="button"
            className="btn-primary sm:flex-1"
            onClick={checkAgain}
            disabled={phase === 'checking'}
          >
            {phase === 'checking' ? copy.checking : copy.checkAgain}
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary"
            onClick={onBack}
            disabled={phase === 'processing'}
          >
            {copy.cancel}
          </button>
        )}
      </div>
    </div>
  )
}
