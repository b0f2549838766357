// Signing in and admin users (back-office.md 2, 4, 5, 8): forgot and reset password through
// Payload's own routes and the e-mail outbox, the 6-character minimum on every way a password is
// set, inactive admins refused, and super admins inviting admins by e-mail.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { authCopy } from '@/copy/auth'

import { callApi, postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
let superAdmin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  superAdmin = await createUser(payload, { role: 'super_admin' })
})

const login = (email: string, password: string) => postJson('/users/login', { email, password })

const tokenOf = async (user: { email: string }) =>
  ((await (await login(user.email, TEST_PASSWORD)).json()) as { token: string }).token

const outboxTo = async (email: string) =>
  (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: email.toLowerCase() } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

/** The set-password link in an e-mail, and the token it carries. */
const linkIn = (html: string | null | undefined) => {
  const match = /href="([^"]*\/admin\/reset\?token=([0-9a-f]{40}))"/.exec(html ?? '')
  expect(match, 'a set-password link in the e-mail').not.toBeNull()
  return { url: match![1], token: match![2] }
}

const errorText = async (response: Response) => JSON.stringify(await response.json())

describe('forgot and reset password', () => {
  it('forgot password e-mails the address a link to Payload reset route on the request origin', async () => {
    const admin = await createUser(payload)
    const response = await postJson('/users/forgot-password', { email: admin.email })
    expect(response.status).toBe(200)
    const mail = await outboxTo(admin.email)
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Fellowship Rides: reset your admin password')
    const { url } = linkIn(mail[0].html)
    expect(url).toMatch(/^http:\/\/localhost:3000\/admin\/reset\?token=/)
    // A plain-text part too, carrying the same link, for a mail program (or an outbox reader) without HTML.
    expect(mail[0].text).toContain(`Set a new password: ${url}`)
    expect(mail[0].text).not.toMatch(/<[a-z]/)
  })

  it('refuses a 5-character new password with the spec message, accepts 6, and the user signs in with it', async () => {
    const admin = await createUser(payload)
    await postJson('/users/forgot-password', { email: admin.email })
    const { token } = linkIn((await outboxTo(admin.email))[0].html)

    const short = await postJson('/users/reset-password', { token, password: '12345' })
    expect(short.status).toBe(400)
    expect(await errorText(short)).toContain(authCopy.passwordTooShort.description)
    expect((await login(admin.email, TEST_PASSWORD)).status).toBe(200)

    const reset = await postJson('/users/reset-password', { token, password: 'abc123' })
    expect(reset.status).toBe(200)
    expect((await login(admin.email, 'abc123')).status).toBe(200)
    expect((await login(admin.email, TEST_PASSWORD)).status).toBe(401)
    // The link works once.
    expect(
      (await postJson('/users/reset-password', { token, password: 'another-one' })).status,
    ).toBe(403)
  })

  it('refuses a bad token', async () => {
    const response = await postJson('/users/reset-password', {
      token: 'f'.repeat(40),
      password: 'long-enough',
    })
    expect(response.status).toBe(403)
  })

  it('enforces the 6-character minimum on create and on change password too', async () => {
    const auth = {
      authorization: `JWT ${await tokenOf(superAdmin)}`,
      'content-type': 'application/json',
    }
    const created = await callApi('/users', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email: 'short@example.org', password: '12345', role: 'admin' }),
    })
    expect(created.status).toBe(400)
    expect(await errorText(created)).toContain(authCopy.passwordTooShort.description)

    const admin = await createUser(payload)
    const own = { authorization: `JWT ${await tokenOf(admin)}`, 'content-type': 'application/json' }
    const changed = await callApi(`/users/${admin.id}`, {
      method: 'PATCH',
      headers: own,
      body: JSON.stringify({ password: 'abcde' }),
    })
    expect(changed.status).toBe(400)
    expect(await errorText(changed)).toContain(authCopy.passwordTooShort.description)
    expect((await login(admin.email, TEST_PASSWORD)).status).toBe(200)
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'local-short@example.org', password: 'abc', role: 'admin' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'password', message: authCopy.passwordTooShort.description }] },
    })
  })
})

