import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "churches" ADD COLUMN "member_code" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "minors" boolean DEFAULT false;
  ALTER TABLE "ride_bookings" ADD COLUMN "guardian_name" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "guardian_phone" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "guardian_consent_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "churches" DROP COLUMN "member_code";
  ALTER TABLE "ride_bookings" DROP COLUMN "minors";
  ALTER TABLE "ride_bookings" DROP COLUMN "guardian_name";
  ALTER TABLE "ride_bookings" DROP COLUMN "guardian_phone";
  ALTER TABLE "ride_bookings" DROP COLUMN "guardian_consent_at";`)
}
