import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ride_bookings_rating" AS ENUM('5', '4', '3', '2', '1');
  CREATE TYPE "public"."enum_ride_bookings_boarding" AS ENUM('boarded', 'no_show');
  CREATE TYPE "public"."enum_ride_bookings_handed_over_by" AS ENUM('code', 'name');
  CREATE TYPE "public"."enum_standing_bookings_notify_by" AS ENUM('email', 'sms', 'whatsapp');
  CREATE TYPE "public"."enum_standing_bookings_status" AS ENUM('active', 'stopped');
  CREATE TYPE "public"."enum_concerns_status" AS ENUM('new', 'looking', 'closed');
  CREATE TABLE "standing_bookings_pauses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "standing_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"series_id" integer,
  	"church_id" integer NOT NULL,
  	"passenger_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"notify_by" "enum_standing_bookings_notify_by" DEFAULT 'email',
  	"people" numeric NOT NULL,
  	"stop" varchar NOT NULL,
  	"minors" boolean DEFAULT false,
  	"guardian_name" varchar,
  	"guardian_phone" varchar,
  	"status" "enum_standing_bookings_status" DEFAULT 'active' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"stopped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  ALTER TABLE "bus_runs" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "bus_runs" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "bus_runs" ADD COLUMN "escalation_note" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "standing_id" integer;
  ALTER TABLE "ride_bookings" ADD COLUMN "rating" "enum_ride_bookings_rating";
  ALTER TABLE "ride_bookings" ADD COLUMN "rated_at" timestamp(3) with time zone;
  ALTER TABLE "ride_bookings" ADD COLUMN "rating_comment" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "boarding" "enum_ride_bookings_boarding";
  ALTER TABLE "ride_bookings" ADD COLUMN "boarding_at" timestamp(3) with time zone;
  ALTER TABLE "ride_bookings" ADD COLUMN "boarding_by_id" integer;
  ALTER TABLE "ride_bookings" ADD COLUMN "handed_to" varchar;
  ALTER TABLE "ride_bookings" ADD COLUMN "handed_over_by" "enum_ride_bookings_handed_over_by";
  ALTER TABLE "ride_bookings" ADD COLUMN "handed_over_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "standing_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "concerns_id" integer;
  ALTER TABLE "standing_bookings_pauses" ADD CONSTRAINT "standing_bookings_pauses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."standing_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_series_id_run_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."run_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concerns" ADD CONSTRAINT "concerns_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concerns" ADD CONSTRAINT "concerns_bus_run_id_bus_runs_id_fk" FOREIGN KEY ("bus_run_id") REFERENCES "public"."bus_runs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "standing_bookings_pauses_order_idx" ON "standing_bookings_pauses" USING btree ("_order");
  CREATE INDEX "standing_bookings_pauses_parent_id_idx" ON "standing_bookings_pauses" USING btree ("_parent_id");
  CREATE INDEX "standing_bookings_series_idx" ON "standing_bookings" USING btree ("series_id");
  CREATE INDEX "standing_bookings_church_idx" ON "standing_bookings" USING btree ("church_id");
  CREATE INDEX "standing_bookings_status_idx" ON "standing_bookings" USING btree ("status");
  CREATE INDEX "standing_bookings_started_at_idx" ON "standing_bookings" USING btree ("started_at");
  CREATE INDEX "standing_bookings_updated_at_idx" ON "standing_bookings" USING btree ("updated_at");
  CREATE INDEX "standing_bookings_created_at_idx" ON "standing_bookings" USING btree ("created_at");
  CREATE INDEX "concerns_status_idx" ON "concerns" USING btree ("status");
  CREATE INDEX "concerns_church_idx" ON "concerns" USING btree ("church_id");
  CREATE INDEX "concerns_bus_run_idx" ON "concerns" USING btree ("bus_run_id");
  CREATE INDEX "concerns_reported_at_idx" ON "concerns" USING btree ("reported_at");
  CREATE INDEX "concerns_updated_at_idx" ON "concerns" USING btree ("updated_at");
  CREATE INDEX "concerns_created_at_idx" ON "concerns" USING btree ("created_at");
  ALTER TABLE "ride_bookings" ADD CONSTRAINT "ride_bookings_standing_id_standing_bookings_id_fk" FOREIGN KEY ("standing_id") REFERENCES "public"."standing_bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ride_bookings" ADD CONSTRAINT "ride_bookings_boarding_by_id_drivers_id_fk" FOREIGN KEY ("boarding_by_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_standing_bookings_fk" FOREIGN KEY ("standing_bookings_id") REFERENCES "public"."standing_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_concerns_fk" FOREIGN KEY ("concerns_id") REFERENCES "public"."concerns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bus_runs_escalated_at_idx" ON "bus_runs" USING btree ("escalated_at");
  CREATE INDEX "ride_bookings_standing_idx" ON "ride_bookings" USING btree ("standing_id");
  CREATE INDEX "ride_bookings_rating_idx" ON "ride_bookings" USING btree ("rating");
  CREATE INDEX "ride_bookings_boarding_idx" ON "ride_bookings" USING btree ("boarding");
  CREATE INDEX "ride_bookings_boarding_by_idx" ON "ride_bookings" USING btree ("boarding_by_id");
  CREATE INDEX "payload_locked_documents_rels_standing_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("standing_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_concerns_id_idx" ON "payload_locked_documents_rels" USING btree ("concerns_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "standing_bookings_pauses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "standing_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "concerns" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "standing_bookings_pauses" CASCADE;
  DROP TABLE "standing_bookings" CASCADE;
  DROP TABLE "concerns" CASCADE;
  ALTER TABLE "ride_bookings" DROP CONSTRAINT "ride_bookings_standing_id_standing_bookings_id_fk";
  
  ALTER TABLE "ride_bookings" DROP CONSTRAINT "ride_bookings_boarding_by_id_drivers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_standing_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_concerns_fk";
  
  DROP INDEX "bus_runs_escalated_at_idx";
  DROP INDEX "ride_bookings_standing_idx";
  DROP INDEX "ride_bookings_rating_idx";
  DROP INDEX "ride_bookings_boarding_idx";
  DROP INDEX "ride_bookings_boarding_by_idx";
  DROP INDEX "payload_locked_documents_rels_standing_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_concerns_id_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "driver_cancel_reason";
  ALTER TABLE "bus_runs" DROP COLUMN "driver_cancelled_at";
  ALTER TABLE "bus_runs" DROP COLUMN "closed_at";
  ALTER TABLE "bus_runs" DROP COLUMN "escalated_at";
  ALTER TABLE "bus_runs" DROP COLUMN "escalation_note";
  ALTER TABLE "ride_bookings" DROP COLUMN "standing_id";
  ALTER TABLE "ride_bookings" DROP COLUMN "rating";
  ALTER TABLE "ride_bookings" DROP COLUMN "rated_at";
  ALTER TABLE "ride_bookings" DROP COLUMN "rating_comment";
  ALTER TABLE "ride_bookings" DROP COLUMN "boarding";
  ALTER TABLE "ride_bookings" DROP COLUMN "boarding_at";
  ALTER TABLE "ride_bookings" DROP COLUMN "boarding_by_id";
  ALTER TABLE "ride_bookings" DROP COLUMN "handed_to";
  ALTER TABLE "ride_bookings" DROP COLUMN "handed_over_by";
  ALTER TABLE "ride_bookings" DROP COLUMN "handed_over_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "standing_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "concerns_id";
  DROP TYPE "public"."enum_ride_bookings_rating";
  DROP TYPE "public"."enum_ride_bookings_boarding";
  DROP TYPE "public"."enum_ride_bookings_handed_over_by";
  DROP TYPE "public"."enum_standing_bookings_notify_by";
  DROP TYPE "public"."enum_standing_bookings_status";
  DROP TYPE "public"."enum_concerns_status";`)
}
