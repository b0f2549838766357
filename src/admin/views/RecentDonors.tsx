import type { AdminViewServerProps, Payload } from 'payload'

import Link from 'next/link'
import React from 'react'

import { StatCard, StatGrid } from '@/admin/components/StatCard'
import { donorsCopy } from '@/copy/donors'
import { anonymousDetailsCopy } from '@/lib/donations/labels'
import { formatDate } from '@/lib/dates'
import { recentDonorsPage, type DonorRecord, type RecentDonorsStats } from '@/lib/donors/recent'
import {
  parseRecentDonorsQuery,
  recentDonorsSearch,
  type RecentDonorsQuery,
} from '@/lib/donors/query'
import { formatNaira } from '@/lib/format'

import { AdminPage } from './AdminPage'
import { RecentDonorsControls } from './RecentDonorsControls'
import { CUSTOM_VIEWS } from './registry'

/**
 * /admin/recent-donors (back-office.md, Recent Donors page): rendered on the server from the URL's
 * search parameters, so search, filter, sort, the toggle and the pages work as plain links and forms;
 * the client controls only make them quicker and run the CSV export.
 */
export function RecentDonorsView(props: AdminViewServerProps) {
  return (
    <AdminPage
      {...props}
      access={CUSTOM_VIEWS.recentDonors.access}
      title={donorsCopy.title}
      description={donorsCopy.description}
      render={(req) => <RecentDonors payload={req.payload} searchParams={props.searchParams} />}
    />
  )
}

type SearchParams = Record<string, string | string[] | undefined>

async function RecentDonors({
  payload,
  searchParams,
}: {
  payload: Payload
  searchParams?: SearchParams
}) {
  const query = parseRecentDonorsQuery(searchParams ?? {})
  const { stats, records, page, pageCount, pageSize } = await recentDonorsPage(payload, query)
  const { admin, api } = payload.config.routes
  const pagePath = `${admin}${CUSTOM_VIEWS.recentDonors.path}`
  return (
    <>
      <StatCards stats={stats} />
      <RecentDonorsControls
        query={query}
        pagePath={pagePath}
        csvPath={`${api}/admin/recent-donors.csv`}
      />
      {records.length === 0 ? (
        <p
          role="status"
          style={{
            margin: '2rem 0',
            padding: '1.5rem',
            textAlign: 'center',
            border: '1px dashed var(--theme-elevation-150)',
            borderRadius: 'var(--style-radius-m)',
          }}
        >
          {donorsCopy.empty}
        </p>
      ) : (
        <>
          <DonorTable records={records} adminRoute={admin} />
          <Pagination
            query={{ ...query, page }}
            pageCount={pageCount}
            pagePath={pagePath}
            first={(page - 1) * pageSize + 1}
            last={(page - 1) * pageSize + records.length}
            total={stats.donors}
          />
        </>
      )}
    </>
  )
}

function StatCards({ stats }: { stats: RecentDonorsStats }) {
  const cards = [
    {
      title: donorsCopy.stats.totalAmount,
      value: formatNaira(stats.totalAmount),
      note: donorsCopy.stats.totalAmountNote,
    },
    {
      title: donorsCopy.stats.totalDonors,
      value: stats.donors.toLocaleString('en-NG'),
      note: donorsCopy.stats.totalDonorsNote,
    },
    {
      title: donorsCopy.stats.averageAmount,
      value: formatNaira(stats.averageAmount),
      note: donorsCopy.stats.averageNote,
    },
    {
      title: donorsCopy.stats.anonymous,
      value: stats.anonymous.toLocaleString('en-NG'),
      note: donorsCopy.stats.anonymousNote,
    },
  ]
  return (
    <StatGrid label="Totals">
      {cards.map((card) => (
        <StatCard
          key={card.title}
          title={card.title}
          value={card.value}
          notes={[card.note]}
          testId="donor-stat"
        />
      ))}
    </StatGrid>
  )
}

const TYPE_LABELS = { individual: 'Individual', organization: 'Organization' } as const
const muted = {
  display: 'block',
  fontSize: '0.85rem',
  opacity: 0.75,
  overflowWrap: 'anywhere',
} as const
const Masked = () => <span title="Anonymous donor">{anonymousDetailsCopy.masked}</span>

function DonorTable({ records, adminRoute }: { records: DonorRecord[]; adminRoute: string }) {
  return (
    // A keyboard user scrolls the wide table on a phone from this focusable region.
    <div className="table" role="region" aria-labelledby="recent-donors-caption" tabIndex={0}>
      <table style={{ width: '100%' }}>
        <caption
          id="recent-donors-caption"
          style={{ textAlign: 'start', padding: '0 0 0.5rem', fontWeight: 600 }}
        >
          {donorsCopy.table.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{donorsCopy.table.donor}</th>
            <th scope="col">{donorsCopy.table.contact}</th>
            <th scope="col">{donorsCopy.table.type}</th>
            <th scope="col" style={{ textAlign: 'end' }}>
              {donorsCopy.table.amount}
            </th>
            <th scope="col">{donorsCopy.table.date}</th>
            <th scope="col">{donorsCopy.table.reference}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-testid="donor-row">
              <td>
                <span style={{ fontWeight: 600 }}>
                  {record.hidden ? <Masked /> : record.donorName || '—'}
                </span>
                {record.isAnonymous ? (
                  <span
                    style={{
                      display: 'inline-block',
                      marginInlineStart: '0.5rem',
                      padding: '0 0.5rem',
                      borderRadius: 999,
                      fontSize: '0.75rem',
                      background: 'var(--theme-elevation-100)',
                    }}
                  >
                    {donorsCopy.table.anonymousBadge}
                  </span>
                ) : null}
              </td>
              <td>
                {record.hidden ? (
                  <Masked />
                ) : (
                  <>
                    <span style={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {record.donorEmail || '—'}
                    </span>
                    {record.donorPhone ? <span style={muted}>{record.donorPhone}</span> : null}
                  </>
                )}
              </td>
              <td>
                {TYPE_LABELS[record.donorType]}
                {record.organizationName ? (
                  <span style={muted}>{record.organizationName}</span>
                ) : null}
              </td>
              <td
                style={{
                  textAlign: 'end',
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatNaira(record.amount)}
                {record.refunded > 0 ? (
                  <span style={muted}>{donorsCopy.refunded(formatNaira(record.refunded))}</span>
                ) : null}
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDate(record.createdAt)}</td>
              <td>
                <Link
                  href={`${adminRoute}/collections/donations/${record.id}`}
                  prefetch={false}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {record.reference}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type PaginationProps = {
  query: RecentDonorsQuery
  pageCount: number
  pagePath: string
  first: number
  last: number
  total: number
}

function Pagination({ query, pageCount, pagePath, first, last, total }: PaginationProps) {
  const link = (page: number) => `${pagePath}${recentDonorsSearch({ ...query, page })}`
  const { page } = query
  return (
    <nav
      aria-label={donorsCopy.pagination.label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '0.75rem',
        margin: '1rem 0 2rem',
      }}
    >
      <span role="status">{donorsCopy.pagination.status(first, last, total)}</span>
      <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        {page > 1 ? (
          <Link
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            href={link(page - 1)}
            rel="prev"
          >
            {donorsCopy.pagination.previous}
          </Link>
        ) : null}
        <span>{donorsCopy.pagination.page(page, pageCount)}</span>
        {page < pageCount ? (
          <Link
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            href={link(page + 1)}
            rel="next"
          >
            {donorsCopy.pagination.next}
          </Link>
        ) : null}
      </span>
    </nav>
  )
}
