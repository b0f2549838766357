// The test run's ledger: how long each phase took, kept in TEST_TIMINGS_FILE as phases end (by
// tests/run.mjs, and by .ci/run for the install and the production check), and the summary printed
// at the end of a run with the ten slowest files of each suite (from tests/helpers/reporters/).
//
//   node tests/timings.mjs record <phase> <seconds> <ok|failed>
//   node tests/timings.mjs summary <whole run in seconds>
import fs from 'node:fs'
import path from 'node:path'

/** The phases in the order they are printed, whatever order they ended in. */
const PHASES = [
  'install',
  'static checks',
  'build',
  'integration',
  'end-to-end',
  'production check',
]

const ledgerFile = () => process.env.TEST_TIMINGS_FILE || '.data/test-reports/timings.json'
const reportDir = () => process.env.TEST_REPORT_DIR || '.data/test-reports'

const readJson = (file, fallback) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return fallback
  }
}

/** Adds one phase ({name, seconds, ok, parts?, skipped?}) to the ledger. */
export const recordPhase = (entry) => {
  const file = ledgerFile()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify([...readJson(file, []), entry], null, 1))
}

const seconds = (value) => {
  const whole = Math.round(value)
  return whole < 60
    ? `${whole} s`
    : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
}

const counts = (files) =>
  files.reduce(
    (sum, file) => ({
      passed: sum.passed + file.passed,
      failed: sum.failed + file.failed,
      skipped: sum.skipped + file.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  )

export const printSummary = ({ wallSeconds }) => {
  const phases = readJson(ledgerFile(), [])
  const suites = ['integration', 'end-to-end'].map((name) => ({
    name,
    ...readJson(path.join(reportDir(), `${name}.json`), { files: [] }),
  }))
  const order = (phase) => {
    const at = PHASES.indexOf(phase.name)
    return at === -1 ? PHASES.length : at
  }
  const lines = ['', 'Test run: wall time of each phase (phases overlap: see tests/run.mjs)']
  for (const phase of [...phases].sort((a, b) => order(a) - order(b))) {
    const state = phase.skipped ? 'not run' : phase.ok ? 'ok' : 'FAILED'
    const suite = suites.find((entry) => entry.name === phase.name)
    let detail = ''
    if (suite?.files.length) {
      const total = counts(suite.files)
      detail = `  ${suite.files.length} files: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`
    } else if (phase.parts?.length > 1)
      detail = `  (${phase.parts.map((part) => `${part.name} ${seconds(part.seconds)}`).join(', ')})`
    lines.push(
      `  ${phase.name.padEnd(17)} ${seconds(phase.seconds).padStart(12)}  ${state}${detail}`,
    )
  }
  lines.push(`  ${'whole run'.padEnd(17)} ${seconds(wallSeconds).padStart(12)}`)
  for (const suite of suites) {
    if (!suite.files.length) continue
    lines.push('', `Ten slowest ${suite.name} files (wall time of each file)`)
    for (const file of [...suite.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
      lines.push(`  ${seconds(file.seconds).padStart(12)}  ${file.file}`)
  }
  const flaky = suites.flatMap((suite) => suite.files.flatMap((file) => file.flaky ?? []))
  if (flaky.length)
    lines.push('', 'Flaky: failed once, then passed when run again', ...flaky.map((t) => `  ${t}`))
  const measured = suites.flatMap((suite) => suite.measurements ?? [])
  if (measured.length)
    lines.push('', 'Measured by the tests', ...measured.map((line) => `  ${line}`))
  console.log(lines.join('\n'))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2)
  if (command === 'record')
    recordPhase({ name: args[0], seconds: Number(args[1]), ok: args[2] === 'ok' })
  else if (command === 'summary') printSummary({ wallSeconds: Number(args[0]) })
  else {
    console.error(
      'usage: node tests/timings.mjs record <phase> <seconds> <ok|failed> | summary <seconds>',
    )
    process.exit(2)
  }
}
