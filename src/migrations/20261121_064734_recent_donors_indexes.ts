import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "donations_status_created_at_id_idx" ON "donations" USING btree ("status","created_at","id");
  CREATE INDEX "donations_status_amount_created_at_id_idx" ON "donations" USING btree ("status","amount","created_at","id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "donations_status_created_at_id_idx";
  DROP INDEX "donations_status_amount_created_at_id_idx";`)
}
