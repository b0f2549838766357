// Crash recovery of `npm start`, with real processes: the launcher's database and supervision
// (tests/helpers/launcherStub.mjs, the same runtime.mjs code as `npm start`) around a small web
// process that answers /api/health from the database, so no production build is needed.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { findFreePort, startEmbeddedPostgres } from '@/lib/db/embedded.mjs'

type Launcher = { child: ChildProcess; output: () => string; exited: Promise<number | null> }
type Health = { status: string; pid: number }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-recovery-'))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A zombie is no longer running: an orphaned process may be reaped late, or never, by whoever adopted it. */
const running = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}

const startLauncher = ({
  dataRoot,
  pgPort,
  webPort,
}: {
  dataRoot: string
  pgPort: number
  webPort: number
}): Launcher => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EMBEDDED_PG_DIR: dataRoot,
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(webPort),
  }
  // This file's own database (databasePerFile.ts) is not the launcher's: it starts the embedded one.
  delete env.DATABASE_URI
  delete env.PGAPPNAME
  const child = spawn(process.execPath, ['tests/helpers/launcherStub.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const launcher = { child, output: () => output, exited }
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  })
  return launcher
}

const health = async (port: number): Promise<Health | null> => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    return response.ok ? ((await response.json()) as Health) : null
  } catch {
    return null
  }
}

const healthy = (
  launcher: Launcher,
  port: number,
  // A first start runs initdb and every migration; beside the other test files on 2 cores it has taken over 60 s.
  { not, timeout = 300_000 }: { not?: number; timeout?: number } = {},
) =>
  vi.waitFor(
    async () => {
      if (launcher.child.exitCode !== null)
        throw new Error(`The launcher exited (${launcher.child.exitCode}):\n${launcher.output()}`)
      const answer = await health(port)
      expect(answer?.status).toBe('ok')
      if (not) expect(answer?.pid).not.toBe(not)
      return answer!
    },
    { timeout, interval: 100 },
  )

const logged = (launcher: Launcher, pattern: RegExp, timeout = 120_000) =>
  vi.waitFor(() => expect(launcher.output()).toMatch(pattern), { timeout, interval: 100 })

