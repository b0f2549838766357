// Runs one command (payload migrate, next dev, a seed) with the database this app would use.
import { startMessaging } from './messaging.mjs'
import { startPayments } from './paystack.mjs'
import { ensureSecrets, loadEnv, withDatabase } from './runtime.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node src/cli/with-db.mjs <command> [args...]')
  process.exit(2)
}
loadEnv()
ensureSecrets()
const code = await withDatabase(async ({ step }) => {
  // The dev server takes donations and sends texts too: through the simulators unless keys are set.
  if (command !== 'next' || args[0] !== 'dev') return step(command, args)
  const payments = await startPayments({ appPort: process.env.PORT || '3000' })
  const messaging = await startMessaging({ appPort: process.env.PORT || '3000' })
  try {
    return await step(command, args)
  } finally {
    await payments.stop()
    await messaging.stop()
  }
})
process.exit(code)
