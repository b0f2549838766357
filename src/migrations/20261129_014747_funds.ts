import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_source" AS ENUM('online', 'offline');
  CREATE TABLE "funds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"active" boolean DEFAULT true,
  	"project_id" integer,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "fund_id" integer;
  ALTER TABLE "donations" ADD COLUMN "source" "enum_donations_source" DEFAULT 'online' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "funds_id" integer;
  ALTER TABLE "funds" ADD CONSTRAINT "funds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "funds_project_idx" ON "funds" USING btree ("project_id");
  CREATE INDEX "funds_updated_at_idx" ON "funds" USING btree ("updated_at");
  CREATE INDEX "funds_created_at_idx" ON "funds" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funds_fk" FOREIGN KEY ("funds_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_fund_idx" ON "donations" USING btree ("fund_id");
  CREATE INDEX "payload_locked_documents_rels_funds_id_idx" ON "payload_locked_documents_rels" USING btree ("funds_id");`)
  // Issue #35: the default fund, a fund for each project, and every gift so far in one of them. A
  // row inserted without a fund (by SQL, not through Payload's hook) goes to the default fund too.
  await db.execute(sql`
  INSERT INTO "funds" ("name", "description", "is_default", "active")
    VALUES ('General', 'Gifts that name no project.', true, true);
  INSERT INTO "funds" ("name", "project_id", "active")
    SELECT "title", "id", true FROM "projects" ORDER BY "id";
  UPDATE "donations" d SET "fund_id" = coalesce(
    (SELECT f."id" FROM "funds" f WHERE f."project_id" = d."project_id"),
    (SELECT f."id" FROM "funds" f WHERE f."is_default"));
  DO $$ BEGIN
    EXECUTE format('ALTER TABLE "donations" ALTER COLUMN "fund_id" SET DEFAULT %s',
      (SELECT "id" FROM "funds" WHERE "is_default"));
  END $$;
  ALTER TABLE "donations" ALTER COLUMN "fund_id" SET NOT NULL;
  CREATE UNIQUE INDEX "funds_one_default_idx" ON "funds" ("is_default") WHERE "is_default";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "funds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "funds" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_fund_id_funds_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_funds_fk";
  
  DROP INDEX "donations_fund_idx";
  DROP INDEX "payload_locked_documents_rels_funds_id_idx";
  ALTER TABLE "donations" DROP COLUMN "fund_id";
  ALTER TABLE "donations" DROP COLUMN "source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "funds_id";
  DROP TYPE "public"."enum_donations_source";`)
}
