import type { CollectionBeforeChangeHook } from 'payload'

import type { ImpactReportRequest } from '@/payload-types'

/**
 * A decision records who decided and when (shown as "Decided by/at"). Rejecting clears sent_at and
 * the report sent. sent_at is set only by the e-mail jobs (send-impact-report, send-pitch-deck)
 * once the mail server took the message, so 'approved' with no sent_at reads as "queued, not sent yet".
 */
export const stampReview: CollectionBeforeChangeHook<ImpactReportRequest> = ({
  data,
  originalDoc,
  req,
}) => {
  if (!data.status || data.status === originalDoc?.status) return data
  const next = { ...data }
  if (data.status === 'rejected') {
    next.sent_at = null
    next.report = null
  }
  if ((data.status === 'approved' || data.status === 'rejected') && req.user) {
    next.approved_by = req.user.id as number
    next.approved_at = new Date().toISOString()
  }
  return next
}
