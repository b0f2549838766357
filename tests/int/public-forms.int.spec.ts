// The four public form endpoints (/api/forms/*), called as a browser would through Payload's REST
// router: what each stores for valid input, how each rule of src/lib/forms/rules.ts refuses bad
// input without storing anything, files, privacy of uploads, rate limits, the honeypot, origin and
// content-type checks, and the admin e-mails a report request queues.
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { CURRENCY_LABELS, formatWhole, MAX_LENGTH, messages } from '@/lib/forms/rules'
import { SPONSOR_MINIMUMS, SPONSOR_CURRENCIES } from '@collections/options'
import { logoRefusal, uploadMessages } from '@/lib/uploads/store'

import {
  callApi,
  encodeForm,
  postForm,
  postJson,
  unusedAddress,
  type FormValue,
} from '../helpers/api'
import { docxFile, pdfFile, pngFile, svgFile, type TestFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { limiterClock, middleOfNextWindow } from '../helpers/rateLimitClock'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

vi.mock('@/lib/rateLimit', async (original) =>
  (await import('../helpers/rateLimitClock')).withPinnableClock(await original()),
)

// The documented defaults (300 per form and address, 5 per form and e-mail, an hour) are checked below.
vi.stubEnv('RATE_LIMIT_FORMS_PER_HOUR', undefined)
vi.stubEnv('RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR', undefined)
afterAll(() => vi.unstubAllEnvs())

const MB = 1024 * 1024
const SUBMISSIONS = [
  slugs.volunteerApplications,
  slugs.sponsorshipApplications,
  slugs.impactReportRequests,
  slugs.volunteerResumes,
  slugs.sponsorLogos,
] as const
type Counts = Record<(typeof SUBMISSIONS)[number], number>

let payload: Payload
let png: TestFile

beforeAll(async () => {
  payload = await getTestPayload()
  png = await pngFile('logo.png')
})

const unique = () => randomBytes(4).toString('hex')
const asFile = (file: TestFile, name = file.name, type = file.mimetype): FormValue => [
  file.data,
  name,
  type,
]

const counts = async (): Promise<Counts> =>
  Object.fromEntries(
    await Promise.all(
      SUBMISSIONS.map(async (slug) => [
        slug,
        (await payload.count({ collection: slug, overrideAccess: true })).totalDocs,
      ]),
    ),
  ) as Counts

type Answer = {
  status: number
  body: { ok?: boolean; error?: string; code?: string; fieldErrors?: Record<string, string> }
  headers: Headers
}

/** Sends, reads the answer, and checks that no submission collection gained a row. */
const sendStoringNothing = async (send: () => Promise<Response>): Promise<Answer> => {
  const before = await counts()
  const response = await send()
  const answer = { status: response.status, body: await response.json(), headers: response.headers }
  expect(await counts()).toEqual(before)
  return answer
}

/** A 400 naming the field with the rule's message, and nothing stored. */
const expectFieldError = async (
  send: () => Promise<Response>,
  field: string,
  message: string,
  code = 'invalid',
) => {
  const answer = await sendStoringNothing(send)
  expect(answer.status).toBe(400)
  expect(answer.body.code).toBe(code)
  expect(answer.body.fieldErrors?.[field]).toBe(message)
  return answer
}

const expectCreated = async (response: Response) => {
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 201,
    body: { ok: true },
  })
}

const without = <T extends Record<string, unknown>>(object: T, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key))

