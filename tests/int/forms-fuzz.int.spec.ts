// Malformed submissions to the four public form endpoints, at least 1,000 per endpoint: each one is
// a valid submission plus at least one defect that makes it invalid whatever else the server does
// (a missing or mistyped required field, a value past its limit, a body that is not what the
// endpoint reads...). None may get a 5xx, none may store a row or queue a job.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  CONTACT_PREFERENCES,
  PREFERRED_AREAS,
  SPONSOR_CURRENCIES,
  SPONSOR_MINIMUMS,
} from '@collections/options'
import { slugs } from '@collections/slugs'
import { CURRENCY_LABELS, MAX_LENGTH } from '@/lib/forms/rules'

import { callApi, encodeForm } from '../helpers/api'
import { docxFile, pdfFile, pngFile } from '../helpers/files'
import {
  BLANKS,
  badEmail,
  brokenJson,
  expectRefused,
  jsonText,
  garbage,
  int,
  letters,
  mulberry32,
  OTHER_CONTENT_TYPES,
  pick,
  post as sharedPost,
  runAll as runCases,
  statusTally,
  type Answer,
  type Case,
  type Rng,
  WRONG_TYPES,
} from '../helpers/fuzz'
import { getTestPayload } from '../helpers/payload'

const CASES_PER_ENDPOINT = 1_100
const CONCURRENCY = 8
const MB = 1024 * 1024
const SUBMISSIONS = [
  slugs.volunteerApplications,
  slugs.sponsorshipApplications,
  slugs.impactReportRequests,
  slugs.volunteerResumes,
  slugs.sponsorLogos,
] as const

let payload: Payload
let png: Buffer

beforeAll(async () => {
  payload = await getTestPayload()
  png = (await pngFile()).data
})

/* A seeded generator, so a failing case can be replayed: the seed is in the test name. */
const SEED = 0x5eed_f0e5
/* ------------------------------------------------------------------------------------------ */

const post = (
  path: string,
  body: BodyInit | Uint8Array | undefined,
  contentType: string | null,
  address: string,
) => sharedPost(path, body, contentType === null ? {} : { 'content-type': contentType }, address)

const runAll = (cases: Case[], addressBase: number) => runCases(cases, addressBase, CONCURRENCY)

const ACCEPTED_REFUSALS = [400, 413, 415]

const expectAllRefused = (answers: Answer[]) => expectRefused(answers, ACCEPTED_REFUSALS)

