import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { findFreePort, startEmbeddedPostgres } from '@/lib/db/embedded.mjs'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-embedded-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the embedded PostgreSQL', () => {
  it('keeps its data across a stop and a start', async () => {
    const dataDir = path.join(tempDir(), 'pg')
    const port = await findFreePort()
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'keepme', quiet: true })
    const client = new pg.Client({ connectionString: first.uri })
    await client.connect()
    await client.query("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('still here')")
    await client.end()
    await first.stop()

    const second = await startEmbeddedPostgres({ dataDir, port, database: 'keepme', quiet: true })
    const again = new pg.Client({ connectionString: second.uri })
    await again.connect()
    const { rows } = await again.query('SELECT body FROM notes')
    await again.end()
    await second.stop()
    expect(rows).toEqual([{ body: 'still here' }])
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)
  })

  it('says which port is taken and how to choose another', async () => {
    const port = await findFreePort()
    const blocker = net.createServer().listen(port, '127.0.0.1')
    await new Promise((resolve) => blocker.once('listening', resolve))
    try {
      await expect(
        startEmbeddedPostgres({
          dataDir: path.join(tempDir(), 'pg'),
          port,
          database: 'x',
          quiet: true,
        }),
      ).rejects.toThrow(
        `Port ${port} is already in use, so the embedded PostgreSQL cannot start.\nSet EMBEDDED_PG_PORT to a free port`,
      )
    } finally {
      blocker.close()
    }
  })

  it('says the data directory is damaged, and how to move it aside', async () => {
    const dataDir = path.join(tempDir(), 'pg')
    const port = await findFreePort()
    const db = await startEmbeddedPostgres({ dataDir, port, database: 'x', quiet: true })
    await db.stop()
    fs.writeFileSync(path.join(dataDir, 'global', 'pg_control'), 'not a control file')
    await expect(
      startEmbeddedPostgres({ dataDir, port, database: 'x', quiet: true }),
    ).rejects.toThrow(
      new RegExp(
        `The database in ${dataDir} looks damaged[\\s\\S]*mv ${dataDir} ${dataDir}\\.broken`,
      ),
    )
  })

  it('refuses a data directory that is not a database at all', async () => {
    const dataDir = path.join(tempDir(), 'pg')
    fs.mkdirSync(dataDir)
    fs.writeFileSync(path.join(dataDir, 'stray.txt'), 'hello')
    await expect(
      startEmbeddedPostgres({ dataDir, port: await findFreePort(), database: 'x', quiet: true }),
    ).rejects.toThrow(`The database in ${dataDir} looks damaged: PG_VERSION is missing`)
  })
})
