// One app instance in a process of its own, for tests/int/jobs-instances.int.spec.ts:
// `payload run tests/helpers/jobsInstance.script.ts` with the test's DATABASE_URI. Payload starts as
// the app starts it (with the job queue's cron, JOBS_CRON), and serves the app's /api over HTTP on a
// free port, printed as `ready <port>` once it answers.
import { getPayload } from '@/lib/payload/client'

import { startAppServer } from './appServer'

await getPayload()
const server = await startAppServer()
process.stdout.write(`ready ${server.port}\n`)
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)))
// `payload run` exits once the script's module has loaded; this one serves until it is stopped.
await new Promise(() => undefined)
