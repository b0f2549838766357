import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_messages_status" ADD VALUE 'held';
  ALTER TYPE "public"."enum_messages_status" ADD VALUE 'suppressed';
  ALTER TYPE "public"."enum_consents_source" ADD VALUE 'text_reply';
  ALTER TABLE "messages" ADD COLUMN "reply_to_id" integer;
  ALTER TABLE "messages" ADD COLUMN "cost" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "data_retention_text_messages_months" numeric DEFAULT 6;
  ALTER TABLE "site_settings" ADD COLUMN "messaging_daily_ceiling_naira" numeric DEFAULT 5000;
  ALTER TABLE "site_settings" ADD COLUMN "messaging_per_number_daily" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "messaging_sms_page_naira" numeric DEFAULT 8;
  ALTER TABLE "site_settings" ADD COLUMN "messaging_whatsapp_naira" numeric DEFAULT 12;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to_id");
  CREATE INDEX "messages_sent_at_idx" ON "messages" USING btree ("sent_at");
  CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" DROP CONSTRAINT "messages_reply_to_id_messages_id_fk";
  
  ALTER TABLE "messages" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "messages" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_messages_status";
  CREATE TYPE "public"."enum_messages_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown', 'kept', 'received');
  ALTER TABLE "messages" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_messages_status";
  ALTER TABLE "messages" ALTER COLUMN "status" SET DATA TYPE "public"."enum_messages_status" USING "status"::"public"."enum_messages_status";
  ALTER TABLE "consents" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_consents_source";
  CREATE TYPE "public"."enum_consents_source" AS ENUM('donation_form', 'seat_request', 'my_giving', 'booking_page');
  ALTER TABLE "consents" ALTER COLUMN "source" SET DATA TYPE "public"."enum_consents_source" USING "source"::"public"."enum_consents_source";
  DROP INDEX "messages_reply_to_idx";
  DROP INDEX "messages_sent_at_idx";
  DROP INDEX "consents_phone_idx";
  ALTER TABLE "messages" DROP COLUMN "reply_to_id";
  ALTER TABLE "messages" DROP COLUMN "cost";
  ALTER TABLE "site_settings" DROP COLUMN "data_retention_text_messages_months";
  ALTER TABLE "site_settings" DROP COLUMN "messaging_daily_ceiling_naira";
  ALTER TABLE "site_settings" DROP COLUMN "messaging_per_number_daily";
  ALTER TABLE "site_settings" DROP COLUMN "messaging_sms_page_naira";
  ALTER TABLE "site_settings" DROP COLUMN "messaging_whatsapp_naira";`)
}
