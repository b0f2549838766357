import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monthly_gifts_currency" AS ENUM('NGN');
  CREATE TYPE "public"."enum_monthly_gifts_status" AS ENUM('pending', 'active', 'paused', 'lapsed', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'link-monthly-gift' BEFORE 'reconcile-payments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'link-monthly-gift' BEFORE 'reconcile-payments';
  CREATE TABLE "monthly_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar NOT NULL,
  	"is_anonymous" boolean DEFAULT false,
  	"amount" numeric NOT NULL,
  	"currency" "enum_monthly_gifts_currency" DEFAULT 'NGN' NOT NULL,
  	"status" "enum_monthly_gifts_status" DEFAULT 'pending' NOT NULL,
  	"project_id" integer,
  	"first_donation_id" integer,
  	"next_charge_at" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"paused_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"lapsed_at" timestamp(3) with time zone,
  	"last_failure_at" timestamp(3) with time zone,
  	"failed_charges" numeric DEFAULT 0 NOT NULL,
  	"open_invoice" varchar,
  	"plan_code" varchar,
  	"plan_id" varchar,
  	"subscription_code" varchar,
  	"customer_code" varchar,
  	"email_token" varchar,
  	"failure_notified_invoice" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "monthly_gift_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monthly_gifts_id" integer;
  ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_first_donation_id_donations_id_fk" FOREIGN KEY ("first_donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "monthly_gifts_donor_email_idx" ON "monthly_gifts" USING btree ("donor_email");
  CREATE INDEX "monthly_gifts_status_idx" ON "monthly_gifts" USING btree ("status");
  CREATE INDEX "monthly_gifts_project_idx" ON "monthly_gifts" USING btree ("project_id");
  CREATE INDEX "monthly_gifts_first_donation_idx" ON "monthly_gifts" USING btree ("first_donation_id");
  CREATE UNIQUE INDEX "monthly_gifts_plan_code_idx" ON "monthly_gifts" USING btree ("plan_code");
  CREATE INDEX "monthly_gifts_subscription_code_idx" ON "monthly_gifts" USING btree ("subscription_code");
  CREATE INDEX "monthly_gifts_updated_at_idx" ON "monthly_gifts" USING btree ("updated_at");
  CREATE INDEX "monthly_gifts_created_at_idx" ON "monthly_gifts" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_monthly_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("monthly_gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monthly_gifts_fk" FOREIGN KEY ("monthly_gifts_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_monthly_gift_idx" ON "donations" USING btree ("monthly_gift_id");
  CREATE INDEX "payload_locked_documents_rels_monthly_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("monthly_gifts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monthly_gifts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monthly_gifts" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_monthly_gift_id_monthly_gifts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monthly_gifts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_monthly_gift_idx";
  DROP INDEX "payload_locked_documents_rels_monthly_gifts_id_idx";
  ALTER TABLE "donations" DROP COLUMN "monthly_gift_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monthly_gifts_id";
  DROP TYPE "public"."enum_monthly_gifts_currency";
  DROP TYPE "public"."enum_monthly_gifts_status";`)
}
