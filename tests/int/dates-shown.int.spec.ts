// One gift, one date: the public donor list and the donor's receipt e-mail both print the Lagos
// calendar day the gift completed on, whatever the server's TZ (src/lib/dates.ts, issue #16).
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { globalSlugs, slugs } from '@collections/slugs'
import { RecentDonors } from '@/components/sponsorship/RecentDonors'
import { rowsOf } from '@/lib/db/rows'
import { listPublicDonations } from '@/lib/publicDonors'

import { getTestPayload } from '../helpers/payload'

// The refresh control needs Next's client router, which a static render has not.
vi.mock('@/components/sponsorship/DonorsRefresh.client', () => ({ DonorsRefresh: () => null }))

/** 23:30 on Mar 14 in UTC is 00:30 on Mar 15 in Lagos. */
const COMPLETED_AT = '2026-03-14T23:30:00Z'
/** Recorded two days later (an imported gift): the row's own creation date is not the gift's date. */
const CREATED_AT = '2026-03-17T09:00:00Z'
const LAGOS_DAY = 'Mar 15, 2026'
const CONTACT = 'hello@church-rides.example'
const SERVER_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']

let payload: Payload
const savedTz = process.env.TZ

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: { contact_email: CONTACT },
    overrideAccess: true,
  })
})

afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

/** A completed, publicly listed gift whose receipt has not been sent yet. */
const lateNightGift = async (tz: string) => {
  const email = `late-${tz.replace(/\W/g, '').toLowerCase()}@example.org`
  const name = `Late Giver ${tz}`
  const [row] = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_email, donor_name, donor_type, is_anonymous, show_publicly, completed_at, created_at, updated_at)
      values (7000, 'NGN', 'completed', ${`LATE-${tz}`}, ${email}, ${name}, 'individual', false, true, ${COMPLETED_AT}, ${CREATED_AT}, now())
      returning id`),
  )
  return { id: row.id, email, name }
}

describe.each(SERVER_ZONES)('with the server process in %s', (tz) => {
  it('the donor list and the receipt e-mail give the Lagos day the gift completed on', async () => {
    process.env.TZ = tz
    expect(new Date(COMPLETED_AT).getDate()).toBe(tz === 'Asia/Tokyo' ? 15 : 14)
    const gift = await lateNightGift(tz)

    // The public donor list, rendered as the sponsorship page renders it.
    const { docs, totalDocs } = await listPublicDonations(payload, 100)
    const listed = docs.find((doc) => doc.id === gift.id)
    expect(listed?.givenAt).toBe(new Date(COMPLETED_AT).toISOString())
    const html = renderToStaticMarkup(
      createElement(RecentDonors, { donations: docs, total: totalDocs, showAll: true }),
    )
    const item = html.split('data-testid="donor"').find((part) => part.includes(gift.name)) ?? ''
    expect(item).toContain(`>${LAGOS_DAY}</time>`)

    // The receipt job, as the payment flow queues it.
    await payload.jobs.queue({
      task: 'send-donation-receipt',
      input: { donationId: String(gift.id) },
    })
    await payload.jobs.run({ limit: 50 })
    const { docs: mails } = await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: gift.email } },
      overrideAccess: true,
    })
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.text).toContain(`Date: ${LAGOS_DAY}`)
    expect(mail.html).toContain(LAGOS_DAY)

    // Sent from no-reply, answered by the charity: Reply-To and the address in the text.
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${CONTACT}\\r?$`, 'm'))
    expect(mail.text).toContain(CONTACT)
    expect(mail.html).toContain(`mailto:${CONTACT}`)
  })
})

it("offers no 'View All Donors' when the recent list already holds every donor", () => {
  const donation = {
    id: 1,
    amount: 5000,
    donor_name: 'Ada',
    donor_type: 'individual' as const,
    organization_name: null,
    is_anonymous: false,
    givenAt: COMPLETED_AT,
  }
  const render = (count: number, showAll: boolean) =>
    renderToStaticMarkup(
      createElement(RecentDonors, {
        donations: Array.from({ length: Math.min(count, 15) }, (_, id) => ({ ...donation, id })),
        total: count,
        showAll,
      }),
    )
  expect(render(15, false)).not.toContain('View All Donors')
  expect(render(15, true)).not.toContain('Show Recent Donors')
  expect(render(16, false)).toContain('View All Donors')
})
