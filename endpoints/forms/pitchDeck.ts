import { submitPitchDeck } from '@/lib/forms/submissions/pitchDeck'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { outcomeResponse } from '@/lib/http/responses'

/** POST /api/forms/pitch-deck: the 'Access {product} Pitch Deck' modal. */
export const pitchDeckEndpoint = publicEndpoint({
  path: '/forms/pitch-deck',
  bucket: 'pitch-deck',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) =>
    outcomeResponse(await submitPitchDeck(req.payload, input.kind === 'json' ? input.data : null)),
})
