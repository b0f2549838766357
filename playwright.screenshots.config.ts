import { defineConfig } from '@playwright/test'

import base from './playwright.config'

/**
 * `npm run screenshots`: the README's pictures of the back office, taken on the e2e server with the
 * demo content (docs/screenshots/). Not a test run: nothing is asserted beyond reaching each page.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  testMatch: /.*\.shots\.ts$/,
  timeout: 120_000,
})
