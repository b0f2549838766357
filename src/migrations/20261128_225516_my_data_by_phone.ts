import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_requests" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "data_requests" ADD COLUMN "phone" varchar;
  CREATE INDEX "data_requests_phone_idx" ON "data_requests" USING btree ("phone");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "data_requests_phone_idx";
  ALTER TABLE "data_requests" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "data_requests" DROP COLUMN "phone";`)
}
