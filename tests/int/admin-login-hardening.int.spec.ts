// The admin sign-in under attack, over HTTP from chosen client addresses: an unknown e-mail answers
// and costs like a wrong password, failures are throttled per address (and per account from one
// address) so nobody can lock an admin out from elsewhere, forgot-password is throttled too, and a
// deactivated admin's open session ends at once.
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { globalSlugs, slugs } from '@collections/slugs'
import { signInCopy } from '@/lib/auth/signIn'

import { callApi, postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
let superAdmin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  superAdmin = await createUser(payload, { role: 'super_admin' })
})

const login = (email: string, password: string, address?: string) =>
  postJson('/users/login', { email, password }, { address })
const answerOf = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
})

let addressCount = 0
/** A documentation-range address no other test uses. */
const freshAddress = () => `203.0.113.${++addressCount}`

const savedEnv: Record<string, string | undefined> = {}
const setEnv = (vars: Record<string, string>) => {
  for (const [name, value] of Object.entries(vars)) {
    if (!(name in savedEnv)) savedEnv[name] = process.env[name]
    process.env[name] = value
  }
}

/**
 * The limits count in fixed windows (15 minutes, an hour, a day); the clock stands still a second
 * into the next hour, so no test straddles two windows and Retry-After is exact.
 */
const HOUR_MS = 60 * 60 * 1000
const freezeClockAtWindowStart = () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 1000 })
}

afterEach(() => {
  vi.useRealTimers()
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
    delete savedEnv[name]
  }
})

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe('what a wrong sign-in reveals', () => {
  it('an unknown e-mail gets the same answer as a wrong password, an inactive account and an account attacked from elsewhere', async () => {
    const admin = await createUser(payload)
    const inactive = await createUser(payload, { is_active: false })
    const attacked = await createUser(payload)
    for (let i = 0; i < 10; i++)
      expect((await login(attacked.email, `guess-${i}`)).status).toBe(401)

    const unknown = await answerOf(await login('nobody-here@example.org', 'some-password'))
    expect(unknown).toEqual({
      status: 401,
      body: { errors: [{ message: 'The email or password provided is incorrect.' }] },
    })
    expect(await answerOf(await login(admin.email, 'some-password'))).toEqual(unknown)
    expect(await answerOf(await login(inactive.email, 'some-password'))).toEqual(unknown)
    expect(await answerOf(await login(attacked.email, 'some-password'))).toEqual(unknown)
  })

  it('an unknown e-mail takes as long to refuse as a wrong password for a real admin', async () => {
    const admin = await createUser(payload)
    let unknownCount = 0
    const timed = async (email: string) => {
      const started = performance.now()
      await (await login(email, 'not-the-password')).text()
      return performance.now() - started
    }
    const unknownEmail = () => `nobody-${++unknownCount}@example.org`
    await timed(admin.email)
    await timed(unknownEmail())

    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 7; round++) {
      // Alternating which goes first, so a busy moment on the machine weighs on both alike.
      if (round % 2) {
        known.push(await timed(admin.email))
        unknown.push(await timed(unknownEmail()))
      } else {
        unknown.push(await timed(unknownEmail()))
        known.push(await timed(admin.email))
      }
    }
    // A behaviour, not a speed target: without a password hash the unknown e-mail answers ~25 times sooner.
    expect(
      median(unknown),
      `unknown ${unknown.map(Math.round)} ms, known ${known.map(Math.round)} ms`,
    ).toBeGreaterThanOrEqual(0.5 * median(known))
  })
})

