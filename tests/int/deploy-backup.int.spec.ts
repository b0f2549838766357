// deploy/backup.sh and deploy/restore.sh, the scripts the compose backup service runs, against a
// real PostgreSQL holding the demo content and a real uploads folder.
import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrations } from '@/migrations'

import {
  findPostgresTools,
  startScratchPostgres,
  type PostgresTools,
  type ScratchServer,
} from '../helpers/postgresTools'
import { payloadCli } from '../helpers/payloadCli'

const exec = promisify(execFile)

let tools: PostgresTools
let server: ScratchServer
const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-backups-'))
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-site-uploads-'))

/** Runs one of the deploy scripts as the backup service does: settings in the environment, the database password in PGPASSWORD. */
const script = (
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string; failed?: true }> =>
  exec('sh', [path.resolve('deploy', name), ...args], {
    // Only what the service has, nothing of this test's own environment (NODE_ENV only for the typings).
    env: {
      NODE_ENV: 'production',
      PATH: `${tools.binDir}:${process.env.PATH}`,
      PGPASSWORD: server.password,
      BACKUP_DIR: backups,
      ...env,
    },
  }).catch((error) => ({ stdout: error.stdout, stderr: error.stderr, failed: true }))

/** Every table's row count and every sequence's position: what the site would see after a restore. */
const contents = async (database: string) => {
  const tables = await server.query<{ name: string }>(
    database,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables)
    counts[name] = Number(
      (await server.query<{ n: string }>(database, `SELECT count(*) AS n FROM "${name}"`))[0].n,
    )
  const sequences = await server.query<{ name: string; value: string | null }>(
    database,
    "SELECT sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  )
  return { counts, sequences }
}

/** Every file under a folder, by relative path, with its content's hash. */
const files = (root: string): Record<string, string> => {
  const out: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        out[path.relative(root, full)] = createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex')
    }
  }
  walk(root)
  return out
}

const backupFolders = () =>
  fs
    .readdirSync(backups)
    .filter((name) => /^20\d\d-/.test(name))
    .sort()

beforeAll(async () => {
  tools = findPostgresTools()
  server = await startScratchPostgres(tools)
  await server.query('postgres', 'CREATE DATABASE source')
  await server.query('postgres', 'CREATE DATABASE restored')
  // The site's database and files as a first start leaves them: migrated, with the demo content and its images.
  await exec(...payloadCli('run', 'src/cli/prepare-database.ts'), {
    env: {
      ...process.env,
      DATABASE_URI: server.uri('source'),
      UPLOADS_DIR: uploads,
      SEED_DEMO_CONTENT: 'true',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'backup-test-1',
    },
  })
})

afterAll(async () => {
  await server?.stop()
  for (const dir of [backups, uploads]) fs.rmSync(dir, { recursive: true, force: true })
})

it("restores last night's backup into a fresh database and uploads folder: the same rows, sequences and files", async () => {
  const made = await script('backup.sh', [], {
    DATABASE_URI: server.address('source'),
    UPLOADS_DIR: uploads,
  })
  expect(made.stdout).toMatch(/^backup: .+ written \(.+\); keeping the newest 14\n$/)
  const [backup] = backupFolders()
  expect(fs.readdirSync(path.join(backups, backup)).sort()).toEqual([
    'README.txt',
    'database.dump',
    'uploads.tar.gz',
  ])
  // Git never picks the backups up, even from a folder inside the checkout.
  expect(fs.readFileSync(path.join(backups, '.gitignore'), 'utf8')).toBe('*\n')

  const restoredUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-restored-uploads-'))
  try {
    const restored = await script('restore.sh', ['latest'], {
      DATABASE_URI: server.address('restored'),
      UPLOADS_DIR: restoredUploads,
    })
    expect(restored.stdout).toContain(`restore: restoring ${path.join(backups, backup)}`)
    const source = await contents('source')
    expect(source.counts.donations).toBeGreaterThan(10)
    expect(source.counts.media).toBeGreaterThan(0)
    expect(source.counts.payload_migrations).toBe(migrations.length)
    expect(await contents('restored')).toEqual(source)
    const uploaded = files(uploads)
    expect(Object.keys(uploaded).length).toBeGreaterThan(source.counts.media)
    expect(files(restoredUploads)).toEqual(uploaded)
  } finally {
    fs.rmSync(restoredUploads, { recursive: true, force: true })
  }
})

