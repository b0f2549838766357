import { LOGO_MAX_BYTES } from '@collections/uploadLimits'
import { submitSponsorship } from '@/lib/forms/submissions/sponsorship'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { invalid, outcomeResponse } from '@/lib/http/responses'

/** POST /api/forms/sponsorship (multipart): the 'Impact Sponsorship Application' with its logo. */
export const sponsorshipEndpoint = publicEndpoint({
  path: '/forms/sponsorship',
  bucket: 'sponsorship',
  accepts: 'multipart',
  maxBytes: LOGO_MAX_BYTES + 64 * 1024,
  handle: async ({ req, input }) =>
    input.kind === 'multipart'
      ? outcomeResponse(await submitSponsorship(req.payload, input.form))
      : invalid({ form: 'Please send the form as multipart/form-data.' }),
})