describe('throttling sign-in per address, not per account', () => {
  it('ten wrong passwords from one address leave the admin free to sign in from theirs; the eleventh try from that address waits', async () => {
    setEnv({ LOGIN_ATTEMPTS_PER_ADDRESS: '10', LOGIN_ATTEMPTS_PER_ACCOUNT: '30' })
    freezeClockAtWindowStart()
    const admin = await createUser(payload)
    const attacker = freshAddress()
    for (let i = 0; i < 10; i++)
      expect((await login(admin.email, `guess-${i}`, attacker)).status).toBe(401)

    const own = await login(admin.email, TEST_PASSWORD, freshAddress())
    expect(own.status).toBe(200)
    expect((await own.json()).user).toMatchObject({ email: admin.email })

    // Even the right password waits: the address is out of tries, whatever it guesses.
    const eleventh = await login(admin.email, TEST_PASSWORD, attacker)
    expect(eleventh.status).toBe(429)
    expect(eleventh.headers.get('retry-after')).toBe('899')
    expect(await eleventh.json()).toEqual({
      errors: [
        { message: 'Too many sign-in attempts from your network. Please try again in 15 minutes.' },
      ],
    })
    // An unknown e-mail from that address waits alike, so the limit tells nothing about accounts.
    expect(await answerOf(await login('nobody-here@example.org', 'x', attacker))).toEqual({
      status: 429,
      body: await (await login(admin.email, 'x', attacker)).json(),
    })
  })

  it('successful sign-ins do not use up an address (a church office signs in all day behind one address)', async () => {
    setEnv({ LOGIN_ATTEMPTS_PER_ADDRESS: '2' })
    freezeClockAtWindowStart()
    const admin = await createUser(payload)
    const office = freshAddress()
    for (let i = 0; i < 4; i++)
      expect((await login(admin.email, TEST_PASSWORD, office)).status).toBe(200)
    expect((await login(admin.email, 'typo-1', office)).status).toBe(401)
    expect((await login(admin.email, 'typo-2', office)).status).toBe(401)
    expect((await login(admin.email, TEST_PASSWORD, office)).status).toBe(429)
  })

  it('one address gets few tries at one account a day, yet the admin still signs in from another address', async () => {
    setEnv({ LOGIN_ATTEMPTS_PER_ADDRESS: '100', LOGIN_ATTEMPTS_PER_ACCOUNT: '3' })
    freezeClockAtWindowStart()
    const admin = await createUser(payload)
    const other = await createUser(payload)
    const attacker = freshAddress()
    for (let i = 0; i < 3; i++)
      expect((await login(admin.email, `guess-${i}`, attacker)).status).toBe(401)

    const fourth = await login(admin.email, `guess-3`, attacker)
    expect(fourth.status).toBe(429)
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await fourth.json()).errors[0].message).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ (minutes?|hours?)\.$/,
    )
    expect((await login(other.email, 'guess', attacker)).status).toBe(401)
    expect((await login(admin.email, TEST_PASSWORD, freshAddress())).status).toBe(200)
  })

  it('forgot password is throttled per address: no more e-mails once the address is out of tries', async () => {
    setEnv({ PASSWORD_RESETS_PER_ADDRESS: '2' })
    freezeClockAtWindowStart()
    const admin = await createUser(payload)
    const sender = freshAddress()
    const forgot = (email: string, address: string) =>
      postJson('/users/forgot-password', { email }, { address })
    expect((await forgot('nobody-1@example.org', sender)).status).toBe(200)
    expect((await forgot('nobody-2@example.org', sender)).status).toBe(200)

    const third = await forgot(admin.email, sender)
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('3599')
    expect(await third.json()).toEqual({
      errors: [{ message: signInCopy.tooManyResets('60 minutes') }],
    })
    const outbox = () =>
      payload.count({
        collection: slugs.emailOutbox,
        where: { to: { equals: admin.email } },
        overrideAccess: true,
      })
    expect(await outbox()).toMatchObject({ totalDocs: 0 })

    expect((await forgot(admin.email, freshAddress())).status).toBe(200)
    expect(await outbox()).toMatchObject({ totalDocs: 1 })
  })
})

describe('deactivating an admin', () => {
  it('ends its open session at once: no document lock, no preference, no refreshed token', async () => {
    const admin = await createUser(payload)
    const { token } = (await (await login(admin.email, TEST_PASSWORD)).json()) as { token: string }
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const me = async () =>
      (
        (await (await callApi('/users/me', { headers: auth })).json()) as {
          user: { email: string } | null
        }
      ).user
    expect(await me()).toMatchObject({ email: admin.email })

    await payload.update({
      collection: slugs.users,
      id: admin.id,
      data: { is_active: false },
      overrideAccess: false,
      user: superAdmin,
    })

    const lock = await callApi('/payload-locked-documents', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        globalSlug: globalSlugs.siteSettings,
        user: { relationTo: slugs.users, value: admin.id },
      }),
    })
    expect([401, 403]).toContain(lock.status)
    const preference = await callApi('/payload-preferences/nav', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ value: { open: true } }),
    })
    expect([401, 403]).toContain(preference.status)
    const refresh = await callApi('/users/refresh-token', { method: 'POST', headers: auth })
    expect([401, 403]).toContain(refresh.status)
    expect(await refresh.json()).not.toHaveProperty('refreshedToken')
    expect(await me()).toBeNull()

    const own = { 'user.value': { equals: admin.id } }
    expect(
      await payload.count({
        collection: 'payload-locked-documents',
        where: own,
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 0 })
    expect(
      await payload.count({ collection: 'payload-preferences', where: own, overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
    const stored = await payload.findByID({
      collection: slugs.users,
      id: admin.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.sessions ?? []).toHaveLength(0)

    // Reactivated, the admin signs in again; the old token stays dead.
    await payload.update({
      collection: slugs.users,
      id: admin.id,
      data: { is_active: true },
      overrideAccess: false,
      user: superAdmin,
    })
    expect(await me()).toBeNull()
    expect((await login(admin.email, TEST_PASSWORD)).status).toBe(200)
  })
})

// Issue #29: deleting an admin preference that does not exist answered 500.
describe('admin preferences', () => {
  it('deleting one that does not exist is a 404 with a message, not a 500', async () => {
    const admin = await createUser(payload, { role: 'super_admin' })
    const { token } = (await (await login(admin.email, TEST_PASSWORD)).json()) as {
      token: string
    }
    const response = await callApi('/payload-preferences/no-such-preference', {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ errors: [{ message: expect.any(String) }] })

    // One that exists is still deleted.
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const saved = await callApi('/payload-preferences/nav', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ value: { open: true } }),
    })
    expect(saved.status).toBe(200)
    const removed = await callApi('/payload-preferences/nav', { method: 'DELETE', headers: auth })
    expect(removed.status).toBe(200)
    const own = { 'user.value': { equals: admin.id } }
    expect(
      await payload.count({ collection: 'payload-preferences', where: own, overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
  })
})
