import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_churches_status" AS ENUM('pending', 'active', 'rejected');
  CREATE TYPE "public"."enum_church_branches_state" AS ENUM('Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara');
  CREATE TYPE "public"."enum_church_services_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'church_admin';
  CREATE TABLE "churches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"denomination" varchar,
  	"contact_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"registered_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_churches_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "church_branches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"state" "enum_church_branches_state" NOT NULL,
  	"lga" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "church_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"branch_id" integer NOT NULL,
  	"church_id" integer,
  	"name" varchar NOT NULL,
  	"day" "enum_church_services_day" NOT NULL,
  	"time" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "church_id" integer;
  ALTER TABLE "users" ADD COLUMN "permissions_rides_can_view" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "permissions_rides_can_edit" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "churches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "church_branches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "church_services_id" integer;
  ALTER TABLE "churches" ADD CONSTRAINT "churches_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "church_branches" ADD CONSTRAINT "church_branches_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "church_services" ADD CONSTRAINT "church_services_branch_id_church_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."church_branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "church_services" ADD CONSTRAINT "church_services_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "churches_registered_at_idx" ON "churches" USING btree ("registered_at");
  CREATE INDEX "churches_status_idx" ON "churches" USING btree ("status");
  CREATE INDEX "churches_reviewed_by_idx" ON "churches" USING btree ("reviewed_by_id");
  CREATE INDEX "churches_updated_at_idx" ON "churches" USING btree ("updated_at");
  CREATE INDEX "churches_created_at_idx" ON "churches" USING btree ("created_at");
  CREATE INDEX "church_branches_church_idx" ON "church_branches" USING btree ("church_id");
  CREATE INDEX "church_branches_updated_at_idx" ON "church_branches" USING btree ("updated_at");
  CREATE INDEX "church_branches_created_at_idx" ON "church_branches" USING btree ("created_at");
  CREATE INDEX "church_services_branch_idx" ON "church_services" USING btree ("branch_id");
  CREATE INDEX "church_services_church_idx" ON "church_services" USING btree ("church_id");
  CREATE INDEX "church_services_updated_at_idx" ON "church_services" USING btree ("updated_at");
  CREATE INDEX "church_services_created_at_idx" ON "church_services" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_churches_fk" FOREIGN KEY ("churches_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_church_branches_fk" FOREIGN KEY ("church_branches_id") REFERENCES "public"."church_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_church_services_fk" FOREIGN KEY ("church_services_id") REFERENCES "public"."church_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_church_idx" ON "users" USING btree ("church_id");
  CREATE INDEX "payload_locked_documents_rels_churches_id_idx" ON "payload_locked_documents_rels" USING btree ("churches_id");
  CREATE INDEX "payload_locked_documents_rels_church_branches_id_idx" ON "payload_locked_documents_rels" USING btree ("church_branches_id");
  CREATE INDEX "payload_locked_documents_rels_church_services_id_idx" ON "payload_locked_documents_rels" USING btree ("church_services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "churches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "church_branches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "church_services" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "churches" CASCADE;
  DROP TABLE "church_branches" CASCADE;
  DROP TABLE "church_services" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_church_id_churches_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_churches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_church_branches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_church_services_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'admin'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'super_admin');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'admin'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "users_church_idx";
  DROP INDEX "payload_locked_documents_rels_churches_id_idx";
  DROP INDEX "payload_locked_documents_rels_church_branches_id_idx";
  DROP INDEX "payload_locked_documents_rels_church_services_id_idx";
  ALTER TABLE "users" DROP COLUMN "church_id";
  ALTER TABLE "users" DROP COLUMN "permissions_rides_can_view";
  ALTER TABLE "users" DROP COLUMN "permissions_rides_can_edit";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "churches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "church_branches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "church_services_id";
  DROP TYPE "public"."enum_churches_status";
  DROP TYPE "public"."enum_church_branches_state";
  DROP TYPE "public"."enum_church_services_day";`)
}
