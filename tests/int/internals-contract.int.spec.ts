// What we rely on in Payload's and Next's internals, checked here so that an upgrade of payload,
// @payloadcms/db-postgres or next that changes it fails this file with what changed and which module
// to update: src/lib/db/payloadJobs.ts (Payload's jobs table and log), src/lib/db/tx.ts (the
// adapter's transactions) and src/cli/nextHtml.mjs (Next's HTML and requests). ARCHITECTURE.md,
// "Where we reach into Payload and Next", says what each becomes with Payload 4 and Cache Components.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import {
  ACTION_HEADER,
  FLIGHT_HEADERS,
  NEXT_RSC_UNION_QUERY,
  NEXT_URL,
} from 'next/dist/client/components/app-router-headers'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import {
  asksNextForPayload,
  createNextHtmlRewrite,
  deferScripts,
  linkWithoutInlined,
  unrecognisedMarkup,
} from '@/cli/nextHtml.mjs'
import {
  claimRunnableJob,
  guardJobUpdates,
  pendingJobFor,
  releaseJobsWithExpiredClaims,
} from '@/lib/db/payloadJobs'
import { rowsOf } from '@/lib/db/rows'
import { drizzleFor, underSavepoint } from '@/lib/db/tx'

import { outboxTo, queueTestEmail } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const queueEmail = () => queueTestEmail(payload, 'contract')

