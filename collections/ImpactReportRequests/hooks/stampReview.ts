import type { CollectionBeforeChangeHook } from 'payload'

import type { ImpactReportRequest } from '@/payload-types'

/**
 * A decision records who decided and when (shown as "Decided by/at"). Approving an impact-report
 * request sends the report (sent_at now: its e-mail is queued in the same transaction); rejecting
 * clears sent_at and the report sent. A pitch deck's sent_at is set by the send-pitch-deck job once
 * the e-mail has really left, so 'approved' with no sent_at reads as "queued, not sent yet".
 */
export const stampReview: CollectionBeforeChangeHook<ImpactReportRequest> = ({
  data,
  originalDoc,
  req,
}) => {
  if (!data.status || data.status === originalDoc?.status) return data
  const now = new Date().toISOString()
  const next = { ...data }
  const type = data.report_type ?? originalDoc?.report_type
  if (data.status === 'approved' && type !== 'pitch_deck') next.sent_at = now
  if (data.status === 'rejected') {
    next.sent_at = null
    next.report = null
  }
  if ((data.status === 'approved' || data.status === 'rejected') && req.user) {
    next.approved_by = req.user.id as number
    next.approved_at = now
  }
  return next
}
