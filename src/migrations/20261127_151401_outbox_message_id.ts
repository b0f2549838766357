import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_outbox" ADD COLUMN "message_id" varchar;
  CREATE UNIQUE INDEX "email_outbox_message_id_idx" ON "email_outbox" USING btree ("message_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "email_outbox_message_id_idx";
  ALTER TABLE "email_outbox" DROP COLUMN "message_id";`)
}
