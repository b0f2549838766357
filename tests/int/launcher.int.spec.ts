import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

import { openDatabase } from '@/cli/runtime.mjs'

it('with DATABASE_URI set, the app uses that server and never starts its own', async () => {
  const dataRoot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-launcher-')), 'data')
  const saved = { uri: process.env.DATABASE_URI, dir: process.env.EMBEDDED_PG_DIR }
  process.env.DATABASE_URI = 'postgres://someone:secret@db.internal:5432/fellowship'
  process.env.EMBEDDED_PG_DIR = dataRoot
  try {
    const db = await openDatabase()
    expect(db).toMatchObject({
      uri: 'postgres://someone:secret@db.internal:5432/fellowship',
      embedded: false,
    })
    await db.stop()
    expect(fs.existsSync(dataRoot)).toBe(false)
  } finally {
    process.env.DATABASE_URI = saved.uri
    process.env.EMBEDDED_PG_DIR = saved.dir
  }
})
