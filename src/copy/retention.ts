/**
 * The data-retention job's words (src/lib/retention/purge.ts): its settings' labels and the audit
 * entry staff read in the back office's Audit trail, counts only, never whose records went.
 */

/** The audit trail's Section of the job's entries: no collection of its own. */
export const RETENTION_SECTION = 'data-retention'

export const RETENTION_KINDS = {
  bookings: { one: 'ride booking', many: 'ride bookings' },
  rideRequests: { one: 'ride request', many: 'ride requests' },
  rejectedDrivers: {
    one: 'rejected driver with their papers',
    many: 'rejected drivers with their papers',
  },
  unusedPapers: { one: 'replaced driver’s paper', many: 'replaced drivers’ papers' },
  volunteerApplications: { one: 'volunteer application', many: 'volunteer applications' },
  resumes: { one: 'volunteer resume', many: 'volunteer resumes' },
  reportRequests: {
    one: 'impact-report or pitch-deck request',
    many: 'impact-report or pitch-deck requests',
  },
  outboxMessages: { one: 'outbox e-mail', many: 'outbox e-mails' },
  textMessages: { one: 'text message', many: 'text messages' },
  analyticsEvents: { one: 'raw analytics event', many: 'raw analytics events' },
} as const

export type RetentionKind = keyof typeof RETENTION_KINDS
export type RetentionCounts = Record<RetentionKind, number>

export const retentionCopy = {
  section: 'Data retention',
  /** 'Data retention removed 3 ride bookings and 1 outbox e-mail.' */
  summary: (counts: RetentionCounts): string => {
    const parts = (Object.keys(RETENTION_KINDS) as RetentionKind[])
      .filter((kind) => counts[kind] > 0)
      .map((kind) => {
        const n = counts[kind]
        return `${n.toLocaleString('en-NG')} ${n === 1 ? RETENTION_KINDS[kind].one : RETENTION_KINDS[kind].many}`
      })
    if (parts.length === 0) return 'Data retention: nothing was past its period.'
    const list =
      parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    return `Data retention removed ${list}.`
  },
  settings: {
    group: 'Data retention',
    description:
      'How long personal data is kept before the daily clean-up removes it. Leave a period empty (or 0) to keep that data.',
    bookings:
      'Ride bookings: months after their run (and ride requests: months after they were left)',
    drivers: 'Rejected drivers and replaced drivers’ papers: months after the decision',
    volunteers: 'Volunteer applications and resumes: months after they were sent',
    reportRequests: 'Impact-report and pitch-deck requests: months after they were made',
    outbox: 'Outbox e-mails: months after they were written',
    textMessages: 'Text messages (SMS and WhatsApp): months after they were sent or received',
    analytics: 'Raw analytics events: days after their day is rolled up',
  },
}
