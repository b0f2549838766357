// A person's rights (issue #32): everything held about an e-mail address, found whatever its letter
// case, in one machine-readable file with their files; and erasure, which leaves no personal field
// of theirs while the accounts, the totals and everyone else's records stay as they were.
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { GET as checkLink } from '@/app/(frontend)/my-data/[token]/check/route'
import { GET as download } from '@/app/(frontend)/my-data/[token]/download/route'
import { POST as postErase } from '@/app/(frontend)/my-data/[token]/erase/route'
import { POST as postCorrect } from '@/app/(frontend)/my-data/[token]/correct/route'
import MyDataPage from '@/app/(frontend)/my-data/[token]/page'
import { POST as postLinkRequest } from '@/app/(frontend)/my-data/link/route'
import { myDataCopy } from '@/copy/dataRequests'
import { rowsOf } from '@/lib/db/rows'
import { completeErasure, erasureMessages } from '@/lib/privacy/erase'
import { exportPersonalData } from '@/lib/privacy/export'

import { seedActiveChurch, seedBooking, seedBusRun } from '../helpers/churches'
import { messagesTo, newNumber } from '../helpers/messaging'
import { queuedEmailsTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { seedDonation, seedPersonEverywhere } from '../helpers/personalData'
import { createUser } from '../helpers/users'

vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
const EMAIL = 'Ada.Obi@Example.org'
const NAME = 'Ada Obi'
let seeded: Awaited<ReturnType<typeof seedPersonEverywhere>>

beforeAll(async () => {
  payload = await getTestPayload()
  seeded = await seedPersonEverywhere(payload, EMAIL, NAME)
})

describe('Download my data', () => {
  it('returns every record held for the address across the collections, with the files', async () => {
    const file = await exportPersonalData(payload, { kind: 'email', email: 'ada.obi@example.org' })
    const ids = Object.fromEntries(
      file.collections.map((c) => [c.collection, c.records.map((r) => r.id)]),
    )
    expect(ids).toEqual({
      [slugs.donations]: [seeded.donation],
      [slugs.paystackTransactions]: [seeded.transaction],
      [slugs.monthlyGifts]: [seeded.monthly],
      [slugs.pledges]: [seeded.pledge],
      [slugs.transferGifts]: [seeded.transferGift],
      [slugs.rideBookings]: [seeded.booking],
      [slugs.standingBookings]: [seeded.standing],
      [slugs.rideRequests]: [seeded.rideRequest],
      [slugs.drivers]: [seeded.driver],
      [slugs.churches]: [seeded.contactChurch],
      [slugs.busRuns]: [seeded.run],
      [slugs.sponsorshipApplications]: [seeded.sponsorship],
      [slugs.volunteerApplications]: [seeded.volunteer],
      [slugs.impactReportRequests]: [seeded.request],
      [slugs.emailOutbox]: [seeded.outbox],
      // Texts to the phones on Ada's records are not shown to an e-mail's request: nothing proved
      // those numbers hers (anyone may book with their own e-mail and another's phone).
      [slugs.messages]: [],
      // A seat request waits for its phone's code 10 minutes at most (issue #33): none here.
      [slugs.phoneCodes]: [],
      // A safeguarding concern is found by the reporter's phone (issue #34): none reported here.
      [slugs.concerns]: [],
      [slugs.teamMembers]: [seeded.teamMember],
      [slugs.users]: [seeded.user],
      [slugs.auditLog]: [expect.any(Number)],
      [slugs.dataRequests]: [],
      // The seed gives no consent (issue #32): the map looks for them all the same.
      [slugs.consents]: [],
    })
    const records = (slug: string) =>
      file.collections.find((c) => c.collection === slug)?.records ?? []
    const [donation] = records(slugs.donations)
    expect(donation.fields).toMatchObject({
      donor_name: NAME,
      donor_email: EMAIL,
      amount: 5000,
      reference: seeded.reference,
      project: { id: seeded.project },
    })
    expect(records(slugs.rideBookings)[0].fields).toMatchObject({
      guardian_name: `${NAME}'s mother`,
      bus_run: { id: seeded.run, title: 'Ikeja bus' },
    })
    // A concern reported with that number is reached only by the phone itself, never through the
    // e-mail's records (it would tell whoever booked with the number who reported them).
    const concern = await payload.create({
      collection: slugs.concerns,
      data: {
        status: 'new',
        what_happened: 'The driver was on the phone while driving.',
        reporter_phone: '+2348033334444',
        reported_at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const concernsOf = async (subject: Parameters<typeof exportPersonalData>[1]) =>
      (await exportPersonalData(payload, subject)).collections
        .find((c) => c.collection === slugs.concerns)
        ?.records.map((record) => record.id)
    expect(await concernsOf({ kind: 'email', email: EMAIL })).toEqual([])
    expect(await concernsOf({ kind: 'phone', phone: '+2348033334444' })).toEqual([concern.id])
    await payload.delete({ collection: slugs.concerns, id: concern.id, overrideAccess: true })
    // Asked with the phone itself (its link went to that phone), the texts to it are there.
    const byPhone = await exportPersonalData(payload, { kind: 'phone', phone: '+2348033334444' })
    expect(
      byPhone.collections
        .find((c) => c.collection === slugs.messages)
        ?.records.map((record) => record.fields),
    ).toEqual([
      expect.objectContaining({ to: '+2348033334444', text: `${NAME}, your seat is confirmed.` }),
    ])
    // The files themselves, readable back from the file.
    const [resume] = records(slugs.volunteerApplications)[0].files
    expect(resume).toMatchObject({ field: 'resume', filename: expect.stringMatching(/\.docx$/) })
    expect(
      Buffer.from(resume.base64 ?? '', 'base64')
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
    const papers = records(slugs.drivers)[0].files
    expect(papers.map((p) => p.field)).toEqual(['roadworthiness_document', 'insurance_document'])
    expect(
      Buffer.from(papers[0].base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const [logo] = records(slugs.sponsorshipApplications)[0].files
    expect(logo.mimeType).toBe('image/png')
    expect(logo.size).toBeGreaterThan(0)
    // Nothing of anyone else.
    expect(JSON.stringify(file)).not.toContain('pastor@example.org')
  })
})

/** Every table's rows that still quote `needle` anywhere (case-insensitive), as 'table: count'. */
const tablesQuoting = async (needles: string[]): Promise<string[]> => {
  const tables = rowsOf<{ name: string }>(
    await payload.db.drizzle.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  )
  const found: string[] = []
  for (const { name } of tables) {
    const matches = sql.join(
      needles.map((needle) => sql`lower(t::text) like ${`%${needle.toLowerCase()}%`}`),
      sql` or `,
    )
    const [row] = rowsOf<{ count: string }>(
      await payload.db.drizzle.execute(
        sql`select count(*)::text as count from ${sql.identifier(name)} t where ${matches}`,
      ),
    )
    if (Number(row.count)) found.push(`${name}: ${row.count}`)
  }
  return found
}

const erasureRequest = async (email: string) =>
  (
    await payload.create({
      collection: slugs.dataRequests,
      data: { kind: 'erasure', email, status: 'open', received_at: new Date().toISOString() },
      overrideAccess: true,
    })
  ).id

describe('Erase my data', () => {
  it('leaves no personal field of the person anywhere, keeps their gifts for the accounts, and changes no total or anyone else’s record', async () => {
    const other = await seedDonation(payload, {
      email: 'kemi@example.org',
      name: 'Kemi Ade',
      amount: 7000,
      project: seeded.project,
    })
    const totals = async () =>
      rowsOf<{ project_id: number; total: string; gifts: string }>(
        await payload.db.drizzle.execute(sql`
          select project_id, sum(amount)::text as total, count(*)::text as gifts from donations
          where status = 'completed' group by project_id order by project_id`),
      )
    const othersText = await payload.create({
      collection: slugs.messages,
      data: {
        direction: 'out',
        channel: 'sms',
        to: '+2348059990000',
        text: 'Seat confirmed.',
        status: 'delivered',
        attempts: 1,
      },
      overrideAccess: true,
    })
    const totalsBefore = await totals()
    const otherBefore = await payload.findByID({
      collection: slugs.donations,
      id: other.donation,
      overrideAccess: true,
    })
    const request = await erasureRequest('ADA.OBI@example.org')
    const superAdmin = await createUser(payload, { role: 'super_admin' })

    const outcome = await completeErasure(payload, superAdmin, request)

    expect(outcome.ok).toBe(true)
    // Only the request itself still names the address (the record that it was answered), and the
    // e-mail that tells the person it is done, waiting to be sent.
    expect(
      await tablesQuoting([
        EMAIL,
        NAME,
        '803 111 222',
        '803 333 4444',
        '8033334444',
        '8031112223',
        '12 Allen Avenue',
      ]),
    ).toEqual(['data_requests: 1', 'payload_jobs: 1'])
    const [told] = await queuedEmailsTo(payload, EMAIL)
    expect(told.subject).toContain('your data is erased')
    expect(told.text).toContain('What we did: Donations: 1 anonymised;')
    expect(told.text).not.toContain(NAME)
    const gift = await payload.findByID({
      collection: slugs.donations,
      id: seeded.donation,
      depth: 0,
      overrideAccess: true,
    })
    expect(gift).toMatchObject({
      amount: 5000,
      reference: seeded.reference,
      project: seeded.project,
      status: 'completed',
      donor_name: null,
      donor_phone: null,
      donor_email: `erased-${seeded.donation}@erased.invalid`,
      is_anonymous: true,
    })
    expect(await totals()).toEqual(totalsBefore)
    expect(
      (
        await payload.findByID({
          collection: slugs.messages,
          id: othersText.id,
          overrideAccess: true,
        })
      ).text,
    ).toBe('Seat confirmed.')
    expect(
      await payload.findByID({
        collection: slugs.donations,
        id: other.donation,
        overrideAccess: true,
      }),
    ).toEqual(otherBefore)
    // Their files are gone; a booking stays (the run's seats count it) with no one named.
    for (const [collection, id] of [
      [slugs.volunteerResumes, seeded.resume],
      [slugs.sponsorLogos, seeded.logo],
      [slugs.driverDocuments, seeded.paper],
      [slugs.drivers, seeded.driver],
      [slugs.standingBookings, seeded.standing],
    ] as const)
      expect(
        await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true }),
        collection,
      ).toBeNull()
    expect(
      await payload.findByID({
        collection: slugs.rideBookings,
        id: seeded.booking,
        overrideAccess: true,
      }),
    ).toMatchObject({ passenger_name: 'Erased', phone: '', guardian_name: null, people: 1 })
    // The request is completed with what was done; the trail says so, without the erased data.
    const done = await payload.findByID({
      collection: slugs.dataRequests,
      id: request,
      overrideAccess: true,
    })
    expect(done).toMatchObject({
      status: 'completed',
      completed_by: expect.objectContaining({ id: superAdmin.id }),
    })
    expect(done.outcome).toContain('Donations: 1 anonymised')
    const { docs: trail } = await payload.find({
      collection: slugs.auditLog,
      where: {
        and: [{ action: { equals: 'erase' } }, { document_id: { equals: String(request) } }],
      },
      overrideAccess: true,
    })
    expect(trail).toHaveLength(1)
    expect(trail[0].summary).toBe(
      `Erasure for data request #${request}: Donations: 1 anonymised; Card payments: 1 anonymised; Monthly gifts: 1 anonymised; Pledges: 1 deleted; Monthly giving by bank transfer: 1 deleted; Ride bookings: 1 anonymised; Every-week ride bookings: 1 deleted; Ride requests where no ride went: 1 deleted; Driver records: 1 deleted; Church registrations: 1 anonymised; Bus runs you coordinate: 1 anonymised; Sponsorship applications: 1 deleted; Volunteer applications: 1 deleted; Report and pitch-deck requests: 1 deleted; E-mails we sent you: 1 deleted; Text messages: 2 deleted; Team profile: 1 deleted; Back-office account: 1 anonymised; Changes you made in the back office: 1 anonymised`,
    )
    // Done once: a second click finds the request completed.
    expect(await completeErasure(payload, superAdmin, request)).toEqual({
      ok: false,
      blockers: [expect.stringContaining('Only an open erasure request')],
    })
  })

  it('waits while a gift batch not yet committed names the person, and erases nothing', async () => {
    const email = 'bisi.batch@example.org'
    const general = await payload.find({
      collection: slugs.funds,
      where: { is_default: { equals: true } },
      depth: 0,
      overrideAccess: true,
    })
    await payload.create({
      collection: slugs.giftBatches,
      data: {
        label: 'Vigil offering',
        status: 'open',
        counted_on: new Date().toISOString(),
        gifts: [{ amount: 500, fund: general.docs[0].id, method: 'cash', donor_email: email }],
      },
      overrideAccess: true,
    })
    const request = await erasureRequest(email)
    const superAdmin = await createUser(payload, { role: 'super_admin' })
    expect(await completeErasure(payload, superAdmin, request)).toEqual({
      ok: false,
      blockers: [erasureMessages.openBatch],
    })
    expect(await tablesQuoting([email])).toEqual(['data_requests: 1', 'gift_batches_gifts: 1'])
  })

  it('waits while a monthly gift still charges the person, and erases nothing', async () => {
    const email = 'tunde@example.org'
    const { donation } = await seedDonation(payload, {
      email,
      name: 'Tunde',
      amount: 3000,
      project: seeded.project,
    })
    await payload.create({
      collection: slugs.monthlyGifts,
      data: {
        donor_email: email,
        amount: 3000,
        status: 'active',
        first_donation: donation,
        plan_code: 'PLN_tunde',
        currency: 'NGN',
        failed_charges: 0,
      },
      overrideAccess: true,
    })
    const request = await erasureRequest(email)
    const superAdmin = await createUser(payload, { role: 'super_admin' })
    expect(await completeErasure(payload, superAdmin, request)).toEqual({
      ok: false,
      blockers: [erasureMessages.activeGift],
    })
    expect(await tablesQuoting([email])).toEqual([
      'data_requests: 1',
      'donations: 1',
      'monthly_gifts: 1',
      'paystack_transactions: 1',
    ])
  })
})

const SITE = 'http://localhost:3000'

const post = (path: string, fields: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `10.88.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: new URLSearchParams(fields),
  })

/** The My data e-mails queued to `email`. */
const linksTo = async (email: string) =>
  (await queuedEmailsTo(payload, email)).filter((input) => input.subject.includes('My data'))

const page = async (token: string, query: Record<string, string> = {}) =>
  renderToStaticMarkup(
    await MyDataPage({ params: Promise.resolve({ token }), searchParams: Promise.resolve(query) }),
  ).replace(/<!-- -->/g, '')

describe('My data, asked for from the site', () => {
  it('answers every address alike, e-mails a signed link only to an address we hold, and opens it in words, as a file, and for requests', async () => {
    const email = 'bola@example.org'
    const project = seeded.project
    await seedDonation(payload, { email, name: 'Bola Ige', amount: 4000, project })

    const asks = await Promise.all(
      ['Bola@Example.org', 'nobody-here@example.org'].map((address) =>
        postLinkRequest(post('/my-data/link', { email: address, website: '' })),
      ),
    )
    expect(asks.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [303, '/my-data?sent=1'],
      [303, '/my-data?sent=1'],
    ])
    expect(await linksTo('nobody-here@example.org')).toEqual([])
    // A second link the same day: another e-mail, still one access request on staff's list.
    await postLinkRequest(post('/my-data/link', { email, website: '' }))
    const mails = await linksTo(email)
    expect(mails).toHaveLength(2)
    const [mail] = mails
    const token = /\/my-data\/([^\s/]+)/.exec(mail.text)?.[1] ?? ''
    expect(token).toMatch(/^\d+\.\d+\.[\w-]{43}$/)
    // The address is nowhere in the link.
    expect(mail.text).not.toMatch(/my-data\/[^\s]*bola/i)

    const html = await page(token)
    expect(html).toContain(myDataCopy.page.heading(email))
    expect(html).toContain('Bola Ige')
    expect(html).toContain('Donations (1)')
    expect(html).toContain(`href="/my-data/${token}/download"`)

    const file = await download(new Request(`${SITE}/my-data/${token}/download`), {
      params: Promise.resolve({ token }),
    })
    expect(file.headers.get('cache-control')).toBe('no-store')
    expect(file.headers.get('content-disposition')).toContain('attachment')
    const json = (await file.json()) as {
      email: string
      collections: { collection: string; records: unknown[] }[]
    }
    expect(json.email).toBe(email)
    expect(json.collections.find((c) => c.collection === slugs.donations)?.records).toHaveLength(1)

    const params = { params: Promise.resolve({ token }) }
    const erase = await postErase(post(`/my-data/${token}/erase`, {}), params)
    expect(erase.headers.get('location')).toBe(`/my-data/${token}?done=erase`)
    await postErase(post(`/my-data/${token}/erase`, {}), params)
    const empty = await postCorrect(
      post(`/my-data/${token}/correct`, { name: ' ', phone: '' }),
      params,
    )
    expect(empty.headers.get('location')).toBe(`/my-data/${token}?error=empty`)
    const badPhone = await postCorrect(
      post(`/my-data/${token}/correct`, { name: 'Bolanle Ige', phone: '12' }),
      params,
    )
    expect(badPhone.headers.get('location')).toBe(`/my-data/${token}?error=phone`)
    expect(await page(token, { error: 'phone' })).toContain('Please enter a valid phone number.')
    // A correction is made at once on every record holding the name, and recorded as done.
    const corrected = await postCorrect(
      post(`/my-data/${token}/correct`, { name: 'Bolanle  Ige ', phone: '' }),
      params,
    )
    expect(corrected.headers.get('location')).toBe(`/my-data/${token}?done=correct`)
    expect(await page(token, { done: 'correct' })).toContain(myDataCopy.correct.done)
    const { docs: gifts } = await payload.find({
      collection: slugs.donations,
      where: { donor_email: { equals: email } },
      overrideAccess: true,
    })
    expect(gifts.map((gift) => gift.donor_name)).toEqual(['Bolanle Ige'])
    const { docs: requests } = await payload.find({
      collection: slugs.dataRequests,
      where: { email: { equals: email } },
      sort: 'id',
      overrideAccess: true,
    })
    expect(requests.map((r) => [r.kind, r.status, r.details ?? null, r.outcome])).toEqual([
      ['access', 'completed', null, expect.stringContaining('Answered at once')],
      ['erasure', 'open', 'Asked from My data.', null],
      [
        'correction',
        'completed',
        'Asked from My data. Name: Bolanle Ige',
        'Corrected at once: Donations: 1 corrected.',
      ],
    ])
    const { docs: trail } = await payload.find({
      collection: slugs.auditLog,
      where: { document_id: { equals: String(requests[2].id) } },
      overrideAccess: true,
    })
    expect(trail.map((entry) => entry.summary)).toEqual([
      `Correction for data request #${requests[2].id}: Donations: 1 corrected.`,
    ])
    expect(await page(token, { done: 'erase' })).toContain(myDataCopy.erase.done)

    // A tampered link shows nothing of anyone.
    const tampered = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    const refused = await page(tampered)
    expect(refused).toContain(myDataCopy.refused.title)
    expect(refused).not.toContain('Bola')
    // The proxy asks the check route first, so a refused link's page is a 404 (src/proxy.ts).
    const check = async (value: string) =>
      (
        await checkLink(new Request(`${SITE}/my-data/${value}/check`), {
          params: Promise.resolve({ token: value }),
        })
      ).status
    expect([await check(token), await check(tampered)]).toEqual([204, 404])
  })
})

