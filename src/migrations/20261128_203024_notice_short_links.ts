import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ride_bookings" ADD COLUMN "short_link" varchar;
  ALTER TABLE "drivers" ADD COLUMN "short_link" varchar;
  CREATE UNIQUE INDEX "ride_bookings_short_link_idx" ON "ride_bookings" USING btree ("short_link");
  CREATE UNIQUE INDEX "drivers_short_link_idx" ON "drivers" USING btree ("short_link");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "ride_bookings_short_link_idx";
  DROP INDEX "drivers_short_link_idx";
  ALTER TABLE "ride_bookings" DROP COLUMN "short_link";
  ALTER TABLE "drivers" DROP COLUMN "short_link";`)
}
