import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bus_runs" ADD COLUMN "changed_alone" boolean DEFAULT false;
  ALTER TABLE "bus_runs" ADD COLUMN "coordinator_name" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "coordinator_email" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "coordinator_phone" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "day_link_sent_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bus_runs" DROP COLUMN "changed_alone";
  ALTER TABLE "bus_runs" DROP COLUMN "coordinator_name";
  ALTER TABLE "bus_runs" DROP COLUMN "coordinator_email";
  ALTER TABLE "bus_runs" DROP COLUMN "coordinator_phone";
  ALTER TABLE "bus_runs" DROP COLUMN "day_link_sent_at";`)
}
