import type { BeforeListServerProps } from 'payload'

import React from 'react'

import { slugs } from '@collections/slugs'
import { mayViewReports } from '@/access/rights'
import { CUSTOM_VIEWS } from '@/admin/views/registry'
import { reportTabsCopy } from '@/copy/pitchDecks'

import { reportTabCounts } from '@/lib/db/reportTabCounts'
import styles from './ReportTabs.module.css'

const REPORTS_HREF = `/admin/collections/${slugs.impactReports}`
const REQUESTS_HREF = `/admin/collections/${slugs.impactReportRequests}?where[report_type][equals]=impact_report`

/** The report type the requests list is filtered on, from flat ('where[report_type][equals]') or parsed search params. */
const filteredType = (searchParams: BeforeListServerProps['searchParams']): string | undefined => {
  const params = (searchParams ?? {}) as Record<string, unknown>
  const flat = params['where[report_type][equals]']
  if (typeof flat === 'string') return flat
  const where = params.where as { report_type?: { equals?: unknown } } | undefined
  return typeof where?.report_type?.equals === 'string' ? where.report_type.equals : undefined
}

/**
 * back-office.md, Impact Reports page: two tabs, 'Impact Reports (n)' and 'Download Requests (n)',
 * above both Payload lists, counted in SQL. Download requests are impact-report requests only;
 * pitch-deck requests share the collection but are decided on /admin/pitch-deck-requests, which
 * the requests list points to.
 */
export async function ReportTabs({
  collectionSlug,
  payload,
  user,
  searchParams,
}: BeforeListServerProps) {
  if (!mayViewReports(user)) return null
  const counts = await reportTabCounts(payload)
  const onRequests = collectionSlug === slugs.impactReportRequests
  const type = onRequests ? filteredType(searchParams) : undefined
  const tabs = [
    {
      href: REPORTS_HREF,
      label: reportTabsCopy.reports(counts.reports),
      current: collectionSlug === slugs.impactReports,
    },
    {
      href: REQUESTS_HREF,
      label: reportTabsCopy.requests(counts.downloadRequests),
      current: onRequests && type !== 'pitch_deck',
    },
  ]
  return (
    <div className={styles.wrap}>
      <nav aria-label={reportTabsCopy.label}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <a
                href={tab.href}
                className={styles.tab}
                aria-current={tab.current ? 'page' : undefined}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {onRequests ? (
        <p className={styles.note}>
          {reportTabsCopy.pitchDecks}{' '}
          <a href={`/admin${CUSTOM_VIEWS.pitchDeckRequests.path}`}>
            {CUSTOM_VIEWS.pitchDeckRequests.label}
          </a>
        </p>
      ) : null}
    </div>
  )
}