const onlyRow = async <S extends (typeof SUBMISSIONS)[number]>(
  collection: S,
  field: string,
  value: string,
) => {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    overrideAccess: true,
    depth: 1,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

const long = (length: number, unit = 'a') => unit.repeat(length)
const emailOfLength = (length: number) => `${long(length - '@example.org'.length)}@example.org`

const BAD_EMAILS = [
  'ngozi.example.org',
  'ngozi@example',
  'ngozi@@example.org',
  'ngo zi@example.org',
  '@example.org',
  'ngozi@example.c',
  'ngo..zi@example.org',
  'ngozi@example.org.',
  'ngozi@-example.org',
]

/* ------------------------------------------------------------------------------------------ */

const volunteer = (overrides: Record<string, FormValue> = {}): Record<string, FormValue> => ({
  applicant_name: 'Ngozi Eze',
  email: `ngozi-${unique()}@example.org`,
  phone: '+234 803 123 4567',
  preferred_areas: 'Logistics',
  ...overrides,
})
const postVolunteer = (fields: Record<string, FormValue>, address?: string) =>
  postForm('/forms/volunteer', fields, { address })

describe('POST /api/forms/volunteer', () => {
  it('stores one pending application with the values sent, whatever status or other fields the client adds', async () => {
    const fields = volunteer({
      applicant_name: '  Ngozi Eze  ',
      status: 'approved',
      applied_date: '2001-01-01T00:00:00.000Z',
      resume_url: 'https://evil.example/cv.pdf',
      reviewed_by: '1',
      id: '999',
    })
    await expectCreated(await postVolunteer(fields))
    const row = await onlyRow(slugs.volunteerApplications, 'email', fields.email as string)
    expect(row).toMatchObject({
      applicant_name: 'Ngozi Eze',
      phone: '+2348031234567',
      preferred_areas: 'Logistics',
      status: 'pending',
      resume_url: '',
    })
    expect(row.resume).toBeFalsy()
    expect(row.reviewed_by).toBeFalsy()
    expect(row.id).not.toBe(999)
    expect(Date.now() - new Date(row.applied_date).getTime()).toBeLessThan(60_000)
  })

  it('stores an empty phone when none is given, and accepts a name of exactly the longest length', async () => {
    const fields = without(
      volunteer({ applicant_name: long(MAX_LENGTH.name, 'N') }),
      'phone',
    ) as Record<string, FormValue>
    await expectCreated(await postVolunteer(fields))
    expect(
      await onlyRow(slugs.volunteerApplications, 'email', fields.email as string),
    ).toMatchObject({ phone: '', applicant_name: long(MAX_LENGTH.name, 'N') })
  })

  it.each([
    ['applicant_name', 'missing', undefined, messages.required],
    ['applicant_name', 'blank', '   ', messages.required],
    ['applicant_name', 'too long', long(MAX_LENGTH.name + 1), messages.tooLong(MAX_LENGTH.name)],
    ['applicant_name', 'with a NUL character', 'Ngozi\u0000Eze', messages.unsupportedCharacter],
    ['email', 'missing', undefined, messages.required],
    ...BAD_EMAILS.map((email) => ['email', `'${email}'`, email, messages.email] as const),
    ['email', 'too long', emailOfLength(MAX_LENGTH.email + 1), messages.tooLong(MAX_LENGTH.email)],
    ['phone', 'in words', 'call me', messages.phone],
    ['phone', 'with 6 digits', '123-456', messages.phone],
    ['phone', 'with 16 digits', '+1234567890123456', messages.phone],
    ['phone', 'too long', long(MAX_LENGTH.phone + 1, '1'), messages.tooLong(MAX_LENGTH.phone)],
    ['preferred_areas', 'missing', undefined, messages.required],
    ['preferred_areas', 'not in the list', 'Astrology', messages.area],
    ['preferred_areas', 'in the wrong case', 'marketing', messages.area],
    [
      'preferred_areas',
      'two areas where the form offers one choice',
      'Marketing, Finance',
      messages.area,
    ],
  ] as const)(
    'refuses %s %s with its message and stores nothing',
    async (field, _case, value, message) => {
      const fields =
        value === undefined ? without(volunteer(), field) : volunteer({ [field]: value })
      const answer = await expectFieldError(
        () => postVolunteer(fields as Record<string, FormValue>),
        field,
        message,
      )
      expect(answer.body.error).toBe(message)
    },
  )

  it('stores a PDF resume as {timestamp}.pdf and links it to the application', async () => {
    const fields = volunteer({ resume: asFile(pdfFile('My CV (final).pdf')) })
    const started = Date.now()
    await expectCreated(await postVolunteer(fields))
    const row = await onlyRow(slugs.volunteerApplications, 'email', fields.email as string)
    const resume = row.resume as { id: number; filename: string; mimeType: string; url: string }
    expect(resume.filename).toMatch(/^\d{13}\.pdf$/)
    expect(Number(resume.filename.split('.')[0])).toBeGreaterThanOrEqual(started)
    expect(resume.mimeType).toBe('application/pdf')
    expect(row.resume_url).toBe(`/api/volunteer-resumes/file/${resume.filename}`)
    expect(resume.url).toBe(row.resume_url)
  })

  it('stores a DOCX resume as {timestamp}.docx, whatever name and type the browser gave it', async () => {
    const fields = volunteer({
      resume: asFile(docxFile(), 'resume.bin', 'application/octet-stream'),
    })
    await expectCreated(await postVolunteer(fields))
    const row = await onlyRow(slugs.volunteerApplications, 'email', fields.email as string)
    const resume = row.resume as { filename: string; mimeType: string }
    expect(resume.filename).toMatch(/^\d{13}\.docx$/)
    expect(resume.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(row.resume_url).toBe(`/api/volunteer-resumes/file/${resume.filename}`)
  })

  it('refuses a text file named .pdf (upload_rejected) and stores neither application nor resume', async () => {
    const fake = Buffer.from(
      'Curriculum vitae\nNgozi Eze\nExperience: driving to church since 2010\n',
    )
    await expectFieldError(
      () => postVolunteer(volunteer({ resume: [fake, 'cv.pdf', 'application/pdf'] })),
      'resume',
      'This file is named .pdf but is not really a PDF. Please choose a PDF, DOC or DOCX file.',
      'upload_rejected',
    )
  })

  it('refuses an image sent as a resume', async () => {
    await expectFieldError(
      () => postVolunteer(volunteer({ resume: asFile(png, 'cv.pdf', 'application/pdf') })),
      'resume',
      'This file is named .pdf but is not really a PDF. Please choose a PDF, DOC or DOCX file.',
      'upload_rejected',
    )
  })

  it('refuses text where the resume file belongs', async () => {
    await expectFieldError(
      () => postVolunteer(volunteer({ resume: 'C:\\Users\\ngozi\\cv.pdf' })),
      'resume',
      uploadMessages.resumeType,
      'upload_rejected',
    )
  })

  it('refuses a resume just over 5 MB with its message, and a body far over it with 413; nothing is stored', async () => {
    const justOver = Buffer.concat([
      pdfFile().data,
      Buffer.alloc(5 * MB + 1 - pdfFile().data.length, 0x20),
    ])
    expect(justOver.length).toBe(5 * MB + 1)
    await expectFieldError(
      () => postVolunteer(volunteer({ resume: [justOver, 'cv.pdf', 'application/pdf'] })),
      'resume',
      uploadMessages.resumeSize,
      'upload_rejected',
    )
    const farOver = Buffer.concat([pdfFile().data, Buffer.alloc(5 * MB + 200 * 1024, 0x20)])
    const answer = await sendStoringNothing(() =>
      postVolunteer(volunteer({ resume: [farOver, 'cv.pdf', 'application/pdf'] })),
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({
      code: 'payload_too_large',
      error: expect.stringMatching(/too large/),
    })
  })

  it('keeps a resume private: an admin who may view applications reads it, a visitor and an admin without that permission do not', async () => {
    const fields = volunteer({ resume: asFile(pdfFile()) })
    await expectCreated(await postVolunteer(fields))
    const row = await onlyRow(slugs.volunteerApplications, 'email', fields.email as string)
    const resume = row.resume as { id: number; url: string }
    const fileRoute = resume.url.replace(/^\/api/, '')

    const reviewer = await createUser(payload, {
      role: 'admin',
      permissions: {
        ...allSections(false, false),
        applications: { can_view: true, can_edit: false },
      },
    })
    const outsider = await createUser(payload, {
      role: 'admin',
      permissions: {
        ...allSections(true, true),
        applications: { can_view: false, can_edit: false },
      },
    })
    const tokenOf = async (email: string) =>
      (await payload.login({ collection: slugs.users, data: { email, password: TEST_PASSWORD } }))
        .token

    // Local API, acting for each of them.
    expect(
      (
        await payload.findByID({
          collection: slugs.volunteerResumes,
          id: resume.id,
          user: reviewer,
          overrideAccess: false,
        })
      ).id,
    ).toBe(resume.id)
    await expect(
      payload.findByID({
        collection: slugs.volunteerResumes,
        id: resume.id,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.findByID({
        collection: slugs.volunteerResumes,
        id: resume.id,
        user: outsider,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.find({ collection: slugs.volunteerApplications, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })

    // The file route, as a browser would ask for it.
    const asReviewer = await callApi(
      fileRoute,
      { method: 'GET' },
      { headers: { authorization: `JWT ${await tokenOf(reviewer.email)}` } },
    )
    expect(asReviewer.status).toBe(200)
    expect(Buffer.from(await asReviewer.arrayBuffer()).equals(pdfFile().data)).toBe(true)
    expect((await callApi(fileRoute, { method: 'GET' })).status).toBe(403)
    expect(
      (
        await callApi(
          fileRoute,
          { method: 'GET' },
          { headers: { authorization: `JWT ${await tokenOf(outsider.email)}` } },
        )
      ).status,
    ).toBe(403)
  })
})

/* ------------------------------------------------------------------------------------------ */

const sponsorship = (overrides: Record<string, FormValue> = {}): Record<string, FormValue> => ({
  sponsor_type: 'individual',
  contact_person: 'Emeka Nwosu',
  email: `emeka-${unique()}@example.org`,
  phone: '+234 805 000 0000',
  currency: 'NGN',
  sponsor_amount: '5,000,000',
  preferred_contact: 'whatsapp',
  profile_picture: asFile(png),
  ...overrides,
})
const postSponsorship = (fields: Record<string, FormValue>, address?: string) =>
  postForm('/forms/sponsorship', fields, { address })

describe('POST /api/forms/sponsorship', () => {
  it.each(['₦5,000,000', '5 000 000', 'NGN 5,000,000'])(
    'reads %s as the naira it says',
    async (amount) => {
      const fields = sponsorship({ sponsor_amount: amount })
      await expectCreated(await postSponsorship(fields))
      const row = await onlyRow(slugs.sponsorshipApplications, 'email', fields.email as string)
      expect(row.sponsor_amount).toBe(5_000_000)
    },
  )

  it('stores one pending application with its logo, ignoring status and fields the visitor may not set', async () => {
    const fields = sponsorship({
      sponsor_type: 'organization',
      organization_name: ' Grace Logistics Ltd ',
      address: '12 Church Street, Ikeja',
      church_denomination: 'Anglican',
      motivation: 'We want every member to reach Sunday service.',
      status: 'approved',
      reviewed_at: '2026-01-01T00:00:00.000Z',
      profile_picture_url: 'https://evil.example/logo.png',
      sponsor_duration: 'phone',
    })
    const started = Date.now()
    await expectCreated(await postSponsorship(fields))
    const row = await onlyRow(slugs.sponsorshipApplications, 'email', fields.email as string)
    expect(row).toMatchObject({
      sponsor_type: 'organization',
      organization_name: 'Grace Logistics Ltd',
      contact_person: 'Emeka Nwosu',
      phone: '+2348050000000',
      address: '12 Church Street, Ikeja',
      sponsor_amount: 5_000_000,
      currency: 'NGN',
      // public-site.md section 3: sponsor_duration holds the preferred mode of contact.
      sponsor_duration: 'whatsapp',
      motivation: 'We want every member to reach Sunday service.\n\nChurch Denomination: Anglican',
      status: 'pending',
    })
    expect(row.reviewed_at).toBeFalsy()
    const logo = row.profile_picture as {
      id: number
      filename: string
      mimeType: string
      url: string
    }
    expect(logo.filename).toMatch(/^organization-\d{13}-[0-9a-f]{8}\.png$/)
    expect(Number(logo.filename.split('-')[1])).toBeGreaterThanOrEqual(started)
    expect(logo.mimeType).toBe('image/png')
    expect(row.profile_picture_url).toBe(`/api/sponsor-logos/file/${logo.filename}`)
  })

  it('stores an individual without organization name, and the denomination alone as the motivation', async () => {
    const fields = sponsorship({ organization_name: 'Ignored Ltd', church_denomination: 'Baptist' })
    await expectCreated(await postSponsorship(fields))
    const row = await onlyRow(slugs.sponsorshipApplications, 'email', fields.email as string)
    expect(row).toMatchObject({
      sponsor_type: 'individual',
      organization_name: null,
      address: null,
      motivation: 'Church Denomination: Baptist',
      sponsor_duration: 'whatsapp',
    })
    expect((row.profile_picture as { filename: string }).filename).toMatch(
      /^individual-\d{13}-[0-9a-f]{8}\.png$/,
    )
  })

  it.each(SPONSOR_CURRENCIES.map((currency) => [currency, SPONSOR_MINIMUMS[currency]] as const))(
    'accepts %s at exactly its minimum (%i)',
    async (currency, minimum) => {
      const fields = sponsorship({ currency, sponsor_amount: formatWhole(minimum) })
      await expectCreated(await postSponsorship(fields))
      expect(
        await onlyRow(slugs.sponsorshipApplications, 'email', fields.email as string),
      ).toMatchObject({ currency, sponsor_amount: minimum, status: 'pending' })
    },
  )

  it.each(
    SPONSOR_CURRENCIES.map((currency) => [currency, SPONSOR_MINIMUMS[currency] - 1] as const),
  )('refuses %s one below its minimum (%i)', async (currency, amount) => {
    const message = `Minimum amount for impact sponsorship is ${CURRENCY_LABELS[currency]} ${formatWhole(SPONSOR_MINIMUMS[currency])}.`
    await expectFieldError(
      () => postSponsorship(sponsorship({ currency, sponsor_amount: String(amount) })),
      'sponsor_amount',
      message,
    )
  })

  it("refuses '4,999,999' naira with the spec's message", async () => {
    const answer = await expectFieldError(
      () => postSponsorship(sponsorship({ sponsor_amount: '4,999,999' })),
      'sponsor_amount',
      'Minimum amount for impact sponsorship is NGN (₦) 5,000,000.',
    )
    expect(answer.body.error).toBe('Minimum amount for impact sponsorship is NGN (₦) 5,000,000.')
  })

  it.each([
    ['sponsor_type', 'missing', undefined, messages.required],
    ['sponsor_type', 'not offered', 'company', messages.sponsorType],
    ['organization_name', 'missing for an organization', undefined, messages.required],
    [
      'organization_name',
      'too long',
      long(MAX_LENGTH.organization + 1),
      messages.tooLong(MAX_LENGTH.organization),
    ],
    ['contact_person', 'missing', undefined, messages.required],
    ['contact_person', 'blank', ' \t ', messages.required],
    ['contact_person', 'too long', long(MAX_LENGTH.name + 1), messages.tooLong(MAX_LENGTH.name)],
    ['email', 'missing', undefined, messages.required],
    ...BAD_EMAILS.map((email) => ['email', `'${email}'`, email, messages.email] as const),
    ['phone', 'missing', undefined, messages.required],
    ['phone', 'in words', 'ring the office', messages.phone],
    ['phone', 'too long', long(MAX_LENGTH.phone + 1, '2'), messages.tooLong(MAX_LENGTH.phone)],
    ['address', 'too long', long(MAX_LENGTH.address + 1), messages.tooLong(MAX_LENGTH.address)],
    [
      'church_denomination',
      'too long',
      long(MAX_LENGTH.denomination + 1),
      messages.tooLong(MAX_LENGTH.denomination),
    ],
    [
      'motivation',
      'too long',
      long(MAX_LENGTH.motivation + 1),
      messages.tooLong(MAX_LENGTH.motivation),
    ],
    ['motivation', 'with a NUL character', 'For\u0000God', messages.unsupportedCharacter],
    ['currency', 'missing', undefined, messages.required],
    ['currency', 'not offered', 'JPY', messages.currency],
    ['currency', 'in lower case', 'ngn', messages.currency],
    ['sponsor_amount', 'missing', undefined, messages.required],
    ['sponsor_amount', 'in words', 'five million', messages.amount],
    ['sponsor_amount', 'with decimals', '5,000,000.50', messages.amount],
    ['sponsor_amount', 'with words after it', '5 million', messages.amount],
    ['sponsor_amount', 'grouped wrongly', '5 00 000', messages.amount],
    ['sponsor_amount', 'in hexadecimal', '0x4C4B40', messages.amount],
    ['sponsor_amount', 'in exponent notation', '5e6', messages.amount],
    ['sponsor_amount', 'above what we accept', '100,000,000,001', messages.amountTooLarge],
    ['preferred_contact', 'missing', undefined, messages.required],
    ['preferred_contact', 'not offered', 'pigeon', messages.contact],
    ['profile_picture', 'missing', undefined, messages.required],
  ] as const)(
    'refuses %s %s with its message and stores nothing',
    async (field, _case, value, message) => {
      const base = sponsorship(
        field === 'organization_name' ? { sponsor_type: 'organization' } : {},
      )
      const fields = value === undefined ? without(base, field) : { ...base, [field]: value }
      await expectFieldError(
        () => postSponsorship(fields as Record<string, FormValue>),
        field,
        message,
      )
    },
  )

  it('refuses a text file named .png with image/png type (upload_rejected) and stores neither application nor logo', async () => {
    const fake = Buffer.from('This is not an image, only text with a .png name.\n')
    await expectFieldError(
      () => postSponsorship(sponsorship({ profile_picture: [fake, 'logo.png', 'image/png'] })),
      'profile_picture',
      'This file is named .png but is not an image we can read. Please choose an image file (PNG, JPG, WebP, GIF, SVG).',
      'upload_rejected',
    )
  })

  it('refuses a PDF as a logo, a PNG header without an image behind it, and text where the file belongs', async () => {
    await expectFieldError(
      () =>
        postSponsorship(
          sponsorship({ profile_picture: asFile(pdfFile(), 'logo.png', 'image/png') }),
        ),
      'profile_picture',
      logoRefusal('logo.png'),
      'upload_rejected',
    )
    const header = Buffer.concat([
      png.data.subarray(0, 8),
      Buffer.from('garbage after the signature'),
    ])
    await expectFieldError(
      () => postSponsorship(sponsorship({ profile_picture: [header, 'logo.png', 'image/png'] })),
      'profile_picture',
      logoRefusal('logo.png'),
      'upload_rejected',
    )
    await expectFieldError(
      () => postSponsorship(sponsorship({ profile_picture: 'logo.png' })),
      'profile_picture',
      uploadMessages.logoType,
      'upload_rejected',
    )
  })

  it('refuses a logo just over 5 MB with its message, and a body far over it with 413; nothing is stored', async () => {
    const justOver = Buffer.concat([png.data, Buffer.alloc(5 * MB + 1 - png.data.length)])
    await expectFieldError(
      () => postSponsorship(sponsorship({ profile_picture: [justOver, 'logo.png', 'image/png'] })),
      'profile_picture',
      uploadMessages.logoSize,
      'upload_rejected',
    )
    const farOver = Buffer.concat([png.data, Buffer.alloc(5 * MB + 200 * 1024)])
    const answer = await sendStoringNothing(() =>
      postSponsorship(sponsorship({ profile_picture: [farOver, 'logo.png', 'image/png'] })),
    )
    expect(answer.status).toBe(413)
    expect(answer.body.code).toBe('payload_too_large')
  })

  it('stores an SVG logo as a PNG drawing of it', async () => {
    const fields = sponsorship({ profile_picture: asFile(svgFile()) })
    await expectCreated(await postSponsorship(fields))
    const row = await onlyRow(slugs.sponsorshipApplications, 'email', fields.email as string)
    const logo = row.profile_picture as {
      filename: string
      mimeType: string
      width: number
      height: number
    }
    expect(logo).toMatchObject({ mimeType: 'image/png' })
    expect(logo.filename).toMatch(/^individual-\d{13}-[0-9a-f]{8}\.png$/)
    const stored = fs.readFileSync(
      path.join(process.env.UPLOADS_DIR!, slugs.sponsorLogos, logo.filename),
    )
    expect(
      stored.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe(true)
    expect(stored.includes('<svg')).toBe(false)
  })

  it('keeps a logo private until it is shown on the website (is_public)', async () => {
    const fields = sponsorship()
    await expectCreated(await postSponsorship(fields))
    const row = await onlyRow(slugs.sponsorshipApplications, 'email', fields.email as string)
    const logo = row.profile_picture as { id: number; url: string }
    const fileRoute = logo.url.replace(/^\/api/, '')
    await expect(
      payload.findByID({ collection: slugs.sponsorLogos, id: logo.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
    expect((await callApi(fileRoute, { method: 'GET' })).status).toBe(403)
    await expect(
      payload.find({ collection: slugs.sponsorshipApplications, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })

    await payload.update({
      collection: slugs.sponsorLogos,
      id: logo.id,
      data: { is_public: true },
      overrideAccess: true,
    })
    expect(
      (
        await payload.findByID({
          collection: slugs.sponsorLogos,
          id: logo.id,
          overrideAccess: false,
        })
      ).id,
    ).toBe(logo.id)
    const shown = await callApi(fileRoute, { method: 'GET' })
    expect(shown.status).toBe(200)
    expect(Buffer.from(await shown.arrayBuffer()).equals(png.data)).toBe(true)
  })
})

/* ------------------------------------------------------------------------------------------ */

const pitchDeck = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ada Obi',
  email: `ada-${unique()}@example.org`,
  ...overrides,
})
const impactReport = (overrides: Record<string, unknown> = {}) => ({
  requester_email: `funder-${unique()}@example.org`,
  ...overrides,
})

describe('POST /api/forms/pitch-deck', () => {
  it("stores one pending request of type 'pitch_deck' with purpose 'Pitch deck access request', whatever else is sent", async () => {
    const body = pitchDeck({
      full_name: ' Ada Obi ',
      status: 'approved',
      report_type: 'impact_report',
      purpose: 'Send everything',
      sent_at: '2026-01-01T00:00:00.000Z',
      pitch_deck_file: 1,
    })
    await expectCreated(await postJson('/forms/pitch-deck', body))
    const row = await onlyRow(slugs.impactReportRequests, 'requester_email', body.email)
    expect(row).toMatchObject({
      report_type: 'pitch_deck',
      requester_name: 'Ada Obi',
      purpose: 'Pitch deck access request',
      status: 'pending',
      organization: null,
    })
    expect(row.sent_at).toBeFalsy()
    expect(row.pitch_deck_file).toBeFalsy()
  })

  it.each([
    ['full_name', 'missing', undefined, messages.required],
    ['full_name', 'blank', '  ', messages.required],
    ['full_name', 'too long', long(MAX_LENGTH.name + 1), messages.tooLong(MAX_LENGTH.name)],
    ['full_name', 'with a NUL character', 'Ada\u0000Obi', messages.unsupportedCharacter],
    ['email', 'missing', undefined, messages.required],
    ...BAD_EMAILS.map((email) => ['email', `'${email}'`, email, messages.email] as const),
    ['email', 'too long', emailOfLength(MAX_LENGTH.email + 1), messages.tooLong(MAX_LENGTH.email)],
  ] as const)(
    'refuses %s %s with its message and stores nothing',
    async (field, _case, value, message) => {
      const body = value === undefined ? without(pitchDeck(), field) : pitchDeck({ [field]: value })
      await expectFieldError(() => postJson('/forms/pitch-deck', body), field, message)
    },
  )

  it('accepts an address of exactly the longest length and a plus address', async () => {
    for (const email of [
      emailOfLength(MAX_LENGTH.email),
      `ada+rides-${unique()}@mail.example.co.uk`,
    ]) {
      await expectCreated(await postJson('/forms/pitch-deck', pitchDeck({ email })))
      await onlyRow(slugs.impactReportRequests, 'requester_email', email)
    }
  })
})

describe('POST /api/forms/impact-report', () => {
  it("stores one pending request with the default purpose 'Impact report download request' when none is given", async () => {
    const body = impactReport({
      status: 'approved',
      report_type: 'pitch_deck',
      approved_at: '2026-01-01T00:00:00.000Z',
    })
    await expectCreated(await postJson('/forms/impact-report', body))
    const row = await onlyRow(slugs.impactReportRequests, 'requester_email', body.requester_email)
    expect(row).toMatchObject({
      report_type: 'impact_report',
      requester_name: null,
      organization: null,
      purpose: 'Impact report download request',
      status: 'pending',
    })
    expect(row.approved_at).toBeFalsy()
  })

  it('stores the optional name, organization and purpose when given (blank ones as absent)', async () => {
    const body = impactReport({
      requester_name: 'Tunde Bello',
      organization: 'Grace Foundation',
      purpose: 'Board meeting in May',
    })
    await expectCreated(await postJson('/forms/impact-report', body))
    expect(
      await onlyRow(slugs.impactReportRequests, 'requester_email', body.requester_email),
    ).toMatchObject({
      requester_name: 'Tunde Bello',
      organization: 'Grace Foundation',
      purpose: 'Board meeting in May',
    })
    const blank = impactReport({ requester_name: '  ', organization: null, purpose: '' })
    await expectCreated(await postJson('/forms/impact-report', blank))
    expect(
      await onlyRow(slugs.impactReportRequests, 'requester_email', blank.requester_email),
    ).toMatchObject({
      requester_name: null,
      organization: null,
      purpose: 'Impact report download request',
    })
  })

  it.each([
    ['requester_email', 'missing', undefined, messages.required],
    ['requester_email', 'blank', ' ', messages.required],
    ...BAD_EMAILS.map((email) => ['requester_email', `'${email}'`, email, messages.email] as const),
    [
      'requester_email',
      'too long',
      emailOfLength(MAX_LENGTH.email + 1),
      messages.tooLong(MAX_LENGTH.email),
    ],
    ['requester_name', 'too long', long(MAX_LENGTH.name + 1), messages.tooLong(MAX_LENGTH.name)],
    [
      'organization',
      'too long',
      long(MAX_LENGTH.organization + 1),
      messages.tooLong(MAX_LENGTH.organization),
    ],
    ['purpose', 'too long', long(MAX_LENGTH.purpose + 1), messages.tooLong(MAX_LENGTH.purpose)],
    ['purpose', 'with a NUL character', 'Annual\u0000review', messages.unsupportedCharacter],
  ] as const)(
    'refuses %s %s with its message and stores nothing',
    async (field, _case, value, message) => {
      const body =
        value === undefined ? without(impactReport(), field) : impactReport({ [field]: value })
      await expectFieldError(() => postJson('/forms/impact-report', body), field, message)
    },
  )

  it('refuses a number or a list where text belongs', async () => {
    await expectFieldError(
      () => postJson('/forms/impact-report', impactReport({ requester_email: 42 })),
      'requester_email',
      'Please enter this as text.',
    )
    await expectFieldError(
      () => postJson('/forms/impact-report', impactReport({ organization: ['Grace'] })),
      'organization',
      'Please enter this as text.',
    )
  })
})

/* ------------------------------------------------------------------------------------------ */

/** One valid submission per endpoint, as a function of extra headers and fields. */
const ENDPOINTS = {
  volunteer: (extra: Record<string, string> = {}, headers?: Record<string, string>) =>
    postForm('/forms/volunteer', volunteer(extra), { headers }),
  sponsorship: (extra: Record<string, string> = {}, headers?: Record<string, string>) =>
    postForm('/forms/sponsorship', sponsorship(extra), { headers }),
  'pitch-deck': (extra: Record<string, string> = {}, headers?: Record<string, string>) =>
    postJson('/forms/pitch-deck', pitchDeck(extra), { headers }),
  'impact-report': (extra: Record<string, string> = {}, headers?: Record<string, string>) =>
    postJson('/forms/impact-report', impactReport(extra), { headers }),
}

describe('checks every public form shares', () => {
  it.each(Object.keys(ENDPOINTS))(
    '%s: a filled honeypot answers 201 as for a person, and nothing is stored',
    async (name) => {
      const answer = await sendStoringNothing(() =>
        ENDPOINTS[name as keyof typeof ENDPOINTS]({ website: 'https://cheap-pills.example' }),
      )
      expect(answer).toMatchObject({ status: 201, body: { ok: true } })
    },
  )

  it.each(Object.keys(ENDPOINTS))(
    '%s: a page on another site posting the form gets 403 and nothing is stored',
    async (name) => {
      const send = ENDPOINTS[name as keyof typeof ENDPOINTS]
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'not a url' },
        { 'sec-fetch-site': 'cross-site' },
      ]
      for (const headers of crossSite) {
        const answer = await sendStoringNothing(() => send({}, headers))
        expect(answer.status).toBe(403)
        expect(answer.body).toEqual({
          code: 'forbidden',
          error: 'Access denied. This form requires proper permissions to submit.',
        })
      }
    },
  )

  it('a form posted from our own origin is accepted', async () => {
    const before = await counts()
    await expectCreated(
      await ENDPOINTS['pitch-deck'](
        {},
        { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      ),
    )
    expect((await counts())[slugs.impactReportRequests]).toBe(
      before[slugs.impactReportRequests] + 1,
    )
  })

  it('a body of the wrong content type gets 415 and nothing is stored', async () => {
    const jsonToMultipart = await sendStoringNothing(() =>
      postJson('/forms/volunteer', volunteer()),
    )
    expect(jsonToMultipart).toMatchObject({
      status: 415,
      body: {
        code: 'unsupported_media_type',
        error: 'Please send this form as multipart/form-data.',
      },
    })
    const multipartToJson = await sendStoringNothing(() =>
      postForm('/forms/pitch-deck', pitchDeck() as Record<string, string>),
    )
    expect(multipartToJson).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type', error: 'Please send this form as application/json.' },
    })
    const urlEncoded = await sendStoringNothing(() =>
      callApi('/forms/impact-report', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(impactReport()).toString(),
      }),
    )
    expect(urlEncoded.status).toBe(415)
    const untyped = await sendStoringNothing(() =>
      callApi('/forms/pitch-deck', {
        method: 'POST',
        body: new TextEncoder().encode(JSON.stringify(pitchDeck())),
      }),
    )
    expect(untyped.status).toBe(415)
  })

  it('invalid JSON gets 400 bad_json and nothing is stored', async () => {
    const answer = await sendStoringNothing(() =>
      callApi('/forms/pitch-deck', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"full_name": "Ada", "email": ',
      }),
    )
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'bad_json', error: 'The request is not valid JSON.' },
    })
  })

  it('a truncated multipart body of an otherwise valid form gets 400 and nothing is stored', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(volunteer())) form.append(name, value as string)
    const { body, headers } = await encodeForm(form)
    const answer = await sendStoringNothing(() =>
      callApi('/forms/volunteer', {
        method: 'POST',
        headers,
        body: body.subarray(0, body.length - 8),
      }),
    )
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'invalid', error: 'The form could not be read. Please try again.' },
    })
  })

  it('the documented limits: 300 a form per address (a church hall on one Wi-Fi), 5 a form per e-mail, an hour', async () => {
    const { rateLimits } = await import('@/lib/rateLimit')
    expect(rateLimits()['pitch-deck']).toEqual({ max: 300, windowSeconds: 3600 })
    expect(rateLimits()['form-email']).toEqual({ max: 5, windowSeconds: 3600 })
  })

  it('past the limit from one address within the hour: 429 with Retry-After and a readable message; another address still passes', async () => {
    // 20 here, to keep the test short; the default is checked above.
    vi.stubEnv('RATE_LIMIT_FORMS_PER_HOUR', '20')
    // The window is the clock hour: the limiter's clock stands in the middle of one, so all 21 requests share it.
    limiterClock.now = middleOfNextWindow(3600)
    onTestFinished(() => {
      limiterClock.now = undefined
      vi.stubEnv('RATE_LIMIT_FORMS_PER_HOUR', undefined)
    })
    const address = unusedAddress()
    for (let i = 1; i <= 20; i++) {
      const response = await postJson('/forms/pitch-deck', pitchDeck(), { address })
      expect(response.status, `request ${i}`).toBe(201)
    }
    const answer = await sendStoringNothing(() =>
      postJson('/forms/pitch-deck', pitchDeck(), { address }),
    )
    expect(answer.status).toBe(429)
    expect(answer.body.code).toBe('rate_limited')
    expect(answer.headers.get('retry-after')).toBe('1800')
    expect(answer.body.error).toBe(
      'Too many requests from your network. Please try again in 30 minutes.',
    )
    // Each form counts on its own, and other addresses are not affected.
    await expectCreated(await postJson('/forms/impact-report', impactReport(), { address }))
    await expectCreated(
      await postJson('/forms/pitch-deck', pitchDeck(), { address: unusedAddress() }),
    )
  })

  it('the 6th request of one form with one e-mail within the hour gets 429, from whatever address; other e-mails and forms still pass', async () => {
    limiterClock.now = middleOfNextWindow(3600)
    onTestFinished(() => {
      limiterClock.now = undefined
    })
    const email = `again-${unique()}@example.org`
    const from = (i: number) => ({ address: `198.51.100.${i}` })
    for (let i = 1; i <= 5; i++)
      await expectCreated(
        await postJson('/forms/impact-report', impactReport({ requester_email: email }), from(i)),
      )
    const answer = await sendStoringNothing(() =>
      postJson(
        '/forms/impact-report',
        impactReport({ requester_email: email.toUpperCase() }),
        from(6),
      ),
    )
    expect(answer.status).toBe(429)
    expect(answer.body.code).toBe('rate_limited')
    expect(answer.headers.get('retry-after')).toBe('1800')
    expect(answer.body.error).toBe(
      'This form was sent too many times with this e-mail address. Please try again in 30 minutes.',
    )
    await expectCreated(await postJson('/forms/pitch-deck', pitchDeck({ email }), from(7)))
    await expectCreated(await postJson('/forms/impact-report', impactReport(), from(8)))
  })
})