describe("Payload's jobs table and log (src/lib/db/payloadJobs.ts)", () => {
  const UPGRADE = "Payload's jobs schema changed: update src/lib/db/payloadJobs.ts, which writes it"

  it('has every column the claims and the released tries write, of the type they write', async () => {
    const found = rowsOf<{ table_name: string; column_name: string; type: string }>(
      await payload.db.drizzle.execute(sql`
        select table_name, column_name, case when data_type = 'USER-DEFINED' then udt_name else data_type end as type
        from information_schema.columns
        where table_schema = current_schema() and table_name in ('payload_jobs', 'payload_jobs_log')`),
    )
    const typeOf = (table: string, column: string) =>
      found.find((row) => row.table_name === table && row.column_name === column)?.type
    const written = {
      payload_jobs: {
        id: 'integer',
        queue: 'character varying',
        task_slug: 'enum_payload_jobs_task_slug',
        input: 'jsonb',
        processing: 'boolean',
        completed_at: 'timestamp with time zone',
        has_error: 'boolean',
        error: 'jsonb',
        wait_until: 'timestamp with time zone',
        total_tried: 'numeric',
        created_at: 'timestamp with time zone',
        updated_at: 'timestamp with time zone',
      },
      payload_jobs_log: {
        _order: 'integer',
        _parent_id: 'integer',
        id: 'character varying',
        executed_at: 'timestamp with time zone',
        completed_at: 'timestamp with time zone',
        task_slug: 'enum_payload_jobs_log_task_slug',
        task_i_d: 'character varying',
        input: 'jsonb',
        output: 'jsonb',
        state: 'enum_payload_jobs_log_state',
        error: 'jsonb',
      },
    }
    for (const [table, columns] of Object.entries(written))
      for (const [column, type] of Object.entries(columns))
        expect(typeOf(table, column), `${table}.${column}: ${UPGRADE}`).toBe(type)

    const labels = async (type: string) =>
      rowsOf<{ label: string }>(
        await payload.db.drizzle.execute(
          sql`select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = ${type}`,
        ),
      ).map(({ label }) => label)
    expect(
      await labels('enum_payload_jobs_log_state'),
      `a try's state 'failed': ${UPGRADE}`,
    ).toContain('failed')
    const tasks = (payload.config.jobs.tasks ?? []).map((task) => task.slug)
    expect(tasks.length).toBeGreaterThan(0)
    expect(
      await labels('enum_payload_jobs_log_task_slug'),
      `the log's task slugs: ${UPGRADE}`,
    ).toEqual(expect.arrayContaining(tasks))
  })

  it("counts a try we log as the task's own: the log row reads back as try 1 of task '1', failed", async () => {
    const { id } = await queueEmail()
    expect(await claimRunnableJob(payload, id)).toBe(true)
    // The runner that claimed it stopped: its claim is older than the timeout.
    await payload.db.drizzle.execute(
      sql`update payload_jobs set updated_at = now() - interval '1 hour' where id = ${id}`,
    )
    expect(
      await releaseJobsWithExpiredClaims(payload, {
        timeoutSeconds: 60,
        retries: { 'send-email': 5 },
      }),
    ).toEqual([{ id, task_slug: 'send-email', tries: 1, final: false }])

    const job = await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })
    const MISREAD =
      "Payload no longer reads the try we log as its own (getJobTaskStatus counts a task's tries by its log rows): update releaseJobsWithExpiredClaims in src/lib/db/payloadJobs.ts"
    expect(job.log, MISREAD).toEqual([
      expect.objectContaining({
        taskSlug: 'send-email',
        taskID: '1',
        state: 'failed',
        error: expect.objectContaining({ name: 'ClaimExpired' }),
      }),
    ])
    expect(job.taskStatus, MISREAD).toMatchObject({
      'send-email': { '1': { complete: false, totalTried: 1 } },
    })
    expect(job, MISREAD).toMatchObject({ processing: false, totalTried: 1, hasError: false })
  })

  it("leaves a job we claimed to us: Payload's runner skips it, its runByID runs it for the claim's winner", async () => {
    const { to, id } = await queueEmail()
    expect(await claimRunnableJob(payload, id)).toBe(true)
    await payload.jobs.run({ overrideAccess: true, silent: true })
    expect(
      await outboxTo(payload, to),
      "Payload's runJobs took a job claimed with processing = true: the claim in src/lib/db/payloadJobs.ts no longer keeps other runners off",
    ).toHaveLength(0)

    await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
    expect(
      await outboxTo(payload, to),
      "Payload's runByID no longer runs a job marked processing: src/lib/jobs/runner.ts runs every job it claims that way",
    ).toHaveLength(1)
    const left = await payload.db.drizzle.execute(sql`select id from payload_jobs where id = ${id}`)
    expect(rowsOf(left)).toEqual([])
  })

  it("finds a queued job by its input until it completes, as the reconcilers' queries ask", async () => {
    const { to, id } = await queueEmail()
    const pending = async () =>
      rowsOf<{ pending: boolean }>(
        await payload.db.drizzle.execute(
          sql`select ${pendingJobFor('send-email', { key: 'to', equals: to })} as pending`,
        ),
      )[0].pending
    expect(
      await pending(),
      "Payload no longer keeps a job's input as jsonb in payload_jobs.input: update pendingJobFor in src/lib/db/payloadJobs.ts",
    ).toBe(true)
    await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
    expect(await outboxTo(payload, to)).toHaveLength(1)
    expect(await pending()).toBe(false)
  })

  it('gives its job updates a transaction of their own, which guardJobUpdates rolls back when one fails', async () => {
    guardJobUpdates(payload)
    const guarded = payload.db.updateJobs
    const transactions: unknown[] = []
    payload.db.updateJobs = (args) => {
      transactions.push(args.req?.transactionID)
      return guarded(args)
    }
    try {
      const { id } = await queueEmail()
      await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
      expect(transactions.length).toBeGreaterThan(0)
      for (const transactionID of transactions)
        expect(
          typeof transactionID,
          "Payload's updateJobs is no longer called with a transaction Payload began: guardJobUpdates (src/lib/db/payloadJobs.ts) has nothing to roll back",
        ).toBe('string')
    } finally {
      payload.db.updateJobs = guarded
    }

    // A failing update in a transaction of its own: the guard ends the transaction, and the
    // connection goes back to the pool instead of staying idle in an aborted transaction.
    const { id } = await queueEmail()
    const transactionID = await payload.db.beginTransaction()
    const now = new Date().toISOString()
    await expect(
      payload.db.updateJobs({
        id,
        data: {
          log: [
            {
              taskSlug: 'no-such-task' as 'send-email',
              taskID: '1',
              state: 'failed',
              executedAt: now,
              completedAt: now,
            },
          ],
        },
        req: { transactionID: transactionID ?? undefined },
      }),
    ).rejects.toThrow()
    const idle = await payload.db.drizzle.execute(
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    )
    expect(
      rowsOf<{ count: number }>(idle)[0].count,
      'the failed update left its transaction open: guardJobUpdates no longer rolls it back',
    ).toBe(0)
  })
})

