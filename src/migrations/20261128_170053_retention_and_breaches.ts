import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_breaches_people_told" AS ENUM('not_yet', 'told', 'not_needed');
  CREATE TYPE "public"."enum_data_breaches_status" AS ENUM('open', 'contained', 'closed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purge-expired-data';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purge-expired-data';
  CREATE TABLE "data_breaches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"people_affected" varchar NOT NULL,
  	"data_affected" varchar NOT NULL,
  	"approx_people" numeric,
  	"found_at" timestamp(3) with time zone NOT NULL,
  	"ndpc_deadline" timestamp(3) with time zone,
  	"ndpc_notified_at" timestamp(3) with time zone,
  	"people_told" "enum_data_breaches_people_told" DEFAULT 'not_yet' NOT NULL,
  	"actions_taken" varchar,
  	"status" "enum_data_breaches_status" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_breaches_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_bookings_months" numeric DEFAULT 6;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_drivers_months" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_volunteers_months" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_report_requests_months" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_outbox_months" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_analytics_days" numeric DEFAULT 30;
  CREATE INDEX "data_breaches_found_at_idx" ON "data_breaches" USING btree ("found_at");
  CREATE INDEX "data_breaches_ndpc_deadline_idx" ON "data_breaches" USING btree ("ndpc_deadline");
  CREATE INDEX "data_breaches_status_idx" ON "data_breaches" USING btree ("status");
  CREATE INDEX "data_breaches_updated_at_idx" ON "data_breaches" USING btree ("updated_at");
  CREATE INDEX "data_breaches_created_at_idx" ON "data_breaches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_breaches_fk" FOREIGN KEY ("data_breaches_id") REFERENCES "public"."data_breaches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_breaches_id_idx" ON "payload_locked_documents_rels" USING btree ("data_breaches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_breaches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_breaches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_breaches_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_breaches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_breaches_id";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_bookings_months";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_drivers_months";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_volunteers_months";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_report_requests_months";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_outbox_months";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_analytics_days";
  DROP TYPE "public"."enum_data_breaches_people_told";
  DROP TYPE "public"."enum_data_breaches_status";`)
}
