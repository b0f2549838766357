// Pledges (issue #35): a donor promises an amount to a fund by a date. What they gave toward it is
// read from the fund's completed gifts (online and offline, less refunds, from the start date, by
// the donor's e-mail or phone), for a page of pledges in one query; the donor makes and cancels
// their own from My giving, for the link's e-mail only, once however often the form is posted.
import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { POST as postCancel } from '@/app/(frontend)/giving/[token]/pledges/[pledgeId]/route'
import { POST as postPledge } from '@/app/(frontend)/giving/[token]/pledges/route'
import MyGivingPage from '@/app/(frontend)/giving/[token]/page'
import { pledgeMessages } from '@/copy/pledges'
import { isoDay, startOfLagosDay } from '@/lib/dates'
import { givingToken } from '@/lib/giving/link'

import { getTestPayload } from '../helpers/payload'

vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

const SITE = 'http://localhost:3000'
const DAY = 24 * 60 * 60 * 1000

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}`

const fund = async (name: string, active = true) =>
  payload.create({
    collection: slugs.funds,
    data: { name: unique(name), active },
    overrideAccess: true,
  })

type Gift = {
  email: string
  phone?: string
  fund: number
  amount: number
  source?: 'online' | 'offline'
  status?: 'completed' | 'pending'
  at?: Date
}

const gift = ({ email, phone, fund, amount, source = 'online', status = 'completed', at }: Gift) =>
  payload.create({
    collection: slugs.donations,
    data: {
      amount,
      currency: 'NGN',
      status,
      reference: unique('PLG'),
      donor_name: 'Ngozi Okafor',
      donor_email: email,
      donor_phone: phone ?? null,
      donor_type: 'individual',
      fund,
      source,
      completed_at: status === 'completed' ? (at ?? new Date()).toISOString() : null,
    },
    overrideAccess: true,
  })

const progressOf = async (id: number) => {
  const pledge = await payload.findByID({ collection: slugs.pledges, id, overrideAccess: true })
  return { given: pledge.given, remaining: pledge.remaining, state: pledge.state }
}

it("follows its fund's gifts: online and offline count, other funds, other donors, earlier gifts and refunds do not", async () => {
  const building = await fund('Building')
  const tithe = await fund('Tithe')
  const email = `${unique('ngozi')}@example.org`
  const phone = `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  // Before the pledge's start: not toward it.
  await gift({ email, fund: building.id, amount: 5_000, at: new Date(Date.now() - 3 * DAY) })
  const pledge = await payload.create({
    collection: slugs.pledges,
    data: {
      donor_name: 'Ngozi Okafor',
      donor_email: email,
      donor_phone: '0' + phone.slice(4),
      fund: building.id,
      amount: 100_000,
      due_date: new Date(Date.now() + 60 * DAY).toISOString(),
      start_date: startOfLagosDay().toISOString(),
      status: 'open',
    },
    overrideAccess: true,
  })
  // The phone as typed (0803…) is stored as every other number is.
  expect(pledge.donor_phone).toBe(phone)
  expect(await progressOf(pledge.id)).toEqual({ given: 0, remaining: 100_000, state: 'Open' })

  const online = await gift({ email: email.toUpperCase(), fund: building.id, amount: 30_000 })
  // Cash in church, recorded under another address but the same phone.
  await gift({
    email: 'cash@example.org',
    phone,
    fund: building.id,
    amount: 10_000,
    source: 'offline',
  })
  await gift({ email, fund: tithe.id, amount: 50_000 })
  await gift({ email: `${unique('other')}@example.org`, fund: building.id, amount: 20_000 })
  await gift({ email, fund: building.id, amount: 7_000, status: 'pending' })
  expect(await progressOf(pledge.id)).toEqual({ given: 40_000, remaining: 60_000, state: 'Open' })

  // A partial refund gives back what was returned; a full one the whole gift.
  await payload.update({
    collection: slugs.donations,
    id: online.id,
    data: { refunded_amount: 12_000 },
    overrideAccess: true,
  })
  expect(await progressOf(pledge.id)).toMatchObject({ given: 28_000, remaining: 72_000 })
  await payload.update({
    collection: slugs.donations,
    id: online.id,
    data: { status: 'refunded' },
    overrideAccess: true,
  })
  expect(await progressOf(pledge.id)).toMatchObject({ given: 10_000, remaining: 90_000 })

  await gift({ email, fund: building.id, amount: 95_000, source: 'offline' })
  expect(await progressOf(pledge.id)).toEqual({ given: 105_000, remaining: 0, state: 'Fulfilled' })

  // The list reads every row's progress too (one query for the page: src/lib/db/pledges.ts).
  const listed = await payload.find({
    collection: slugs.pledges,
    where: { fund: { in: [building.id, tithe.id] } },
    overrideAccess: true,
  })
  expect(listed.docs.map((doc) => [doc.given, doc.remaining, doc.state])).toEqual([
    [105_000, 0, 'Fulfilled'],
  ])
})

