import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_transfer_gifts_status" AS ENUM('setting_up', 'active');
  CREATE TYPE "public"."enum_transfer_reviews_reason" AS ENUM('unknown_customer', 'amount_far');
  CREATE TYPE "public"."enum_transfer_reviews_status" AS ENUM('open', 'recorded', 'not_gift');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'set-up-transfer-gift';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'set-up-transfer-gift';
  CREATE TABLE "transfer_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar NOT NULL,
  	"email_key" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_transfer_gifts_status" DEFAULT 'setting_up' NOT NULL,
  	"project_id" integer,
  	"donor" jsonb,
  	"customer_code" varchar,
  	"bank_name" varchar,
  	"account_number" varchar,
  	"account_name" varchar,
  	"dedicated_account_id" varchar,
  	"set_up_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transfer_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"reason" "enum_transfer_reviews_reason" NOT NULL,
  	"customer_code" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"transfer_gift_id" integer,
  	"status" "enum_transfer_reviews_status" DEFAULT 'open' NOT NULL,
  	"close_reason" varchar,
  	"donation_id" integer,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bus_runs" ADD COLUMN "changed_alone" boolean DEFAULT false;
  ALTER TABLE "bus_runs" ADD COLUMN "coordinator_name" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "coordinator_email" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "coordinator_phone" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "day_link_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_gifts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_reviews_id" integer;
  ALTER TABLE "transfer_gifts" ADD CONSTRAINT "transfer_gifts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_reviews" ADD CONSTRAINT "transfer_reviews_transfer_gift_id_transfer_gifts_id_fk" FOREIGN KEY ("transfer_gift_id") REFERENCES "public"."transfer_gifts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_reviews" ADD CONSTRAINT "transfer_reviews_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_reviews" ADD CONSTRAINT "transfer_reviews_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "transfer_gifts_email_key_idx" ON "transfer_gifts" USING btree ("email_key");
  CREATE INDEX "transfer_gifts_project_idx" ON "transfer_gifts" USING btree ("project_id");
  CREATE UNIQUE INDEX "transfer_gifts_customer_code_idx" ON "transfer_gifts" USING btree ("customer_code");
  CREATE INDEX "transfer_gifts_updated_at_idx" ON "transfer_gifts" USING btree ("updated_at");
  CREATE INDEX "transfer_gifts_created_at_idx" ON "transfer_gifts" USING btree ("created_at");
  CREATE UNIQUE INDEX "transfer_reviews_reference_idx" ON "transfer_reviews" USING btree ("reference");
  CREATE INDEX "transfer_reviews_transfer_gift_idx" ON "transfer_reviews" USING btree ("transfer_gift_id");
  CREATE INDEX "transfer_reviews_status_idx" ON "transfer_reviews" USING btree ("status");
  CREATE INDEX "transfer_reviews_donation_idx" ON "transfer_reviews" USING btree ("donation_id");
  CREATE INDEX "transfer_reviews_decided_by_idx" ON "transfer_reviews" USING btree ("decided_by_id");
  CREATE INDEX "transfer_reviews_updated_at_idx" ON "transfer_reviews" USING btree ("updated_at");
  CREATE INDEX "transfer_reviews_created_at_idx" ON "transfer_reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_gifts_fk" FOREIGN KEY ("transfer_gifts_id") REFERENCES "public"."transfer_gifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_reviews_fk" FOREIGN KEY ("transfer_reviews_id") REFERENCES "public"."transfer_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_transfer_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_gifts_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "transfer_gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "transfer_gifts" CASCADE;
  DROP TABLE "transfer_reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_gifts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_reviews_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'make-weekly-runs', 'purge-expired-data', 'send-message');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'make-weekly-runs', 'purge-expired-data', 'send-message');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_transfer_gifts_id_idx";
  DROP INDEX "payload_locked_documents_rels_transfer_reviews_id_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "changed_alone";
  ALTER TABLE "bus_runs" DROP COLUMN "coordinator_name";
  ALTER TABLE "bus_runs" DROP COLUMN "coordinator_email";
  ALTER TABLE "bus_runs" DROP COLUMN "coordinator_phone";
  ALTER TABLE "bus_runs" DROP COLUMN "day_link_sent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_gifts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_reviews_id";
  DROP TYPE "public"."enum_transfer_gifts_status";
  DROP TYPE "public"."enum_transfer_reviews_reason";
  DROP TYPE "public"."enum_transfer_reviews_status";`)
}