it("keeps backups readable by the folder's owner only, even in a folder Docker created 755", async () => {
  // Issue #29: backups/ was 755 and database.dump 644, so any account on the server could read donors' details.
  fs.chmodSync(backups, 0o755)
  const made = await script('backup.sh', [], {
    DATABASE_URI: server.address('source'),
    UPLOADS_DIR: uploads,
  })
  expect(made.failed).toBeUndefined()
  const newest = path.join(backups, backupFolders().at(-1)!)
  const modes = Object.fromEntries(
    [
      backups,
      path.join(backups, '.gitignore'),
      newest,
      ...fs.readdirSync(newest).map((name) => path.join(newest, name)),
    ].map((file) => [
      path.relative(backups, file) || '.',
      (fs.statSync(file).mode & 0o777).toString(8),
    ]),
  )
  expect(modes).toEqual({
    '.': '700',
    '.gitignore': '600',
    [path.basename(newest)]: '700',
    [path.join(path.basename(newest), 'README.txt')]: '600',
    [path.join(path.basename(newest), 'database.dump')]: '600',
    [path.join(path.basename(newest), 'uploads.tar.gz')]: '600',
  })
})

it('never restores over data unless told to replace it, and then replaces all of it', async () => {
  const refused = await script('restore.sh', ['latest'], {
    DATABASE_URI: server.address('source'),
    UPLOADS_DIR: '',
  })
  expect(refused.failed).toBe(true)
  expect(refused.stderr).toMatch(
    /^restore: the database already has \d+ tables; restore into an empty one, or pass --replace to delete them first/m,
  )

  // A bad day on the live site: donations deleted, a stray file. Rolled back to the backup.
  await server.query('restored', 'DELETE FROM donations')
  const restoredUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-restored-uploads-'))
  try {
    fs.writeFileSync(path.join(restoredUploads, 'stray.txt'), 'not in the backup')
    const notEmpty = await script('restore.sh', ['latest'], {
      DATABASE_URI: server.address('postgres'),
      UPLOADS_DIR: restoredUploads,
    })
    expect(notEmpty.stderr).toMatch(/is not empty; restore into an empty folder, or pass --replace/)
    const replaced = await script('restore.sh', ['--replace', 'latest'], {
      DATABASE_URI: server.address('restored'),
      UPLOADS_DIR: restoredUploads,
    })
    expect(replaced.failed).toBeUndefined()
    // Issue #29: 89 lines of "NOTICE: drop cascades to …" came before the one line saying it worked.
    expect(replaced.stderr).toBe('')
    expect(replaced.stdout).toBe(
      `restore: restoring ${path.join(backups, backupFolders().at(-1)!)}\n` +
        'restore: done; start the app, waiting until it is healthy (sh deploy/roll.sh --profile https)\n',
    )
    expect(await contents('restored')).toEqual(await contents('source'))
    expect(files(restoredUploads)).toEqual(files(uploads))
  } finally {
    fs.rmSync(restoredUploads, { recursive: true, force: true })
  }
})

it('keeps the newest BACKUP_KEEP backups, and a failed backup leaves nothing behind', async () => {
  const env = { DATABASE_URI: server.address('source'), UPLOADS_DIR: uploads, BACKUP_KEEP: '2' }
  for (let i = 0; i < 3; i++) expect((await script('backup.sh', [], env)).failed).toBeUndefined()
  const kept = backupFolders()
  expect(kept).toHaveLength(2)

  const failed = await exec('sh', [path.resolve('deploy/backup.sh')], {
    env: {
      NODE_ENV: 'production',
      PATH: `${tools.binDir}:${process.env.PATH}`,
      PGPASSWORD: 'wrong',
      BACKUP_DIR: backups,
      ...env,
    },
  }).catch((error) => error)
  expect(failed.code).not.toBe(0)
  expect(failed.stderr).toMatch(/password authentication failed/)
  expect(backupFolders()).toEqual(kept)
  expect(fs.readdirSync(backups).filter((name) => name.startsWith('.incomplete'))).toEqual([])

  const badKeep = await script('backup.sh', [], { ...env, BACKUP_KEEP: 'all' })
  expect(badKeep.stderr).toBe('backup: BACKUP_KEEP must be a whole number above 0, not "all"\n')
  expect(backupFolders()).toEqual(kept)
})

it('the backup service waits for BACKUP_TIME, Lagos time, and refuses a time it cannot read', async () => {
  const schedule = spawn('sh', [path.resolve('deploy/backup-schedule.sh')], {
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      TZ: 'Africa/Lagos',
      BACKUP_TIME: '03:30',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  try {
    const [line] = (await once(schedule.stdout, 'data')) as [Buffer]
    expect(line.toString()).toMatch(/^backup: next backup at \d{4}-\d\d-\d\d 03:30 WAT\n$/)
  } finally {
    // Its sleep too, not only the shell.
    process.kill(-(schedule.pid as number), 'SIGTERM')
  }
  const refused = await exec('sh', [path.resolve('deploy/backup-schedule.sh')], {
    env: { NODE_ENV: 'production', PATH: process.env.PATH, BACKUP_TIME: '3am' },
  }).catch((error) => error)
  expect([refused.code, refused.stderr]).toEqual([
    2,
    'backup: BACKUP_TIME must be HH:MM (24-hour), not "3am"\n',
  ])
})
