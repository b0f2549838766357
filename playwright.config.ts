import { defineConfig, devices } from '@playwright/test'

// The e2e run serves the production build through `npm start`'s own launcher, on a throwaway
// embedded database (seeded with the demo content) and its own ports.
const port = Number(process.env.E2E_PORT || 3100)
export const E2E_ADMIN = { email: 'e2e-super@example.org', password: 'e2e-password-123' }
/** The e2e server's embedded PostgreSQL; its password is kept in `${dir}/postgres.password`. */
export const E2E_DATABASE = { dir: '.data/e2e', port: Number(process.env.E2E_PG_PORT || 54339) }
/** The Paystack simulator `npm start` runs for the e2e server (no Paystack keys in the e2e run). */
export const E2E_PAYSTACK_SIMULATOR = `http://127.0.0.1:${Number(process.env.E2E_PAYSTACK_PORT || 54440)}`

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /.*\.e2e\.spec\.ts$/,
  // A test.only left behind fails a CI run instead of silently skipping the rest.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  // In CI a test that fails is run once more, with a trace: a browser that hangs once in a few
  // hundred runs (a context that never closes) does not cost the whole run, and a test that passes
  // only on its retry is named as flaky in the run's summary, to be mended.
  retries: process.env.CI ? 1 : 0,
  // Ceilings against a hang, not speed targets (see vitest.config.ts): each file's time is printed
  // at the end of the run instead.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Each file's time and outcomes go to .data/test-reports/ for the run's summary (tests/run.mjs).
  reporter: [['list'], ['./tests/helpers/reporters/playwright.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'rm -rf .data/e2e && exec node src/cli/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(port),
      EMBEDDED_PG_DIR: E2E_DATABASE.dir,
      EMBEDDED_PG_PORT: String(E2E_DATABASE.port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO_CONTENT: 'true',
      PUBLIC_SERVER_URL: `http://localhost:${port}`,
      UPLOADS_DIR: '.data/e2e/uploads',
      // Every request of the run comes from 127.0.0.1; the limits themselves are integration-tested.
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
      RATE_LIMIT_PAYMENTS_PER_HOUR: '1000',
      RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR: '1000',
      RATE_LIMIT_PAYMENTS_PER_EMAIL_PER_HOUR: '1000',
      PAYSTACK_SIMULATOR_PORT: String(Number(process.env.E2E_PAYSTACK_PORT || 54440)),
      PAYSTACK_SECRET_KEY: '',
      // The SMS and WhatsApp simulators beside it (src/cli/messaging.mjs), on the next two ports.
      SMS_SIMULATOR_PORT: String(Number(process.env.E2E_PAYSTACK_PORT || 54440) + 1),
      WHATSAPP_SIMULATOR_PORT: String(Number(process.env.E2E_PAYSTACK_PORT || 54440) + 2),
      TERMII_API_KEY: '',
      WHATSAPP_TOKEN: '',
      // Queued jobs every 5 s, and the day-before reminders looked for every 10 s, so a test sees a
      // reminder leave (phone-booking.e2e); each reminder still goes once.
      JOBS_CRON: '*/5 * * * * *',
      RIDE_NOTICES_CRON: '*/10 * * * * *',
    },
  },
})
