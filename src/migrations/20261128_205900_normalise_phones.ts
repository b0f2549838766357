import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { normalisePhone } from '../lib/phone'

/**
 * Issue #33: phone numbers are stored in one international form (E.164) from now on. The numbers
 * stored before are rewritten the same way where they parse; one that does not is left as typed
 * (staff see it as it was). No schema change.
 */
const PHONE_COLUMNS = [
  ['ride_bookings', 'phone'],
  ['ride_bookings', 'guardian_phone'],
  ['drivers', 'phone'],
  ['drivers', 'emergency_contact_phone'],
  ['churches', 'contact_phone'],
  ['volunteer_applications', 'phone'],
  ['sponsorship_applications', 'phone'],
  ['donations', 'donor_phone'],
  ['consents', 'phone'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of PHONE_COLUMNS) {
    const result = await db.execute(
      sql`select id, ${sql.identifier(column)} as phone from ${sql.identifier(table)}
        where ${sql.identifier(column)} is not null and ${sql.identifier(column)} <> ''`,
    )
    for (const row of (result as unknown as { rows: { id: number; phone: string }[] }).rows) {
      const e164 = normalisePhone(row.phone)
      if (e164 && e164 !== row.phone)
        await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${e164}
            where id = ${row.id}`,
        )
    }
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The numbers as they were typed are not kept: an E.164 number is the same number.
}
