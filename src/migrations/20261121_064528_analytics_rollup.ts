import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The analytics dashboard's daily roll-up (src/lib/analytics/rollup.ts), kept by the hourly
 * 'roll-up-analytics' job. Plain tables, outside Payload's collections: nothing edits them but the job.
 * - analytics_daily: one row per closed calendar day in Africa/Lagos, zeros included, contiguous
 *   from the first event's day; the day after the last row is where live counting starts.
 * - analytics_daily_pages: page views per day and path (Most Popular Pages sums them).
 * - analytics_daily_sessions: each session with a page view that day (and whether flagged returning),
 *   for telling whether a session was seen before.
 * - analytics_daily_visitors: that day's sessions counted by the day each was last seen before
 *   (since_day, -infinity if never), all sessions and returning-flagged ones apart. A range counts
 *   each session once, on its first day in the range (since_day before the range), by adding up a
 *   few rows per day instead of sorting every session of the range.
 * Deleting analytics_daily rows from a day on (the others follow by cascade) makes the job roll
 * those days up again, e.g. after events were deleted.
 * The job's slug joins the jobs enums. The partial index on donations lets the report count the
 * completed donations of each day from the index alone (an index-only scan per day).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'roll-up-analytics';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'roll-up-analytics';

  CREATE TABLE "analytics_daily" (
  	"day" date PRIMARY KEY NOT NULL,
  	"total_events" integer NOT NULL,
  	"page_views" integer NOT NULL,
  	"unique_visitors" integer NOT NULL,
  	"returning_visitors" integer NOT NULL,
  	"funnel_initiated" integer NOT NULL,
  	"funnel_completed" integer NOT NULL,
  	"rolled_up_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  CREATE TABLE "analytics_daily_pages" (
  	"day" date NOT NULL REFERENCES "analytics_daily"("day") ON DELETE CASCADE,
  	"page_path" varchar NOT NULL,
  	"views" integer NOT NULL,
  	PRIMARY KEY ("day", "page_path")
  );

  CREATE TABLE "analytics_daily_sessions" (
  	"day" date NOT NULL REFERENCES "analytics_daily"("day") ON DELETE CASCADE,
  	"session_id" varchar NOT NULL,
  	"is_returning" boolean NOT NULL,
  	PRIMARY KEY ("day", "session_id")
  );
  CREATE INDEX "analytics_daily_sessions_session_day_idx" ON "analytics_daily_sessions" USING btree ("session_id", "day") INCLUDE ("is_returning");

  CREATE TABLE "analytics_daily_visitors" (
  	"day" date NOT NULL REFERENCES "analytics_daily"("day") ON DELETE CASCADE,
  	"returning_only" boolean NOT NULL,
  	"since_day" date NOT NULL,
  	"sessions" integer NOT NULL,
  	PRIMARY KEY ("day", "returning_only", "since_day")
  );

  CREATE INDEX "donations_completed_on_idx" ON "donations" USING btree ((coalesce("completed_at", "created_at"))) INCLUDE ("completed_at", "created_at") WHERE "status" = 'completed';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "donations_completed_on_idx";
  DROP TABLE IF EXISTS "analytics_daily_visitors";
  DROP TABLE IF EXISTS "analytics_daily_sessions";
  DROP TABLE IF EXISTS "analytics_daily_pages";
  DROP TABLE IF EXISTS "analytics_daily";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'reconcile-payments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'attach-upload', 'send-donation-receipt', 'reconcile-payments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
