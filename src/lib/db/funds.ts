import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rowsOf } from './rows'

/** One fund's completed gifts, net of refunds, online and offline apart (issue #35). */
export type FundTotal = {
  id: number
  name: string
  active: boolean
  online: number
  offline: number
  gifts: number
}

/** Every fund with what it received, in the list's order (by name); a fund with no gifts reads zero. */
export const selectFundTotals = async (payload: Payload): Promise<FundTotal[]> =>
  rowsOf<Record<string, string | number | boolean>>(
    await payload.db.drizzle.execute(sql`
      select f.id, f.name, coalesce(f.active, true) as active,
        coalesce(sum(d.amount - coalesce(d.refunded_amount, 0)) filter (where d.source = 'online'), 0)::text as online,
        coalesce(sum(d.amount - coalesce(d.refunded_amount, 0)) filter (where d.source = 'offline'), 0)::text as offline,
        count(d.id)::int as gifts
      from funds f
      left join donations d on d.fund_id = f.id and d.status = 'completed'
      group by f.id
      order by f.name, f.id`),
  ).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    active: row.active === true,
    online: Number(row.online),
    offline: Number(row.offline),
    gifts: Number(row.gifts),
  }))
