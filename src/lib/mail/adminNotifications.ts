import type { ImpactReportRequest } from '@/payload-types'

import { formatDateTime } from '@/lib/dates'

import { escapeHtml, oneLine } from './escape'

/**
 * send-admin-notifications of public-site.md: a pitch-deck or impact-report request arrived.
 * Every value that came from the visitor is escaped in the HTML and kept on one line in the subject.
 */
export type AdminNoticeKind = 'pitch_deck_request' | 'impact_report_request'

export const adminNotice = (
  kind: AdminNoticeKind,
  request: ImpactReportRequest,
  { siteName, reviewUrl }: { siteName: string; reviewUrl: string },
) => {
  const what = kind === 'pitch_deck_request' ? 'Pitch deck request' : 'Impact report request'
  const rows: [string, string | null | undefined][] = [
    ['Name', request.requester_name],
    ['Email', request.requester_email],
    ['Organization', request.organization],
    ['Purpose', request.purpose],
    ['Received', `${formatDateTime(request.createdAt)} (Lagos time)`],
  ]
  const shown = rows.filter(([, value]) => value)
  const subject = `${oneLine(siteName, 60)}: ${what} from ${oneLine(request.requester_name || request.requester_email, 80)}`
  const text = [
    `A new ${what.toLowerCase()} is waiting for review on ${siteName}.`,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    `Review it: ${reviewUrl}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>A new ${escapeHtml(what.toLowerCase())} is waiting for review on ${escapeHtml(siteName)}.</p>
<table cellpadding="6" style="border-collapse:collapse">${shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(reviewUrl)}">Review the request</a></p>
</body></html>`
  return { subject, text, html }
}
