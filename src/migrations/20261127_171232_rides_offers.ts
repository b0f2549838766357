import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bus_runs_kind" AS ENUM('bus', 'car');
  CREATE TYPE "public"."enum_bus_runs_riders" AS ENUM('anyone', 'women', 'men');
  ALTER TABLE "bus_runs" ADD COLUMN "kind" "enum_bus_runs_kind" DEFAULT 'bus' NOT NULL;
  ALTER TABLE "bus_runs" ADD COLUMN "riders" "enum_bus_runs_riders" DEFAULT 'anyone' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bus_runs" DROP COLUMN "kind";
  ALTER TABLE "bus_runs" DROP COLUMN "riders";
  DROP TYPE "public"."enum_bus_runs_kind";
  DROP TYPE "public"."enum_bus_runs_riders";`)
}
