// The house rules of ARCHITECTURE.md that ESLint enforces (eslint.config.mjs): each fails on a
// deliberate violation, and the same code passes where the rule lets it live. That the whole tree
// keeps them is `npm test`'s lint step (eslint . --max-warnings 0).
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const SQL_RULE = 'used in src/lib/db/ only'
const ACCESS_RULE = 'built in src/access/ only'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

/** The house rules' messages ESLint gives this code at this path, as `rule: message` lines. */
const houseRulesOn = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages
    .filter(({ message }) => message.includes(SQL_RULE) || message.includes(ACCESS_RULE))
    .map(({ ruleId, message }) => `${ruleId}: ${message}`)
}

const SQL_FAILURE = expect.stringContaining(SQL_RULE)
const ACCESS_FAILURE = expect.stringContaining(ACCESS_RULE)

describe('hand-written SQL and the adapter’s internals live in src/lib/db/', () => {
  const violations: Record<string, string> = {
    'sql from the adapter': `import { sql } from '@payloadcms/db-postgres'
export const query = sql\`select 1\``,
    'drizzle-orm': `import { eq } from 'drizzle-orm'
export const same = eq`,
    'drizzle through the adapter': `import { pgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
export const table = pgTable`,
    'a pg client': `import pg from 'pg'
export const client = new pg.Client()`,
    'the transaction handle': `import { drizzleFor } from '@/lib/db/tx'
export const handle = drizzleFor`,
    'raw rows, by a relative path': `import { rowsOf } from '../db/rows'
export const rows = rowsOf`,
    'payload.db.drizzle': `import type { Payload } from 'payload'
export const run = (payload: Payload) => payload.db.drizzle`,
    'the adapter’s pool': `import type { PayloadRequest } from 'payload'
export const pool = (req: PayloadRequest) => (req.payload.db as unknown as { pool: unknown }).pool`,
    'its pool, destructured': `import type { Payload } from 'payload'
export const pool = (payload: Payload) => {
  const { pool } = payload.db as unknown as { pool: unknown }
  return pool
}`,
    'its transactions’ sessions': `import type { Payload } from 'payload'
export const sessions = (payload: Payload) => {
  const db = payload.db as unknown as { sessions: unknown }
  return db.sessions
}`,
  }

  for (const [name, code] of Object.entries(violations)) {
    it(`refuses ${name} outside src/lib/db/, and allows it there`, async () => {
      expect(await houseRulesOn('src/lib/rides/example.ts', code)).toEqual([SQL_FAILURE])
      expect(await houseRulesOn('endpoints/example.ts', code)).toEqual([SQL_FAILURE])
      expect(await houseRulesOn('src/lib/db/example.ts', code)).toEqual([])
    })
  }

  it('names the rule and the way out in its message', async () => {
    expect(
      await houseRulesOn('collections/Example.ts', violations['sql from the adapter']),
    ).toEqual([
      "no-restricted-imports: 'sql' import from '@payloadcms/db-postgres' is restricted. Hand-written SQL and the database adapter are used in src/lib/db/ only (ARCHITECTURE.md): call a named function there, or add one.",
    ])
    expect(await houseRulesOn('hooks/example.ts', violations['payload.db.drizzle'])).toEqual([
      'no-restricted-syntax: Hand-written SQL and the database adapter are used in src/lib/db/ only (ARCHITECTURE.md): call a named function there, or add one.',
    ])
  })

  it('lets a LISTEN connection and the launcher open pg clients, and nothing more', async () => {
    const client = violations['a pg client']
    expect(await houseRulesOn('src/lib/payments/realtime.ts', client)).toEqual([])
    expect(await houseRulesOn('src/cli/example.mjs', client)).toEqual([])
    expect(
      await houseRulesOn('src/lib/payments/realtime.ts', violations['sql from the adapter']),
    ).toEqual([SQL_FAILURE])
  })

  it('leaves the adapter’s public API and a user’s own sessions field alone', async () => {
    const code = `import type { Payload } from 'payload'
import { deleteNothingQuietly } from './src/lib/db/tx'
export const find = (payload: Payload, data: { sessions?: unknown[] }) => {
  deleteNothingQuietly(payload)
  data.sessions = []
  return payload.db.findOne({ collection: 'users', where: {} })
}`
    expect(await houseRulesOn('payload.config.ts', code)).toEqual([])
  })
})

describe('access predicates are built in src/access/', () => {
  const violations: Record<string, string> = {
    'an inline collection rule': `import type { CollectionConfig } from 'payload'
export const Example: CollectionConfig = {
  slug: 'examples',
  access: { read: () => true },
  fields: [],
}`,
    'an inline field rule': `import type { Field } from 'payload'
export const field: Field = {
  name: 'secret',
  type: 'text',
  access: { update: ({ req }) => Boolean(req.user) },
}`,
    'a rule written as a method': `export const jobs = { access: { run() { return true } } }`,
    'the Access type': `import type { Access } from 'payload'
export const isSignedIn: Access = ({ req }) => Boolean(req.user)`,
    'the FieldAccess type': `import type { FieldAccess } from 'payload'
export const isSignedIn: FieldAccess = ({ req }) => Boolean(req.user)`,
  }

  for (const [name, code] of Object.entries(violations)) {
    it(`refuses ${name} outside src/access/, and allows it there`, async () => {
      expect(await houseRulesOn('collections/Example.ts', code)).toEqual([ACCESS_FAILURE])
      expect(await houseRulesOn('src/lib/db/example.ts', code)).toEqual([ACCESS_FAILURE])
      expect(await houseRulesOn('src/access/example.ts', code)).toEqual([])
    })
  }

  it('names the rule and the way out in its message', async () => {
    expect(
      await houseRulesOn('src/jobs/index.ts', violations['a rule written as a method']),
    ).toEqual([
      'no-restricted-syntax: Access predicates are built in src/access/ only (ARCHITECTURE.md): name the rule there and use it here.',
    ])
  })

  it('lets a collection use the named predicates of src/access/', async () => {
    const code = `import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEdit } from '@/access/canEdit'
import { nobody } from '@/access/nobody'
const serverOnly = { create: nobody, update: nobody }
export const Example: CollectionConfig = {
  slug: 'examples',
  access: { read: anyone, update: canEdit('projects') },
  fields: [{ name: 'status', type: 'text', access: { ...serverOnly, read: anyone } }],
}`
    expect(await houseRulesOn('collections/Example.ts', code)).toEqual([])
  })
})
