import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_drivers_status" AS ENUM('pending', 'verified', 'rejected');
  CREATE TABLE "drivers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"emergency_contact_name" varchar NOT NULL,
  	"emergency_contact_phone" varchar NOT NULL,
  	"licence_number" varchar NOT NULL,
  	"licence_expiry" timestamp(3) with time zone NOT NULL,
  	"vehicle" varchar NOT NULL,
  	"plate" varchar NOT NULL,
  	"seats" numeric NOT NULL,
  	"roadworthiness_document_id" integer NOT NULL,
  	"roadworthiness_expiry" timestamp(3) with time zone NOT NULL,
  	"insurance_document_id" integer NOT NULL,
  	"insurance_expiry" timestamp(3) with time zone NOT NULL,
  	"status" "enum_drivers_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"expiry_reminded_for" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "driver_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_id" integer,
  	"prefix" varchar DEFAULT 'driver-documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "bus_runs" ADD COLUMN "driver_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drivers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "driver_documents_id" integer;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_roadworthiness_document_id_driver_documents_id_fk" FOREIGN KEY ("roadworthiness_document_id") REFERENCES "public"."driver_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_insurance_document_id_driver_documents_id_fk" FOREIGN KEY ("insurance_document_id") REFERENCES "public"."driver_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "driver_documents" ADD CONSTRAINT "driver_documents_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "drivers_church_idx" ON "drivers" USING btree ("church_id");
  CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expiry");
  CREATE INDEX "drivers_roadworthiness_document_idx" ON "drivers" USING btree ("roadworthiness_document_id");
  CREATE INDEX "drivers_roadworthiness_expiry_idx" ON "drivers" USING btree ("roadworthiness_expiry");
  CREATE INDEX "drivers_insurance_document_idx" ON "drivers" USING btree ("insurance_document_id");
  CREATE INDEX "drivers_insurance_expiry_idx" ON "drivers" USING btree ("insurance_expiry");
  CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status");
  CREATE INDEX "drivers_reviewed_by_idx" ON "drivers" USING btree ("reviewed_by_id");
  CREATE INDEX "drivers_updated_at_idx" ON "drivers" USING btree ("updated_at");
  CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at");
  CREATE INDEX "driver_documents_church_idx" ON "driver_documents" USING btree ("church_id");
  CREATE INDEX "driver_documents_updated_at_idx" ON "driver_documents" USING btree ("updated_at");
  CREATE INDEX "driver_documents_created_at_idx" ON "driver_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "driver_documents_filename_idx" ON "driver_documents" USING btree ("filename");
  ALTER TABLE "bus_runs" ADD CONSTRAINT "bus_runs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drivers_fk" FOREIGN KEY ("drivers_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_driver_documents_fk" FOREIGN KEY ("driver_documents_id") REFERENCES "public"."driver_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bus_runs_driver_idx" ON "bus_runs" USING btree ("driver_id");
  CREATE INDEX "payload_locked_documents_rels_drivers_id_idx" ON "payload_locked_documents_rels" USING btree ("drivers_id");
  CREATE INDEX "payload_locked_documents_rels_driver_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("driver_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "drivers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "driver_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "drivers" CASCADE;
  DROP TABLE "driver_documents" CASCADE;
  ALTER TABLE "bus_runs" DROP CONSTRAINT "bus_runs_driver_id_drivers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drivers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_driver_documents_fk";
  
  DROP INDEX "bus_runs_driver_idx";
  DROP INDEX "payload_locked_documents_rels_drivers_id_idx";
  DROP INDEX "payload_locked_documents_rels_driver_documents_id_idx";
  ALTER TABLE "bus_runs" DROP COLUMN "driver_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drivers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "driver_documents_id";
  DROP TYPE "public"."enum_drivers_status";`)
}
