import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { NoticeChannel } from '@collections/options'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/** An open ride request as its notice needs it. */
export type WaitingRequest = {
  id: number
  name: string
  phone: string
  email: string | null
  notify_by: NoticeChannel | null
  area: string
}

/**
 * Marks told, in the caller's transaction, the open ride requests (issue #34) that a new run of
 * `church` for `service` answers: any service or that one, in one of the run's stop areas (compared
 * without case or surrounding spaces). One conditional UPDATE: a request is claimed by one run
 * only, however many runs are made at once on however many instances; returns those claimed.
 */
export const claimRequestsAnswered = async (
  payload: Payload,
  req: PayloadRequest,
  run: { id: number; church: number; service: number; areas: string[] },
): Promise<WaitingRequest[]> => {
  const areas = [...new Set(run.areas.map((area) => area.trim().toLowerCase()))]
  if (!areas.length) return []
  const db = await drizzleFor(payload, req)
  return rowsOf<WaitingRequest>(
    await db.execute(sql`
      update ride_requests set status = 'told', told_at = now(), told_run_id = ${run.id}, updated_at = now()
      where status = 'open' and church_id = ${run.church}
        and (service_id is null or service_id = ${run.service})
        and lower(trim(area)) = any(${sql.param(areas)}::text[])
      returning id, name, phone, email, notify_by, area`),
  )
}
