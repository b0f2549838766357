// Run by `npm start` before the server: pending migrations, the first super admin, and demo content
// on an empty database (SEED_DEMO_CONTENT=true). Each step is a no-op when already done.
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'

import { slugs } from '@collections/slugs'
import { seedDemoContent } from '@/seed'
import { ensureFirstAdmin } from '@/seed/firstAdmin'
import { migrations } from '@/migrations'

const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  await ensureFirstAdmin(payload)
  if (process.env.SEED_DEMO_CONTENT === 'true') {
    const { totalDocs } = await payload.count({ collection: slugs.projects, overrideAccess: true })
    if (totalDocs === 0) {
      const started = Date.now()
      const { created } = await seedDemoContent(payload)
      payload.logger.info(`Demo content seeded: ${created} documents in ${Date.now() - started} ms`)
    }
  }
  await payload.destroy()
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
