import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pledges_status" AS ENUM('open', 'cancelled');
  CREATE TABLE "pledges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_name" varchar NOT NULL,
  	"donor_email" varchar NOT NULL,
  	"donor_phone" varchar,
  	"fund_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"due_date" timestamp(3) with time zone NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_pledges_status" DEFAULT 'open' NOT NULL,
  	"note" varchar,
  	"request_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pledges_id" integer;
  ALTER TABLE "pledges" ADD CONSTRAINT "pledges_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pledges_donor_email_idx" ON "pledges" USING btree ("donor_email");
  CREATE INDEX "pledges_fund_idx" ON "pledges" USING btree ("fund_id");
  CREATE UNIQUE INDEX "pledges_request_key_idx" ON "pledges" USING btree ("request_key");
  CREATE INDEX "pledges_updated_at_idx" ON "pledges" USING btree ("updated_at");
  CREATE INDEX "pledges_created_at_idx" ON "pledges" USING btree ("created_at");
  CREATE INDEX "pledges_donor_email_key_idx" ON "pledges" USING btree (lower(btrim("donor_email")));
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pledges_fk" FOREIGN KEY ("pledges_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_donor_phone_fund_idx" ON "donations" USING btree ("donor_phone","fund_id");
  CREATE INDEX "payload_locked_documents_rels_pledges_id_idx" ON "payload_locked_documents_rels" USING btree ("pledges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pledges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pledges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pledges_fk";
  
  DROP INDEX "donations_donor_phone_fund_idx";
  DROP INDEX "payload_locked_documents_rels_pledges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pledges_id";
  DROP TYPE "public"."enum_pledges_status";`)
}
