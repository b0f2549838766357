// Issue #19, first part: "Register Your Church" stores a pending church with its branch and service
// times, or nothing; staff approve it once (inviting its contact as the church admin) or reject it
// with a reason; a church admin reads and changes its own church's rows only, through REST and the
// Local API, and can neither find nor count another church's.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { churchAction } from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'

import { postJson, rest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

type Person = { id: number; email: string }
let payload: Payload
let editor: Person
let viewer: Person

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  viewer = await createUser(payload, { role: 'admin', permissions: allSections(true, false) })
})
afterEach(() => vi.restoreAllMocks())

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`

const registration = (email: string): Record<string, string> => ({
  church_name: 'Grace Chapel',
  denomination: 'Pentecostal',
  branch_name: 'Ikeja',
  address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  service_day_1: 'sunday',
  service_time_1: '08:00',
  service_day_2: 'wednesday',
  service_time_2: '18:30',
  service_day_3: '',
  service_time_3: '',
  contact_name: 'Pastor Bisi Ade',
  contact_email: email,
  contact_phone: '+234 803 555 0101',
  website: '',
})

/** The subject of the e-mail that tells a pastor the registration arrived. */
const REGISTERED = 'Fellowship Rides: we have your church’s registration'

const churchesOf = (email: string) =>
  payload
    .find({
      collection: slugs.churches,
      where: { contact_email: { equals: email.toLowerCase() } },
      overrideAccess: true,
      depth: 0,
    })
    .then((result) => result.docs)

const rowsOfChurch = async (church: number) => ({
  branches: (
    await payload.find({
      collection: slugs.churchBranches,
      where: { church: { equals: church } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs,
  services: (
    await payload.find({
      collection: slugs.churchServices,
      where: { church: { equals: church } },
      overrideAccess: true,
      depth: 0,
      sort: 'time',
    })
  ).docs,
})

const mailTo = async (email: string) =>
  (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
  ).docs

const tokenOf = async (email: string, password = TEST_PASSWORD) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!

const register = async (email: string) => {
  const response = await postJson('/forms/church', registration(email))
  expect(response.status).toBe(201)
  const [church] = await churchesOf(email)
  return church
}

describe('Register Your Church', () => {
  it('stores the church as pending, with its branch and its service times', async () => {
    const email = unique('Bisi')
    const church = await register(email)
    expect(church).toMatchObject({
      name: 'Grace Chapel',
      denomination: 'Pentecostal',
      status: 'pending',
      contact_name: 'Pastor Bisi Ade',
      contact_email: email.toLowerCase(),
      contact_phone: '+2348035550101',
      reviewed_by: null,
    })
    const { branches, services } = await rowsOfChurch(church.id)
    expect(branches).toMatchObject([
      { name: 'Ikeja', address: '12 Allen Avenue', state: 'Lagos', lga: 'Ikeja' },
    ])
    expect(services.map(({ day, time, branch }) => ({ day, time, branch }))).toEqual([
      { day: 'sunday', time: '08:00', branch: branches[0].id },
      { day: 'wednesday', time: '18:30', branch: branches[0].id },
    ])
  })

  it('refuses bad input with every error at once, and stores nothing', async () => {
    const email = unique('bad')
    const response = await postJson('/forms/church', {
      ...registration(email),
      church_name: ' ',
      state: 'Atlantis',
      service_day_2: 'wednesday',
      service_time_2: '',
      service_time_1: '8 in the morning',
      contact_phone: 'call me',
    })
    expect(response.status).toBe(400)
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> }
    expect(fieldErrors).toEqual({
      church_name: 'This field is required.',
      state: 'Please choose a state.',
      service_time_1: 'Please enter a time such as 08:30.',
      service_time_2: 'Please give both the day and the time, or neither.',
      contact_phone: 'Please enter a valid phone number.',
    })
    expect(await churchesOf(email)).toEqual([])
  })

  it('tells the pastor at once that it arrived; the same church sent again is refused, even twice at once', async () => {
    // Issue #29: the pastor heard nothing until the approval, and a second send was stored again.
    const email = unique('Twice')
    const answers = await Promise.all([
      postJson('/forms/church', registration(email)),
      postJson('/forms/church', { ...registration(email), church_name: ' grace chapel ' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    const refused = answers.find((answer) => answer.status === 400)!
    expect(((await refused.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      contact_email: expect.stringMatching(
        /^You have already registered (Grace Chapel|grace chapel) with this e-mail/,
      ),
    })
    const stored = await churchesOf(email)
    expect(stored).toHaveLength(1)
    // Either send may win the lock; the e-mail names the church as the winner typed it.
    expect(stored[0].name).toMatch(/^(Grace Chapel|grace chapel)$/)
    await payload.jobs.run({ limit: 20 })
    const mails = await mailTo(email)
    expect(mails.map((mail) => mail.subject)).toEqual([REGISTERED])
    expect(mails[0].text).toContain(
      `Thank you for registering ${stored[0].name} with Fellowship Rides`,
    )
    // Another church from the same pastor is a registration of its own.
    expect(
      (
        await postJson('/forms/church', {
          ...registration(email),
          church_name: 'Grace Chapel Annex',
        })
      ).status,
    ).toBe(201)
  })

  it('a form filled in by a bot (its hidden field) is thanked and not stored', async () => {
    const email = unique('bot')
    const response = await postJson('/forms/church', { ...registration(email), website: 'spam' })
    expect(response.status).toBe(201)
    expect(await churchesOf(email)).toEqual([])
  })

  it('without JavaScript: a refusal comes back with the values typed; a stored one goes to its notice', async () => {
    requestHeaders = new Headers({ 'x-forwarded-for': '10.19.0.1' })
    const email = unique('nojs')
    const data = new FormData()
    for (const [name, value] of Object.entries({ ...registration(email), lga: '' }))
      data.append(name, value)
    const state = await churchAction(idleFormState, data)
    expect(state).toMatchObject({
      status: 'invalid',
      fieldErrors: { lga: 'This field is required.' },
      values: { church_name: 'Grace Chapel', contact_email: email, service_time_2: '18:30' },
    })
    expect(await churchesOf(email)).toEqual([])

    data.set('lga', 'Ikeja')
    const thrown = await churchAction(idleFormState, data).then(
      () => undefined,
      (error: unknown) => error as { digest?: string },
    )
    // The page shows its notice from the address itself (?sent), with JavaScript too.
    expect(thrown?.digest?.split(';')[2]).toBe('/churches/register?sent=church-sent#church-sent')
    expect(await churchesOf(email)).toHaveLength(1)
  })
})

describe('the review', () => {
  const review = async (id: number, user: Person, body: Record<string, unknown>) =>
    rest('POST', `/workflows/churches/${id}/review`, await tokenOf(user.email), body)

  it('needs the right to edit Rides', async () => {
    const church = await register(unique('viewer'))
    expect((await review(church.id, viewer, { status: 'approved' })).status).toBe(403)
    expect((await churchesOf(church.contact_email))[0].status).toBe('pending')
  })

  it('approves once, even pressed twice at once, and invites the contact as the church admin, whose link works', async () => {
    const email = unique('approve')
    const church = await register(email)
    const answers = await Promise.all([
      review(church.id, editor, { status: 'approved' }),
      review(church.id, editor, { status: 'approved' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 200)?.body).toEqual({
      message: ridesCopy.review.approved,
    })
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      error: ridesCopy.review.alreadyDecided,
    })
    expect((await churchesOf(email))[0]).toMatchObject({ status: 'active', reviewed_by: editor.id })
    const accounts = await payload.find({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
      depth: 0,
    })
    expect(accounts.docs).toMatchObject([
      { role: 'church_admin', church: church.id, full_name: 'Pastor Bisi Ade' },
    ])

    await payload.jobs.run({ limit: 100 })
    // The registration's own e-mail, then the approval's.
    const mails = (await mailTo(email)).filter((mail) => mail.subject !== REGISTERED)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Fellowship Rides: Grace Chapel is approved')
    const token = /[?&]token=([^\s"&<]+)/.exec(mails[0].text ?? '')?.[1]
    expect(token).toBeDefined()
    await payload.resetPassword({
      collection: 'users',
      data: { token: decodeURIComponent(token!), password: 'a-new-password' },
      overrideAccess: true,
    })
    const me = await rest('GET', '/users/me', await tokenOf(email, 'a-new-password'))
    expect(me.body.user).toMatchObject({ role: 'church_admin', church: { id: church.id } })
  })

  it('rejects only with a reason, which the contact is sent; a decided church is not decided again', async () => {
    const email = unique('reject')
    const church = await register(email)
    expect(await review(church.id, editor, { status: 'rejected', reason: '  ' })).toEqual({
      status: 400,
      body: { error: ridesCopy.review.reasonRequired },
    })
    expect((await churchesOf(email))[0].status).toBe('pending')
    const reason = 'We could not reach the branch address given.'
    expect((await review(church.id, editor, { status: 'rejected', reason })).status).toBe(200)
    expect((await churchesOf(email))[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
    })
    expect((await review(church.id, editor, { status: 'approved' })).status).toBe(409)
    await payload.jobs.run({ limit: 100 })
    const mails = (await mailTo(email)).filter((mail) => mail.subject !== REGISTERED)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain(reason)
    const users = await payload.count({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
    expect(users.totalDocs).toBe(0)
  })

  it('an e-mail that is already an account cannot become a church admin: nothing changes', async () => {
    const church = await register(editor.email)
    expect(await review(church.id, editor, { status: 'approved' })).toEqual({
      status: 409,
      body: { error: ridesCopy.review.accountExists(editor.email) },
    })
    const [stored] = (await churchesOf(editor.email)).filter((row) => row.id === church.id)
    expect(stored.status).toBe('pending')
  })
})

describe('a church admin', () => {
  let own: { church: number; branch: number; service: number }
  let other: { church: number; branch: number; service: number }
  let token: string
  let admin: Awaited<ReturnType<typeof createUser>>

  const seed = async (email: string) => {
    const church = await register(email)
    const { branches, services } = await rowsOfChurch(church.id)
    return { church: church.id, branch: branches[0].id, service: services[0].id }
  }

  beforeAll(async () => {
    own = await seed(unique('own'))
    other = await seed(unique('other'))
    admin = await createUser(payload, { role: 'church_admin', church: own.church })
    token = await tokenOf(admin.email)
  })

  it('reads its own church’s rows only, and cannot find or count another’s by filtering', async () => {
    const { branches, services } = await rowsOfChurch(own.church)
    for (const [collection, ownIds, otherId] of [
      ['churches', [own.church], other.church],
      ['church-branches', branches.map((row) => row.id), other.branch],
      ['church-services', services.map((row) => row.id), other.service],
    ] as const) {
      const list = await rest('GET', `/${collection}?limit=100&depth=0&sort=id`, token)
      expect((list.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual(
        [...ownIds].sort((a, b) => a - b),
      )
      expect((await rest('GET', `/${collection}/${otherId}`, token)).status).toBe(404)
    }
    const filtered = await rest(
      'GET',
      `/church-branches?where[church][equals]=${other.church}`,
      token,
    )
    expect(filtered.body.docs).toEqual([])
    const counted = await rest(
      'GET',
      `/church-branches/count?where[church][equals]=${other.church}`,
      token,
    )
    expect(counted.body).toEqual({ totalDocs: 0 })
    const byContact = await rest('GET', `/churches?where[contact_email][like]=other&depth=0`, token)
    expect(byContact.body.docs).toEqual([])
    // The Local API applies the same rule.
    const local = await payload.find({
      collection: slugs.churchServices,
      where: { church: { equals: other.church } },
      user: admin,
      overrideAccess: false,
    })
    expect(local.docs).toEqual([])
    // And nothing of the staff's side.
    for (const collection of ['donations', 'sponsorship-applications', 'audit-log'])
      expect((await rest('GET', `/${collection}`, token)).status).toBe(403)
    const accounts = await rest('GET', '/users?depth=0', token)
    expect((accounts.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual([admin.id])
  })

  it('changes only its own church’s rows; what it adds belongs to its own church', async () => {
    const patched = await rest('PATCH', `/church-branches/${other.branch}`, token, {
      lga: 'Hacked',
    })
    expect([403, 404]).toContain(patched.status)
    expect((await rowsOfChurch(other.church)).branches[0].lga).toBe('Ikeja')
    expect((await rest('DELETE', `/church-services/${other.service}`, token)).status).not.toBe(200)
    expect((await rowsOfChurch(other.church)).services).toHaveLength(2)

    const added = await rest('POST', '/church-branches?depth=0', token, {
      church: other.church,
      name: 'Yaba',
      address: '3 Herbert Macaulay Way',
      state: 'Lagos',
      lga: 'Yaba',
    })
    expect(added.status).toBe(201)
    expect((added.body.doc as { church: number }).church).toBe(own.church)

    const onOtherBranch = await rest('POST', '/church-services', token, {
      branch: other.branch,
      name: 'Evening',
      day: 'friday',
      time: '18:00',
    })
    expect(onOtherBranch.status).toBe(403)
    const service = await rest('POST', '/church-services?depth=0', token, {
      branch: (added.body.doc as { id: number }).id,
      church: other.church,
      name: 'Evening',
      day: 'friday',
      time: '18:00',
    })
    expect(service.status).toBe(201)
    expect((service.body.doc as { church: number }).church).toBe(own.church)

    // Its church's details, yes; its status, never.
    const renamed = await rest('PATCH', `/churches/${own.church}`, token, {
      name: 'Grace Chapel International',
      status: 'rejected',
    })
    expect(renamed.status).toBe(200)
    expect(
      await payload.findByID({ collection: slugs.churches, id: own.church, overrideAccess: true }),
    ).toMatchObject({ name: 'Grace Chapel International', status: 'pending' })
  })
})
