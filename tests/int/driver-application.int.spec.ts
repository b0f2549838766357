// Issue #19, a member applies to drive from the public site (/rides/drive, its server action, with
// or without JavaScript): the driver is stored waiting to be verified, with both papers belonging
// to their church, and e-mailed, all at once; every refusal names its field and stores nothing; the
// same application sent twice at once is one driver.
import fs from 'node:fs/promises'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { driverAction } from '@/lib/forms/actions'
import { messages } from '@/lib/forms/rules'
import { idleFormState, SENT } from '@/lib/forms/state'
import { parseDay } from '@/lib/rides/driverApplication'
import { uploadDir } from '@/lib/storage/paths'

import { unusedAddress } from '../helpers/api'
import { dayFromNow, seedActiveChurch } from '../helpers/churches'
import {
  jpegWithGps,
  pdfFile,
  pixelBombPng,
  pngFile,
  svgFile,
  type TestFile,
} from '../helpers/files'
import { getTestPayload } from '../helpers/payload'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
let chapel: Awaited<ReturnType<typeof seedActiveChurch>>

const copy = ridesCopy.drive

beforeAll(async () => {
  payload = await getTestPayload()
  chapel = await seedActiveChurch(payload, 'Applying Chapel')
})

const asFile = (file: TestFile) =>
  new File([new Uint8Array(file.data)], file.name, { type: file.mimetype })

const day = (days: number) => dayFromNow(days).slice(0, 10)

const application = async (
  overrides: Record<string, string | File | null> = {},
): Promise<FormData> => {
  const fields: Record<string, string | File | null> = {
    church: String(chapel.church),
    name: 'Chioma Nwosu',
    email: `chioma-${Math.random().toString(36).slice(2)}@example.org`,
    phone: '+234 803 555 0300',
    emergency_contact_name: 'Obi Nwosu',
    emergency_contact_phone: '+234 803 555 0301',
    licence_number: 'LAG-CN-2231',
    licence_expiry: day(400),
    vehicle: 'Toyota Corolla, blue',
    plate: 'kja-221-ab',
    seats: '4',
    roadworthiness_document: asFile(pdfFile('roadworthy.pdf')),
    roadworthiness_expiry: day(200),
    insurance_document: asFile(await pngFile('insurance-photo.png')),
    insurance_expiry: day(300),
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value)
  return form
}

/** The action's answer: a redirect's address, or the state it renders again. */
const send = async (form: FormData) => {
  requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
  try {
    return { state: await driverAction(idleFormState, form), location: null }
  } catch (error) {
    return { state: null, location: (error as { digest?: string }).digest?.split(';')[2] ?? null }
  }
}

