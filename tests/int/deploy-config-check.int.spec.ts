import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { checkConfig } from '@/lib/config/check'

const run = promisify(execFile)

/** What a production deployment needs, all of it well-formed. */
const LIVE = {
  NODE_ENV: 'production' as const,
  PAYLOAD_SECRET: 'a'.repeat(64),
  PUBLIC_SERVER_URL: 'https://rides.example.org',
  DATABASE_URI: 'postgres://fellowship@db:5432/fellowship',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
  PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef',
}

describe('the configuration check', () => {
  it('finds nothing wrong with an empty developer configuration or a complete production one', () => {
    expect(checkConfig({})).toEqual([])
    expect(checkConfig(LIVE, { container: true })).toEqual([])
    expect(
      checkConfig({
        ...LIVE,
        PAYSTACK_SECRET_KEY: '',
        PAYSTACK_PUBLIC_KEY: '',
        PAYSTACK_SIMULATOR: 'true',
      }),
    ).toEqual([])
    expect(
      checkConfig({
        ...LIVE,
        PAYSTACK_SECRET_KEY: 'sk_test_x',
        PAYSTACK_PUBLIC_KEY: 'pk_test_x',
        PAYSTACK_MODE: 'test',
      }),
    ).toEqual([])
  })

  it('names each missing production setting on its own line', () => {
    expect(checkConfig({ NODE_ENV: 'production' }, { container: true })).toEqual([
      'PAYLOAD_SECRET is not set: in production set it to a long random string (openssl rand -hex 32).',
      "PUBLIC_SERVER_URL is not set: in production set it to the site's address, e.g. https://rides.example.org (e-mailed links and Paystack's return address use it).",
      'DATABASE_URI is not set: the image has no embedded PostgreSQL, so point it at yours (docker-compose.yml does).',
      'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are not set, so no donation can be taken: set both (README, "Donations and Paystack"), or PAYSTACK_SIMULATOR=true for a staging site that takes no real money.',
    ])
  })

  it('refuses a live secret key with a test public key, and either key alone', () => {
    expect(checkConfig({ ...LIVE, PAYSTACK_PUBLIC_KEY: 'pk_test_0123' })).toEqual([
      'PAYSTACK_SECRET_KEY is a live key but PAYSTACK_PUBLIC_KEY is a test key: use a pair from the same mode.',
    ])
    expect(checkConfig({ ...LIVE, PAYSTACK_PUBLIC_KEY: '' })).toEqual([
      'PAYSTACK_PUBLIC_KEY is not set but PAYSTACK_SECRET_KEY is: set both, from the same mode (Paystack dashboard, Settings, API Keys & Webhooks).',
    ])
    expect(
      checkConfig({ ...LIVE, PAYSTACK_SECRET_KEY: 'sk_0123', PAYSTACK_PUBLIC_KEY: 'pub_live_1' }),
    ).toEqual([
      'PAYSTACK_SECRET_KEY does not look like a Paystack secret key (sk_test_… or sk_live_…).',
      'PAYSTACK_PUBLIC_KEY does not look like a Paystack public key (pk_test_… or pk_live_…).',
    ])
  })

  it('refuses live keys on a site that is not https, and test keys on the https production site', () => {
    expect(checkConfig({ ...LIVE, PUBLIC_SERVER_URL: 'http://rides.example.org' })).toEqual([
      "PAYSTACK_SECRET_KEY is a live key but PUBLIC_SERVER_URL is not https (http://rides.example.org): live donations need the site's https address.",
    ])
    expect(
      checkConfig({ ...LIVE, PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_PUBLIC_KEY: 'pk_test_1' }),
    ).toEqual([
      'The Paystack keys are test keys on an https production site, so donors would not be charged: use live keys, or set PAYSTACK_MODE=test for a staging site.',
    ])
    expect(checkConfig({ ...LIVE, PAYSTACK_MODE: 'test' })).toEqual([
      'PAYSTACK_MODE is test but the Paystack keys are live keys.',
    ])
    expect(checkConfig({ ...LIVE, PAYSTACK_BASE_URL: 'http://127.0.0.1:54400' })).toEqual([
      'PAYSTACK_SECRET_KEY is a live key but PAYSTACK_BASE_URL sends payments to http://127.0.0.1:54400, not Paystack (https://api.paystack.co).',
    ])
    expect(checkConfig({ ...LIVE, SEED_DEMO_CONTENT: 'true' })).toEqual([
      'SEED_DEMO_CONTENT=true with live Paystack keys: the demo donations would show on the live site as real ones. Remove it.',
    ])
  })

  it('refuses a short secret and a malformed address, without repeating a secret', () => {
    expect(checkConfig({ ...LIVE, PAYLOAD_SECRET: 'hunter2' })).toEqual([
      'PAYLOAD_SECRET is too short (7 characters): use at least 32 random characters (openssl rand -hex 32).',
    ])
    expect(checkConfig({ ...LIVE, PUBLIC_SERVER_URL: 'rides.example.org' })).toEqual([
      'PUBLIC_SERVER_URL is not a valid URL: "rides.example.org". Set it to the address visitors open, e.g. PUBLIC_SERVER_URL=https://rides.example.org',
    ])
    for (const uri of [
      'postgres://fellowship:pa#ss@db/fellowship',
      'postgres://fellowship:p/w@db/fellowship',
    ]) {
      const problems = checkConfig({ ...LIVE, DATABASE_URI: uri })
      expect(problems).toEqual([
        'DATABASE_URI is not a valid address: write it as postgres://user:password@host:5432/database, with @ / : # ? % in the password percent-encoded (or leave the password out and set PGPASSWORD).',
      ])
    }
    expect(
      checkConfig({ ...LIVE, DATABASE_URI: 'postgres://fellowship:100%sure@db/fellowship' }),
    ).toEqual([
      'DATABASE_URI has a % in its user or password that is not percent-encoding: write it as postgres://user:password@host:5432/database, with @ / : # ? % in the password percent-encoded (or leave the password out and set PGPASSWORD).',
    ])
    expect(checkConfig({ ...LIVE, DATABASE_URI: 'mysql://fellowship@db/fellowship' })[0]).toMatch(
      /^DATABASE_URI must start with postgres:\/\//,
    )
    expect(
      checkConfig({
        ...LIVE,
        DATABASE_URI: 'postgres://fellowship:p%40ss%23word@db:5432/fellowship',
      }),
    ).toEqual([])
  })

  it('refuses limits, ports and switches that are not what the app reads', () => {
    expect(
      checkConfig({
        RATE_LIMIT_FORMS_PER_HOUR: 'lots',
        LOGIN_ATTEMPTS_PER_ADDRESS: '0',
        SSE_MAX_CONNECTIONS: '2.5',
        TRUST_PROXY_HOPS: '-1',
        PORT: '80800',
        SMTP_PORT: 'smtp',
        JOBS_AUTORUN: 'yes',
        S3_ENDPOINT: 'minio:9000',
        ADMIN_EMAIL: 'admin',
        ADMIN_PASSWORD: '12345',
      }),
    ).toEqual([
      'PORT must be a port number (1-65535), not "80800".',
      'SMTP_PORT must be a port number (1-65535), not "smtp".',
      'RATE_LIMIT_FORMS_PER_HOUR must be a whole number above 0 (default 300), not "lots".',
      'LOGIN_ATTEMPTS_PER_ADDRESS must be a whole number above 0 (default 10), not "0".',
      'SSE_MAX_CONNECTIONS must be a whole number above 0 (default 1000), not "2.5".',
      'TRUST_PROXY_HOPS must be a whole number, 0 or more (default 0), not "-1".',
      'JOBS_AUTORUN must be true or false, not "yes".',
      'S3_ENDPOINT must be an http:// or https:// address, not "minio:9000".',
      'ADMIN_EMAIL must be an e-mail address, not "admin".',
      'ADMIN_PASSWORD is too short: at least 6 characters.',
    ])
  })

  it('runs as a command: one line per problem and exit code 1, or exit code 0 when all is well', async () => {
    const script = path.resolve('src/cli/check-config.mjs')
    // A clean environment: only what the test gives counts.
    const env = {
      PATH: process.env.PATH,
      ...LIVE,
      PAYSTACK_PUBLIC_KEY: 'pk_test_1',
      PAYLOAD_SECRET: 's3cret-but-short',
    }
    const refused = await run(process.execPath, [script, '--container'], { env }).catch(
      (error) => error,
    )
    expect(refused.code).toBe(1)
    expect(refused.stderr.split('\n').filter(Boolean)).toEqual([
      '[fellowship] Configuration: PAYLOAD_SECRET is too short (16 characters): use at least 32 random characters (openssl rand -hex 32).',
      '[fellowship] Configuration: PAYSTACK_SECRET_KEY is a live key but PAYSTACK_PUBLIC_KEY is a test key: use a pair from the same mode.',
      '[fellowship] Not started: fix the 2 settings above (README, "Configuration").',
    ])
    expect(refused.stderr).not.toContain('s3cret-but-short')

    const accepted = await run(process.execPath, [script, '--container'], {
      env: { PATH: process.env.PATH, ...LIVE },
    })
    expect(accepted.stdout).toBe('[fellowship] Configuration checked: no problem found\n')
  })

  it('checks on a Node that cannot strip types too (Node 20): npm start stops at a bad setting', async () => {
    // Issue #29: on Node 20 it printed "Configuration not checked", then Ready, and every page answered 500.
    const node20 = (script: string) =>
      run(process.execPath, ['--no-experimental-strip-types', path.resolve(script)], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          MAIL_FROM_ADDRESS: 'no-reply@localhost',
        },
      }).catch((error) => error)
    const problem =
      '[fellowship] Configuration: MAIL_FROM_ADDRESS must be an e-mail address, not "no-reply@localhost".'
    const checked = await node20('src/cli/check-config.mjs')
    expect([checked.code, checked.stdout, checked.stderr]).toEqual([
      1,
      '',
      `${problem}\n[fellowship] Not started: fix the setting above (README, "Configuration").\n`,
    ])
    const started = await node20('src/cli/start.mjs')
    expect(started.code).toBe(1)
    expect(started.stderr).toContain(problem)
    expect(started.stdout).not.toMatch(/Ready|Starting the site|PostgreSQL/)
  })
})
