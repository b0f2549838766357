import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ride_bookings_notify_by" AS ENUM('email', 'sms', 'whatsapp');
  ALTER TABLE "ride_bookings" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "ride_bookings" ADD COLUMN "notify_by" "enum_ride_bookings_notify_by" DEFAULT 'email';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ride_bookings" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "ride_bookings" DROP COLUMN "notify_by";
  DROP TYPE "public"."enum_ride_bookings_notify_by";`)
}
