// Several app instances starting together on an empty database (docker-compose.yml runs two):
// the start-up preparation (src/cli/prepare-database.ts) migrates once, under a lock.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, expect, inject, it, vi } from 'vitest'

import { migrations } from '@/migrations'

import { payloadCli } from '../helpers/payloadCli'

const database = `fellowship_test_lock_${randomBytes(4).toString('hex')}`
const url = new URL(inject('serverUri'))
url.pathname = `/${database}`
const uri = url.toString()

const query = async <T extends object>(sql: string, connectionString = uri): Promise<T[]> => {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

/** One instance's start-up preparation, as the launcher runs it in production. */
const prepare = () => {
  const child = spawn(...payloadCli('run', 'src/cli/prepare-database.ts'), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URI: uri,
      SEED_DEMO_CONTENT: 'false',
      ADMIN_EMAIL: 'first@example.org',
      ADMIN_PASSWORD: 'first-admin-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
  let exited = false
  void exit.then(() => (exited = true))
  return { exit, output: () => output, exited: () => exited }
}

const waitingForTheLock = async () =>
  Number(
    (
      await query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = '${database}'`,
      )
    )[0].n,
  )

afterAll(async () => {
  await query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, inject('serverUri'))
})

it('migrates once when two instances start together, and touches nothing while another instance holds the lock', async () => {
  await query(`CREATE DATABASE ${database}`, inject('serverUri'))
  // A third instance is preparing the database right now.
  const other = new pg.Client({ connectionString: uri })
  await other.connect()
  await other.query(`SELECT pg_advisory_lock(hashtext('fellowship-rides:prepare-database'))`)

  const instances = [prepare(), prepare()]
  // Both wait for the lock (or one wrongly went ahead and finished).
  await vi.waitFor(
    async () => {
      if (!instances.some((instance) => instance.exited()))
        expect(await waitingForTheLock()).toBe(2)
    },
    { timeout: 300_000, interval: 200 },
  )
  expect(instances.map((instance) => instance.exited())).toEqual([false, false])
  expect(await waitingForTheLock()).toBe(2)
  expect(
    (
      await query<{ table: string | null }>(
        `SELECT to_regclass('payload_migrations')::text AS table`,
      )
    )[0].table,
  ).toBeNull()

  await other.end()
  expect(await Promise.all(instances.map((instance) => instance.exit))).toEqual([0, 0])
  for (const instance of instances)
    expect(instance.output()).toContain(
      'Another instance is preparing the database: waiting for it',
    )
  expect(instances.filter((instance) => instance.output().includes('Migrating: '))).toHaveLength(1)
  const applied = await query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')
  expect(applied.map(({ name }) => name)).toEqual(migrations.map(({ name }) => name).sort())
  expect(await query('SELECT email, role FROM users')).toEqual([
    { email: 'first@example.org', role: 'super_admin' },
  ])
}, 600_000)
