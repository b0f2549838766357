import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => { version: string }
}

/**
 * The SQL that `payload migrate:create` would write now: what the configured schema has that the
 * last committed migration snapshot lacks. Empty means the migrations describe this schema exactly.
 */
export const uncommittedSchemaChanges = async (payload: Payload): Promise<string[]> => {
  const adapter = payload.db as unknown as { requireDrizzleKit: () => DrizzleKit; schema: unknown }
  const { generateDrizzleJson, generateMigration, upSnapshot } = adapter.requireDrizzleKit()
  const after = await generateDrizzleJson(adapter.schema)
  const dir = path.resolve('src/migrations')
  const latest = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()[0]
  let before = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8')) as { version: string }
  if (upSnapshot && before.version < after.version) before = upSnapshot(before)
  return generateMigration(before, after)
}
