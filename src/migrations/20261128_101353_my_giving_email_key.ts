import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * My giving finds a donor's gifts and monthly gifts by lower(btrim(donor_email)) (src/lib/db/giving.ts,
 * emailKey; declared in src/lib/db/indexes.ts). No index served that expression, so every view,
 * receipt, statement and 'send me my link' read every donation.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "donations_donor_email_key_idx" ON "donations" USING btree (lower(btrim("donor_email")));
  CREATE INDEX "monthly_gifts_donor_email_key_idx" ON "monthly_gifts" USING btree (lower(btrim("donor_email")));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "donations_donor_email_key_idx";
  DROP INDEX "monthly_gifts_donor_email_key_idx";`)
}
