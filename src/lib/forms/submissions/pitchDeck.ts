import type { Payload } from 'payload'

import { DEFAULT_PITCH_DECK_PURPOSE } from '@collections/ImpactReportRequests'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { parseForm, pitchDeckSchema } from '@/lib/forms/schemas'
import { isBot } from '@/lib/http/publicEndpoint'
import type { FormOutcome } from '@/lib/http/responses'
import { storeRequest } from '@/lib/mail/notifyAdmins'

export const PITCH_DECK_FIELDS = ['full_name', 'email', HONEYPOT_FIELD] as const

/** The 'Access {product} Pitch Deck' request, stored as a pending 'pitch_deck' request: its endpoint's and its action's core. */
export const submitPitchDeck = async (payload: Payload, data: unknown): Promise<FormOutcome> => {
  const parsed = parseForm(pitchDeckSchema, data)
  if (!parsed.ok) return { ok: false, code: 'invalid', fieldErrors: parsed.fieldErrors }
  const limited = await limitPerEmail(payload, 'pitch-deck', parsed.data.email)
  if (limited) return limited
  if (isBot((data as Record<string, unknown>)[HONEYPOT_FIELD])) return { ok: true }
  await storeRequest(payload, 'pitch_deck_request', {
    report_type: 'pitch_deck',
    requester_name: parsed.data.full_name.trim(),
    requester_email: parsed.data.email.trim(),
    purpose: DEFAULT_PITCH_DECK_PURPOSE,
    status: 'pending',
  })
  return { ok: true }
}
