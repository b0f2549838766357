// `npm run seed`: the demo content (idempotent: only what is missing is created).
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'

import { seedDemoContent } from '@/seed'
import { ensureFirstAdmin } from '@/seed/firstAdmin'
import { migrations } from '@/migrations'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
await ensureFirstAdmin(payload)
const { created, skipped } = await seedDemoContent(payload)
payload.logger.info(`Seed done: ${created} created, ${skipped} already there`)
await payload.destroy()
process.exit(0)
