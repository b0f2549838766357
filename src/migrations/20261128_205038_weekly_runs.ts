import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_run_series_weekday" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TYPE "public"."enum_run_series_kind" AS ENUM('bus', 'car');
  CREATE TYPE "public"."enum_run_series_riders" AS ENUM('anyone', 'women', 'men');
  CREATE TYPE "public"."enum_run_series_visibility" AS ENUM('public', 'members');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'make-weekly-runs' BEFORE 'purge-expired-data';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'make-weekly-runs' BEFORE 'purge-expired-data';
  CREATE TABLE "run_series_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"place" varchar NOT NULL,
  	"area" varchar NOT NULL,
  	"time" varchar NOT NULL
  );
  
  CREATE TABLE "run_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"service_id" integer NOT NULL,
  	"weekday" "enum_run_series_weekday",
  	"seats" numeric NOT NULL,
  	"kind" "enum_run_series_kind" DEFAULT 'bus' NOT NULL,
  	"riders" "enum_run_series_riders" DEFAULT 'anyone' NOT NULL,
  	"visibility" "enum_run_series_visibility" DEFAULT 'public' NOT NULL,
  	"driver_id" integer,
  	"active" boolean DEFAULT true,
  	"weeks_ahead" numeric DEFAULT 4 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bus_runs" ADD COLUMN "series_id" integer;
  ALTER TABLE "bus_runs" ADD COLUMN "series_day" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "run_series_id" integer;
  ALTER TABLE "run_series_stops" ADD CONSTRAINT "run_series_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."run_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "run_series" ADD CONSTRAINT "run_series_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "run_series" ADD CONSTRAINT "run_series_service_id_church_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."church_services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "run_series" ADD CONSTRAINT "run_series_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "run_series_stops_order_idx" ON "run_series_stops" USING btree ("_order");
  CREATE INDEX "run_series_stops_parent_id_idx" ON "run_series_stops" USING btree ("_parent_id");
  CREATE INDEX "run_series_church_idx" ON "run_series" USING btree ("church_id");
  CREATE INDEX "run_series_service_idx" ON "run_series" USING btree ("service_id");
  CREATE INDEX "run_series_driver_idx" ON "run_series" USING btree ("driver_id");
  CREATE INDEX "run_series_updated_at_idx" ON "run_series" USING btree ("updated_at");
  CREATE INDEX "run_series_created_at_idx" ON "run_series" USING btree ("created_at");
  ALTER TABLE "bus_runs" ADD CONSTRAINT "bus_runs_series_id_run_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."run_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_run_series_fk" FOREIGN KEY ("run_series_id") REFERENCES "public"."run_series"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bus_runs_series_idx" ON "bus_runs" USING btree ("series_id");
  CREATE UNIQUE INDEX "series_series_day_idx" ON "bus_runs" USING btree ("series_id","series_day");
  CREATE INDEX "payload_locked_documents_rels_run_series_id_idx" ON "payload_locked_documents_rels" USING btree ("run_series_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "run_series_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "run_series" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "run_series_stops" CASCADE;
  DROP TABLE "run_series" CASCADE;
  ALTER TABLE "bus_runs" DROP CONSTRAINT "bus_runs_series_id_run_series_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_run_series_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'purge-expired-data', 'send-message');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'purge-expired-data', 'send-message');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bus_runs_series_idx";
  DROP INDEX "series_series_day_idx";
  DROP INDEX "payload_locked_documents_rels_run_series_id_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "series_id";
  ALTER TABLE "bus_runs" DROP COLUMN "series_day";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "run_series_id";
  DROP TYPE "public"."enum_run_series_weekday";
  DROP TYPE "public"."enum_run_series_kind";
  DROP TYPE "public"."enum_run_series_riders";
  DROP TYPE "public"."enum_run_series_visibility";`)
}
