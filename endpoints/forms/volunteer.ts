import { RESUME_MAX_BYTES } from '@collections/uploadLimits'
import { submitVolunteer } from '@/lib/forms/submissions/volunteer'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { invalid, outcomeResponse } from '@/lib/http/responses'

/** POST /api/forms/volunteer (multipart): the Volunteer Application dialog, with an optional resume. */
export const volunteerEndpoint = publicEndpoint({
  path: '/forms/volunteer',
  bucket: 'volunteer',
  accepts: 'multipart',
  maxBytes: RESUME_MAX_BYTES + 64 * 1024,
  handle: async ({ req, input }) =>
    input.kind === 'multipart'
      ? outcomeResponse(await submitVolunteer(req.payload, input.form))
      : invalid({ form: 'Please send the form as multipart/form-data.' }),
})
