import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { slugs } from '@collections/slugs'

import { RowActions, type ActionRow } from './RowActions'

/** The tables whose changes can wait in the super admins' queue (src/lib/workflows/changeRequests.ts). */
const QUEUED_TABLES: Partial<Record<string, string>> = {
  [slugs.sponsorshipApplications]: 'sponsorship_applications',
  [slugs.impactSponsors]: 'impact_sponsors',
  [slugs.volunteerApplications]: 'volunteer_applications',
  [slugs.impactReportRequests]: 'impact_report_requests',
  [slugs.donations]: 'donations',
}

/** The ids with a change waiting for approval: one query per table per page render. */
const waitingIds = cache(async (payload: Payload, table: string): Promise<Set<string>> => {
  const { docs } = await payload.find({
    collection: slugs.pendingChanges,
    where: { and: [{ table_name: { equals: table } }, { status: { equals: 'pending' } }] },
    pagination: false,
    depth: 0,
    select: { record_id: true },
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => String(doc.record_id)))
})

/** Whether a change to this record waits in the super admins' queue (also asked by the documents' buttons). */
export const hasWaitingChange = async (payload: Payload, slug: string, id: unknown) => {
  const table = QUEUED_TABLES[slug]
  return table && id != null ? (await waitingIds(payload, table)).has(String(id)) : false
}

const pick = (value: unknown) =>
  typeof value === 'string' || typeof value === 'boolean' ? value : null

/**
 * The Actions column (a `ui` field listed in the collection's defaultColumns): the row's title for
 * confirmations, whether a change is waiting for approval, then the buttons (./RowActions).
 */
export async function ActionsCell({
  rowData,
  collectionSlug,
  collectionConfig,
  payload,
}: DefaultServerCellComponentProps) {
  // Payload 3.90 also renders a ui field's Cell in the edit view, without a row: nothing to show.
  if (!rowData) return null
  const titleField = collectionConfig?.admin?.useAsTitle
  const rawTitle = titleField ? rowData?.[titleField] : undefined
  const row: ActionRow = {
    id: rowData.id as number | string,
    title: typeof rawTitle === 'string' && rawTitle ? rawTitle : `#${String(rowData.id)}`,
    status: pick(rowData.status) as string | null,
    is_active: pick(rowData.is_active) as boolean | null,
    is_published: pick(rowData.is_published) as boolean | null,
    is_anonymous: pick(rowData.is_anonymous) as boolean | null,
    report_type: pick(rowData.report_type) as string | null,
  }
  const waiting = await hasWaitingChange(payload, collectionSlug, row.id)
  return <RowActions slug={collectionSlug} row={row} waiting={waiting} />
}
