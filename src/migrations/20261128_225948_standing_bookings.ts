import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_standing_bookings_notify_by" AS ENUM('email', 'sms', 'whatsapp');
  CREATE TYPE "public"."enum_standing_bookings_status" AS ENUM('active', 'stopped');
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
  
  ALTER TABLE "ride_bookings" ADD COLUMN "standing_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "standing_bookings_id" integer;
  ALTER TABLE "standing_bookings_pauses" ADD CONSTRAINT "standing_bookings_pauses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."standing_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_series_id_run_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."run_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "standing_bookings_pauses_order_idx" ON "standing_bookings_pauses" USING btree ("_order");
  CREATE INDEX "standing_bookings_pauses_parent_id_idx" ON "standing_bookings_pauses" USING btree ("_parent_id");
  CREATE INDEX "standing_bookings_series_idx" ON "standing_bookings" USING btree ("series_id");
  CREATE INDEX "standing_bookings_church_idx" ON "standing_bookings" USING btree ("church_id");
  CREATE INDEX "standing_bookings_status_idx" ON "standing_bookings" USING btree ("status");
  CREATE INDEX "standing_bookings_started_at_idx" ON "standing_bookings" USING btree ("started_at");
  CREATE INDEX "standing_bookings_updated_at_idx" ON "standing_bookings" USING btree ("updated_at");
  CREATE INDEX "standing_bookings_created_at_idx" ON "standing_bookings" USING btree ("created_at");
  ALTER TABLE "ride_bookings" ADD CONSTRAINT "ride_bookings_standing_id_standing_bookings_id_fk" FOREIGN KEY ("standing_id") REFERENCES "public"."standing_bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_standing_bookings_fk" FOREIGN KEY ("standing_bookings_id") REFERENCES "public"."standing_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ride_bookings_standing_idx" ON "ride_bookings" USING btree ("standing_id");
  CREATE INDEX "payload_locked_documents_rels_standing_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("standing_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "standing_bookings_pauses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "standing_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "standing_bookings_pauses" CASCADE;
  DROP TABLE "standing_bookings" CASCADE;
  ALTER TABLE "ride_bookings" DROP CONSTRAINT "ride_bookings_standing_id_standing_bookings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_standing_bookings_fk";
  
  DROP INDEX "ride_bookings_standing_idx";
  DROP INDEX "payload_locked_documents_rels_standing_bookings_id_idx";
  ALTER TABLE "ride_bookings" DROP COLUMN "standing_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "standing_bookings_id";
  DROP TYPE "public"."enum_standing_bookings_notify_by";
  DROP TYPE "public"."enum_standing_bookings_status";`)
}
