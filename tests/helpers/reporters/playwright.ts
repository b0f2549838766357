// Playwright reporter: each end-to-end file's time (its tests, hooks and fixtures, retries included)
// and its tests' outcomes, written to .data/test-reports/end-to-end.json (see files.ts).
import path from 'node:path'

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

import { writeSuiteReport, type FileTime } from './files'

export default class FileTimesReporter implements Reporter {
  private readonly files = new Map<string, FileTime>()
  private readonly outcomes = new Map<TestCase, string>()
  private readonly measurements: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file)
    const entry = this.files.get(file) ?? { file, seconds: 0, passed: 0, failed: 0, skipped: 0 }
    entry.seconds += result.duration / 1000
    this.files.set(file, entry)
    this.outcomes.set(test, test.outcome())
    for (const { type, description } of result.annotations)
      if (type === 'measurement' && description) this.measurements.push(description)
  }

  onEnd() {
    for (const [test, outcome] of this.outcomes) {
      const entry = this.files.get(path.relative(process.cwd(), test.location.file))!
      if (outcome === 'expected') entry.passed++
      else if (outcome === 'skipped') entry.skipped++
      else if (outcome === 'flaky') {
        entry.passed++
        entry.flaky = [...(entry.flaky ?? []), `${entry.file}:${test.location.line} ${test.title}`]
      } else entry.failed++
    }
    writeSuiteReport('end-to-end', {
      suite: 'end-to-end',
      files: [...this.files.values()],
      measurements: this.measurements,
    })
  }
}
