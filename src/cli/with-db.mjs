// Runs one command (payload migrate, next dev, a seed) with the database this app would use.
import { ensureSecrets, loadEnv, withDatabase } from './runtime.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node src/cli/with-db.mjs <command> [args...]')
  process.exit(2)
}
loadEnv()
ensureSecrets()
const code = await withDatabase(({ step }) => step(command, args))
process.exit(code)
