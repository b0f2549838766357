// Malformed requests to the payment server (issue #5): over 1,000 to /api/payments/initialize and
// to /api/payments/verify, and 300 malformed or forged webhooks. Each initialize case is a valid
// donation plus at least one defect that makes it invalid whatever else the server does; each
// verify case names no reference the server issued; each webhook is unsigned, forged, or signed but
// not a usable event. None may get a 5xx, create a donation or a transaction, or complete anything.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { MAX_LENGTH } from '@/lib/forms/rules'

import { encodeForm } from '../helpers/api'
import {
  expectRefused,
  badEmail,
  BLANKS,
  brokenJson,
  type Case,
  garbage,
  int,
  invalidUtf8,
  jsonText,
  letters,
  mulberry32,
  OTHER_CONTENT_TYPES,
  pick,
  post,
  type Rng,
  runAll,
  statusTally,
  WRONG_TYPES,
} from '../helpers/fuzz'
import { getTestPayload } from '../helpers/payload'
import {
  individualDonation,
  initializeDonation,
  organizationDonation,
  paystackSignature,
  startPayments,
  type Payments,
} from '../helpers/paystack'

const SEED = 0x9a75_7ac4
const CASES_PER_ENDPOINT = 1_100
const WEBHOOK_CASES = 300

let payload: Payload
let payments: Payments
/** Paid on Paystack, not yet reported: a forged or malformed request must not complete it. */
let paidReference: string
/** Unpaid: the target of signed events with shapes Paystack never sends. */
let unpaidReference: string
let baseline: { donations: number; transactions: number }
let activeProjectId: number
const tallies: Record<string, Record<number, number>> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
  await payments.control('config', { webhooksEnabled: false })
  const project = await payload.create({
    collection: slugs.projects,
    data: { title: 'Fuzz shuttle', status: 'active', progress_percentage: 10 },
    overrideAccess: true,
  })
  activeProjectId = project.id
  paidReference = (await initializeDonation(individualDonation({ projectId: project.id })))
    .reference
  await payments.control(`transactions/${paidReference}/pay`, { webhook: false })
  unpaidReference = (await initializeDonation(organizationDonation())).reference
  baseline = await counts()
})

afterAll(async () => {
  console.log('payments fuzz answers by status:', JSON.stringify(tallies))
  await payments?.close()
})

const counts = async () => ({
  donations: (await payload.count({ collection: slugs.donations, overrideAccess: true })).totalDocs,
  transactions: (
    await payload.count({ collection: slugs.paystackTransactions, overrideAccess: true })
  ).totalDocs,
})

/** No row created, nothing completed or queued, the paid donation still waiting for a real report. */
const expectNothingSettled = async () => {
  expect(await counts()).toEqual(baseline)
  const rows = rowsOf<{ status: string; n: number }>(
    await payload.db.drizzle.execute(
      sql`select status::text as status, count(*)::int as n from donations group by status order by status`,
    ),
  )
  expect(rows.find((row) => row.status === 'completed')).toBeUndefined()
  expect(
    (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    'queued jobs',
  ).toBe(0)
  const paid = await payload.find({
    collection: slugs.donations,
    where: { reference: { equals: paidReference } },
    overrideAccess: true,
    depth: 0,
  })
  expect(paid.docs[0].status).toBe('pending')
  // No key of a payload reached a prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'status')).toBe(false)
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'reference')).toBe(false)
}

const JSON_HEADERS = { 'content-type': 'application/json' }
const utf8 = (text: string) => new TextEncoder().encode(text)

/* initialize ---------------------------------------------------------------------------------- */

type Body = Record<string, unknown>