it('takes a new pledge only for an active fund and a whole amount', async () => {
  const closed = await fund('Old roof', false)
  const refusal = (data: Record<string, unknown>) =>
    payload
      .create({
        collection: slugs.pledges,
        data: {
          donor_name: 'Tunde',
          donor_email: 'tunde@example.org',
          amount: 1_000,
          due_date: new Date(Date.now() + DAY).toISOString(),
          ...data,
        } as never,
        overrideAccess: true,
      })
      .then(() => 'saved')
      .catch((error: Error) => error.message)
  expect(await refusal({ fund: closed.id })).toMatch(/fund/i)
  const open = await fund('New roof')
  expect(await refusal({ fund: open.id, amount: 10.5 })).toMatch(/amount/i)
  expect(await refusal({ fund: open.id })).toBe('saved')
})

describe('on My giving', () => {
  const address = () => `10.88.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': address(),
      },
      body: new URLSearchParams(fields),
    })

  const pledge = (token: string, fields: Record<string, string>) =>
    postPledge(post(`/giving/${token}/pledges`, fields), { params: Promise.resolve({ token }) })

  const cancel = (token: string, id: number) =>
    postCancel(post(`/giving/${token}/pledges/${id}`, {}), {
      params: Promise.resolve({ token, pledgeId: String(id) }),
    })

  const outcome = (response: Response) =>
    new URL(response.headers.get('location') ?? '', SITE).searchParams.get('pledge')

  const pledgesOf = async (email: string) =>
    (
      await payload.find({
        collection: slugs.pledges,
        where: { donor_email: { equals: email } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs

  const donor = async () => {
    const email = `${unique('ada')}@example.org`
    const first = await gift({
      email,
      phone: '+2348091234567',
      fund: (await fund('Bus')).id,
      amount: 1,
    })
    return { email, token: givingToken({ id: first.id, donor_email: email }) }
  }

  const laterDay = isoDay(new Date(Date.now() + 90 * DAY))

  it("stores the pledge for the link's e-mail alone, and stores nothing for bad input", async () => {
    const { email, token } = await donor()
    const bus = await fund('Second bus')
    const closed = await fund('Closed appeal', false)
    const valid = { fund: String(bus.id), amount: '₦100,000', due_date: laterDay }
    const refused: [Record<string, string>, string][] = [
      [{ ...valid, amount: 'a lot' }, 'amount'],
      [{ ...valid, amount: '0' }, 'amount'],
      [{ ...valid, due_date: isoDay(new Date(Date.now() - 2 * DAY)) }, 'dueDate'],
      [{ ...valid, due_date: '2026-02-30' }, 'dueDate'],
      [{ ...valid, fund: String(closed.id) }, 'fundClosed'],
      [{ ...valid, fund: '999999999' }, 'fund'],
      [{ ...valid, fund: 'x' }, 'fund'],
    ]
    for (const [fields, code] of refused) {
      const response = await pledge(token, { ...fields, key: randomUUID() })
      expect(response.status).toBe(303)
      expect(outcome(response)).toBe(code)
    }
    expect(await pledgesOf(email)).toHaveLength(0)

    // An e-mail in the form is not the donor's: the link's is.
    const made = await pledge(token, { ...valid, email: 'someone@else.example', key: randomUUID() })
    expect(outcome(made)).toBe('made')
    const [stored] = await pledgesOf(email)
    expect(stored).toMatchObject({
      donor_email: email,
      donor_name: 'Ngozi Okafor',
      // Not the phone typed on a gift: nothing proved it the donor's, and Given counts by phone.
      donor_phone: null,
      amount: 100_000,
      status: 'open',
    })
    expect(await pledgesOf('someone@else.example')).toHaveLength(0)

    // What the donor sees, and the notice beside it.
    const html = renderToStaticMarkup(
      await MyGivingPage({
        params: Promise.resolve({ token }),
        searchParams: Promise.resolve({ pledge: 'made' }),
      }),
    )
    expect(html).toContain(pledgeMessages.made)
    expect(html).toMatch(/₦0 of ₦100,000 given · ₦100,000 to go by \w{3} \d{2}, \d{4}/)
  })

  it('makes one pledge of two identical posts, even at the same moment', async () => {
    const { email, token } = await donor()
    const bus = await fund('Third bus')
    const form = { fund: String(bus.id), amount: '20000', due_date: laterDay, key: randomUUID() }
    const answers = await Promise.all([pledge(token, form), pledge(token, form)])
    expect(answers.map(outcome)).toEqual(['made', 'made'])
    expect(outcome(await pledge(token, form))).toBe('made')
    expect(await pledgesOf(email)).toHaveLength(1)
    // A new page's form (a new key) is a new pledge.
    await pledge(token, { ...form, key: randomUUID() })
    expect(await pledgesOf(email)).toHaveLength(2)
  })

  it('lets a donor cancel their own pledge and no one else’s', async () => {
    const owner = await donor()
    const stranger = await donor()
    const bus = await fund('Fourth bus')
    await pledge(owner.token, {
      fund: String(bus.id),
      amount: '5000',
      due_date: laterDay,
      key: randomUUID(),
    })
    const [mine] = await pledgesOf(owner.email)
    expect(outcome(await cancel(stranger.token, mine.id))).toBe('notYours')
    expect((await pledgesOf(owner.email))[0].status).toBe('open')
    expect(outcome(await cancel(owner.token, mine.id))).toBe('cancelled')
    expect((await pledgesOf(owner.email))[0].status).toBe('cancelled')
  })
})