describe("the adapter's transactions (src/lib/db/tx.ts)", () => {
  const auditEntry = (summary: string) => ({
    action: 'update',
    collection: slugs.projects,
    document_id: '1',
    summary,
    at: new Date().toISOString(),
  })
  const storedSummaries = async (summary: string) =>
    rowsOf<{ summary: string }>(
      await payload.db.drizzle.execute(
        sql`select summary from audit_log where summary = ${summary}`,
      ),
    ).map((row) => row.summary)

  it('a write through the open transaction is that transaction: unseen outside it, gone with its rollback', async () => {
    const summary = `contract ${randomBytes(4).toString('hex')}`
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID: transactionID ?? undefined }
    await underSavepoint(payload, req, 'contract_entry', () =>
      payload.db.create({ collection: slugs.auditLog, data: auditEntry(summary), req }),
    )
    const inside = rowsOf(
      await (
        await drizzleFor(payload, req)
      ).execute(sql`select 1 from audit_log where summary = ${summary}`),
    )
    expect(
      inside,
      "the request's transaction cannot see its own write: payload.db.sessions[id].db (src/lib/db/tx.ts) is not the adapter's transaction any more",
    ).toHaveLength(1)
    expect(
      await storedSummaries(summary),
      'a write with an open transaction was committed at once: payload.db.sessions (src/lib/db/tx.ts) is gone or no longer holds the transaction',
    ).toEqual([])
    await payload.db.rollbackTransaction(transactionID!)
    expect(await storedSummaries(summary)).toEqual([])
  })

  it("a failing write under a savepoint rolls back only itself, and the transaction's other writes commit", async () => {
    const kept = `contract kept ${randomBytes(4).toString('hex')}`
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID: transactionID ?? undefined }
    await payload.db.create({ collection: slugs.auditLog, data: auditEntry(kept), req })
    await expect(
      underSavepoint(payload, req, 'contract_entry', () =>
        payload.db.create({
          collection: slugs.auditLog,
          // A user that does not exist: the foreign key refuses it, as a deleted admin's entry is refused.
          data: { ...auditEntry('refused'), user: 987_654_321 },
          req,
        }),
      ),
    ).rejects.toThrow()
    await payload.db.commitTransaction(transactionID!)
    expect(
      await storedSummaries(kept),
      "a failed write under a savepoint took the transaction with it: savepoints no longer run on the adapter's transaction (src/lib/db/tx.ts)",
    ).toEqual([kept])
  })

  it("keeps its pg Pool as payload.db.pool, where the app listens for the pool's errors", () => {
    const { pool } = payload.db as unknown as { pool?: unknown }
    expect(
      pool,
      'payload.db.pool is not a pg Pool: onPoolError (src/lib/db/tx.ts) listens to nothing',
    ).toBeInstanceOf(pg.Pool)
    expect((pool as pg.Pool).listenerCount('error')).toBeGreaterThan(0)
  })
})