/** One certain defect of a donation: [label, body]. */
const donationDefect = (rng: Rng): [string, Body] => {
  const organization = rng() < 0.4
  const data = organization
    ? organizationDonation({ projectId: rng() < 0.5 ? activeProjectId : null })
    : individualDonation({ projectId: rng() < 0.5 ? activeProjectId : null })
  const required = organization
    ? [
        'amount',
        'email',
        'phone',
        'organizationName',
        'organizationType',
        'contactPerson',
        'donorType',
      ]
    : ['amount', 'email', 'phone', 'donorName', 'isChristian', 'church', 'donorType']
  const texts = organization
    ? { organizationName: MAX_LENGTH.organization, contactPerson: MAX_LENGTH.name }
    : { donorName: MAX_LENGTH.name, church: MAX_LENGTH.organization }
  const field = pick(rng, required)
  const who = organization ? 'organization' : 'individual'
  const defects: (() => [string, Body])[] = [
    () => {
      delete data[field]
      return [`${who} without ${field}`, data]
    },
    () => {
      data[field] = pick(rng, [...WRONG_TYPES, null])
      return [`${who} ${field} as ${JSON.stringify(data[field])}`, data]
    },
    () => {
      data[field] = pick(rng, BLANKS)
      return [`${who} ${field} blank`, data]
    },
    () => {
      data.email = badEmail(rng)
      return [`${who} email ${JSON.stringify(data.email)}`, data]
    },
    () => {
      data.phone = pick(rng, [
        'call me',
        '12345',
        '+1 (234)',
        String(int(rng, 0, 999_999)),
        '1'.repeat(int(rng, 16, 30)),
        '+234 803 ABC 4567',
        '+ +234 803 123 4567',
        `x${garbage(rng)}`,
        '0803/123/4567',
      ])
      return [`${who} phone ${JSON.stringify(data.phone)}`, data]
    },
    () => {
      const [name, max] = pick(rng, [
        ...Object.entries(texts),
        ['email', MAX_LENGTH.email],
        ['phone', MAX_LENGTH.phone],
      ] as [string, number][])
      data[name] = letters(rng, max + int(rng, 1, pick(rng, [10, 1_000, 12_000]))).replace(
        /^\s|\s$/g,
        'x',
      )
      return [`${who} ${name} past ${max} characters`, data]
    },
    () => {
      data.amount = pick(rng, [
        () => int(rng, -1_000, 99),
        () => int(rng, 100, 1_000_000) + pick(rng, [0.5, 0.01, 0.99]),
        () => int(rng, 10_000_001, 2 ** 53),
        () => pick(rng, [Number.MAX_VALUE, 1e21, -0.5, 99.999]),
        () => `${int(rng, 100, 100_000)}.${int(rng, 1, 99)}`,
        () =>
          pick(rng, [
            'five thousand',
            'Infinity',
            '-Infinity',
            'NaN',
            '1e5',
            '0x4C4B40',
            '0b1',
            '1_000',
            '5 00',
            '5,00,000',
            '--5',
            '+500',
            '.',
            '١٠٠٠',
            '１２３４５',
            '₦ 5,00',
            '5000 NGN',
          ]),
        () => String(int(rng, -10_000, 99)),
        () => '9'.repeat(int(rng, 9, 400)),
        () => garbage(rng),
      ])()
      return [`${who} amount ${JSON.stringify(data.amount).slice(0, 40)}`, data]
    },
    () => {
      data.currency = pick(rng, [
        'USD',
        'ngn',
        'NGN ',
        ' NGN',
        '₦',
        '',
        'EUR',
        'GHS',
        'N',
        null,
        0,
        ['NGN'],
        { code: 'NGN' },
      ])
      return [`${who} currency ${JSON.stringify(data.currency)}`, data]
    },
    () => {
      const key = pick(rng, ['isAnonymous', 'showPublicly'])
      data[key] = pick(rng, ['true', 'false', 1, 0, 'yes', null, {}, []])
      return [`${who} ${key} as ${JSON.stringify(data[key])}`, data]
    },
    () => {
      data.projectId = pick(rng, [
        -1,
        0.5,
        1.5,
        -7,
        '1.5',
        'abc',
        '-1',
        '1e3',
        ' 1',
        '0x1',
        {},
        [],
        [1],
        true,
        '1234567890123',
        2 ** 53 + 2,
        garbage(rng),
      ])
      return [`${who} projectId ${JSON.stringify(data.projectId)}`, data]
    },
    () => {
      data.donorType = pick(rng, [
        'Individual',
        'ORGANIZATION',
        'company',
        'person',
        '',
        garbage(rng),
        'organisation',
      ])
      return [`donorType ${JSON.stringify(data.donorType)}`, data]
    },
    () => {
      if (organization) {
        data.organizationType = pick(rng, [
          'government',
          'Corporate',
          'NGO/Non-Profit',
          'church ',
          'Church',
          garbage(rng),
          'other!',
          'ngo\u0000',
        ])
        return [`organizationType ${JSON.stringify(data.organizationType)}`, data]
      }
      data.isChristian = pick(rng, ['Yes', 'NO', 'maybe', 'true', 'yes ', ' no', garbage(rng)])
      return [`isChristian ${JSON.stringify(data.isChristian)}`, data]
    },
    () => {
      const name = pick(rng, Object.keys(texts))
      data[name] = `${letters(rng, 5)}\u0000${letters(rng, 5)}`
      return [`${who} ${name} with a NUL character`, data]
    },
  ]
  return pick(rng, defects)()
}

