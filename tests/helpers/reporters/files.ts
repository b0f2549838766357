// Where the two suites' reporters leave each test file's time and outcome, for the run's closing
// summary (tests/run.mjs) and for anyone asking which files grew.
import fs from 'node:fs'
import path from 'node:path'

export type FileTime = {
  file: string
  seconds: number
  passed: number
  failed: number
  skipped: number
  /** Tests that failed, then passed when run again (Playwright's retries in CI). */
  flaky?: string[]
}

export type SuiteReport = {
  suite: 'integration' | 'end-to-end'
  files: FileTime[]
  /** Figures a test measured and annotated with type 'measurement', printed with the run's times. */
  measurements?: string[]
}

const REPORT_DIR = path.resolve(process.env.TEST_REPORT_DIR || '.data/test-reports')

export const writeSuiteReport = (name: string, report: SuiteReport) => {
  fs.mkdirSync(REPORT_DIR, { recursive: true })
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(report, null, 1))
}