describe('My data, asked for by phone', () => {
  it('texts a link only to a number we hold, answers an unknown number alike, and opens, corrects and erases by that number', async () => {
    const { church, service } = await seedActiveChurch(payload, 'Phone-only Chapel')
    const run = await seedBusRun(payload, { church, service })
    const phone = newNumber()
    // Booked with a confirmed phone and no e-mail (issue #33).
    const booking = await seedBooking(
      payload,
      { run, church },
      { code: 'PHONE-ONLY-1', passenger_name: 'Chidi Okafor', phone, notify_by: 'sms' },
    )
    const unknown = newNumber()
    // Typed as people type it: 0803… and spaces.
    const local = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`
    const asks = await Promise.all(
      [phone, unknown].map((number) =>
        postLinkRequest(post('/my-data/link', { email: '', phone: local(number), website: '' })),
      ),
    )
    expect(asks.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [303, '/my-data?sent=text'],
      [303, '/my-data?sent=text'],
    ])
    const bad = await postLinkRequest(
      post('/my-data/link', { email: '', phone: '12', website: '' }),
    )
    expect(bad.headers.get('location')).toBe('/my-data?error=phone')
    expect(await messagesTo(payload, unknown)).toEqual([])
    const texts = await messagesTo(payload, phone)
    expect(texts.map((text) => [text.channel, text.direction])).toEqual([['sms', 'out']])
    const token = /\/my-data\/([^\s/]+)/.exec(texts[0].text ?? '')?.[1] ?? ''
    expect(token).toMatch(/^\d+\.\d+\.[\w-]{43}$/)
    // The text names no one, and the number is nowhere in the link.
    expect(texts[0].text).not.toContain('Chidi')
    expect(texts[0].text).not.toContain(phone.slice(4))
    const { docs: access } = await payload.find({
      collection: slugs.dataRequests,
      where: { phone: { equals: phone } },
      overrideAccess: true,
    })
    expect(access.map((r) => [r.kind, r.email ?? null])).toEqual([['access', null]])

    const html = await page(token)
    expect(html).toContain('Chidi Okafor')
    expect(html).toContain('Ride bookings (1)')
    expect(html).not.toContain('Ada Obi')

    const params = { params: Promise.resolve({ token }) }
    const corrected = await postCorrect(
      post(`/my-data/${token}/correct`, { name: 'Chidi Okafor-Eze', phone: '' }),
      params,
    )
    expect(corrected.headers.get('location')).toBe(`/my-data/${token}?done=correct`)
    const stored = await payload.findByID({
      collection: slugs.rideBookings,
      id: booking.id,
      overrideAccess: true,
    })
    expect(stored.passenger_name).toBe('Chidi Okafor-Eze')

    await postErase(post(`/my-data/${token}/erase`, {}), params)
    const { docs: erasures } = await payload.find({
      collection: slugs.dataRequests,
      where: { and: [{ phone: { equals: phone } }, { kind: { equals: 'erasure' } }] },
      overrideAccess: true,
    })
    expect(erasures).toHaveLength(1)
    const superAdmin = await createUser(payload, { role: 'super_admin' })
    const done = await completeErasure(payload, superAdmin, erasures[0].id)
    expect(done).toMatchObject({ ok: true, counts: { [slugs.rideBookings]: 1 } })
    const erased = await payload.findByID({
      collection: slugs.rideBookings,
      id: booking.id,
      overrideAccess: true,
    })
    expect([erased.passenger_name, erased.phone]).toEqual(['Erased', ''])
    // The link's text went with the rest; the one left tells them it is done.
    expect((await messagesTo(payload, phone)).map((text) => text.text)).toEqual([
      myDataCopy.erasedSms,
    ])
  })
})
