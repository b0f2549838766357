import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bus_runs_visibility" AS ENUM('public', 'members');
  CREATE TYPE "public"."enum_bus_runs_status" AS ENUM('scheduled', 'cancelled');
  CREATE TYPE "public"."enum_ride_bookings_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');
  CREATE TABLE "bus_runs_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"place" varchar NOT NULL,
  	"area" varchar NOT NULL,
  	"time" varchar NOT NULL
  );
  
  CREATE TABLE "bus_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"service_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"seats" numeric NOT NULL,
  	"visibility" "enum_bus_runs_visibility" DEFAULT 'public' NOT NULL,
  	"status" "enum_bus_runs_status" DEFAULT 'scheduled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ride_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"bus_run_id" integer NOT NULL,
  	"church_id" integer NOT NULL,
  	"passenger_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"people" numeric NOT NULL,
  	"stop" varchar NOT NULL,
  	"status" "enum_ride_bookings_status" NOT NULL,
  	"booked_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bus_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ride_bookings_id" integer;
  ALTER TABLE "bus_runs_stops" ADD CONSTRAINT "bus_runs_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bus_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bus_runs" ADD CONSTRAINT "bus_runs_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bus_runs" ADD CONSTRAINT "bus_runs_service_id_church_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."church_services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ride_bookings" ADD CONSTRAINT "ride_bookings_bus_run_id_bus_runs_id_fk" FOREIGN KEY ("bus_run_id") REFERENCES "public"."bus_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ride_bookings" ADD CONSTRAINT "ride_bookings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bus_runs_stops_order_idx" ON "bus_runs_stops" USING btree ("_order");
  CREATE INDEX "bus_runs_stops_parent_id_idx" ON "bus_runs_stops" USING btree ("_parent_id");
  CREATE INDEX "bus_runs_church_idx" ON "bus_runs" USING btree ("church_id");
  CREATE INDEX "bus_runs_service_idx" ON "bus_runs" USING btree ("service_id");
  CREATE INDEX "bus_runs_date_idx" ON "bus_runs" USING btree ("date");
  CREATE INDEX "bus_runs_status_idx" ON "bus_runs" USING btree ("status");
  CREATE INDEX "bus_runs_updated_at_idx" ON "bus_runs" USING btree ("updated_at");
  CREATE INDEX "bus_runs_created_at_idx" ON "bus_runs" USING btree ("created_at");
  CREATE UNIQUE INDEX "ride_bookings_code_idx" ON "ride_bookings" USING btree ("code");
  CREATE INDEX "ride_bookings_bus_run_idx" ON "ride_bookings" USING btree ("bus_run_id");
  CREATE INDEX "ride_bookings_church_idx" ON "ride_bookings" USING btree ("church_id");
  CREATE INDEX "ride_bookings_status_idx" ON "ride_bookings" USING btree ("status");
  CREATE INDEX "ride_bookings_booked_at_idx" ON "ride_bookings" USING btree ("booked_at");
  CREATE INDEX "ride_bookings_updated_at_idx" ON "ride_bookings" USING btree ("updated_at");
  CREATE INDEX "ride_bookings_created_at_idx" ON "ride_bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bus_runs_fk" FOREIGN KEY ("bus_runs_id") REFERENCES "public"."bus_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ride_bookings_fk" FOREIGN KEY ("ride_bookings_id") REFERENCES "public"."ride_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bus_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("bus_runs_id");
  CREATE INDEX "payload_locked_documents_rels_ride_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("ride_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bus_runs_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bus_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ride_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bus_runs_stops" CASCADE;
  DROP TABLE "bus_runs" CASCADE;
  DROP TABLE "ride_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bus_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ride_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_bus_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_ride_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bus_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ride_bookings_id";
  DROP TYPE "public"."enum_bus_runs_visibility";
  DROP TYPE "public"."enum_bus_runs_status";
  DROP TYPE "public"."enum_ride_bookings_status";`)
}