const expectNothingStored = async () => {
  for (const collection of SUBMISSIONS)
    expect((await payload.count({ collection, overrideAccess: true })).totalDocs, collection).toBe(
      0,
    )
  expect(
    (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    'queued jobs',
  ).toBe(0)
}

/* JSON endpoints ------------------------------------------------------------------------------ */

type JsonSpec = {
  path: string
  valid: () => Record<string, string>
  required: string[]
  optional: string[]
  email: string
  max: Record<string, number>
}

const jsonCases = (spec: JsonSpec, rng: Rng): Case[] => {
  const send =
    (body: BodyInit | Uint8Array | undefined, contentType: string | null = 'application/json') =>
    (address: string) =>
      post(spec.path, body, contentType, address)
  const sendJson = (data: unknown) => send(JSON.stringify(data))
  const withDefect = (): [string, Record<string, unknown>] => {
    const data: Record<string, unknown> = spec.valid()
    const field = pick(rng, spec.required)
    switch (int(rng, 0, 4)) {
      case 0:
        delete data[field]
        return [`without ${field}`, data]
      case 1:
        data[field] = pick(rng, [...WRONG_TYPES, null])
        return [`${field} as ${JSON.stringify(data[field])}`, data]
      case 2:
        data[field] = pick(rng, BLANKS)
        return [`${field} blank`, data]
      case 3:
        data[spec.email] = badEmail(rng)
        return [`${spec.email} ${JSON.stringify(data[spec.email])}`, data]
      default: {
        const text = pick(rng, [...spec.required, ...spec.optional])
        data[text] = letters(rng, spec.max[text] + int(rng, 1, 3000)).replace(/^\s|\s$/g, 'x')
        return [`${text} past ${spec.max[text]} characters`, data]
      }
    }
  }
  const generators: (() => Case)[] = [
    () => {
      const [label, data] = withDefect()
      return { label, send: sendJson(data) }
    },
    () => {
      const data: Record<string, unknown> = spec.valid()
      const field = pick(rng, [...spec.required, ...spec.optional])
      // null is how an optional field says "none"; for those, only non-text types are defects.
      data[field] = pick(rng, spec.required.includes(field) ? [...WRONG_TYPES, null] : WRONG_TYPES)
      return { label: `${field} as ${JSON.stringify(data[field])}`, send: sendJson(data) }
    },
    () => {
      const data: Record<string, unknown> = spec.valid()
      const field = pick(rng, [...spec.required, ...spec.optional])
      data[field] = letters(rng, spec.max[field] + int(rng, 1, pick(rng, [10, 1_000, 40_000])))
      return {
        label: `${field} of ${(data[field] as string).length} characters`,
        send: sendJson(data),
      }
    },
    () => {
      const data: Record<string, unknown> = spec.valid()
      data[spec.email] = garbage(rng)
      for (const field of spec.optional) if (rng() < 0.5) data[field] = garbage(rng)
      return { label: `unicode garbage, ${spec.email} without @`, send: sendJson(data) }
    },
    () => {
      const [label, data] = withDefect()
      const pollution: [string, unknown][] = pick(rng, [
        [['__proto__', { status: 'approved', polluted: true }]],
        [['constructor', { prototype: { polluted: true, status: 'approved' } }]],
        [
          ['__proto__', { isAdmin: true }],
          ['prototype', { polluted: true }],
        ],
        [['__proto__', null]],
        [
          ['hasOwnProperty', 'polluted'],
          ['toString', 1],
        ],
      ])
      const entries: [string, unknown][] = [...pollution, ...Object.entries(data)]
      return {
        label: `${pollution.map(([key]) => key).join('+')} keys, ${label}`,
        send: send(jsonText(entries)),
      }
    },
    () => {
      // A duplicate key: JSON.parse keeps the last one, which is the defective one here.
      const field = pick(rng, spec.required)
      const valid = spec.valid()
      const entries: [string, unknown][] = [
        ...Object.entries(valid),
        [field, pick(rng, [null, 7, [], ''])],
      ]
      return { label: `duplicate ${field}, the last one defective`, send: send(jsonText(entries)) }
    },
    () => {
      const text = JSON.stringify(spec.valid())
      const broken = brokenJson(rng, text)
      return { label: `bad JSON ${JSON.stringify(broken.slice(0, 40))}`, send: send(broken) }
    },
    () => {
      const bytes = new TextEncoder().encode(JSON.stringify(spec.valid()))
      const at = int(rng, 1, bytes.length - 2)
      const invalid = pick(rng, [
        [0xff],
        [0xc3, 0x28],
        [0xe2, 0x82],
        [0xed, 0xa0, 0x80],
        [0xf8, 0x88, 0x80, 0x80, 0x80],
      ])
      return {
        label: `invalid UTF-8 ${invalid.map((byte) => byte.toString(16)).join(' ')} at byte ${at}`,
        send: send(
          Buffer.concat([bytes.subarray(0, at), Buffer.from(invalid), bytes.subarray(at)]),
        ),
      }
    },
    () => {
      const json = pick(rng, [
        'null',
        '[]',
        '"Ada"',
        '42',
        'true',
        '[{}]',
        JSON.stringify([spec.valid()]),
        `[${JSON.stringify(spec.valid())}]`,
        '{}',
      ])
      return { label: `JSON ${json.slice(0, 40)}`, send: send(json) }
    },
    () => {
      const contentType = pick(rng, [...OTHER_CONTENT_TYPES, null])
      const body = new TextEncoder().encode(JSON.stringify(spec.valid()))
      return {
        label: `valid JSON as ${contentType ?? 'no content type'}`,
        send: send(body, contentType),
      }
    },
    () => {
      const form = new FormData()
      for (const [name, value] of Object.entries(spec.valid())) form.append(name, value)
      return {
        label: 'the fields as multipart/form-data',
        send: async (address) =>
          callApi(spec.path, { method: 'POST', ...(await encodeForm(form)) }, { address }),
      }
    },
    () => {
      const [label, data] = withDefect()
      return {
        label: `text/plain (sendBeacon) body, ${label}`,
        send: send(JSON.stringify(data), 'text/plain;charset=UTF-8'),
      }
    },
  ]
  return Array.from({ length: CASES_PER_ENDPOINT }, (_, index) =>
    generators[index % generators.length](),
  )
}

/* Multipart endpoints ------------------------------------------------------------------------- */

type FileValue = { data: Uint8Array; name: string; type: string }
type Entry = [string, string | FileValue]

type MultipartSpec = {
  path: string
  valid: () => Entry[]
  required: string[]
  optional: string[]
  email: string
  phone: string
  choices: Record<string, readonly string[]>
  max: Record<string, number>
  file: {
    field: string
    required: boolean
    refused: (rng: Rng) => FileValue
    accepted: () => FileValue
  }
  extraDefects?: ((rng: Rng) => [string, Entry[]])[]
}

const toForm = (entries: Entry[]) => {
  const form = new FormData()
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([value.data as BlobPart], { type: value.type }), value.name)
  }
  return form
}

