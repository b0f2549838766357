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

/** Record id → the change waiting for approval on it: one query per table per page render. */
const waitingChanges = cache(
  async (payload: Payload, table: string): Promise<Map<string, number>> => {
    const { docs } = await payload.find({
      collection: slugs.pendingChanges,
      where: { and: [{ table_name: { equals: table } }, { status: { equals: 'pending' } }] },
      pagination: false,
      depth: 0,
      select: { record_id: true },
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [String(doc.record_id), doc.id]))
  },
)

/** The change to this record waiting in the super admins' queue, if any (also asked by the documents' buttons). */
export const waitingChangeId = async (payload: Payload, slug: string, id: unknown) => {
  const table = QUEUED_TABLES[slug]
  return table && id != null ? (await waitingChanges(payload, table)).get(String(id)) : undefined
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
  const waitingChange = await waitingChangeId(payload, collectionSlug, row.id)
  return <RowActions slug={collectionSlug} row={row} waitingChange={waitingChange} />
}
