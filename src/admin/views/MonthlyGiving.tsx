import type { AdminViewServerProps, Payload } from 'payload'

import Link from 'next/link'
import React from 'react'

import { MONTHLY_GIFT_STATUSES } from '@collections/MonthlyGifts'
import { slugs } from '@collections/slugs'
import { AnonymousToggle } from '@/admin/components/monthlyGiving/AnonymousToggle'
import { Pager } from '@/admin/components/Pager'
import { StatGrid } from '@/admin/components/StatCard'
import { monthlyGivingCopy as copy } from '@/copy/monthlyGiving'
import { anonymousDetailsCopy } from '@/lib/donations/labels'
import { formatDate } from '@/lib/dates'
import {
  LISTED_STATUSES,
  selectFollowUps,
  selectGiftsPage,
  selectGivingTotals,
  type GiftRecord,
  type GivingTotals,
  type ListedStatus,
} from '@/lib/db/monthlyGiving'
import { formatNaira } from '@/lib/format'

import { AdminPage } from './AdminPage'
import { CUSTOM_VIEWS } from './registry'

const PAGE_SIZE = 50
/** The failures listed at once; the heading says how many there are in all. */
const FOLLOW_UP_LIMIT = 100

type GivingQuery = { status: ListedStatus; page: number; showAnonymous: boolean }
type SearchParams = Record<string, string | string[] | undefined>

