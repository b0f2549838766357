import { DEFAULT_REPORT_PURPOSE } from '@collections/ImpactReportRequests'
import { slugs } from '@collections/slugs'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { impactReportSchema, parseForm } from '@/lib/forms/schemas'
import { isBot, publicEndpoint } from '@/lib/http/publicEndpoint'
import { invalid, okResponse } from '@/lib/http/responses'
import { notifyAdmins } from '@/lib/mail/notifyAdmins'

const orNull = (value: string | undefined) => value?.trim() || null

/** POST /api/forms/impact-report: section 10 of /sponsorship, 'Impact Report'. */
export const impactReportEndpoint = publicEndpoint({
  path: '/forms/impact-report',
  bucket: 'impact-report',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) => {
    const data = input.kind === 'json' ? input.data : null
    const parsed = parseForm(impactReportSchema, data)
    if (!parsed.ok) return invalid(parsed.fieldErrors)
    if (isBot((data as Record<string, unknown>)[HONEYPOT_FIELD])) return okResponse({ ok: true })
    const request = await req.payload.create({
      collection: slugs.impactReportRequests,
      data: {
        report_type: 'impact_report',
        requester_name: orNull(parsed.data.requester_name),
        requester_email: parsed.data.requester_email.trim(),
        organization: orNull(parsed.data.organization),
        purpose: orNull(parsed.data.purpose) ?? DEFAULT_REPORT_PURPOSE,
        status: 'pending',
      },
      overrideAccess: true,
    })
    await notifyAdmins(req.payload, 'impact_report_request', request)
    return okResponse({ ok: true })
  },
})
