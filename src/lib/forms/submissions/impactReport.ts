import type { Payload } from 'payload'

import { DEFAULT_REPORT_PURPOSE } from '@collections/ImpactReportRequests'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { impactReportSchema, parseForm } from '@/lib/forms/schemas'
import { isBot } from '@/lib/http/publicEndpoint'
import type { FormOutcome } from '@/lib/http/responses'
import { storeRequest } from '@/lib/mail/notifyAdmins'

export const IMPACT_REPORT_FIELDS = [
  'requester_name',
  'requester_email',
  'organization',
  'purpose',
  HONEYPOT_FIELD,
] as const

const orNull = (value: string | undefined) => value?.trim() || null

/** Section 10's 'Impact Report' request, stored as a pending 'impact_report' request: its endpoint's and its action's core. */
export const submitImpactReport = async (payload: Payload, data: unknown): Promise<FormOutcome> => {
  const parsed = parseForm(impactReportSchema, data)
  if (!parsed.ok) return { ok: false, code: 'invalid', fieldErrors: parsed.fieldErrors }
  const limited = await limitPerEmail(payload, 'impact-report', parsed.data.requester_email)
  if (limited) return limited
  if (isBot((data as Record<string, unknown>)[HONEYPOT_FIELD])) return { ok: true }
  await storeRequest(payload, 'impact_report_request', {
    report_type: 'impact_report',
    requester_name: orNull(parsed.data.requester_name),
    requester_email: parsed.data.requester_email.trim(),
    organization: orNull(parsed.data.organization),
    purpose: orNull(parsed.data.purpose) ?? DEFAULT_REPORT_PURPOSE,
    status: 'pending',
  })
  return { ok: true }
}
