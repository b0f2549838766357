// Run by `npm start` before the server: pending migrations, the first super admin, and demo content
// on an empty database (SEED_DEMO_CONTENT=true). Each step is a no-op when already done.
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import pg from 'pg'

import { slugs } from '@collections/slugs'
import { env } from '@/lib/config/env'
import { seedDemoContent } from '@/seed'
import { ensureFirstAdmin } from '@/seed/firstAdmin'
import { migrations } from '@/migrations'

// Instances starting together take turns: one migrates (Payload takes no lock of its own) and
// creates the first admin while the others wait, then find nothing left to do. Each migration is
// one transaction; a session's advisory lock ends with it, however this process ends.
const lock = new pg.Client({ connectionString: env('DATABASE_URI') })
await lock.connect()
const { rows } = await lock.query<{ locked: boolean }>(
  `SELECT pg_try_advisory_lock(hashtext('fellowship-rides:prepare-database')) AS locked`,
)
if (!rows[0]?.locked) {
  console.log('[fellowship] Another instance is preparing the database: waiting for it')
  await lock.query(`SELECT pg_advisory_lock(hashtext('fellowship-rides:prepare-database'))`)
}

const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  await ensureFirstAdmin(payload)
  if (env('SEED_DEMO_CONTENT')) {
    const { totalDocs } = await payload.count({ collection: slugs.projects, overrideAccess: true })
    if (totalDocs === 0) {
      const started = Date.now()
      const { created } = await seedDemoContent(payload)
      payload.logger.info(`Demo content seeded: ${created} documents in ${Date.now() - started} ms`)
    }
  }
  await payload.destroy()
  await lock.end()
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
