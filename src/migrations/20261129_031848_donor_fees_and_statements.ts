import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mail-yearly-statements';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-yearly-statement';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mail-yearly-statements';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-yearly-statement';
  CREATE TABLE "statement_mailings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_key" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"donation_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "gift_amount" numeric;
  ALTER TABLE "donations" ADD COLUMN "fees_covered" numeric;
  ALTER TABLE "monthly_gifts" ADD COLUMN "gift_amount" numeric;
  ALTER TABLE "monthly_gifts" ADD COLUMN "fees_covered" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_mailings_id" integer;
  CREATE INDEX "statement_mailings_updated_at_idx" ON "statement_mailings" USING btree ("updated_at");
  CREATE INDEX "statement_mailings_created_at_idx" ON "statement_mailings" USING btree ("created_at");
  CREATE UNIQUE INDEX "donor_key_year_idx" ON "statement_mailings" USING btree ("donor_key","year");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_mailings_fk" FOREIGN KEY ("statement_mailings_id") REFERENCES "public"."statement_mailings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_statement_mailings_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_mailings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "statement_mailings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "statement_mailings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_mailings_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'make-weekly-runs', 'purge-expired-data', 'send-message', 'set-up-transfer-gift');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'make-weekly-runs', 'purge-expired-data', 'send-message', 'set-up-transfer-gift');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_statement_mailings_id_idx";
  ALTER TABLE "donations" DROP COLUMN "gift_amount";
  ALTER TABLE "donations" DROP COLUMN "fees_covered";
  ALTER TABLE "monthly_gifts" DROP COLUMN "gift_amount";
  ALTER TABLE "monthly_gifts" DROP COLUMN "fees_covered";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_mailings_id";`)
}
