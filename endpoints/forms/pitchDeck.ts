import { DEFAULT_PITCH_DECK_PURPOSE } from '@collections/ImpactReportRequests'
import { slugs } from '@collections/slugs'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { parseForm, pitchDeckSchema } from '@/lib/forms/schemas'
import { isBot, publicEndpoint } from '@/lib/http/publicEndpoint'
import { invalid, okResponse } from '@/lib/http/responses'
import { notifyAdmins } from '@/lib/mail/notifyAdmins'

/** POST /api/forms/pitch-deck: the 'Access {product} Pitch Deck' modal. */
export const pitchDeckEndpoint = publicEndpoint({
  path: '/forms/pitch-deck',
  bucket: 'pitch-deck',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) => {
    const data = input.kind === 'json' ? input.data : null
    const parsed = parseForm(pitchDeckSchema, data)
    if (!parsed.ok) return invalid(parsed.fieldErrors)
    if (isBot((data as Record<string, unknown>)[HONEYPOT_FIELD])) return okResponse({ ok: true })
    const request = await req.payload.create({
      collection: slugs.impactReportRequests,
      data: {
        report_type: 'pitch_deck',
        requester_name: parsed.data.full_name.trim(),
        requester_email: parsed.data.email.trim(),
        purpose: DEFAULT_PITCH_DECK_PURPOSE,
        status: 'pending',
      },
      overrideAccess: true,
    })
    await notifyAdmins(req.payload, 'pitch_deck_request', request)
    return okResponse({ ok: true })
  },
})
