// Payload's command line (`payload migrate`, `payload run <script>`, `payload generate:types`), as
// the launcher, the test helpers and `npm run generate` run it: `node --conditions=production
// src/cli/payload.mjs <command>` (PAYLOAD_CLI_ARGS below).
//
// On Node 20, Payload's own bin sometimes exits 0 having done nothing: its import of
// payload.config.ts never settles, the event loop empties, and Node ends the process as if all were
// well (1 `payload migrate` in 4 into a fresh database, 2 commands at a time on a loaded machine;
// never on Node 24). What triggers it is V8 11.3 finishing modules with top-level `await` in some
// orders: Lexical's development entry files each `await import()` their build. The `production`
// condition resolves Lexical (the only packages here that use it) to its builds without top-level
// `await`: 0 silent exits in 72 runs. And should a command still end without finishing, it now
// fails, with a message, instead of reporting success: every command of Payload's bin ends by
// calling process.exit, so an exit that did not go through it is the bug.
// Read now: `payload run` rewrites process.argv while its script runs.
const command = process.argv.slice(2).join(' ')
let exitCalled = false
const exit = process.exit.bind(process)
process.exit = (code) => {
  exitCalled = true
  return exit(code)
}
process.on('exit', () => {
  if (exitCalled) return
  console.error(
    `[fellowship] \`payload ${command}\` ended without finishing (an import never settled). Run it again; on Node 24 this does not happen.`,
  )
  process.exitCode = 1
})

await import(new URL('../../node_modules/payload/bin.js', import.meta.url).href)