describe('sign in', () => {
  it("an inactive admin cannot sign in: You don't have admin privileges.", async () => {
    const inactive = await createUser(payload, { is_active: false })
    const response = await login(inactive.email, TEST_PASSWORD)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      errors: [{ message: `${authCopy.accessDenied}: ${authCopy.noAdminPrivileges}` }],
    })
  })

  it('records last_login', async () => {
    const admin = await createUser(payload)
    expect((await login(admin.email, TEST_PASSWORD)).status).toBe(200)
    const stored = await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
    })
    expect(stored.last_login).toBeTruthy()
  })

  it('the e-mail cannot be changed once the user exists', async () => {
    const admin = await createUser(payload)
    const auth = {
      authorization: `JWT ${await tokenOf(superAdmin)}`,
      'content-type': 'application/json',
    }
    const response = await callApi(`/users/${admin.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ email: 'renamed@example.org', full_name: 'Renamed' }),
    })
    expect(response.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ email: admin.email, full_name: 'Renamed' })
  })
})

describe('invite admin user', () => {
  const invite = async (as: { email: string } | null, body: unknown) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (as) headers.authorization = `JWT ${await tokenOf(as)}`
    const response = await callApi('/workflows/users/invite', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as { error?: string; message?: string; id?: number },
    }
  }

  it('only a super admin may invite', async () => {
    const admin = await createUser(payload, { permissions: allSections(true, true) })
    expect((await invite(admin, { email: 'nope@example.org' })).status).toBe(403)
    expect((await invite(null, { email: 'nope@example.org' })).status).toBe(401)
    expect(
      await payload.count({
        collection: 'users',
        where: { email: { equals: 'nope@example.org' } },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('creates the admin, e-mails one link that sets a password, after which the admin signs in', async () => {
    const email = 'New.Admin@Example.org'
    const permissions = { ...allSections(true, false), news: { can_view: true, can_edit: true } }
    const sent = await invite(superAdmin, {
      email,
      full_name: 'Ngozi Adeyemi',
      role: 'admin',
      permissions,
    })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe('Invitation sent to new.admin@example.org')

    const user = await payload.findByID({
      collection: 'users',
      id: sent.body.id!,
      overrideAccess: true,
    })
    expect(user).toMatchObject({
      email: 'new.admin@example.org',
      full_name: 'Ngozi Adeyemi',
      role: 'admin',
      is_active: true,
    })
    expect(user.invited_at).toBeTruthy()
    expect(user.permissions?.news).toMatchObject({ can_view: true, can_edit: true })
    expect(user.permissions?.donations).toMatchObject({ can_view: true, can_edit: false })
    for (const guess of [TEST_PASSWORD, '', 'password', 'new.admin@example.org'])
      expect((await login(user.email, guess)).status).not.toBe(200)

    expect(await outboxTo(user.email)).toHaveLength(0)
    await payload.jobs.run()
    const mail = await outboxTo(user.email)
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Fellowship Rides: you are invited to the admin back office')
    expect(mail[0].text).toContain('Ngozi Adeyemi')
    const { token } = linkIn(mail[0].html)

    expect(
      (await postJson('/users/reset-password', { token, password: 'invited-pass' })).status,
    ).toBe(200)
    expect((await login(user.email, 'invited-pass')).status).toBe(200)
  })

  it('refuses an e-mail that already has an account, and a missing one', async () => {
    const existing = await createUser(payload)
    const again = await invite(superAdmin, { email: existing.email.toUpperCase() })
    expect(again).toMatchObject({ status: 409, body: { error: authCopy.inviteExists } })
    expect(await invite(superAdmin, { full_name: 'No Address' })).toMatchObject({
      status: 400,
      body: { error: authCopy.inviteEmailRequired },
    })
    await payload.jobs.run()
    expect(await outboxTo(existing.email)).toHaveLength(0)
  })
})
