import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "phone_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"request" jsonb NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"tries" numeric DEFAULT 0 NOT NULL,
  	"booking_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_codes_id" integer;
  CREATE UNIQUE INDEX "phone_codes_reference_idx" ON "phone_codes" USING btree ("reference");
  CREATE INDEX "phone_codes_expires_at_idx" ON "phone_codes" USING btree ("expires_at");
  CREATE INDEX "phone_codes_updated_at_idx" ON "phone_codes" USING btree ("updated_at");
  CREATE INDEX "phone_codes_created_at_idx" ON "phone_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_codes_fk" FOREIGN KEY ("phone_codes_id") REFERENCES "public"."phone_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "phone_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_phone_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_codes_id";`)
}
