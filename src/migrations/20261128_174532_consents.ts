import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_purpose" AS ENUM('public_listing', 'guardian_ride', 'news_email', 'messages');
  CREATE TYPE "public"."enum_consents_choice" AS ENUM('granted', 'withdrawn');
  CREATE TYPE "public"."enum_consents_source" AS ENUM('donation_form', 'seat_request', 'my_giving', 'booking_page');
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"purpose" "enum_consents_purpose" NOT NULL,
  	"choice" "enum_consents_choice" NOT NULL,
  	"reference" varchar,
  	"notice_version" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"source" "enum_consents_source" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");
  CREATE INDEX "consents_purpose_idx" ON "consents" USING btree ("purpose");
  CREATE INDEX "consents_reference_idx" ON "consents" USING btree ("reference");
  CREATE INDEX "consents_at_idx" ON "consents" USING btree ("at");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_consents_choice";
  DROP TYPE "public"."enum_consents_source";`)
}
