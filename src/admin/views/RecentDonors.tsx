import type { AdminViewServerProps, Payload } from 'payload'

import Link from 'next/link'
import React from 'react'

import { Pager } from '@/admin/components/Pager'
import { StatGrid } from '@/admin/components/StatCard'
import { donorsCopy } from '@/copy/donors'
import { anonymousDetailsCopy } from '@/lib/donations/labels'
import { formatDate } from '@/lib/dates'
import { recentDonorsPage, type DonorRecord, type RecentDonorsStats } from '@/lib/donors/recent'
import { parseRecentDonorsQuery, recentDonorsSearch } from '@/lib/donors/query'
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
        <p role="status" className="fr-empty">
          {donorsCopy.empty}
        </p>
      ) : (
        <>
          <DonorTable records={records} adminRoute={admin} />
          <Pager
            page={page}
            pageCount={pageCount}
            link={(to) => `${pagePath}${recentDonorsSearch({ ...query, page: to })}`}
            copy={donorsCopy.pagination}
            status={donorsCopy.pagination.status(
              (page - 1) * pageSize + 1,
              (page - 1) * pageSize + records.length,
              stats.donors,
            )}
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
      notes: [donorsCopy.stats.totalAmountNote],
    },
    {
      title: donorsCopy.stats.totalDonors,
      value: stats.donors.toLocaleString('en-NG'),
      notes: [donorsCopy.stats.totalDonorsNote],
    },
    {
      title: donorsCopy.stats.averageAmount,
      value: formatNaira(stats.averageAmount),
      notes: [donorsCopy.stats.averageNote],
    },
    {
      title: donorsCopy.stats.anonymous,
      value: stats.anonymous.toLocaleString('en-NG'),
      notes: [donorsCopy.stats.anonymousNote],
    },
  ]
  return <StatGrid label="Totals" testId="donor-stat" cards={cards} />
}

const TYPE_LABELS = { individual: 'Individual', organization: 'Organization' } as const
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
            <th scope="col" className="fr-num">
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
                  <span className="fr-badge">{donorsCopy.table.anonymousBadge}</span>
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
                    {record.donorPhone ? (
                      <span className="fr-cell-note">{record.donorPhone}</span>
                    ) : null}
                  </>
                )}
              </td>
              <td>
                {TYPE_LABELS[record.donorType]}
                {record.organizationName ? (
                  <span className="fr-cell-note">{record.organizationName}</span>
                ) : null}
              </td>
              <td className="fr-num">
                {formatNaira(record.amount)}
                {record.refunded > 0 ? (
                  <span className="fr-cell-note">
                    {donorsCopy.refunded(formatNaira(record.refunded))}
                  </span>
                ) : null}
              </td>
              <td className="fr-nowrap">{formatDate(record.createdAt)}</td>
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
