import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monthly_gifts" ADD COLUMN "charges_checked_at" timestamp(3) with time zone;
  CREATE INDEX "monthly_gifts_charges_checked_at_idx" ON "monthly_gifts" USING btree ("charges_checked_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "monthly_gifts_charges_checked_at_idx";
  ALTER TABLE "monthly_gifts" DROP COLUMN "charges_checked_at";`)
}