/** The bytes and content type a browser would send for these entries. */
const encode = async (entries: Entry[]) => {
  const { body, headers } = await encodeForm(toForm(entries))
  return { bytes: body, contentType: headers['content-type'] }
}

const set = (entries: Entry[], name: string, value: Entry[1]): Entry[] => {
  const found = entries.some(([key]) => key === name)
  return found
    ? entries.map(([key, old]) => [key, key === name ? value : old] as Entry)
    : [...entries, [name, value]]
}
const remove = (entries: Entry[], name: string) => entries.filter(([key]) => key !== name)

const OVERSIZED = Buffer.alloc(5 * MB + 1, 0x20)
const WAY_OVERSIZED = Buffer.alloc(5 * MB + 256 * 1024, 0x20)
const withHead = (head: Uint8Array, body: Buffer) => {
  const copy = Buffer.from(body)
  copy.set(head, 0)
  return copy
}

const multipartCases = (spec: MultipartSpec, rng: Rng): Case[] => {
  const texts = [...spec.required, ...spec.optional].filter((name) => name !== spec.file.field)
  const sendEntries = (entries: Entry[]) => async (address: string) => {
    const { bytes, contentType } = await encode(entries)
    return post(spec.path, bytes, contentType, address)
  }

  /** One certain defect of the fields (never of the body's shape). */
  const defective = (entries = spec.valid()): [string, Entry[]] => {
    const field = pick(rng, spec.required)
    const choice = pick(rng, Object.keys(spec.choices))
    const defects: (() => [string, Entry[]])[] = [
      () => [`without ${field}`, remove(entries, field)],
      () => {
        const blank = pick(rng, BLANKS)
        return [
          `${field} blank ${JSON.stringify(blank)}`,
          set(entries, field, field === spec.file.field ? blank || ' ' : blank),
        ]
      },
      () => {
        const email = badEmail(rng)
        return [`${spec.email} ${JSON.stringify(email)}`, set(entries, spec.email, email)]
      },
      () => {
        const text = pick(
          rng,
          texts.filter((name) => spec.max[name]),
        )
        return [
          `${text} past ${spec.max[text]} characters`,
          set(
            entries,
            text,
            letters(rng, spec.max[text] + int(rng, 1, pick(rng, [10, 5_000, 300_000]))),
          ),
        ]
      },
      () => {
        const value = pick(rng, [
          garbage(rng),
          `x-${pick(rng, spec.choices[choice])}`,
          pick(rng, spec.choices[choice]).toUpperCase() + '!',
          '0',
          'true',
          '[]',
        ])
        return [`${choice} ${JSON.stringify(value)} not in the list`, set(entries, choice, value)]
      },
      () => {
        const phone = pick(rng, [
          'call me',
          '12345',
          '+1 (234)',
          String(int(rng, 0, 999_999)),
          '1'.repeat(int(rng, 16, 30)),
          '+234 803 ABC 4567',
          '+ +234 803 123 4567',
          `x${garbage(rng)}`,
        ])
        return [`${spec.phone} ${JSON.stringify(phone)}`, set(entries, spec.phone, phone)]
      },
      () => {
        const text = pick(rng, texts)
        return [
          `a file where ${text} belongs`,
          set(entries, text, { data: png, name: 'logo.png', type: 'image/png' }),
        ]
      },
      () => {
        const value = pick(rng, [
          'C:\\fakepath\\cv.pdf',
          'logo.png',
          '%PDF-1.4',
          'data:image/png;base64,iVBORw0KGgo=',
          garbage(rng),
          'null',
        ])
        return [
          `text ${JSON.stringify(value)} where the ${spec.file.field} file belongs`,
          set(entries, spec.file.field, value),
        ]
      },
      () => {
        const file = spec.file.refused(rng)
        return [
          `${spec.file.field} ${file.name} (${file.type}, ${file.data.length} bytes) refused by content`,
          set(entries, spec.file.field, file),
        ]
      },
      () => {
        // Several values for a field: the endpoint reads the first, which is the defective one.
        const value = pick(rng, ['', garbage(rng)])
        return [
          `${choice} twice, the first ${JSON.stringify(value)}`,
          [...remove(entries, choice), [choice, value], [choice, pick(rng, spec.choices[choice])]],
        ]
      },
      ...(spec.extraDefects ?? []).map((defect) => () => defect(rng)),
    ]
    if (!spec.file.required)
      defects.push(() => [
        `${spec.file.field} twice, the first refused`,
        [
          ...remove(entries, spec.file.field),
          [spec.file.field, spec.file.refused(rng)],
          [spec.file.field, spec.file.accepted()],
        ],
      ])
    return pick(rng, defects)()
  }

  const generators: (() => Case)[] = [
    () => {
      const [label, entries] = defective()
      return { label, send: sendEntries(entries) }
    },
    () => {
      const [label, entries] = defective()
      const pollution: Entry[] = pick(rng, [
        [['__proto__', 'polluted']],
        [
          ['constructor', 'polluted'],
          ['prototype', 'polluted'],
        ],
        [
          ['__proto__[status]', 'approved'],
          ['constructor[prototype][polluted]', 'yes'],
        ],
        [['__proto__', { data: png, name: '__proto__.png', type: 'image/png' }]],
        [
          ['toString', 'x'],
          ['hasOwnProperty', 'x'],
          ['valueOf', 'x'],
        ],
      ])
      return {
        label: `${pollution.map(([key]) => key).join('+')} fields, ${label}`,
        send: sendEntries([...pollution, ...entries]),
      }
    },
    () => {
      // Garbage first, the defect on top of it, so the garbage never overwrites the defect.
      const garbled = spec
        .valid()
        .map(([name, value]): Entry => [
          name,
          typeof value === 'string' && texts.includes(name) && rng() < 0.5 ? garbage(rng) : value,
        ])
      const [label, entries] = defective(garbled)
      return { label: `unicode garbage in text fields, ${label}`, send: sendEntries(entries) }
    },
    () => {
      const [label, entries] = defective()
      const how = pick(rng, [
        'truncated',
        'wrong boundary',
        'no boundary',
        'empty boundary',
        'LF line endings',
        'no closing delimiter',
        'nameless parts',
        'garbage body',
        'empty body',
        'quoted boundary mismatch',
        'headers only',
      ])
      return {
        label: `${how} multipart body, ${label}`,
        send: async (address) => {
          const { bytes, contentType } = await encode(entries)
          const boundary = contentType.split('boundary=')[1]
          const text = Buffer.from(bytes).toString('latin1')
          const body: Record<string, () => [Uint8Array | string, string]> = {
            truncated: () => [bytes.subarray(0, int(rng, 0, bytes.length - 1)), contentType],
            'wrong boundary': () => [bytes, `multipart/form-data; boundary=${boundary}x`],
            'no boundary': () => [bytes, 'multipart/form-data'],
            'empty boundary': () => [bytes, 'multipart/form-data; boundary='],
            'LF line endings': () => [
              Buffer.from(text.replace(/\r\n/g, '\n'), 'latin1'),
              contentType,
            ],
            'no closing delimiter': () => [
              Buffer.from(text.replace(new RegExp(`--${boundary}--\\r\\n$`), ''), 'latin1'),
              contentType,
            ],
            'nameless parts': () => [
              Buffer.from(text.replace(/; name="/g, '; nom="'), 'latin1'),
              contentType,
            ],
            'garbage body': () => [
              Buffer.from(Array.from({ length: int(rng, 1, 4_000) }, () => int(rng, 0, 255))),
              contentType,
            ],
            'empty body': () => [new Uint8Array(), contentType],
            'quoted boundary mismatch': () => [
              bytes,
              `multipart/form-data; boundary="${boundary.slice(1)}"`,
            ],
            'headers only': () => [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n`,
                'latin1',
              ),
              contentType,
            ],
          }
          const [payloadBytes, type] = body[how]()
          return post(spec.path, payloadBytes as Uint8Array, type, address)
        },
      }
    },
    () => {
      // A whole, valid form in a body the endpoint does not read.
      const contentType = pick(rng, [
        'application/json',
        'text/plain',
        'text/xml',
        'application/x-www-form-urlencoded',
        'multipart/mixed',
        'multipart/formdata',
        'multipart/form-data2',
        null,
      ])
      return {
        label: `valid form sent as ${contentType ?? 'no content type'}`,
        send: async (address) => {
          const entries = spec.valid()
          const fields = Object.fromEntries(
            entries.map(([name, value]) => [
              name,
              typeof value === 'string' ? value : Buffer.from(value.data).toString('base64'),
            ]),
          )
          if (contentType === 'application/json')
            return post(spec.path, JSON.stringify(fields), contentType, address)
          if (contentType === 'application/x-www-form-urlencoded')
            return post(spec.path, new URLSearchParams(fields).toString(), contentType, address)
          const { bytes, contentType: real } = await encode(entries)
          const boundary = real.split('boundary=')[1]
          return post(
            spec.path,
            bytes,
            contentType === null ? null : `${contentType}; boundary=${boundary}`,
            address,
          )
        },
      }
    },
  ]
  const cases = Array.from({ length: CASES_PER_ENDPOINT }, (_, index) =>
    generators[index % generators.length](),
  )
  // A few large ones: a file just over 5 MB, and a body over the endpoint's limit.
  for (let index = 0; index < 6; index++) {
    const [label, entries] = defective()
    const head = spec.file.accepted().data.subarray(0, 64)
    const big = index % 2 === 0 ? withHead(head, OVERSIZED) : withHead(head, WAY_OVERSIZED)
    const withBig = set(entries, spec.file.field, {
      data: big,
      name: spec.file.accepted().name,
      type: spec.file.accepted().type,
    })
    cases.push({
      label: `${spec.file.field} of ${big.length} bytes, ${label}`,
      send: sendEntries(withBig),
    })
  }
  for (let index = 0; index < 4; index++) {
    cases.push({
      label: 'a file just over 5 MB with valid fields',
      send: sendEntries(
        set(spec.valid(), spec.file.field, {
          ...spec.file.accepted(),
          data: withHead(spec.file.accepted().data.subarray(0, 64), OVERSIZED),
        }),
      ),
    })
  }
  return cases
}

/* Files refused by content, whatever their name and type say. */
const textFile = (rng: Rng, name: string, type: string): FileValue => ({
  data: Buffer.from(`X${garbage(rng)} this is text, not a file of the named type`),
  name,
  type,
})
const randomBytes = (rng: Rng, length: number) => {
  const bytes = Buffer.from(Array.from({ length }, () => int(rng, 0, 255)))
  bytes[0] = 0x58 // 'X': no magic number starts with it
  return bytes
}
const zipWithoutWord = Buffer.from(
  '504b0304140000000000000000000000000000000000000000000800000061626364',
  'hex',
)
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])

const refusedResume = (rng: Rng): FileValue =>
  pick(rng, [
    () => textFile(rng, 'cv.pdf', 'application/pdf'),
    () =>
      textFile(
        rng,
        'cv.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    () => ({ data: png, name: 'cv.pdf', type: 'application/pdf' }),
    () => ({
      data: randomBytes(rng, int(rng, 1, 3_000)),
      name: 'cv.doc',
      type: 'application/msword',
    }),
    () => ({ data: zipWithoutWord, name: 'cv.docx', type: 'application/zip' }),
    () => ({ data: ELF, name: 'cv.pdf', type: 'application/pdf' }),
    () => ({
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'cv.html',
      type: 'text/html',
    }),
    () => ({ data: Buffer.from('%PD'), name: 'cv.pdf', type: 'application/pdf' }),
  ])()

const refusedLogo = (rng: Rng): FileValue =>
  pick(rng, [
    () => textFile(rng, 'logo.png', 'image/png'),
    () => ({ data: pdfFile().data, name: 'logo.png', type: 'image/png' }),
    () => ({ data: randomBytes(rng, int(rng, 1, 3_000)), name: 'logo.jpg', type: 'image/jpeg' }),
    () => ({
      data: Buffer.concat([png.subarray(0, 8), Buffer.from('not a PNG chunk')]),
      name: 'logo.png',
      type: 'image/png',
    }),
    () => ({
      data: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]),
      name: 'logo.jpg',
      type: 'image/jpeg',
    }),
    () => ({ data: Buffer.from('GIF89a'), name: 'logo.gif', type: 'image/gif' }),
    () => ({
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200000" height="200000"><rect width="10" height="10"/></svg>',
      ),
      name: 'logo.svg',
      type: 'image/svg+xml',
    }),
    () => ({ data: Buffer.from('<svg><unclosed'), name: 'logo.svg', type: 'image/svg+xml' }),
    () => ({ data: ELF, name: 'logo.png', type: 'image/png' }),
    () => ({ data: docxFile().data, name: 'logo.png', type: 'image/png' }),
  ])()

/* The four endpoints -------------------------------------------------------------------------- */

const sponsorAmountDefect = (rng: Rng): [string, Entry[]] => {
  const currency = pick(rng, SPONSOR_CURRENCIES)
  const minimum = SPONSOR_MINIMUMS[currency]
  const amount = pick(rng, [
    () => String(int(rng, 0, minimum - 1)),
    () => int(rng, 0, minimum - 1).toLocaleString('en-US'),
    () => `${int(rng, minimum, minimum * 10)}.${int(rng, 1, 99)}`,
    () => `-${minimum}`,
    // Another currency's sign or code (its own is read: '₦5,000,000' in NGN).
    () =>
      `${pick(
        rng,
        ['₦', '$', '£', '€', 'NGN ', 'USD '].filter(
          (mark) => !CURRENCY_LABELS[currency].includes(mark.trim()),
        ),
      )}${minimum}`,
    () =>
      pick(rng, [
        'five million',
        'Infinity',
        'NaN',
        '1e7',
        '0x4C4B40',
        '0b1',
        '1_000_000',
        '5 00 000',
        '--5',
        '.',
        ',',
        '１２３４５６７',
      ]),
    () => '9'.repeat(int(rng, 12, 400)),
  ])()
  return [
    `sponsor_amount ${JSON.stringify(amount.slice(0, 40))} in ${currency}`,
    set(set(sponsorshipValid(), 'currency', currency), 'sponsor_amount', amount),
  ]
}

const volunteerValid = (): Entry[] => [
  ['applicant_name', 'Ngozi Eze'],
  ['email', 'ngozi@example.org'],
  ['phone', '+234 803 123 4567'],
  ['preferred_areas', 'Logistics'],
  ['resume', { data: pdfFile().data, name: 'cv.pdf', type: 'application/pdf' }],
]

const sponsorshipValid = (): Entry[] => [
  ['sponsor_type', 'individual'],
  ['organization_name', ''],
  ['contact_person', 'Emeka Nwosu'],
  ['email', 'emeka@example.org'],
  ['phone', '+234 805 000 0000'],
  ['address', '12 Church Street, Ikeja'],
  ['church_denomination', 'Anglican'],
  ['currency', 'NGN'],
  ['sponsor_amount', '5,000,000'],
  ['preferred_contact', 'email'],
  ['motivation', 'Rides for every member.'],
  ['profile_picture', { data: png, name: 'logo.png', type: 'image/png' }],
]

const ENDPOINTS: { name: string; cases: () => Case[] }[] = [
  {
    name: 'volunteer',
    cases: () =>
      multipartCases(
        {
          path: '/forms/volunteer',
          valid: volunteerValid,
          required: ['applicant_name', 'email', 'preferred_areas'],
          optional: ['phone'],
          email: 'email',
          phone: 'phone',
          choices: { preferred_areas: PREFERRED_AREAS },
          max: {
            applicant_name: MAX_LENGTH.name,
            email: MAX_LENGTH.email,
            phone: MAX_LENGTH.phone,
          },
          file: {
            field: 'resume',
            required: false,
            refused: refusedResume,
            accepted: () => ({ data: pdfFile().data, name: 'cv.pdf', type: 'application/pdf' }),
          },
        },
        mulberry32(SEED + 1),
      ),
  },
  {
    name: 'sponsorship',
    cases: () =>
      multipartCases(
        {
          path: '/forms/sponsorship',
          valid: sponsorshipValid,
          required: [
            'sponsor_type',
            'contact_person',
            'email',
            'phone',
            'currency',
            'sponsor_amount',
            'preferred_contact',
            'profile_picture',
          ],
          optional: ['organization_name', 'address', 'church_denomination', 'motivation'],
          email: 'email',
          phone: 'phone',
          choices: {
            sponsor_type: ['individual', 'organization'],
            currency: SPONSOR_CURRENCIES,
            preferred_contact: CONTACT_PREFERENCES,
          },
          max: {
            organization_name: MAX_LENGTH.organization,
            contact_person: MAX_LENGTH.name,
            email: MAX_LENGTH.email,
            phone: MAX_LENGTH.phone,
            address: MAX_LENGTH.address,
            church_denomination: MAX_LENGTH.denomination,
            motivation: MAX_LENGTH.motivation,
          },
          file: {
            field: 'profile_picture',
            required: true,
            refused: refusedLogo,
            accepted: () => ({ data: png, name: 'logo.png', type: 'image/png' }),
          },
          extraDefects: [
            sponsorAmountDefect,
            sponsorAmountDefect,
            (rng) => [
              'an organization without its name',
              set(sponsorshipValid(), 'sponsor_type', 'organization').map(
                ([name, value]): Entry => [
                  name,
                  name === 'organization_name' ? pick(rng, BLANKS) : value,
                ],
              ),
            ],
          ],
        },
        mulberry32(SEED + 2),
      ),
  },
  {
    name: 'pitch-deck',
    cases: () =>
      jsonCases(
        {
          path: '/forms/pitch-deck',
          valid: () => ({ full_name: 'Ada Obi', email: 'ada@example.org' }),
          required: ['full_name', 'email'],
          optional: [],
          email: 'email',
          max: { full_name: MAX_LENGTH.name, email: MAX_LENGTH.email },
        },
        mulberry32(SEED + 3),
      ),
  },
  {
    name: 'impact-report',
    cases: () =>
      jsonCases(
        {
          path: '/forms/impact-report',
          valid: () => ({
            requester_name: 'Tunde Bello',
            requester_email: 'tunde@example.org',
            organization: 'Grace Foundation',
            purpose: 'Board meeting',
          }),
          required: ['requester_email'],
          optional: ['requester_name', 'organization', 'purpose'],
          email: 'requester_email',
          max: {
            requester_name: MAX_LENGTH.name,
            requester_email: MAX_LENGTH.email,
            organization: MAX_LENGTH.organization,
            purpose: MAX_LENGTH.purpose,
          },
        },
        mulberry32(SEED + 4),
      ),
  },
]

describe(`malformed submissions (seed ${SEED.toString(16)})`, () => {
  const tallies: Record<string, Record<number, number>> = {}

  it.each(ENDPOINTS.map((endpoint, index) => [endpoint.name, endpoint, index] as const))(
    'POST /api/forms/%s: at least 1,000 malformed payloads, none answered 5xx, none stored',
    async (_name, endpoint, index) => {
      const cases = endpoint.cases()
      expect(cases.length).toBeGreaterThanOrEqual(1_000)
      const answers = await runAll(cases, index * 65_536)
      tallies[endpoint.name] = statusTally(answers)
      expectAllRefused(answers)
      await expectNothingStored()
      // No key of a payload reached a prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'status')).toBe(false)
    },
    60_000,
  )

  afterAll(() => {
    console.log('fuzz answers by status:', JSON.stringify(tallies))
  })
})
