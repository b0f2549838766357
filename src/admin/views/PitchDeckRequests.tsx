import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { mayEditReports } from '@/access/rights'
import { StatGrid } from '@/admin/components/StatCard'
import { pitchDeckCopy as copy } from '@/copy/pitchDecks'
import {
  PAGE_SIZE,
  pitchDeckCounts,
  pitchDeckRequests,
  type PitchDeckRow,
} from '@/lib/pitchDecks/list'

import { AdminPage } from './AdminPage'
import { PitchDeckDialogProvider, StatusBadge, ViewRequestButton } from './PitchDeckRequests.client'
import styles from './PitchDeckRequests.module.css'
import { CUSTOM_VIEWS } from './registry'

/** Pending requests are few and all shown; the whole list is paged. */
const PENDING_LIMIT = 200

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const pageParam = (value: string | string[] | undefined) => {
  const page = Number(one(value))
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

const truncate50 = (text: string | null) => {
  if (!text) return '—'
  return text.length > 50 ? <span title={text}>{`${text.slice(0, 50).trimEnd()}…`}</span> : text
}

function RequestsTable({ rows, labelledBy }: { rows: PitchDeckRow[]; labelledBy: string }) {
  const c = copy.columns
  return (
    <div
      className={`table ${styles.scroller}`}
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className={styles.requests} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            <th scope="col" className={styles.wide}>
              {c.email}
            </th>
            <th scope="col" className={styles.wide}>
              {c.organization}
            </th>
            <th scope="col" className={styles.wide}>
              {c.purpose}
            </th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.requested}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-request-id={row.id}>
              <td>{row.name || '—'}</td>
              <td className={styles.wide}>{row.email}</td>
              <td className={styles.wide}>{row.organization || '—'}</td>
              <td className={styles.wide}>{truncate50(row.purpose)}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td className={styles.nowrap}>{row.requestedAt}</td>
              <td>
                <ViewRequestButton id={row.id} who={row.name || row.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  const href = (to: number) => `?page=${to}`
  return (
    <nav aria-label={copy.allTable} className={styles.pager}>
      {page > 1 ? <a href={href(page - 1)}>{copy.previous}</a> : <span aria-hidden="true" />}
      <span>{copy.page(page, pages)}</span>
      {page < pages ? <a href={href(page + 1)}>{copy.next}</a> : <span aria-hidden="true" />}
    </nav>
  )
}

/**
 * /admin/pitch-deck-requests (back-office.md, Pitch Deck Requests): counters, a Pending Requests
 * table only when some are pending, All Requests, and a View dialog to decide. Rendered on the
 * server from SQL counts and one query per table; only the dialog runs in the browser. Admins who
 * may view reports but not edit them see everything and can decide nothing.
 */
export function PitchDeckRequestsView(props: AdminViewServerProps) {
  const page = pageParam(props.searchParams?.page)
  const openId = Number(one(props.searchParams?.request)) || null
  return (
    <AdminPage
      {...props}
      access={CUSTOM_VIEWS.pitchDeckRequests.access}
      title={copy.title}
      description={copy.description}
      render={async (req) => {
        const [counts, pending, all] = await Promise.all([
          pitchDeckCounts(req.payload),
          pitchDeckRequests(req.payload, { status: 'pending', limit: PENDING_LIMIT }),
          pitchDeckRequests(req.payload, { page, limit: PAGE_SIZE }),
        ])
        const known = [...pending.rows, ...all.rows]
        return (
          <>
            <StatGrid
              label="Request counts"
              minColumn="6rem"
              stretch
              cards={(['pending', 'approved', 'rejected'] as const).map((status) => ({
                title: copy.counters[status],
                value: counts[status],
                testId: `count-${status}`,
              }))}
            />
            <PitchDeckDialogProvider
              rows={known}
              canEdit={mayEditReports(req.user)}
              openId={openId}
            >
              {pending.rows.length > 0 ? (
                <section className={styles.section} aria-labelledby="pending-requests">
                  <h2 id="pending-requests">{copy.pendingTable}</h2>
                  <RequestsTable rows={pending.rows} labelledBy="pending-requests" />
                </section>
              ) : null}
              <section className={styles.section} aria-labelledby="all-requests">
                <h2 id="all-requests">{copy.allTable}</h2>
                {all.rows.length > 0 ? (
                  <RequestsTable rows={all.rows} labelledBy="all-requests" />
                ) : (
                  <p>{copy.empty}</p>
                )}
                <Pager page={all.page} pages={all.pages} />
              </section>
            </PitchDeckDialogProvider>
          </>
        )
      }}
    />
  )
}