const initializeCases = (rng: Rng): Case[] => {
  const path = '/payments/initialize'
  const send =
    (body: BodyInit | Uint8Array | undefined, headers: Record<string, string> = JSON_HEADERS) =>
    (address: string) =>
      post(path, body, headers, address)
  const generators: (() => Case)[] = [
    () => {
      const [label, data] = donationDefect(rng)
      return { label, send: send(JSON.stringify(data)) }
    },
    () => {
      const [label, data] = donationDefect(rng)
      return {
        label: `${label}, plus two more defects`,
        send: send(JSON.stringify({ ...donationDefect(rng)[1], ...data, email: badEmail(rng) })),
      }
    },
    () => {
      const [label, data] = donationDefect(rng)
      const pollution: [string, unknown][] = pick(rng, [
        [['__proto__', { status: 'completed', polluted: true, amount: 100 }]],
        [['constructor', { prototype: { polluted: true, status: 'completed' } }]],
        [
          ['__proto__', { isAdmin: true }],
          ['prototype', { polluted: true }],
        ],
        [['__proto__', null]],
        [
          ['hasOwnProperty', 'polluted'],
          ['toString', 1],
          ['valueOf', 2],
        ],
      ])
      return {
        label: `${pollution.map(([key]) => key).join('+')} keys, ${label}`,
        send: send(jsonText([...pollution, ...Object.entries(data)])),
      }
    },
    () => {
      // A duplicate key: JSON.parse keeps the last one, which is the defective one here.
      const [label, defective] = donationDefect(rng)
      const valid =
        defective.donorType === 'organization' ? organizationDonation() : individualDonation()
      // A field the defect removed is sent last as null, so the valid value before it does not stand.
      const removed = Object.keys(valid)
        .filter((key) => !(key in defective))
        .map((key): [string, unknown] => [key, null])
      const entries: [string, unknown][] = [
        ...Object.entries(valid),
        ...Object.entries(defective),
        ...removed,
      ]
      return { label: `valid fields first, then ${label}`, send: send(jsonText(entries)) }
    },
    () => {
      const broken = brokenJson(rng, JSON.stringify(individualDonation()))
      return { label: `bad JSON ${JSON.stringify(broken.slice(0, 40))}`, send: send(broken) }
    },
    () => {
      const [label, bytes] = invalidUtf8(rng, JSON.stringify(individualDonation()))
      return { label, send: send(bytes) }
    },
    () => {
      const json = pick(rng, [
        'null',
        '[]',
        '"Ada"',
        '42',
        'true',
        '[{}]',
        '{}',
        JSON.stringify([individualDonation()]),
        JSON.stringify({ donation: individualDonation() }),
      ])
      return { label: `JSON ${json.slice(0, 40)}`, send: send(json) }
    },
    () => {
      // Bytes, not a string: fetch would label a string body text/plain, which the endpoint reads.
      const contentType = pick(rng, [...OTHER_CONTENT_TYPES, null])
      return {
        label: `a valid donation as ${contentType ?? 'no content type'}`,
        send: send(
          utf8(JSON.stringify(individualDonation())),
          contentType === null ? {} : { 'content-type': contentType },
        ),
      }
    },
    () => {
      const form = new FormData()
      for (const [name, value] of Object.entries(individualDonation()))
        form.append(name, String(value))
      return {
        label: 'a valid donation as multipart/form-data',
        send: async (address) => {
          const { body, headers } = await encodeForm(form)
          return post(path, body, headers, address)
        },
      }
    },
    () => {
      const [label, data] = donationDefect(rng)
      return {
        label: `text/plain body, ${label}`,
        send: send(JSON.stringify(data), { 'content-type': 'text/plain;charset=UTF-8' }),
      }
    },
    () => {
      const data = individualDonation({ donorName: letters(rng, int(rng, 17_000, 200_000)) })
      return {
        label: `a body over 16 KB (${JSON.stringify(data).length} bytes)`,
        send: send(JSON.stringify(data)),
      }
    },
    () => {
      const headers = pick(rng, [
        { ...JSON_HEADERS, origin: 'https://evil.example' },
        { ...JSON_HEADERS, origin: 'http://localhost:3000.evil.example' },
        { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' },
        { ...JSON_HEADERS, origin: 'not a url' },
      ])
      return {
        label: `a valid donation from another site (${JSON.stringify(headers)})`,
        send: send(JSON.stringify(individualDonation()), headers),
      }
    },
  ]
  return Array.from({ length: CASES_PER_ENDPOINT }, (_, index) =>
    generators[index % generators.length](),
  )
}

/* verify -------------------------------------------------------------------------------------- */

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.=-'
/** A well-formed reference the server never issued. */
const strangerReference = (rng: Rng) => {
  const length = int(rng, 1, 100)
  let reference = ''
  while (reference.length < length)
    reference += REFERENCE_ALPHABET[int(rng, 0, REFERENCE_ALPHABET.length - 1)]
  return pick(rng, [
    reference,
    `FR-20260101-${'0'.repeat(24)}`.slice(0, length + 12),
    reference.toLowerCase(),
  ])
}

const verifyCases = (rng: Rng): Case[] => {
  const path = '/payments/verify'
  const send =
    (body: BodyInit | Uint8Array | undefined, headers: Record<string, string> = JSON_HEADERS) =>
    (address: string) =>
      post(path, body, headers, address)
  const generators: (() => Case)[] = [
    () => {
      const reference = pick(rng, [...WRONG_TYPES, null])
      return {
        label: `reference as ${JSON.stringify(reference)}`,
        send: send(JSON.stringify({ reference })),
      }
    },
    () => {
      // The paid reference, spoiled: a character outside Paystack's alphabet, or around it.
      const spoiled = pick(rng, [
        () =>
          `${paidReference}${pick(rng, [' ', '/', '#', '?', '😀', '%', '_', '+', '*', '\n', '&', 'é'])}`,
        () => `${paidReference} `,
        () => ` ${paidReference}`,
        () => `${paidReference}/`,
        () => `${paidReference}?x=1`,
        () => `${paidReference}\u0000`,
        () => `../${paidReference}`,
        () => paidReference.replace('-', '_'),
        () => `${paidReference}%00`,
        () => [paidReference],
        () => ({ $eq: paidReference }),
        () => ({ equals: paidReference }),
      ])()
      return {
        label: `the paid reference spoiled: ${JSON.stringify(spoiled)}`,
        send: send(JSON.stringify({ reference: spoiled })),
      }
    },
    () => {
      const reference = `${garbage(rng)}${strangerReference(rng)}${garbage(rng, 1)}`
      return {
        label: `reference with garbage ${JSON.stringify(reference.slice(0, 40))}`,
        send: send(JSON.stringify({ reference })),
      }
    },
    () => {
      const reference = strangerReference(rng)
      return {
        label: `a reference never issued ${reference.slice(0, 40)}`,
        send: send(JSON.stringify({ reference })),
      }
    },
    () => {
      const reference = 'A'.repeat(int(rng, 101, pick(rng, [200, 3_000, 200_000])))
      return {
        label: `a reference of ${reference.length} characters`,
        send: send(JSON.stringify({ reference })),
      }
    },
    () => {
      const body = pick(rng, [
        {},
        { ref: paidReference },
        { Reference: paidReference },
        { reference_id: paidReference },
        { data: { reference: paidReference } },
        { trxref: paidReference },
      ])
      return {
        label: `no reference field: ${JSON.stringify(body).slice(0, 60)}`,
        send: send(JSON.stringify(body)),
      }
    },
    () => {
      const pollution: [string, unknown][] = pick(rng, [
        [['__proto__', { reference: paidReference, polluted: true }]],
        [['constructor', { prototype: { reference: paidReference, polluted: true } }]],
        [
          ['__proto__', { status: 'completed' }],
          ['reference', null],
        ],
      ])
      return {
        label: `${pollution.map(([key]) => key).join('+')} carrying the paid reference`,
        send: send(jsonText(pollution)),
      }
    },
    () => {
      // JSON.parse keeps the last of duplicate keys: the paid reference first, a defective one last.
      const last = pick(rng, [null, 7, [], '', ' ', 'x y', garbage(rng)])
      return {
        label: `the paid reference, then reference ${JSON.stringify(last)}`,
        send: send(
          jsonText([
            ['reference', paidReference],
            ['reference', last],
          ]),
        ),
      }
    },
    () => {
      const broken = brokenJson(rng, JSON.stringify({ reference: paidReference }))
      return { label: `bad JSON ${JSON.stringify(broken.slice(0, 40))}`, send: send(broken) }
    },
    () => {
      const [label, bytes] = invalidUtf8(rng, JSON.stringify({ reference: paidReference }))
      return { label, send: send(bytes) }
    },
    () => {
      const json = pick(rng, [
        'null',
        '[]',
        JSON.stringify(paidReference),
        '42',
        'true',
        JSON.stringify([{ reference: paidReference }]),
      ])
      return { label: `JSON ${json.slice(0, 60)}`, send: send(json) }
    },
    () => {
      const contentType = pick(rng, [...OTHER_CONTENT_TYPES, null])
      return {
        label: `the paid reference as ${contentType ?? 'no content type'}`,
        send: send(
          utf8(JSON.stringify({ reference: paidReference })),
          contentType === null ? {} : { 'content-type': contentType },
        ),
      }
    },
    () => {
      const headers = pick(rng, [
        { ...JSON_HEADERS, origin: 'https://evil.example' },
        { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' },
      ])
      return {
        label: `the paid reference from another site (${JSON.stringify(headers)})`,
        send: send(JSON.stringify({ reference: paidReference }), headers),
      }
    },
  ]
  return Array.from({ length: CASES_PER_ENDPOINT }, (_, index) =>
    generators[index % generators.length](),
  )
}

/* webhook ------------------------------------------------------------------------------------- */

/** Shapes Paystack never sends: a field of charge.success's data missing or of another type. */
const SHAPE_FIELDS = [
  'status',
  'amount',
  'currency',
  'id',
  'paid_at',
  'gateway_response',
  'channel',
  'reference',
  'data',
] as const
const shapeValues = (): unknown[] => [
  undefined,
  null,
  42,
  -1,
  1.5,
  2 ** 64,
  true,
  [],
  ['success'],
  {},
  { status: 'success' },
  '',
  'not a date',
  '2026-13-45T99:99:99Z',
  '1',
  '+275760-09-13T00:00:00.000Z',
  '0000-00-00',
  'x'.repeat(5_000),
  `${unpaidReference}\u0000`,
  'Approved\u0000',
  '\ud800',
]
const oddShape = (
  data: Record<string, unknown>,
  field: (typeof SHAPE_FIELDS)[number],
  value: unknown,
) => {
  if (field === 'data') return { event: 'charge.success', data: value }
  const changed: Record<string, unknown> = { ...data }
  if (value === undefined) delete changed[field]
  else changed[field] = value
  return { event: 'charge.success', data: changed }
}

const webhookCases = async (rng: Rng): Promise<Case[]> => {
  const path = '/paystack/webhook'
  const send = (body: string | Uint8Array, headers: Record<string, string>) => (address: string) =>
    post(path, body, headers, address)
  const paidEvent = await payments.chargeSuccess(paidReference)
  const unpaidEvent = await payments.chargeSuccess(unpaidReference, { status: 'abandoned' })
  const secret = payments.secret
  const signedBy = (raw: string | Uint8Array, key = secret) => ({
    ...JSON_HEADERS,
    'x-paystack-signature': paystackSignature(raw, key),
  })

  const forged: (() => Case)[] = [
    () => ({
      label: 'charge.success for the paid reference, unsigned',
      send: send(JSON.stringify(paidEvent), JSON_HEADERS),
    }),
    () => {
      const key = pick(rng, [
        'sk_test_simulator',
        'sk_live_guess',
        'pk_test_simulator',
        '',
        secret.toUpperCase(),
        `${secret} `,
        secret.slice(0, -1),
      ])
      const raw = JSON.stringify(paidEvent)
      return {
        label: `charge.success signed with ${JSON.stringify(key)}`,
        send: send(raw, key ? signedBy(raw, key) : { ...JSON_HEADERS, 'x-paystack-signature': '' }),
      }
    },
    () => {
      // Signed, then changed: the signature is of other bytes.
      const raw = JSON.stringify(unpaidEvent)
      const changed = JSON.stringify({
        ...unpaidEvent,
        data: {
          ...unpaidEvent.data,
          status: 'success',
          reference: pick(rng, [paidReference, unpaidReference]),
        },
      })
      return { label: 'a signed event altered after signing', send: send(changed, signedBy(raw)) }
    },
    () => {
      const raw = JSON.stringify(paidEvent)
      const other = pick(rng, [
        JSON.stringify(paidEvent, null, 2),
        `${raw}\n`,
        ` ${raw}`,
        raw.replace(/,/g, ', '),
      ])
      return {
        label: 'the same event written differently than the bytes signed',
        send: send(other, signedBy(raw)),
      }
    },
    () => {
      const raw = JSON.stringify(paidEvent)
      const good = paystackSignature(raw, secret)
      const signature = pick(rng, [
        good.slice(0, int(rng, 0, 127)),
        `${good}0`,
        `${good}${good}`,
        `sha512=${good}`,
        good.replace(/^./, (c) => (c === '0' ? '1' : '0')),
        'z'.repeat(128),
        ' '.repeat(128),
        `${good.slice(0, 126)}zz`,
        `${good}, ${good}`,
        'a'.repeat(64),
        Buffer.from(good, 'hex').toString('base64'),
      ])
      return {
        label: `a mangled signature ${signature.slice(0, 30)}…`,
        send: send(raw, { ...JSON_HEADERS, 'x-paystack-signature': signature }),
      }
    },
    () => {
      const raw = JSON.stringify(paidEvent)
      const header = pick(rng, [
        'x-paystack-signature-2',
        'x-signature',
        'paystack-signature',
        'x-hub-signature',
        'authorization',
      ])
      return {
        label: `the right signature under ${header}`,
        send: send(raw, { ...JSON_HEADERS, [header]: paystackSignature(raw, secret) }),
      }
    },
    () => {
      const raw = `${garbage(rng)}${JSON.stringify(paidEvent)}`
      return {
        label: 'garbage before the event, unsigned',
        send: send(raw, {
          'content-type': pick(rng, [
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json',
          ]),
        }),
      }
    },
  ]

  const signedButUnusable: (() => Case)[] = [
    () => {
      const raw = pick(rng, [
        brokenJson(rng, JSON.stringify(paidEvent)),
        'null',
        '[]',
        '42',
        '"charge.success"',
        'true',
        garbage(rng),
      ])
      return {
        label: `signed, not an event: ${JSON.stringify(raw.slice(0, 40))}`,
        send: send(raw, signedBy(raw)),
      }
    },
    () => {
      const [label, bytes] = invalidUtf8(rng, JSON.stringify(paidEvent))
      return { label: `signed, ${label}`, send: send(bytes, signedBy(bytes)) }
    },
    () => {
      // An unknown reference: acknowledged, nothing stored.
      const event = {
        ...paidEvent,
        data: { ...paidEvent.data, reference: strangerReference(rng), id: int(rng, 1, 2 ** 40) },
      }
      const raw = JSON.stringify(event)
      return {
        label: `signed charge.success for a reference never issued (${event.data.reference.slice(0, 20)})`,
        send: send(raw, signedBy(raw)),
      }
    },
    () => {
      const type = pick(rng, [
        'subscription.create',
        'invoice.update',
        'transfer.success',
        'charge.dispute.create',
        'refund.pending',
        'refund.failed',
        'paymentrequest.success',
        '',
        'CHARGE.SUCCESS',
        'charge.success ',
      ])
      const raw = JSON.stringify({ event: type, data: paidEvent.data })
      return {
        label: `signed ${JSON.stringify(type)} for the paid reference`,
        send: send(raw, signedBy(raw)),
      }
    },
    () => {
      const field = pick(rng, SHAPE_FIELDS)
      const value = pick(rng, [...shapeValues(), garbage(rng)])
      const raw = JSON.stringify(oddShape(unpaidEvent.data, field, value))
      return {
        label: `signed charge.success (not paid) with ${field} ${JSON.stringify(value)?.slice(0, 30)}`,
        send: send(raw, signedBy(raw)),
      }
    },
    () => {
      const raw = JSON.stringify({
        event: 'refund.processed',
        data: pick(rng, [
          {},
          { transaction_reference: strangerReference(rng) },
          { transaction: { reference: 42 } },
          { transaction_reference: unpaidReference },
          { transaction: null },
          null,
        ]),
      })
      return {
        label: `signed refund.processed ${raw.slice(0, 80)}`,
        send: send(raw, signedBy(raw)),
      }
    },
    () => {
      const raw = JSON.stringify({
        ...paidEvent,
        padding: 'x'.repeat(int(rng, 257 * 1024, 600 * 1024)),
      })
      return { label: `signed, ${raw.length} bytes (over 256 KB)`, send: send(raw, signedBy(raw)) }
    },
  ]

  return Array.from({ length: WEBHOOK_CASES }, (_, index) =>
    (index % 2 === 0
      ? forged[(index / 2) % forged.length]
      : signedButUnusable[((index - 1) / 2) % signedButUnusable.length])(),
  )
}

/* -------------------------------------------------------------------------------------------- */

describe(`malformed payment requests (seed ${SEED.toString(16)})`, () => {
  it('POST /api/payments/initialize: at least 1,000 malformed donations, none answered 5xx, none stored', async () => {
    const cases = initializeCases(mulberry32(SEED))
    expect(cases.length).toBeGreaterThanOrEqual(1_000)
    const answers = await runAll(cases, 0)
    tallies.initialize = statusTally(answers)
    expectRefused(answers, [400, 403, 409, 413, 415])
    await expectNothingSettled()
    // Nothing reached Paystack either: the simulator knows only the two donations of beforeAll.
    expect(await payments.transaction(paidReference)).toMatchObject({ status: 'success' })
  })

  it('POST /api/payments/verify: at least 1,000 malformed or unknown references, none answered 5xx, nothing settled', async () => {
    const cases = verifyCases(mulberry32(SEED + 1))
    expect(cases.length).toBeGreaterThanOrEqual(1_000)
    const answers = await runAll(cases, 65_536)
    tallies.verify = statusTally(answers)
    expectRefused(answers, [400, 403, 404, 413, 415])
    await expectNothingSettled()
    const rows = rowsOf<{ n: number }>(
      await payload.db.drizzle.execute(
        sql`select coalesce(sum(verification_attempts), 0)::int as n from paystack_transactions`,
      ),
    )
    expect(rows[0].n, 'verification attempts counted').toBe(0)
  })

  it(`POST /api/paystack/webhook: ${WEBHOOK_CASES} forged or unusable webhooks, none answered 5xx, nothing completed`, async () => {
    const cases = await webhookCases(mulberry32(SEED + 2))
    expect(cases.length).toBe(WEBHOOK_CASES)
    const answers = await runAll(cases, 131_072)
    tallies.webhook = statusTally(answers)
    expectRefused(answers, [200, 400, 401, 413], false)
    // Every forged one (even indexes) was refused as unsigned.
    expect(
      answers
        .filter((_, index) => index % 2 === 0 && answers[index].status !== 401)
        .map(({ label, status }) => `${status} ${label}`),
    ).toEqual([])
    await expectNothingSettled()
    const paid = await payload.find({
      collection: slugs.paystackTransactions,
      where: { reference: { equals: paidReference } },
      overrideAccess: true,
      depth: 0,
    })
    expect(paid.docs[0]).toMatchObject({ status: 'pending', webhook_received_at: null })
  })

  it('POST /api/paystack/webhook: every odd shape of a signed charge.success, field by field, is answered without a 5xx', async () => {
    const { data } = await payments.chargeSuccess(unpaidReference, { status: 'abandoned' })
    const cases: Case[] = SHAPE_FIELDS.flatMap((field) =>
      shapeValues().map((value): Case => {
        const raw = JSON.stringify(oddShape(data, field, value))
        return {
          label: `${field} ${JSON.stringify(value)?.slice(0, 30)}`,
          send: (address) =>
            post(
              '/paystack/webhook',
              raw,
              { ...JSON_HEADERS, 'x-paystack-signature': paystackSignature(raw, payments.secret) },
              address,
            ),
        }
      }),
    )
    const answers = await runAll(cases, 196_608)
    tallies.webhookShapes = statusTally(answers)
    expectRefused(answers, [200, 400], false)
    await expectNothingSettled()
    const unpaid = await payload.find({
      collection: slugs.donations,
      where: { reference: { equals: unpaidReference } },
      overrideAccess: true,
      depth: 0,
    })
    expect(unpaid.docs[0].status).toBe('pending')
  })
})
