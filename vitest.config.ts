import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/int/**/*.int.spec.ts'],
    globalSetup: ['tests/helpers/globalSetup.ts'],
    setupFiles: ['tests/helpers/databasePerFile.ts'],
    // An it.only left behind fails a CI run (vitest's default, stated so it is not lost).
    allowOnly: !process.env.CI,
    // Each file's time and outcomes go to .data/test-reports/ for the run's summary (tests/run.mjs).
    reporters: ['default', './tests/helpers/reporters/vitest.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Ceilings against a test that hangs, not expectations of speed: a test waits for the event it
    // needs (a log line, a health answer, a row), and a loaded machine must not fail it. What a
    // file costs is printed at the end of every run (tests/run.mjs), where growth shows.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