const postmasterPid = (dataRoot: string) =>
  Number(fs.readFileSync(path.join(dataRoot, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])

const launcherDatabase = (dataRoot: string, pgPort: number) => {
  const password = fs.readFileSync(path.join(dataRoot, 'postgres.password'), 'utf8').trim()
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fellowship`
}

const query = async <Row extends pg.QueryResultRow>(uri: string, sql: string) => {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<Row>(sql)).rows
  } finally {
    await client.end()
  }
}

/** A pid that no process has any more. */
const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

const ports = async () => ({ pgPort: await findFreePort(), webPort: await findFreePort() })

describe('npm start after a crash', () => {
  it(
    'after a kill -9 of the launcher, the next start stops the PostgreSQL it left, says why, and serves the same data',
    { timeout: 600_000 },
    async () => {
      const dataRoot = tempDir()
      const { pgPort, webPort } = await ports()
      const first = startLauncher({ dataRoot, pgPort, webPort })
      const oldWeb = (await healthy(first, webPort)).pid
      const oldPostgres = postmasterPid(dataRoot)
      await query(
        launcherDatabase(dataRoot, pgPort),
        "CREATE TABLE notes (body text); INSERT INTO notes VALUES ('written before the crash')",
      )

      first.child.kill('SIGKILL')
      await first.exited
      expect(running(oldPostgres)).toBe(true)
      // The orphaned web process stops by itself instead of holding the port against the next start.
      await vi.waitFor(() => expect(running(oldWeb)).toBe(false), {
        timeout: 300_000,
        interval: 100,
      })
      expect(running(oldPostgres)).toBe(true)

      const second = startLauncher({ dataRoot, pgPort, webPort })
      await logged(
        second,
        new RegExp(
          `PostgreSQL \\(pid ${oldPostgres}\\) was left running on ${path.join(dataRoot, 'postgres')} by a launcher that is gone \\(pid ${first.child.pid}\\): stopping it, then starting afresh`,
        ),
      )
      await healthy(second, webPort)
      expect(running(oldPostgres)).toBe(false)
      expect(postmasterPid(dataRoot)).not.toBe(oldPostgres)
      expect(await query(launcherDatabase(dataRoot, pgPort), 'SELECT body FROM notes')).toEqual([
        { body: 'written before the crash' },
      ])

      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
      expect(fs.existsSync(path.join(dataRoot, 'postgres', 'postmaster.pid'))).toBe(false)
      expect(fs.existsSync(path.join(dataRoot, 'postgres.owner'))).toBe(false)
    },
  )

  it(
    'a web process that dies is restarted after 1 s, then 2 s, saying why; SIGTERM still stops everything',
    { timeout: 600_000 },
    async () => {
      const dataRoot = tempDir()
      const { pgPort, webPort } = await ports()
      const launcher = startLauncher({ dataRoot, pgPort, webPort })
      const firstWeb = (await healthy(launcher, webPort)).pid
      // The app's connections say which instance they belong to (how other hosts' instances are seen).
      const names = await query<{ application_name: string }>(
        launcherDatabase(dataRoot, pgPort),
        `SELECT application_name FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = 'fellowship'`,
      )
      expect(names.map((row) => row.application_name)).toContain(
        `fellowship-rides@${os.hostname()}`,
      )

      process.kill(firstWeb, 'SIGKILL')
      await logged(
        launcher,
        /The web server exited unexpectedly \(killed by SIGKILL\) after \d+ s; restarting it in 1 s/,
      )
      const secondWeb = (await healthy(launcher, webPort, { not: firstWeb, timeout: 300_000 })).pid

      process.kill(secondWeb, 'SIGKILL')
      await logged(
        launcher,
        /The web server exited unexpectedly \(killed by SIGKILL\) after \d+ s; restarting it in 2 s/,
      )
      const thirdWeb = (await healthy(launcher, webPort, { not: secondWeb, timeout: 300_000 })).pid
      const postgres = postmasterPid(dataRoot)

      launcher.child.kill('SIGTERM')
      expect(await launcher.exited).toBe(0)
      expect(running(thirdWeb)).toBe(false)
      expect(running(postgres)).toBe(false)
      expect(launcher.output().match(/exited unexpectedly/g)).toHaveLength(2)
      expect(launcher.output()).toMatch(/SIGTERM received: stopping the app, then the database/)
    },
  )

  it(
    'never stops a PostgreSQL it did not start: not one of another data folder, nor one a live process runs on ours',
    { timeout: 600_000 },
    async () => {
      const { pgPort, webPort } = await ports()
      const other = await startEmbeddedPostgres({
        dataDir: path.join(tempDir(), 'other'),
        port: await findFreePort(),
        database: 'other',
        quiet: true,
      })
      cleanups.push(() => other.stop())

      // Our folder's lock and owner file both name the other server, as if its pid had been ours before a crash.
      const dataRoot = tempDir()
      const ours = await startEmbeddedPostgres({
        dataDir: path.join(dataRoot, 'postgres'),
        port: pgPort,
        database: 'fellowship',
        quiet: true,
      })
      await ours.stop()
      const lockFile = path.join(dataRoot, 'postgres', 'postmaster.pid')
      fs.writeFileSync(lockFile, `${other.pid}\n`)
      fs.writeFileSync(
        path.join(dataRoot, 'postgres.owner'),
        JSON.stringify({ launcher: await deadPid(), postgres: other.pid }),
      )
      const refused = startLauncher({ dataRoot, pgPort, webPort })
      expect(await refused.exited).toBe(1)
      expect(refused.output()).toContain(
        `The lock file ${lockFile} names pid ${other.pid}, a PostgreSQL this launcher did not start`,
      )
      expect(await query<{ one: number }>(other.uri, 'SELECT 1 AS one')).toEqual([{ one: 1 }])
      expect(running(other.pid!)).toBe(true)

      // A PostgreSQL on our own folder whose starter (this test process) is alive is in use, not left over.
      fs.rmSync(lockFile)
      const inUse = await startEmbeddedPostgres({
        dataDir: path.join(dataRoot, 'postgres'),
        port: pgPort,
        database: 'fellowship',
        quiet: true,
      })
      cleanups.push(() => inUse.stop())
      const refusedAgain = startLauncher({ dataRoot, pgPort, webPort })
      expect(await refusedAgain.exited).toBe(1)
      expect(refusedAgain.output()).toContain(
        `is already in use by a running PostgreSQL (pid ${inUse.pid})`,
      )
      expect(await query<{ one: number }>(inUse.uri, 'SELECT 1 AS one')).toEqual([{ one: 1 }])
    },
  )

  it(
    'starts over a lock whose process is gone, or whose pid now belongs to another program, and leaves that program alone',
    { timeout: 600_000 },
    async () => {
      const dataRoot = tempDir()
      const { pgPort, webPort } = await ports()
      const dataDir = path.join(dataRoot, 'postgres')
      const lockFile = path.join(dataDir, 'postmaster.pid')
      const db = await startEmbeddedPostgres({
        dataDir,
        port: pgPort,
        database: 'fellowship',
        quiet: true,
      })
      const realLock = fs.readFileSync(lockFile, 'utf8')
      await db.stop()
      const lockNaming = (pid: number) => realLock.replace(/^\d+/, String(pid))

      // A power cut: the lock names a process that no longer exists. PostgreSQL itself replaces it.
      fs.writeFileSync(lockFile, lockNaming(await deadPid()))
      const afterPowerCut = startLauncher({ dataRoot, pgPort, webPort })
      await healthy(afterPowerCut, webPort)
      expect(afterPowerCut.output()).not.toMatch(/stale lock|left running/)
      afterPowerCut.child.kill('SIGTERM')
      expect(await afterPowerCut.exited).toBe(0)

      // After a reboot the pid may belong to some other program, which PostgreSQL would take for a live server.
      const bystander = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
      cleanups.push(() => bystander.kill('SIGKILL'))
      fs.writeFileSync(lockFile, lockNaming(bystander.pid!))
      const afterReboot = startLauncher({ dataRoot, pgPort, webPort })
      await healthy(afterReboot, webPort)
      expect(afterReboot.output()).toContain(
        `${lockFile} names pid ${bystander.pid}, which is not a PostgreSQL (pid reused after a crash): removing the stale lock`,
      )
      expect(running(bystander.pid!)).toBe(true)
      expect(postmasterPid(dataRoot)).not.toBe(bystander.pid)
    },
  )
})