const driversWith = async (email: string) =>
  (
    await payload.find({
      collection: slugs.drivers,
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const count = async (table: 'drivers' | 'driver_documents') =>
  Number(
    (
      (await payload.db.drizzle.execute(sql.raw(`select count(*)::int as n from ${table}`)))
        .rows[0] as { n: number }
    ).n,
  )

describe('applying to drive', () => {
  it('stores the driver waiting to be verified, with both papers of their church, and e-mails them', async () => {
    const form = await application()
    const email = String(form.get('email'))
    const { location } = await send(form)
    expect(location).toBe(`/rides/drive?sent=${SENT.driver}#${SENT.driver}`)
    const [driver] = await driversWith(email)
    expect(driver).toMatchObject({
      church: chapel.church,
      name: 'Chioma Nwosu',
      status: 'pending',
      plate: 'KJA-221-AB',
      seats: 4,
      licence_expiry: parseDay(day(400)),
      insurance_expiry: parseDay(day(300)),
    })
    for (const field of ['roadworthiness_document', 'insurance_document'] as const) {
      const paper = await payload.findByID({
        collection: slugs.driverDocuments,
        id: driver[field] as number,
        overrideAccess: true,
        depth: 0,
      })
      expect(paper.church).toBe(chapel.church)
      // Stored under a name of its own, never the file's (which often names the driver).
      expect(paper.filename).toMatch(/^paper-\d+-[0-9a-f]{6}\.(pdf|png)$/)
    }
    await payload.jobs.run({ limit: 50 })
    const mails = await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: email } },
      overrideAccess: true,
    })
    expect(mails.docs.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('your application to drive'),
    ])
  })

  it('every refusal names its field, keeps what was typed, and stores nothing', async () => {
    const before = [await count('drivers'), await count('driver_documents')]
    const exe = new File([new Uint8Array(Buffer.from('MZ\x90\x00not a pdf'))], 'licence.pdf', {
      type: 'application/pdf',
    })
    const tooBig = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    })
    const png = (await pngFile('insurance.png')).data
    const cutOff = new File([new Uint8Array(png.subarray(0, png.length - 24))], 'insurance.png', {
      type: 'image/png',
    })
    const named = (paper: string) => ({
      type: `The ${paper} must be a PDF or a photo (JPG, PNG, WebP).`,
      size: `The ${paper} must be a file smaller than 5MB.`,
      pixels: `The photo of the ${paper} is too large to read (over 40 megapixels). Please choose a smaller photo or a PDF.`,
      unreadable: `The photo of the ${paper} cannot be read: it may be damaged or cut off. Please choose another photo or a PDF.`,
    })
    const insurance = named('insurance certificate')
    const roadworthiness = named('roadworthiness certificate')
    const cases: [Record<string, string | File | null>, Record<string, string>][] = [
      [{ church: '999999' }, { church: copy.churchError }],
      [
        { roadworthiness_document: null },
        {
          roadworthiness_document: 'Please choose the file of your roadworthiness certificate.',
        },
      ],
      // Issue #29: a refused paper is named, since the notice beside the button shows one error.
      [{ insurance_document: exe }, { insurance_document: insurance.type }],
      [{ roadworthiness_document: exe }, { roadworthiness_document: roadworthiness.type }],
      [{ insurance_document: asFile(svgFile()) }, { insurance_document: insurance.type }],
      // Issue #29: a 30000 x 30000 image was accepted as a paper.
      [{ insurance_document: asFile(pixelBombPng()) }, { insurance_document: insurance.pixels }],
      [{ roadworthiness_document: tooBig }, { roadworthiness_document: roadworthiness.size }],
      [{ insurance_document: cutOff }, { insurance_document: insurance.unreadable }],
      [{ insurance_expiry: day(-2) }, { insurance_expiry: copy.expired }],
      [{ licence_expiry: '31/02/2027' }, { licence_expiry: copy.dateError }],
      [{ seats: '40' }, { seats: copy.seatsError(18) }],
      [{ email: 'not-an-email' }, { email: messages.email }],
    ]
    for (const [change, errors] of cases) {
      const { state } = await send(await application({ name: 'Typed Name', ...change }))
      expect(state).toMatchObject({ status: 'invalid', fieldErrors: errors })
      expect(state?.values.name).toBe('Typed Name')
    }
    expect([await count('drivers'), await count('driver_documents')]).toEqual(before)
  })

  it('a photographed paper is stored without its EXIF (the GPS position of where it was taken)', async () => {
    const photo = await jpegWithGps('IMG_2041.jpg')
    expect((await sharp(photo.data).metadata()).exif).toBeDefined()
    const form = await application({ insurance_document: asFile(photo) })
    expect((await send(form)).location).toBe(`/rides/drive?sent=${SENT.driver}#${SENT.driver}`)
    const [driver] = await driversWith(String(form.get('email')))
    const paper = await payload.findByID({
      collection: slugs.driverDocuments,
      id: driver.insurance_document as number,
      overrideAccess: true,
      depth: 0,
    })
    const stored = await fs.readFile(
      path.join(uploadDir(slugs.driverDocuments), paper.filename as string),
    )
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined])
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false)
  })

  it('takes a date as a phone without a date picker sends it, and a church no longer active is refused', async () => {
    const form = await application({ licence_expiry: '05/03/2031' })
    expect((await send(form)).location).toBe(`/rides/drive?sent=${SENT.driver}#${SENT.driver}`)
    const [driver] = await driversWith(String(form.get('email')))
    expect(driver.licence_expiry).toBe('2031-03-05T12:00:00.000Z')

    const closed = await seedActiveChurch(payload, 'Closed Chapel')
    await payload.db.drizzle.execute(
      sql`update churches set status = 'rejected' where id = ${closed.church}`,
    )
    const { state } = await send(await application({ church: String(closed.church) }))
    expect(state?.fieldErrors).toMatchObject({ church: copy.churchError })
  })

  it('the same application sent twice at once is one driver; the second is told it is in', async () => {
    const email = `twice-${Date.now()}@example.org`
    const answers = await Promise.all([
      send(await application({ email })),
      send(await application({ email })),
    ])
    expect(answers.filter((answer) => answer.location)).toHaveLength(1)
    expect(answers.find((answer) => answer.state)?.state?.fieldErrors).toEqual({
      email: copy.already('Applying Chapel'),
    })
    expect(await driversWith(email)).toHaveLength(1)
  })
})
