import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ride_bookings_rating" AS ENUM('5', '4', '3', '2', '1');
  CREATE TYPE "public"."enum_concerns_status" AS ENUM('new', 'looking', 'closed');
  CREATE TABLE "concerns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_concerns_status" DEFAULT 'new' NOT NULL,
  	"outcome" varchar,
  	"what_happened" varchar NOT NULL,
  	"happened_when" varchar,
  	"ride_described" varchar,
  	"church_id" integer,
  	"bus_run_id" integer,
  	"booking_code" varchar,
  	"reporter_name" varchar,
  	"reporter_phone" varchar,
  	"reported_at" timestamp(3) with time zone NOT NULL,
  	"closed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bus_runs" ADD COLUMN "driver_cancel_reason" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "driver_cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "ride_bookings" ADD COLUMN "rating" "enum_ride_bookings_rating";
  ALTER TABLE "ride_bookings" ADD COLUMN "rated_at" timestamp(3) with time zone;
  ALTER TABLE "ride_bookings" ADD COLUMN "rating_comment" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "concerns_id" integer;
  ALTER TABLE "concerns" ADD CONSTRAINT "concerns_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concerns" ADD CONSTRAINT "concerns_bus_run_id_bus_runs_id_fk" FOREIGN KEY ("bus_run_id") REFERENCES "public"."bus_runs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "concerns_status_idx" ON "concerns" USING btree ("status");
  CREATE INDEX "concerns_church_idx" ON "concerns" USING btree ("church_id");
  CREATE INDEX "concerns_bus_run_idx" ON "concerns" USING btree ("bus_run_id");
  CREATE INDEX "concerns_reported_at_idx" ON "concerns" USING btree ("reported_at");
  CREATE INDEX "concerns_updated_at_idx" ON "concerns" USING btree ("updated_at");
  CREATE INDEX "concerns_created_at_idx" ON "concerns" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_concerns_fk" FOREIGN KEY ("concerns_id") REFERENCES "public"."concerns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ride_bookings_rating_idx" ON "ride_bookings" USING btree ("rating");
  CREATE INDEX "payload_locked_documents_rels_concerns_id_idx" ON "payload_locked_documents_rels" USING btree ("concerns_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "concerns" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "concerns" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_concerns_fk";
  
  DROP INDEX "ride_bookings_rating_idx";
  DROP INDEX "payload_locked_documents_rels_concerns_id_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "driver_cancel_reason";
  ALTER TABLE "bus_runs" DROP COLUMN "driver_cancelled_at";
  ALTER TABLE "ride_bookings" DROP COLUMN "rating";
  ALTER TABLE "ride_bookings" DROP COLUMN "rated_at";
  ALTER TABLE "ride_bookings" DROP COLUMN "rating_comment";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "concerns_id";
  DROP TYPE "public"."enum_ride_bookings_rating";
  DROP TYPE "public"."enum_concerns_status";`)
}
