import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-impact-report' BEFORE 'roll-up-analytics';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-impact-report' BEFORE 'roll-up-analytics';
  ALTER TABLE "impact_report_requests" ADD COLUMN "report_id" integer;
  ALTER TABLE "impact_report_requests" ADD CONSTRAINT "impact_report_requests_report_id_impact_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."impact_reports"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "impact_report_requests_report_idx" ON "impact_report_requests" USING btree ("report_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "impact_report_requests" DROP CONSTRAINT "impact_report_requests_report_id_impact_reports_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'reconcile-payments', 'send-pitch-deck', 'roll-up-analytics');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'reconcile-payments', 'send-pitch-deck', 'roll-up-analytics');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "impact_report_requests_report_idx";
  ALTER TABLE "impact_report_requests" DROP COLUMN "report_id";`)
}
