import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_direction" AS ENUM('out', 'in');
  CREATE TYPE "public"."enum_messages_channel" AS ENUM('sms', 'whatsapp');
  CREATE TYPE "public"."enum_messages_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown', 'kept', 'received');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-message';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-message';
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"direction" "enum_messages_direction" DEFAULT 'out' NOT NULL,
  	"channel" "enum_messages_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"status" "enum_messages_status" DEFAULT 'queued' NOT NULL,
  	"template" varchar,
  	"language" varchar,
  	"params" jsonb,
  	"text" varchar,
  	"provider_message_id" varchar,
  	"error" varchar,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"fallback_of_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_fallback_of_id_messages_id_fk" FOREIGN KEY ("fallback_of_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "messages_to_idx" ON "messages" USING btree ("to");
  CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");
  CREATE UNIQUE INDEX "messages_provider_message_id_idx" ON "messages" USING btree ("provider_message_id");
  CREATE UNIQUE INDEX "messages_fallback_of_idx" ON "messages" USING btree ("fallback_of_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'purge-expired-data');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'link-monthly-gift', 'reconcile-payments', 'send-pitch-deck', 'send-impact-report', 'roll-up-analytics', 'ride-notices', 'purge-expired-data');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  DROP TYPE "public"."enum_messages_direction";
  DROP TYPE "public"."enum_messages_channel";
  DROP TYPE "public"."enum_messages_status";`)
}
