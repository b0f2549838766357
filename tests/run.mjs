// `npm test`: every check and test, overlapped where they do not depend on each other, then a
// summary of how long each phase took and which test files are the slowest.
//
//   static checks (types, lint, format, unused code, generated types) ──> integration
//   production build ──> end-to-end, and beside it the production check
//
// No phase waits for one it does not need: the two cores are kept busy from the first second (the
// build and the end-to-end run each leave long stretches of one core idle, which the static checks
// and then the integration suite take). The suites share nothing: each has its own PostgreSQL,
// ports and folders. A failed phase fails the run; the others still run and report, except those
// that need the build when it failed.
//
// .ci/run adds the install to the same ledger and prints the summary itself (TEST_TIMINGS_FILE);
// run alone, this prints it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { printSummary, recordPhase } from './timings.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BIN = path.join(ROOT, 'node_modules', '.bin')
const ownLedger = !process.env.TEST_TIMINGS_FILE
if (ownLedger) {
  process.env.TEST_TIMINGS_FILE = path.join(ROOT, '.data', 'test-reports', 'timings.json')
  fs.rmSync(process.env.TEST_TIMINGS_FILE, { force: true })
}
process.env.TEST_REPORT_DIR ||= path.join(ROOT, '.data', 'test-reports')
for (const suite of ['integration', 'end-to-end'])
  fs.rmSync(path.join(process.env.TEST_REPORT_DIR, `${suite}.json`), { force: true })

/** Runs a command, its output prefixed with the phase's tag (phases print at the same time). */
const step = (tag, command, args) =>
  new Promise((resolve) => {
    const file = fs.existsSync(path.join(BIN, command)) ? path.join(BIN, command) : command
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString('utf8')).split('\n')
        rest = lines.pop()
        for (const line of lines) process.stdout.write(`[${tag}] ${line}\n`)
      })
      stream.on('end', () => rest && process.stdout.write(`[${tag}] ${rest}\n`))
    }
    child.once('error', (error) => {
      console.error(`[${tag}] ${command}: ${error.message}`)
      resolve(1)
    })
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

/** Runs the steps one after another (stopping at the first failure) as one timed phase. */
const phase = async (name, tag, steps) => {
  const started = Date.now()
  const parts = []
  let ok = true
  for (const [label, command, args] of steps) {
    const partStarted = Date.now()
    ok = (await step(tag, command, args)) === 0
    const seconds = (Date.now() - partStarted) / 1000
    parts.push({ name: label, seconds, ok })
    console.log(`[${tag}] ${label} ${ok ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s`)
    if (!ok) break
  }
  recordPhase({ name, seconds: (Date.now() - started) / 1000, ok, parts, started })
  return ok
}

const skipped = (name) => recordPhase({ name, seconds: 0, ok: false, skipped: true })

const runStarted = Date.now()
const checksThenIntegration = (async () => {
  const checked = await phase('static checks', 'static', [
    ['typecheck', 'tsc', ['--noEmit']],
    ['lint', 'eslint', ['.', '--max-warnings', '0']],
    ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
    ['unused code', 'knip', []],
    ['generated types', 'node', ['src/cli/check-types.mjs']],
  ])
  const integrated = await phase('integration', 'int', [['vitest', 'vitest', ['run']]])
  return checked && integrated
})()
const buildThenBrowsers = (async () => {
  const built = await phase('build', 'build', [['next build', 'node', ['src/cli/build.mjs']]])
  if (!built) {
    skipped('end-to-end')
    skipped('production check')
    return false
  }
  // The image's contract on this build: production dependencies only, started as the image starts.
  const results = await Promise.all([
    phase('end-to-end', 'e2e', [['playwright', 'playwright', ['test']]]),
    phase('production check', 'image', [
      ['production output', 'node', ['deploy/check-production-output.mjs']],
    ]),
  ])
  return results.every(Boolean)
})()
const results = await Promise.all([checksThenIntegration, buildThenBrowsers])
const ok = results.every(Boolean)

if (ownLedger) printSummary({ wallSeconds: (Date.now() - runStarted) / 1000 })
process.exit(ok ? 0 : 1)
