import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { Section } from '@/access/sections'

import { rowsOf } from './rows'

/** Where each section's documents point at a public image (collections' upload fields, news bodies' upload nodes). */
const USES: Record<string, SQL> = {
  projects: sql`select image_id as id from projects where image_id is not null`,
  news: sql`select image_id as id from news where image_id is not null
    union select (node #>> '{}')::int from news, jsonb_path_query(content, 'strict $.**?(@.type == "upload" && @.relationTo == "media").value') as node
    where jsonb_typeof(node) = 'number'`,
  team: sql`select image_id as id from team_members where image_id is not null`,
  advisors: sql`select image_id as id from board_advisors where image_id is not null`,
  sponsors: sql`select logo_id as id from impact_partners where logo_id is not null`,
  reports: sql`select image_id as id from impact_reports_images`,
}

/** The sections whose documents may use a public image. */
export const MEDIA_SECTIONS = Object.keys(USES) as Section[]

/**
 * Images used by the given sections, or by the site settings (the logos, which only super admins edit):
 * the ones an admin without edit rights there must not replace or delete.
 */
export const mediaUsedBy = async (payload: Payload, sections: Section[]): Promise<number[]> => {
  const parts = [
    sql`select logo_light_id as id from site_settings where logo_light_id is not null union select logo_dark_id from site_settings where logo_dark_id is not null`,
  ]
  for (const section of sections) if (USES[section]) parts.push(USES[section])
  const result = await payload.db.drizzle.execute(
    sql`select distinct id from (${sql.join(parts, sql` union `)}) as used`,
  )
  return rowsOf<{ id: number | string }>(result).map(({ id }) => Number(id))
}
