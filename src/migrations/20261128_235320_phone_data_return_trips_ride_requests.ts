import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bus_runs_direction" AS ENUM('to_church', 'home');
  CREATE TYPE "public"."enum_run_series_direction" AS ENUM('to_church', 'home');
  CREATE TYPE "public"."enum_ride_requests_notify_by" AS ENUM('email', 'sms', 'whatsapp');
  CREATE TYPE "public"."enum_ride_requests_status" AS ENUM('open', 'told', 'closed');
  CREATE TABLE "ride_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_id" integer NOT NULL,
  	"branch_id" integer NOT NULL,
  	"service_id" integer,
  	"area" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"notify_by" "enum_ride_requests_notify_by" DEFAULT 'sms',
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_ride_requests_status" DEFAULT 'open' NOT NULL,
  	"told_at" timestamp(3) with time zone,
  	"told_run_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "data_requests" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "data_requests" ADD COLUMN "phone" varchar;
  ALTER TABLE "bus_runs" ADD COLUMN "direction" "enum_bus_runs_direction" DEFAULT 'to_church';
  ALTER TABLE "run_series" ADD COLUMN "direction" "enum_run_series_direction" DEFAULT 'to_church';
  ALTER TABLE "ride_bookings" ADD COLUMN "outbound_code" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ride_requests_id" integer;
  ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_branch_id_church_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."church_branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_service_id_church_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."church_services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_told_run_id_bus_runs_id_fk" FOREIGN KEY ("told_run_id") REFERENCES "public"."bus_runs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ride_requests_church_idx" ON "ride_requests" USING btree ("church_id");
  CREATE INDEX "ride_requests_branch_idx" ON "ride_requests" USING btree ("branch_id");
  CREATE INDEX "ride_requests_service_idx" ON "ride_requests" USING btree ("service_id");
  CREATE INDEX "ride_requests_area_idx" ON "ride_requests" USING btree ("area");
  CREATE INDEX "ride_requests_status_idx" ON "ride_requests" USING btree ("status");
  CREATE INDEX "ride_requests_told_run_idx" ON "ride_requests" USING btree ("told_run_id");
  CREATE INDEX "ride_requests_updated_at_idx" ON "ride_requests" USING btree ("updated_at");
  CREATE INDEX "ride_requests_created_at_idx" ON "ride_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ride_requests_fk" FOREIGN KEY ("ride_requests_id") REFERENCES "public"."ride_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "data_requests_phone_idx" ON "data_requests" USING btree ("phone");
  CREATE INDEX "bus_runs_direction_idx" ON "bus_runs" USING btree ("direction");
  CREATE INDEX "run_series_direction_idx" ON "run_series" USING btree ("direction");
  CREATE INDEX "ride_bookings_outbound_code_idx" ON "ride_bookings" USING btree ("outbound_code");
  CREATE INDEX "payload_locked_documents_rels_ride_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("ride_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ride_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ride_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ride_requests_fk";
  
  DROP INDEX "data_requests_phone_idx";
  DROP INDEX "bus_runs_direction_idx";
  DROP INDEX "run_series_direction_idx";
  DROP INDEX "ride_bookings_outbound_code_idx";
  DROP INDEX "payload_locked_documents_rels_ride_requests_id_idx";
  ALTER TABLE "data_requests" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "data_requests" DROP COLUMN "phone";
  ALTER TABLE "bus_runs" DROP COLUMN "direction";
  ALTER TABLE "run_series" DROP COLUMN "direction";
  ALTER TABLE "ride_bookings" DROP COLUMN "outbound_code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ride_requests_id";
  DROP TYPE "public"."enum_bus_runs_direction";
  DROP TYPE "public"."enum_run_series_direction";
  DROP TYPE "public"."enum_ride_requests_notify_by";
  DROP TYPE "public"."enum_ride_requests_status";`)
}
