// The one place that writes Payload's jobs table and log and replaces one of its adapter's job
// methods; src/lib/jobs/runner.ts decides when. It relies on Payload's internals, checked against
// payload and @payloadcms/db-postgres 3.90.1 (tests/int/internals-contract.int.spec.ts says which
// change breaks it; ARCHITECTURE.md, "Where we reach into Payload and Next", what Payload 4 changes):
// - the tables payload_jobs (processing, completed_at, has_error, wait_until, queue, updated_at,
//   total_tried, error) and payload_jobs_log (_order, _parent_id, task_i_d, state …), the
//   generated names of the payload-jobs collection and its `log` array, with their enum types;
// - Payload counting a task's tries by its log rows of taskID '1' (getJobTaskStatus), runByID
//   running a job whatever its `processing`, and runJobs taking only jobs not processing;
// - a job's input kept as jsonb in payload_jobs.input (pendingJobFor);
// - Payload's updateJob(s) calling `payload.db.updateJobs` with a transaction it began itself.
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { rowsOf } from './rows'

/**
 * The job runner's claims on Payload's payload_jobs table (src/lib/jobs/runner.ts explains them):
 * each claim is one conditional UPDATE, so two runners never both win a job.
 */
const runnable = sql`processing = false and completed_at is null and has_error is not true and (wait_until is null or wait_until <= now())`

/** Up to `limit` runnable jobs of the queue, oldest first; rows another runner is claiming are skipped, not waited for. */
export const claimRunnableJobs = async (
  payload: Payload,
  queue: string,
  limit: number,
): Promise<number[]> => {
  const claimed = await payload.db.drizzle.execute(sql`
    update payload_jobs set processing = true, updated_at = now()
    where id in (
      select id from payload_jobs where ${runnable} and queue = ${queue}
      order by created_at, id limit ${limit}
      for update skip locked)
    returning id`)
  return rowsOf<{ id: number }>(claimed).map(({ id }) => id)
}

/** True when the job was runnable and is now claimed by the caller. */
export const claimRunnableJob = async (payload: Payload, id: number | string): Promise<boolean> => {
  const claimed = await payload.db.drizzle.execute(
    sql`update payload_jobs set processing = true, updated_at = now() where id = ${Number(id)} and ${runnable} returning id`,
  )
  return rowsOf(claimed).length === 1
}

/** Marks a claimed job as still being run, so its claim does not expire. */
export const renewJobClaim = async (payload: Payload, id: number | string): Promise<void> => {
  await payload.db.drizzle.execute(
    sql`update payload_jobs set updated_at = now() where id = ${Number(id)} and processing`,
  )
}

export type ReleasedJob = { id: number; task_slug: string; tries: number; final: boolean }

/**
 * Releases claims not renewed for `timeoutSeconds`, logging the try as failed in the job's log (where
 * Payload counts a task's tries); a job whose tries exceed its task's `retries` gets has_error.
 */
export const releaseJobsWithExpiredClaims = async (
  payload: Payload,
  { timeoutSeconds, retries }: { timeoutSeconds: number; retries: Record<string, number> },
): Promise<ReleasedJob[]> => {
  const error = JSON.stringify({
    name: 'ClaimExpired',
    message: `The runner stopped during this try (its claim was not renewed for ${timeoutSeconds} s)`,
    cancelled: false,
  })
  return rowsOf<ReleasedJob>(
    await payload.db.drizzle.execute(sql`
      with expired as (
        select j.id, j.task_slug, j.input,
          (select count(*)::int from payload_jobs_log l where l._parent_id = j.id and l.task_i_d = '1') + 1 as tries,
          (select coalesce(max(l._order), 0) from payload_jobs_log l where l._parent_id = j.id) + 1 as next_order
        from payload_jobs j
        where j.processing and j.completed_at is null and j.task_slug is not null
          and j.updated_at < now() - make_interval(secs => ${timeoutSeconds})
        for update of j skip locked
      ),
      logged as (
        insert into payload_jobs_log (_order, _parent_id, id, executed_at, completed_at, task_slug, task_i_d, input, output, state, error)
        select next_order, id, gen_random_uuid()::text, now(), now(), task_slug::text::enum_payload_jobs_log_task_slug, '1', input, '{}'::jsonb,
          'failed'::enum_payload_jobs_log_state, ${error}::jsonb
        from expired
      )
      update payload_jobs j set
        processing = false, updated_at = now(), wait_until = null, total_tried = coalesce(j.total_tried, 0) + 1,
        has_error = e.tries > coalesce((${JSON.stringify(retries)}::jsonb ->> j.task_slug::text)::int, 0),
        error = case when e.tries > coalesce((${JSON.stringify(retries)}::jsonb ->> j.task_slug::text)::int, 0) then ${error}::jsonb else j.error end
      from expired e
      where j.id = e.id
      returning j.id, j.task_slug::text as task_slug, e.tries, j.has_error as final`),
  )
}

/**
 * An SQL condition for other queries: a job of this task that names the record in its input (Payload
 * keeps a job's input as jsonb) has not completed yet. `failed: false` leaves out jobs whose tries
 * are spent; `flag` asks that a boolean of the input be true.
 */
export const pendingJobFor = (
  task: string,
  input: { key: string; equals: SQL | string; flag?: string },
  { failed = true }: { failed?: boolean } = {},
): SQL =>
  sql`exists (select 1 from payload_jobs j where j.task_slug = ${task} and j.completed_at is null and j.input ->> ${input.key} = ${input.equals}${
    failed ? sql`` : sql` and coalesce(j.has_error, false) = false`
  }${input.flag ? sql` and (j.input ->> ${input.flag})::boolean` : sql``})`

const guarded = new WeakSet<object>()

/**
 * Payload's updateJobs opens a transaction, writes, commits, and on an error (a log row for a job
 * deleted meanwhile, a lost connection) neither commits nor rolls back: the transaction stays open,
 * aborted, and its pooled connection is never given back. Here it is rolled back.
 */
export const guardJobUpdates = (payload: Payload): void => {
  const db = payload.db
  if (guarded.has(db)) return
  guarded.add(db)
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    try {
      return await updateJobs(args)
    } catch (error) {
      const transactionID = args.req?.transactionID
      if (transactionID) await db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  }
}