describe("Next's HTML and requests (src/cli/nextHtml.mjs)", () => {
  /**
   * Next's own HTML of /join (tests/fixtures/next-page.html) and its Link header, from next 16.4.6's
   * production build with the demo content, served with the page cache off. To capture them again
   * after an upgrade: `npm run build`, `PAGE_CACHE_MAX_MB=0 npm start`, then
   * `curl -s -D - http://localhost:3000/join -o tests/fixtures/next-page.html` and copy its Link here.
   */
  const NEXT_LINK_HEADER = '</_next/static/chunks/2ny74ki4by434.css>; rel=preload; as="style"'
  const CAPTURED_FROM = '16.4.6'
  let fixture: string
  let staticDir: string

  beforeAll(() => {
    fixture = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'next-page.html'), 'utf8')
    // Each stylesheet the page links, as a file of the build folder.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-next-static-'))
    for (const [, name] of fixture.matchAll(/href="\/_next\/static\/([^"]+\.css)"/g)) {
      fs.mkdirSync(path.dirname(path.join(staticDir, name)), { recursive: true })
      fs.writeFileSync(path.join(staticDir, name), `/* ${name} */ body{color:#223}`)
    }
  })
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }))

  it('the page was captured from the Next that is installed', () => {
    const { version } = createRequire(import.meta.url)('next/package.json') as { version: string }
    expect(
      version,
      `next is now ${version}: capture tests/fixtures/next-page.html again from its build (see above) and check that src/cli/nextHtml.mjs still finds its markers`,
    ).toBe(CAPTURED_FROM)
  })

  it("finds every marker it needs in Next's page: stylesheets written in, every script behind the first paint", async () => {
    expect(unrecognisedMarkup(fixture)).toEqual([])
    const links = [
      ...fixture.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g),
    ]
    const scripts = [
      ...fixture.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/g),
    ]
    expect(links.length).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(3)

    const warn = vi.fn()
    const html = await createNextHtmlRewrite({ dir: staticDir, warn })(fixture)
    expect(warn).not.toHaveBeenCalled()
    for (const [, href] of links) {
      expect(html).toContain(
        `<style data-href="${href}">/* ${href.slice('/_next/static/'.length)} */`,
      )
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]*" async="">/)
    // Next's preload of a stylesheet the page now carries is dropped from its Link header.
    expect(linkWithoutInlined(NEXT_LINK_HEADER, html)).toBe('')
    const loader = /<script>\(function\(\)\{var done=0[^<]*?(\[[^\]]*\])\.forEach/.exec(html)
    expect(JSON.parse(loader?.[1] ?? '[]')).toEqual(scripts.map(([, src]) => src))
    expect(html.indexOf(loader![0])).toBeGreaterThan(html.indexOf('<h1'))
  })

  it('leaves a page whose scripts Next writes otherwise as Next wrote them, and says so once', async () => {
    const changed = fixture.replace(
      /(<script src="\/_next\/static\/chunks\/[^"]+\.js") async=""/,
      '$1 async',
    )
    expect(unrecognisedMarkup(changed)).toEqual([expect.objectContaining({ kind: 'script' })])
    expect(deferScripts(changed)).toBe(changed)

    const warn = vi.fn()
    const rewrite = createNextHtmlRewrite({ dir: staticDir, warn })
    const html = await rewrite(changed)
    expect(html).toContain(' async></script>')
    expect(html.match(/ async=""><\/script>/g)).toHaveLength(
      changed.match(/ async=""><\/script>/g)!.length,
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(
      /^Next writes a build script as <script src="\/_next\/static\/chunks\/.*src\/cli\/nextHtml\.mjs does not know/,
    )
    await rewrite(changed)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it("passes by every request Next's router and server actions make", () => {
    const page = new URL('http://site/impact')
    for (const header of [...FLIGHT_HEADERS, ACTION_HEADER, NEXT_URL])
      expect(
        asksNextForPayload({ [header]: '1' }, page),
        `Next's router sends ${header}, which src/cli/nextHtml.mjs does not know: the page cache would answer it with a page`,
      ).toBe(true)
    expect(asksNextForPayload({}, new URL(`http://site/impact?${NEXT_RSC_UNION_QUERY}=1`))).toBe(
      true,
    )
    expect(asksNextForPayload({ accept: 'text/html' }, page)).toBe(false)
  })
})
