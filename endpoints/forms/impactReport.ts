import { submitImpactReport } from '@/lib/forms/submissions/impactReport'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { outcomeResponse } from '@/lib/http/responses'

/** POST /api/forms/impact-report: section 10 of /sponsorship, 'Impact Report'. */
export const impactReportEndpoint = publicEndpoint({
  path: '/forms/impact-report',
  bucket: 'impact-report',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) =>
    outcomeResponse(
      await submitImpactReport(req.payload, input.kind === 'json' ? input.data : null),
    ),
})
