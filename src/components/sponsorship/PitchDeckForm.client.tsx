'use client'

import { consentCopy } from '@/copy/consent'
import { useState } from 'react'

import { pitchDeckCopy } from '@/copy/sponsorship'
import { trackContentEngagement } from '@/lib/analytics/track'
import { pitchDeckAction } from '@/lib/forms/actions'
import { checkPitchDeck, HONEYPOT_FIELD } from '@/lib/forms/rules'
import { SENT } from '@/lib/forms/state'

import { TextField } from '../forms/formFields'
import { SentNotice } from '../forms/FormNotice'
import { texts, viaEndpoint } from '../forms/sendForm'
import { useIslandForm } from '../forms/useIslandForm'
import { PublicForm, type Words } from '../forms/usePublicForm'
import { failedWith } from '../forms/words'
import type { TakenOver } from '../ui/takenOver'
import { targets } from './targets'

const copy = pitchDeckCopy

const words: Words = {
  missing: { notice: copy.missing, labels: { full_name: copy.name, email: copy.email } },
  invalid: ({ fieldErrors }) =>
    fieldErrors.email
      ? copy.invalidEmail
      : { title: copy.failed.title, description: Object.values(fieldErrors)[0] },
  failed: failedWith(copy.failed),
}

/**
 * The pitch-deck request inside its modal: stored as a pending 'pitch_deck' request for the admins.
 * Without JavaScript the modal shows in place and the form posts to this page (pitchDeckAction).
 * Its notices are written in the modal only: a toast would sit behind it and linger after it.
 */
export function PitchDeckForm({ taken }: { taken?: TakenOver }) {
  // Once sent, the modal says so instead of offering the emptied form for a second request.
  const [sent, setSent] = useState(false)
  const form = useIslandForm({
    action: pitchDeckAction,
    permalink: `/sponsorship#${targets.pitchDeck}`,
    words,
    prefix: 'pitch',
    taken,
    send: viaEndpoint({
      check: (data) => checkPitchDeck(texts(data)),
      endpoint: '/api/forms/pitch-deck',
      body: (data) => {
        const { full_name, email, [HONEYPOT_FIELD]: honeypot = '' } = texts(data)
        return { full_name, email, [HONEYPOT_FIELD]: honeypot }
      },
      sent: () => {
        trackContentEngagement('pitch_deck', 'current_future_plans', 'requested')
        setSent(true)
      },
    }),
  })
  if (sent)
    return (
      <div role="status" data-testid="dialog-notice" className="text-left">
        <p className="font-semibold">{copy.success.title}</p>
        {copy.success.description ? (
          <p className="mt-1 text-sm text-ink-soft">{copy.success.description}</p>
        ) : null}
      </div>
    )
  return (
    <PublicForm
      form={form}
      purpose={consentCopy.purpose.pitchDeck}
      className="relative space-y-5 text-left"
      notice={{ testId: 'dialog-notice' }}
      submit={{ label: copy.submit, busy: copy.submitting }}
    >
      <SentNotice id={SENT.pitchDeck} notice={copy.success} />
      <p className="text-ink-soft">{copy.lead}</p>
      <TextField name="full_name" id="pitch-name" label={copy.name} required autoComplete="name" />
      <TextField name="email" label={copy.email} required type="email" autoComplete="email" />
    </PublicForm>
  )
}
