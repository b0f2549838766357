import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ride_bookings_boarding" AS ENUM('boarded', 'no_show');
  CREATE TYPE "public"."enum_ride_bookings_handed_over_by" AS ENUM('code', 'name');
  ALTER TABLE "bus_runs" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "bus_runs" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "bus_runs" ADD COLUMN "escalation_note" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "boarding" "enum_ride_bookings_boarding";
  ALTER TABLE "ride_bookings" ADD COLUMN "boarding_at" timestamp(3) with time zone;
  ALTER TABLE "ride_bookings" ADD COLUMN "boarding_by_id" integer;
  ALTER TABLE "ride_bookings" ADD COLUMN "handed_to" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "handed_over_by" "enum_ride_bookings_handed_over_by";
  ALTER TABLE "ride_bookings" ADD COLUMN "handed_over_at" timestamp(3) with time zone;
  ALTER TABLE "ride_bookings" ADD CONSTRAINT "ride_bookings_boarding_by_id_drivers_id_fk" FOREIGN KEY ("boarding_by_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bus_runs_escalated_at_idx" ON "bus_runs" USING btree ("escalated_at");
  CREATE INDEX "ride_bookings_boarding_idx" ON "ride_bookings" USING btree ("boarding");
  CREATE INDEX "ride_bookings_boarding_by_idx" ON "ride_bookings" USING btree ("boarding_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ride_bookings" DROP CONSTRAINT "ride_bookings_boarding_by_id_drivers_id_fk";
  
  DROP INDEX "bus_runs_escalated_at_idx";
  DROP INDEX "ride_bookings_boarding_idx";
  DROP INDEX "ride_bookings_boarding_by_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "closed_at";
  ALTER TABLE "bus_runs" DROP COLUMN "escalated_at";
  ALTER TABLE "bus_runs" DROP COLUMN "escalation_note";
  ALTER TABLE "ride_bookings" DROP COLUMN "boarding";
  ALTER TABLE "ride_bookings" DROP COLUMN "boarding_at";
  ALTER TABLE "ride_bookings" DROP COLUMN "boarding_by_id";
  ALTER TABLE "ride_bookings" DROP COLUMN "handed_to";
  ALTER TABLE "ride_bookings" DROP COLUMN "handed_over_by";
  ALTER TABLE "ride_bookings" DROP COLUMN "handed_over_at";
  DROP TYPE "public"."enum_ride_bookings_boarding";
  DROP TYPE "public"."enum_ride_bookings_handed_over_by";`)
}