const first = (params: SearchParams, name: string) => {
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

const parseGivingQuery = (params: SearchParams): GivingQuery => {
  const status = LISTED_STATUSES.find((value) => value === first(params, 'status')) ?? 'active'
  const page = Number(first(params, 'page'))
  return {
    status,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    showAnonymous: first(params, 'anonymous') === '1',
  }
}

/** The query string of a query, defaults left out. */
const givingSearch = ({ status, page, showAnonymous }: Partial<GivingQuery>): string => {
  const params = new URLSearchParams()
  if (status && status !== 'active') params.set('status', status)
  if (page && page > 1) params.set('page', String(page))
  if (showAnonymous) params.set('anonymous', '1')
  const text = params.toString()
  return text ? `?${text}` : ''
}

const STATUS_LABELS = Object.fromEntries(
  MONTHLY_GIFT_STATUSES.map((option) => [option.value, option.label]),
) as Record<ListedStatus | 'pending', string>

/**
 * /admin/monthly-giving (issue #18): the gifts by status, what the active ones give a month, and the
 * failed payments to follow up. Rendered on the server from the URL (?status=, ?page=, ?anonymous=1),
 * so every tab, page and the anonymous-details toggle is a plain link or form.
 */
export function MonthlyGivingView(props: AdminViewServerProps) {
  return (
    <AdminPage
      {...props}
      access={CUSTOM_VIEWS.monthlyGiving.access}
      title={copy.title}
      description={copy.description}
      render={(req) => <MonthlyGiving payload={req.payload} searchParams={props.searchParams} />}
    />
  )
}

async function MonthlyGiving({
  payload,
  searchParams,
}: {
  payload: Payload
  searchParams?: SearchParams
}) {
  const query = parseGivingQuery(searchParams ?? {})
  const { showAnonymous } = query
  const [totals, followUps] = await Promise.all([
    selectGivingTotals(payload),
    selectFollowUps(payload, { showAnonymous, limit: FOLLOW_UP_LIMIT }),
  ])
  const pageCount = Math.max(1, Math.ceil(totals[query.status] / PAGE_SIZE))
  const page = Math.min(query.page, pageCount)
  const gifts = totals[query.status]
    ? await selectGiftsPage(payload, {
        status: query.status,
        showAnonymous,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      })
    : []
  const { admin, api } = payload.config.routes
  const pagePath = `${admin}${CUSTOM_VIEWS.monthlyGiving.path}`
  const giftPath = (id: number) => `${admin}/collections/${slugs.monthlyGifts}/${id}`
  const here = { ...query, page }

  return (
    <>
      <StatCards totals={totals} />
      <div className="fr-toolbar">
        <AnonymousToggle
          showAnonymous={showAnonymous}
          pagePath={pagePath}
          status={query.status}
          page={page}
          showHref={`${pagePath}${givingSearch({ ...here, showAnonymous: true })}`}
          hideHref={`${pagePath}${givingSearch({ ...here, showAnonymous: false })}`}
        />
        <a
          href={`${api}/admin/monthly-giving.csv${givingSearch({ showAnonymous })}`}
          download
          className="btn btn--style-primary btn--size-small fr-flush"
        >
          {copy.export.button}
        </a>
      </div>

      <section aria-labelledby="giving-follow-up" style={{ margin: '1.5rem 0 2.5rem' }}>
        <h2 id="giving-follow-up" style={{ marginBottom: '0.25rem' }}>
          {copy.followUp.heading}
        </h2>
        <p style={{ margin: '0 0 0.75rem', opacity: 0.8 }}>{copy.followUp.description}</p>
        {followUps.gifts.length === 0 ? (
          <Empty>{copy.followUp.empty}</Empty>
        ) : (
          <>
            {followUps.total > followUps.gifts.length ? (
              <p role="status">{copy.followUp.shown(followUps.gifts.length, followUps.total)}</p>
            ) : null}
            <GiftTable
              caption={copy.followUp.heading}
              testId="follow-up-row"
              gifts={followUps.gifts}
              giftPath={giftPath}
              columns={['donor', 'amount', 'status', 'failedCharges', 'lastFailure']}
            />
          </>
        )}
      </section>

      <section aria-labelledby="giving-list" style={{ margin: '1.5rem 0 2.5rem' }}>
        <h2 id="giving-list">{copy.list.heading}</h2>
        <nav aria-label={copy.list.tabs} className="fr-pill-tabs">
          <ul>
            {LISTED_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  href={`${pagePath}${givingSearch({ status, showAnonymous })}`}
                  aria-current={status === query.status ? 'page' : undefined}
                  prefetch={false}
                >
                  {copy.list.tab(STATUS_LABELS[status], totals[status])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {gifts.length === 0 ? (
          <Empty>{copy.list.empty(STATUS_LABELS[query.status])}</Empty>
        ) : (
          <>
            <GiftTable
              caption={copy.list.tab(STATUS_LABELS[query.status], totals[query.status])}
              testId="gift-row"
              gifts={gifts}
              giftPath={giftPath}
              columns={['donor', 'amount', 'nextCharge', 'started', 'status']}
            />
            {pageCount > 1 ? (
              <Pager
                page={page}
                pageCount={pageCount}
                link={(to) => `${pagePath}${givingSearch({ ...here, page: to })}`}
                copy={copy.pagination}
              />
            ) : null}
          </>
        )}
      </section>
    </>
  )
}

// Payload's theme variables keep the tabs right in light and dark mode.
function StatCards({ totals }: { totals: GivingTotals }) {
  const cards = [
    ...LISTED_STATUSES.map((status) => ({
      title: STATUS_LABELS[status],
      value: totals[status].toLocaleString('en-NG'),
      notes: [copy.stats.notes[status]],
    })),
    {
      title: copy.stats.monthlyTotal,
      value: formatNaira(totals.monthlyTotal),
      notes: [copy.stats.monthlyTotalNote(totals.active)],
    },
  ]
  return <StatGrid label={copy.stats.label} minColumn="11rem" testId="giving-stat" cards={cards} />
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="fr-empty">
      {children}
    </p>
  )
}

/** The status in words, with the date it took effect where that matters to a follow-up. */
const statusText = (gift: GiftRecord): string => {
  const label = STATUS_LABELS[gift.status]
  switch (gift.status) {
    case 'active':
      return gift.unpaid ? `${label} · ${copy.followUp.unpaid}` : label
    case 'paused':
      return gift.pausedAt ? `${label} ${copy.table.pausedOn(formatDate(gift.pausedAt))}` : label
    case 'lapsed':
      return gift.lapsedAt ? copy.followUp.lapsedOn(formatDate(gift.lapsedAt)) : label
    case 'cancelled':
      return gift.cancelledAt
        ? `${label} ${copy.table.cancelledOn(formatDate(gift.cancelledAt))}`
        : label
  }
}

type Column =
  'donor' | 'amount' | 'nextCharge' | 'started' | 'status' | 'failedCharges' | 'lastFailure'

const HEADINGS: Record<Column, string> = {
  donor: copy.table.donor,
  amount: copy.table.amount,
  nextCharge: copy.table.nextCharge,
  started: copy.table.started,
  status: copy.table.status,
  failedCharges: copy.table.failedCharges,
  lastFailure: copy.table.lastFailure,
}

const NUMERIC = new Set<Column>(['amount', 'failedCharges'])
/** Amounts and counts line up on the right; only the donor's name and e-mail may wrap. */
const cellClass = (column: Column) =>
  NUMERIC.has(column) ? 'fr-num' : column === 'donor' ? undefined : 'fr-nowrap'

/** The donor opens the gift: its page lists every monthly donation, each of which opens too. */
function DonorCell({ gift, href }: { gift: GiftRecord; href: string }) {
  return (
    <>
      <Link href={href} prefetch={false} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {gift.hidden ? (
          <span title="Anonymous donor">{anonymousDetailsCopy.masked}</span>
        ) : (
          gift.donorName || gift.donorEmail || `#${gift.id}`
        )}
      </Link>
      {gift.isAnonymous ? <span className="fr-badge">{copy.table.anonymousBadge}</span> : null}
      {!gift.hidden && gift.donorName && gift.donorEmail ? (
        <span className="fr-cell-note">{gift.donorEmail}</span>
      ) : null}
    </>
  )
}

const cellOf = (column: Column, gift: GiftRecord, href: string): React.ReactNode => {
  switch (column) {
    case 'donor':
      return <DonorCell gift={gift} href={href} />
    case 'amount':
      return formatNaira(gift.amount)
    case 'nextCharge':
      return formatDate(gift.nextChargeAt) || '—'
    case 'started':
      return formatDate(gift.startedAt) || '—'
    case 'status':
      return statusText(gift)
    case 'failedCharges':
      return gift.failedCharges.toLocaleString('en-NG')
    case 'lastFailure':
      return formatDate(gift.lastFailureAt) || '—'
  }
}

function GiftTable({
  caption,
  testId,
  gifts,
  giftPath,
  columns,
}: {
  caption: string
  testId: string
  gifts: GiftRecord[]
  giftPath: (id: number) => string
  columns: Column[]
}) {
  return (
    // A keyboard user scrolls the wide table on a phone from this focusable region.
    <div className="table fr-giving-table" role="region" aria-label={caption} tabIndex={0}>
      <table style={{ width: '100%' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? 'fr-num' : undefined}>
                {HEADINGS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.id} data-testid={testId} data-status={gift.status}>
              {columns.map((column) => (
                <td key={column} className={cellClass(column)}>
                  {cellOf(column, gift, giftPath(gift.id))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
