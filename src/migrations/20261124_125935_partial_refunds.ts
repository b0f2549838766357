import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ADD COLUMN "refunded_amount" numeric;
  ALTER TABLE "paystack_transactions" ADD COLUMN "refunds" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DROP COLUMN "refunded_amount";
  ALTER TABLE "paystack_transactions" DROP COLUMN "refunds";`)
}
