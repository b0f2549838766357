import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_method" AS ENUM('cash', 'cheque', 'bank_transfer', 'pos');
  CREATE TYPE "public"."enum_gift_batches_gifts_method" AS ENUM('cash', 'cheque', 'bank_transfer', 'pos');
  CREATE TYPE "public"."enum_gift_batches_status" AS ENUM('open', 'committed');
  CREATE TABLE "gift_batches_gifts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"fund_id" integer NOT NULL,
  	"method" "enum_gift_batches_gifts_method" DEFAULT 'cash' NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar,
  	"donor_phone" varchar,
  	"note" varchar,
  	"send_receipt" boolean DEFAULT false
  );
  
  CREATE TABLE "gift_batches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"counted_on" timestamp(3) with time zone NOT NULL,
  	"status" "enum_gift_batches_status" DEFAULT 'open' NOT NULL,
  	"gift_count" numeric,
  	"total" numeric,
  	"entered_by_id" integer,
  	"last_changed_by_id" integer,
  	"committed_by_id" integer,
  	"committed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "method" "enum_donations_method";
  ALTER TABLE "donations" ADD COLUMN "gift_batch_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_batches_id" integer;
  ALTER TABLE "gift_batches_gifts" ADD CONSTRAINT "gift_batches_gifts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_batches_gifts" ADD CONSTRAINT "gift_batches_gifts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gift_batches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_last_changed_by_id_users_id_fk" FOREIGN KEY ("last_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_committed_by_id_users_id_fk" FOREIGN KEY ("committed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gift_batches_gifts_order_idx" ON "gift_batches_gifts" USING btree ("_order");
  CREATE INDEX "gift_batches_gifts_parent_id_idx" ON "gift_batches_gifts" USING btree ("_parent_id");
  CREATE INDEX "gift_batches_gifts_fund_idx" ON "gift_batches_gifts" USING btree ("fund_id");
  CREATE INDEX "gift_batches_counted_on_idx" ON "gift_batches" USING btree ("counted_on");
  CREATE INDEX "gift_batches_status_idx" ON "gift_batches" USING btree ("status");
  CREATE INDEX "gift_batches_entered_by_idx" ON "gift_batches" USING btree ("entered_by_id");
  CREATE INDEX "gift_batches_last_changed_by_idx" ON "gift_batches" USING btree ("last_changed_by_id");
  CREATE INDEX "gift_batches_committed_by_idx" ON "gift_batches" USING btree ("committed_by_id");
  CREATE INDEX "gift_batches_updated_at_idx" ON "gift_batches" USING btree ("updated_at");
  CREATE INDEX "gift_batches_created_at_idx" ON "gift_batches" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_gift_batch_id_gift_batches_id_fk" FOREIGN KEY ("gift_batch_id") REFERENCES "public"."gift_batches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_batches_fk" FOREIGN KEY ("gift_batches_id") REFERENCES "public"."gift_batches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_gift_batch_idx" ON "donations" USING btree ("gift_batch_id");
  CREATE INDEX "payload_locked_documents_rels_gift_batches_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_batches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_batches_gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_batches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gift_batches_gifts" CASCADE;
  DROP TABLE "gift_batches" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_gift_batch_id_gift_batches_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_batches_fk";
  
  DROP INDEX "donations_gift_batch_idx";
  DROP INDEX "payload_locked_documents_rels_gift_batches_id_idx";
  ALTER TABLE "donations" DROP COLUMN "method";
  ALTER TABLE "donations" DROP COLUMN "gift_batch_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_batches_id";
  DROP TYPE "public"."enum_donations_method";
  DROP TYPE "public"."enum_gift_batches_gifts_method";
  DROP TYPE "public"."enum_gift_batches_status";`)
}