/* ------------------------------------------------------------------------------------------ */

describe('admin notifications of report and pitch-deck requests', () => {
  const runJobs = () => payload.jobs.run({ limit: 500 })
  const outboxFor = async (to: string) =>
    (
      await payload.find({
        collection: slugs.emailOutbox,
        where: { to: { equals: to } },
        overrideAccess: true,
        limit: 50,
      })
    ).docs

  it.each([
    // A pitch deck is decided on its own page, opened at the request's dialog; a report request on its record.
    [
      'pitch-deck',
      'Pitch deck request',
      /\/admin\/pitch-deck-requests\?request=\d+/,
      (name: string) => postJson('/forms/pitch-deck', pitchDeck({ full_name: name })),
    ],
    [
      'impact-report',
      'Impact report request',
      /\/admin\/collections\/impact-report-requests\/\d+/,
      (name: string) =>
        postJson(
          '/forms/impact-report',
          impactReport({ requester_name: name, organization: 'Grace & Co' }),
        ),
    ],
  ] as const)(
    '%s: one e-mail per active admin who may view reports, with the visitor text escaped in HTML',
    async (_name, what, reviewLink, send) => {
      // Admins created now only hear of requests made from now on.
      await runJobs()
      const superAdmin = await createUser(payload, { role: 'super_admin' })
      const reader = await createUser(payload, {
        role: 'admin',
        permissions: { ...allSections(false, false), reports: { can_view: true, can_edit: false } },
      })
      const inactive = await createUser(payload, {
        role: 'admin',
        is_active: false,
        permissions: allSections(true, true),
      })
      const noReports = await createUser(payload, {
        role: 'admin',
        permissions: { ...allSections(true, true), reports: { can_view: false, can_edit: false } },
      })

      const visitor = `Ada <script>alert("x")</script> & Sons ${unique()}`
      await expectCreated(await send(visitor))
      // Nothing is sent inside the request: the e-mails wait in the queue.
      expect(await outboxFor(superAdmin.email)).toHaveLength(0)
      await runJobs()

      for (const admin of [superAdmin, reader]) {
        const mails = await outboxFor(admin.email)
        expect(mails, admin.email).toHaveLength(1)
        const [mail] = mails
        expect(mail.subject).toContain(`${what} from Ada <script>`)
        expect(mail.text).toContain(`Name: ${visitor}`)
        expect(mail.html).toContain(
          `Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons`,
        )
        expect(mail.html).not.toContain('<script>')
        expect(mail.html).toMatch(reviewLink)
        // A link a mail program can open, and the time on a Nigerian clock in the spec's format.
        expect(mail.text).toMatch(
          new RegExp(`Review it: http://localhost:\\d+${reviewLink.source}`),
        )
        expect(mail.text).toMatch(/Received: [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} \(Lagos time\)/)
      }
      expect(await outboxFor(inactive.email)).toHaveLength(0)
      expect(await outboxFor(noReports.email)).toHaveLength(0)
    },
  )
})
