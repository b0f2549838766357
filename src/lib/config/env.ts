/**
 * Every environment variable the app reads: its rule and default, once. The start-time check
 * (./check.ts) reports each broken one; env(NAME) reads one, typed, where the app needs it.
 * README "Configuration" and .env.example say what each is for.
 *
 * Read per call, not once at start: tests and an operator's restart-free changes (rate limits,
 * live-update caps) are picked up, and each read parses only its own variable.
 *
 * Plain Node loads this file too (src/cli/check-config.mjs strips the types): relative imports only.
 * The launcher, edge server, cache handler and simulator (src/cli/*.mjs, src/lib/cache/*.mjs,
 * src/paystack-simulator, deploy/*.mjs) run outside the TypeScript build and read their own:
 * PORT, LISTEN_HOST, HOSTNAME, DATABASE_URI, EMBEDDED_PG_DIR, EMBEDDED_PG_PORT, PAYLOAD_SECRET,
 * SEED_DEMO_CONTENT, CACHE_DIR, NEXT_PHASE, API_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES,
 * PUBLIC_SERVER_URL, PAYSTACK_BASE_URL, PAYSTACK_INLINE_SCRIPT_URL, S3_*, PAYSTACK_SIMULATOR_*,
 * TERMII_*, WHATSAPP_*, MESSAGING_SIMULATORS, SMS_SIMULATOR_PORT, WHATSAPP_SIMULATOR_PORT.
 */
import { z } from 'zod'

type Env = Record<string, string | undefined>

/** What a rule checks: the start-time check reports problems kind by kind, in this order. */
const RULE_KINDS = ['port', 'count', 'whole', 'switch', 'address', 'email'] as const
type Kind = (typeof RULE_KINDS)[number] | 'text'

/** A setting that is empty (or only spaces) counts as unset; numbers, switches and addresses are read without the spaces around them. */
const unsetIfBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined
/** Secrets, keys and names are used exactly as given, as they always were. */
const unsetIfBlankKeepSpaces = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined

const setting = <T extends z.ZodType>(kind: Kind, rule: T) =>
  z.preprocess(kind === 'text' ? unsetIfBlankKeepSpaces : unsetIfBlank, rule).meta({ kind })

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

const PORT_MESSAGE = 'must be a port number (1-65535)'
const PORT = z
  .string()
  .regex(/^\d{1,5}$/, PORT_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65_535, PORT_MESSAGE)
const SWITCH = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
const ADDRESS = z.string().refine(isHttpUrl, 'must be an http:// or https:// address')
const EMAIL = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
const wholeNumber = (message: string, minimum: number) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= minimum && Number.isSafeInteger(n), message)

/** A count or size, whole and above 0. */
const count = (fallback: number) =>
  setting(
    'count',
    wholeNumber(`must be a whole number above 0 (default ${fallback})`, 1).default(fallback),
  )
/** A whole number, 0 or more. */
const whole = (fallback: number) =>
  setting(
    'whole',
    wholeNumber(`must be a whole number, 0 or more (default ${fallback})`, 0).default(fallback),
  )
/** Free text, checked where it is used (secrets, keys, the database address, the site's address). */
const text = () => setting('text', z.string().optional())

