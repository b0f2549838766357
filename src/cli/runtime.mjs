// Shared by the launchers: .env handling, the database (embedded or DATABASE_URI), child processes
// and an orderly shutdown (the app first, then PostgreSQL).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { EmbeddedPostgresError, startEmbeddedPostgres } from '../lib/db/embedded.mjs'
import { instanceName } from '../lib/db/instances.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ENV_FILE = path.join(ROOT, '.env')
const BIN = path.join(ROOT, 'node_modules', '.bin')
const PAYLOAD_CLI = path.join(ROOT, 'src', 'cli', 'payload.mjs')

export const log = (message) => console.log(`[fellowship] ${message}`)

// A child kept running by keepRunning ends with its launcher: after a kill -9 of the launcher nothing
// else would stop it, and it would hold the port against the next start. Loaded into the child by --import.
const launcherPid = Number(process.env.FELLOWSHIP_LAUNCHER_PID)
delete process.env.FELLOWSHIP_LAUNCHER_PID
if (launcherPid) {
  const launcherGone = () => {
    try {
      // Linux: the parent changes when orphaned (immune to a reused pid or an unreaped launcher).
      return (
        Number(
          fs
            .readFileSync('/proc/self/stat', 'utf8')
            .replace(/^.*\) /s, '')
            .split(' ')[1],
        ) !== launcherPid
      )
    } catch {
      try {
        process.kill(launcherPid, 0)
        return false
      } catch (error) {
        return error.code !== 'EPERM'
      }
    }
  }
  const watch = setInterval(() => {
    if (!launcherGone()) return
    clearInterval(watch)
    log(`The launcher (pid ${launcherPid}) is gone: stopping`)
    process.kill(process.pid, 'SIGTERM')
    setTimeout(() => process.exit(1), 15_000).unref()
  }, 1000)
  watch.unref()
}

/** Reads .env without overriding what the environment already says. */
export const loadEnv = () => {
  if (!fs.existsSync(ENV_FILE)) return
  for (const line of fs.readFileSync(ENV_FILE, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line)
    if (!match || match[1] in process.env) continue
    process.env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
}

/** Secrets are generated into .env on a developer's machine; production must bring its own. */
export const ensureSecrets = () => {
  if (process.env.PAYLOAD_SECRET) return
  if (process.env.NODE_ENV === 'production') {
    console.error(
      '[fellowship] PAYLOAD_SECRET is not set. In production, set it (a long random string) in the environment.',
    )
    process.exit(1)
  }
  const secret = randomBytes(32).toString('base64url')
  const header = fs.existsSync(ENV_FILE)
    ? ''
    : '# Generated on first start. Never commit this file. See .env.example for every setting.\n'
  fs.appendFileSync(ENV_FILE, `${header}PAYLOAD_SECRET=${secret}\n`, { mode: 0o600 })
  process.env.PAYLOAD_SECRET = secret
  log('Generated PAYLOAD_SECRET into .env')
}

/** With DATABASE_URI, that server; without, an embedded PostgreSQL with its data under .data/. */
export const openDatabase = async () => {
  if (process.env.DATABASE_URI)
    return { uri: process.env.DATABASE_URI, embedded: false, stop: async () => {} }
  const dataRoot = path.resolve(ROOT, process.env.EMBEDDED_PG_DIR || '.data')
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
  const started = Date.now()
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dataRoot, 'postgres'),
    port,
    database: 'fellowship',
    logFile: path.join(dataRoot, 'postgres.log'),
    log,
  })
  log(
    `Embedded PostgreSQL ready on 127.0.0.1:${port} in ${Date.now() - started} ms (data in ${path.relative(ROOT, dataRoot) || '.'}/postgres)`,
  )
  process.env.DATABASE_URI = db.uri
  return { ...db, embedded: true }
}

/** A child in its own process group, so a terminal's Ctrl-C reaches it only through us, once. */
export const run = (command, args, { env = process.env, detached = true } = {}) => {
  // Payload's command line as payload.mjs says: Lexical's builds, and a command that did not finish fails.
  if (command === 'payload')
    [command, args] = [process.execPath, ['--conditions=production', PAYLOAD_CLI, ...args]]
  const file = fs.existsSync(path.join(BIN, command)) ? path.join(BIN, command) : command
  const child = spawn(file, args, { cwd: ROOT, env, stdio: 'inherit', detached })
  const done = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.once('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
  })
  return { child, done }
}

/** Restarts after a crash wait 1 s, doubling to 30 s; a run that lasted a minute starts again at 1 s. */
const RESTART_DELAYS = { firstMs: 1_000, maxMs: 30_000, healthyAfterMs: 60_000 }

/**
 * Runs the steps with a database, then stops it. On SIGINT/SIGTERM the running child is asked to
 * stop first and the database is stopped only after it has exited.
 */
export const withDatabase = async (steps) => {
  // Every connection of this instance is labelled, so other instances can see it (instances.mjs).
  process.env.PGAPPNAME = instanceName()
  let db
  let current = null
  let stopping = false
  let wake
  const stopped = new Promise((resolve) => (wake = resolve))
  const onSignal = (signal) => {
    if (stopping) return
    stopping = true
    log(`${signal} received: stopping${current ? ' the app, then' : ''} the database`)
    if (current) current.child.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM')
    wake()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  const runStep = async (command, args, options) => {
    if (stopping) return { code: 130, child: null }
    current = run(command, args, options)
    const { child } = current
    const code = await current.done
    current = null
    return { code, child }
  }
  /** A Node script restarted with backoff whenever it exits on its own, until we are stopped. */
  const keepRunning = async (name, script, { env = process.env } = {}) => {
    let delay = RESTART_DELAYS.firstMs
    for (;;) {
      const started = Date.now()
      const { code, child } = await runStep(
        process.execPath,
        ['--import', import.meta.url, script],
        {
          env: { ...env, FELLOWSHIP_LAUNCHER_PID: String(process.pid) },
        },
      )
      if (stopping) return code
      if (Date.now() - started >= RESTART_DELAYS.healthyAfterMs) delay = RESTART_DELAYS.firstMs
      const why = child?.signalCode
        ? `killed by ${child.signalCode}`
        : `exit code ${child?.exitCode ?? code}`
      log(
        `${name} exited unexpectedly (${why}) after ${Math.round((Date.now() - started) / 1000)} s; restarting it in ${delay / 1000} s`,
      )
      let timer
      await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, delay)))])
      clearTimeout(timer)
      if (stopping) return 0
      delay = Math.min(delay * 2, RESTART_DELAYS.maxMs)
    }
  }
  let code = 0
  try {
    db = await openDatabase()
    code = await steps({
      db,
      step: async (command, args, options) => (await runStep(command, args, options)).code,
      keepRunning,
      isStopping: () => stopping,
    })
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) {
      console.error(`\n[fellowship] ${error.message}\n`)
      code = 1
    } else throw error
  } finally {
    if (db) await db.stop()
  }
  return stopping && code !== 0 ? 0 : code
}
