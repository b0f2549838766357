// `npm start`: everything a fresh machine needs to serve the site.
// .env secrets -> database (embedded unless DATABASE_URI) -> build if stale -> migrations,
// first admin and demo content -> next start. Ctrl-C/SIGTERM stop Next first, then PostgreSQL.
import fs from 'node:fs'
import path from 'node:path'

import { build } from './build.mjs'
import { startPayments } from './paystack.mjs'
import { ROOT, ensureSecrets, loadEnv, log, withDatabase } from './runtime.mjs'

loadEnv()
ensureSecrets()

const port = process.env.PORT || '3000'
const code = await withDatabase(async ({ db, step, isStopping }) => {
  // Demo content goes into the embedded database by default, never into a server of yours unless asked.
  if (process.env.SEED_DEMO_CONTENT === undefined) process.env.SEED_DEMO_CONTENT = db.embedded ? 'true' : 'false'
  const built = await build()
  if (built !== 0 || isStopping()) return built
  const prepared = await step('payload', ['run', 'src/cli/prepare-database.ts'], { detached: false })
  if (prepared !== 0 || isStopping()) return prepared
  // Cached content describes the database as it was; it may have changed while the server was down.
  fs.rmSync(path.join(ROOT, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const payments = await startPayments({ appPort: port })
  try {
    log(`Starting the site on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
    return await step(process.execPath, ['src/cli/serve.mjs'], { env: { ...process.env, PORT: port, NODE_ENV: 'production' } })
  } finally {
    await payments.stop()
  }
})
process.exit(code)
