// `npm start`: everything a fresh machine needs to serve the site.
// .env secrets -> database (embedded unless DATABASE_URI) -> build if stale -> migrations,
// first admin and demo content -> next start, restarted with backoff if it crashes. Ctrl-C/SIGTERM
// stop Next first, then PostgreSQL.
import path from 'node:path'

import { markUploadsFolder, watchOtherInstances } from '../lib/db/instances.mjs'
import { build } from './build.mjs'
import { startMessaging } from './messaging.mjs'
import { startPayments } from './paystack.mjs'
import { ROOT, ensureSecrets, loadEnv, log, withDatabase } from './runtime.mjs'
import { refuseBadConfig } from './check-config.mjs'
import { missingPreparation } from './prepared.mjs'

loadEnv()
// A missing or malformed setting stops here with one line each, before anything starts.
await refuseBadConfig()
ensureSecrets()

const port = process.env.PORT || '3000'
// Marked before this instance's first connection, so no instance sharing the folder sees it unmarked.
const uploadsDir = path.resolve(ROOT, process.env.UPLOADS_DIR || '.data/uploads')
markUploadsFolder(uploadsDir)
const code = await withDatabase(async ({ db, step, keepRunning, isStopping }) => {
  // Demo content goes into the embedded database by default, never into a server of yours unless asked.
  if (process.env.SEED_DEMO_CONTENT === undefined)
    process.env.SEED_DEMO_CONTENT = db.embedded ? 'true' : 'false'
  const built = await build()
  if (built !== 0 || isStopping()) return built
  const prepared = await step('payload', ['run', 'src/cli/prepare-database.ts'], {
    detached: false,
  })
  if (prepared !== 0 || isStopping()) return prepared
  // Exit code 0 is not proof: the database itself must show the preparation (src/cli/prepared.mjs).
  const missing = await missingPreparation(db.uri)
  if (missing) {
    log(
      `The database was not prepared, so the site is not started: ${missing}. Run npm start again; if it happens again, run npm run seed and read its output.`,
    )
    return 1
  }
  // Uploads kept on local disk are this host's only: say so when another host's instance shares the database.
  const instances = await watchOtherInstances({ uri: process.env.DATABASE_URI, log, uploadsDir })
  const payments = await startPayments({ appPort: port })
  const messaging = await startMessaging({ appPort: port })
  try {
    log(`Starting the site on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
    return await keepRunning('The web server', 'src/cli/serve.mjs', {
      env: { ...process.env, PORT: port, NODE_ENV: 'production' },
    })
  } finally {
    await payments.stop()
    await messaging.stop()
    await instances.stop()
  }
})
process.exit(code)
