// Vitest reporter: each integration file's wall time (setting up, importing, its tests and hooks)
// and its tests' outcomes, written to .data/test-reports/integration.json (see files.ts).
import path from 'node:path'

import type { Reporter, TestModule } from 'vitest/node'

import { writeSuiteReport, type FileTime } from './files'

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module): FileTime => {
      const time = module.diagnostic()
      const counts = { passed: 0, failed: 0, skipped: 0 }
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
      const ms =
        time.environmentSetupDuration +
        time.prepareDuration +
        time.setupDuration +
        time.collectDuration +
        time.duration
      return { file: path.relative(process.cwd(), module.moduleId), seconds: ms / 1000, ...counts }
    })
    writeSuiteReport('integration', { suite: 'integration', files })
  }
}
