import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_donations_status" ADD VALUE 'voided';
  ALTER TABLE "donations" ADD COLUMN "void_reason" varchar;
  ALTER TABLE "donations" ADD COLUMN "voided_by_id" integer;
  ALTER TABLE "donations" ADD COLUMN "voided_at" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donations_voided_by_idx" ON "donations" USING btree ("voided_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DROP CONSTRAINT "donations_voided_by_id_users_id_fk";
  
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_donations_status";
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'completed', 'failed', 'refunded');
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_donations_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_donations_status" USING "status"::"public"."enum_donations_status";
  DROP INDEX "donations_voided_by_idx";
  ALTER TABLE "donations" DROP COLUMN "void_reason";
  ALTER TABLE "donations" DROP COLUMN "voided_by_id";
  ALTER TABLE "donations" DROP COLUMN "voided_at";`)
}