const ENV_SCHEMA = z.object({
  // Core
  NODE_ENV: text(),
  /** Next's build sets phase-production-build: no secret and no database then. */
  NEXT_PHASE: text(),
  PAYLOAD_SECRET: text(),
  /** Read only through siteUrl() (src/lib/siteUrl.ts), which has its own rules and messages. */
  PUBLIC_SERVER_URL: text(),
  PORT: setting('port', PORT.default(3000)),
  ADMIN_EMAIL: setting('email', EMAIL.optional()),
  ADMIN_PASSWORD: text(),
  SEED_DEMO_CONTENT: setting('switch', SWITCH.default(false)),
  // Database
  DATABASE_URI: text(),
  DATABASE_POOL_MAX: count(10),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS: count(300),
  DATABASE_CONNECT_TIMEOUT_SECONDS: count(15),
  SEAT_REQUEST_WAIT_SECONDS: count(20),
  EMBEDDED_PG_PORT: setting('port', PORT.optional()),
  // Files
  UPLOADS_DIR: setting('text', z.string().default('.data/uploads')),
  S3_BUCKET: text(),
  S3_REGION: setting('text', z.string().default('us-east-1')),
  S3_ENDPOINT: setting('address', ADDRESS.optional()),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_FORCE_PATH_STYLE: setting('switch', SWITCH.default(false)),
  // Mail
  SMTP_HOST: text(),
  SMTP_PORT: setting('port', PORT.default(587)),
  /** Unset: TLS from the first byte on port 465 only. */
  SMTP_SECURE: setting('switch', SWITCH.optional()),
  SMTP_USER: text(),
  SMTP_PASS: text(),
  SMTP_SKIP_VERIFY: setting('switch', SWITCH.default(false)),
  MAIL_FROM_ADDRESS: setting('email', EMAIL.default('no-reply@fellowshiprides.ng')),
  MAIL_FROM_NAME: setting('text', z.string().default('Fellowship Rides')),
  // Payments
  PAYSTACK_SECRET_KEY: text(),
  PAYSTACK_PUBLIC_KEY: text(),
  PAYSTACK_BASE_URL: setting('address', ADDRESS.default('https://api.paystack.co')),
  PAYSTACK_INLINE_SCRIPT_URL: setting(
    'address',
    ADDRESS.default('https://js.paystack.co/v2/inline.js'),
  ),
  /** test or live; the start-time check and the diagnostics compare it with the keys. */
  PAYSTACK_MODE: text(),
  /** The bank of donors' transfer accounts (Dedicated Virtual Accounts); unset: test-bank with a test key, wema-bank with a live one. */
  PAYSTACK_DVA_BANK: text(),
  // Text messages (src/lib/messaging/; docs/messaging-providers.md). Without keys, `npm start`
  // runs the simulators (src/cli/messaging.mjs); without keys or simulators, messages are kept.
  TERMII_API_KEY: text(),
  /** Termii's second key, which signs its delivery reports (X-Termii-Signature). */
  TERMII_SECRET_KEY: text(),
  /** Registered and approved in Termii's dashboard: 3 to 11 letters or digits. */
  TERMII_SENDER_ID: setting('text', z.string().default('FellowRides')),
  /** Per account, shown in Termii's dashboard. */
  TERMII_BASE_URL: setting('address', ADDRESS.default('https://v3.api.termii.com')),
  WHATSAPP_TOKEN: text(),
  WHATSAPP_PHONE_NUMBER_ID: text(),
  /** The Meta app's secret, which signs the webhooks (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: text(),
  /** Chosen by us and typed into the Meta app's webhook settings. */
  WHATSAPP_VERIFY_TOKEN: text(),
  /** The Graph API with its version. */
  WHATSAPP_BASE_URL: setting('address', ADDRESS.default('https://graph.facebook.com/v24.0')),
  // Abuse limits (src/lib/rateLimit.ts, src/cli/edge.mjs, endpoints/donationEvents.ts)
  TRUST_PROXY_HOPS: whole(0),
  RATE_LIMIT_PAYMENTS_PER_HOUR: count(600),
  RATE_LIMIT_PAYMENTS_PER_EMAIL_PER_HOUR: count(10),
  RATE_LIMIT_VERIFICATIONS_PER_PAYMENT_PER_HOUR: count(30),
  RATE_LIMIT_FORMS_PER_HOUR: count(300),
  RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR: count(5),
  RATE_LIMIT_ANALYTICS_PER_10_MINUTES: count(1200),
  LOGIN_ATTEMPTS_PER_ADDRESS: count(10),
  LOGIN_ATTEMPTS_PER_ACCOUNT: count(30),
  PASSWORD_RESETS_PER_ADDRESS: count(5),
  SSE_MAX_PER_ADDRESS: count(6),
  SSE_MAX_CONNECTIONS: count(1000),
  API_BODY_LIMIT_BYTES: count(1_048_576),
  UPLOAD_BODY_LIMIT_BYTES: count(26_214_400),
  // Jobs
  JOBS_AUTORUN: setting('switch', SWITCH.default(true)),
  /** A cron (six fields allow seconds), checked by Payload's scheduler. */
  JOBS_CRON: setting('text', z.string().default('* * * * *')),
  JOBS_CLAIM_TIMEOUT_SECONDS: count(300),
  /** When the day-before ride notices are looked for (six fields: second 0 of minute 7, hourly). */
  RIDE_NOTICES_CRON: setting('text', z.string().default('0 7 * * * *')),
  // The local Paystack simulator (src/paystack-simulator, started by src/cli/paystack.mjs)
  PAYSTACK_SIMULATOR: setting('switch', SWITCH.default(false)),
  PAYSTACK_SIMULATOR_PORT: setting('port', PORT.optional()),
  PAYSTACK_SIMULATOR_PUBLIC_URL: setting('address', ADDRESS.optional()),
  PAYSTACK_SIMULATOR_WEBHOOK_DELAY_MS: whole(0),
  PAYSTACK_SIMULATOR_WEBHOOK_DUPLICATES: count(1),
  // The local SMS and WhatsApp simulators (src/sms-simulator, src/whatsapp-simulator)
  MESSAGING_SIMULATORS: setting('switch', SWITCH.default(false)),
  SMS_SIMULATOR_PORT: setting('port', PORT.optional()),
  WHATSAPP_SIMULATOR_PORT: setting('port', PORT.optional()),
})

type Shape = typeof ENV_SCHEMA.shape
export type SettingName = keyof Shape
/** Each setting's type once read: defaults applied, numbers and switches parsed. */
export type Settings = { [Name in SettingName]: z.output<Shape[Name]> }

const kindOf = (name: SettingName): Kind => (ENV_SCHEMA.shape[name].meta() as { kind: Kind }).kind

/** `NAME must be …, not "value".` for a value its rule refuses, else null. */
const settingProblem = (name: SettingName, source: Env): string | null => {
  const result = ENV_SCHEMA.shape[name].safeParse(source[name])
  return result.success
    ? null
    : `${name} ${result.error.issues[0].message}, not "${unsetIfBlank(source[name])}".`
}

/** Every value a rule refuses, kind by kind (ports, counts, whole numbers, switches, addresses, e-mails). */
export const settingProblems = (source: Env): string[] => {
  const names = Object.keys(ENV_SCHEMA.shape) as SettingName[]
  return RULE_KINDS.flatMap((kind) =>
    names.filter((name) => kindOf(name) === kind).map((name) => settingProblem(name, source)),
  ).filter((problem) => problem !== null)
}

/**
 * One setting, typed and with its default (`env('SMTP_PORT')` is 587 when unset). A value its rule
 * refuses throws, naming the setting; `npm start` and the image refuse to start with one anyway.
 */
export const env = <Name extends SettingName>(
  name: Name,
  source: Env = process.env,
): Settings[Name] => {
  const result = ENV_SCHEMA.shape[name].safeParse(source[name])
  if (!result.success)
    throw new Error(`Configuration: ${settingProblem(name, source)} (README, "Configuration")`)
  return result.data as Settings[Name]
}
