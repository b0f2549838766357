import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bus_runs_direction" AS ENUM('to_church', 'home');
  CREATE TYPE "public"."enum_run_series_direction" AS ENUM('to_church', 'home');
  ALTER TABLE "bus_runs" ADD COLUMN "direction" "enum_bus_runs_direction" DEFAULT 'to_church';
  ALTER TABLE "run_series" ADD COLUMN "direction" "enum_run_series_direction" DEFAULT 'to_church';
  ALTER TABLE "ride_bookings" ADD COLUMN "outbound_code" varchar;
  CREATE INDEX "bus_runs_direction_idx" ON "bus_runs" USING btree ("direction");
  CREATE INDEX "run_series_direction_idx" ON "run_series" USING btree ("direction");
  CREATE INDEX "ride_bookings_outbound_code_idx" ON "ride_bookings" USING btree ("outbound_code");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bus_runs_direction_idx";
  DROP INDEX "run_series_direction_idx";
  DROP INDEX "ride_bookings_outbound_code_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "direction";
  ALTER TABLE "run_series" DROP COLUMN "direction";
  ALTER TABLE "ride_bookings" DROP COLUMN "outbound_code";
  DROP TYPE "public"."enum_bus_runs_direction";
  DROP TYPE "public"."enum_run_series_direction";`)
}
