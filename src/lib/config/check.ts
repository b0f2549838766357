import { keyMode } from '../paystack/config'
import { siteUrl } from '../siteUrl'
import { settingProblems } from './env'

type Env = Record<string, string | undefined>

export type CheckOptions = {
  /** In the Docker image there is no embedded PostgreSQL: DATABASE_URI is required. */
  container?: boolean
}

const PAYSTACK_API = 'https://api.paystack.co'

/** Sessions are signed with it: shorter than this can be guessed offline from one cookie. */
const MIN_SECRET_LENGTH = 32
/** The app's own rule for every password (collections/Users/hooks/requirePasswordLength.ts). */
const MIN_PASSWORD_LENGTH = 6

/** pg decodes the user and password of the address; a stray % makes it throw at the first query. */
const databaseUriProblem = (value: string): string | null => {
  const fix =
    'write it as postgres://user:password@host:5432/database, with @ / : # ? % in the password percent-encoded (or leave the password out and set PGPASSWORD)'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `DATABASE_URI is not a valid address: ${fix}.`
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    return `DATABASE_URI must start with postgres:// or postgresql://: ${fix}.`
  try {
    decodeURIComponent(url.username)
    decodeURIComponent(url.password)
  } catch {
    return `DATABASE_URI has a % in its user or password that is not percent-encoding: ${fix}.`
  }
  if (!url.hostname) return `DATABASE_URI names no server: ${fix}.`
  return null
}

/**
 * Everything wrong with a configuration, one line per problem, each naming its setting and what to
 * do; empty when the app can start with it. Values of secrets are never repeated. A setting that is
 * empty counts as unset, as it does in the app.
 */
export const checkConfig = (env: Env, { container = false }: CheckOptions = {}): string[] => {
  const problems: string[] = []
  const value = (name: string): string => env[name]?.trim() ?? ''
  const production = env.NODE_ENV === 'production'

  // Each setting's own rule (src/lib/config/env.ts), then the rules that tie settings together.
  problems.push(...settingProblems(env))

  // --- Core ---
  const secret = value('PAYLOAD_SECRET')
  if (production && !secret)
    problems.push(
      'PAYLOAD_SECRET is not set: in production set it to a long random string (openssl rand -hex 32).',
    )
  else if (production && secret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `PAYLOAD_SECRET is too short (${secret.length} characters): use at least ${MIN_SECRET_LENGTH} random characters (openssl rand -hex 32).`,
    )
  }
  let site: string | null = null
  if (value('PUBLIC_SERVER_URL')) {
    try {
      site = siteUrl(env)
    } catch (error) {
      problems.push((error as Error).message)
    }
  } else if (production) {
    problems.push(
      "PUBLIC_SERVER_URL is not set: in production set it to the site's address, e.g. https://rides.example.org (e-mailed links and Paystack's return address use it).",
    )
  }
  const httpsSite = site?.startsWith('https://') ?? false

  const password = value('ADMIN_PASSWORD')
  if (password && password.length < MIN_PASSWORD_LENGTH)
    problems.push(`ADMIN_PASSWORD is too short: at least ${MIN_PASSWORD_LENGTH} characters.`)

  // --- Database ---
  const databaseUri = value('DATABASE_URI')
  if (databaseUri) {
    const problem = databaseUriProblem(databaseUri)
    if (problem) problems.push(problem)
  } else if (container) {
    problems.push(
      'DATABASE_URI is not set: the image has no embedded PostgreSQL, so point it at yours (docker-compose.yml does).',
    )
  }

  // --- Files ---
  if (
    value('S3_BUCKET') &&
    Boolean(value('S3_ACCESS_KEY_ID')) !== Boolean(value('S3_SECRET_ACCESS_KEY'))
  ) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the server's own credentials.",
    )
  }

  // --- Payments ---
  const secretKey = value('PAYSTACK_SECRET_KEY')
  const publicKey = value('PAYSTACK_PUBLIC_KEY')
  const secretMode = /^sk_/.test(secretKey) ? keyMode(secretKey) : null
  const publicMode = /^pk_/.test(publicKey) ? keyMode(publicKey) : null
  const paystackMode = value('PAYSTACK_MODE')
  if (secretKey && !secretMode)
    problems.push(
      'PAYSTACK_SECRET_KEY does not look like a Paystack secret key (sk_test_… or sk_live_…).',
    )
  if (publicKey && !publicMode)
    problems.push(
      'PAYSTACK_PUBLIC_KEY does not look like a Paystack public key (pk_test_… or pk_live_…).',
    )
  if (secretKey && !publicKey)
    problems.push(
      'PAYSTACK_PUBLIC_KEY is not set but PAYSTACK_SECRET_KEY is: set both, from the same mode (Paystack dashboard, Settings, API Keys & Webhooks).',
    )
  if (publicKey && !secretKey)
    problems.push(
      'PAYSTACK_SECRET_KEY is not set but PAYSTACK_PUBLIC_KEY is: set both, from the same mode (Paystack dashboard, Settings, API Keys & Webhooks).',
    )
  if (secretMode && publicMode && secretMode !== publicMode) {
    problems.push(
      `PAYSTACK_SECRET_KEY is a ${secretMode} key but PAYSTACK_PUBLIC_KEY is a ${publicMode} key: use a pair from the same mode.`,
    )
  }
  if (paystackMode && paystackMode !== 'test' && paystackMode !== 'live')
    problems.push(`PAYSTACK_MODE must be test or live, not "${paystackMode}".`)
  else if (paystackMode && secretMode && secretMode !== paystackMode)
    problems.push(`PAYSTACK_MODE is ${paystackMode} but the Paystack keys are ${secretMode} keys.`)
  else if (!paystackMode && production && httpsSite && secretMode === 'test') {
    problems.push(
      'The Paystack keys are test keys on an https production site, so donors would not be charged: use live keys, or set PAYSTACK_MODE=test for a staging site.',
    )
  }
  if (secretMode === 'live') {
    if (site !== null && !httpsSite)
      problems.push(
        `PAYSTACK_SECRET_KEY is a live key but PUBLIC_SERVER_URL is not https (${site}): live donations need the site's https address.`,
      )
    // In production the missing address is reported once, above.
    if (!value('PUBLIC_SERVER_URL') && !production)
      problems.push(
        "PAYSTACK_SECRET_KEY is a live key but PUBLIC_SERVER_URL is not set: live donations need the site's https address.",
      )
    const baseUrl = value('PAYSTACK_BASE_URL').replace(/\/+$/, '')
    if (baseUrl && baseUrl !== PAYSTACK_API)
      problems.push(
        `PAYSTACK_SECRET_KEY is a live key but PAYSTACK_BASE_URL sends payments to ${baseUrl}, not Paystack (${PAYSTACK_API}).`,
      )
    if (value('SEED_DEMO_CONTENT') === 'true')
      problems.push(
        'SEED_DEMO_CONTENT=true with live Paystack keys: the demo donations would show on the live site as real ones. Remove it.',
      )
  }
  if (production && !secretKey && !publicKey && value('PAYSTACK_SIMULATOR') !== 'true') {
    problems.push(
      'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are not set, so no donation can be taken: set both (README, "Donations and Paystack"), or PAYSTACK_SIMULATOR=true for a staging site that takes no real money.',
    )
  }
  return problems
}
