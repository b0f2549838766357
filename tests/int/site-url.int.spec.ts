// The site's address comes from configuration only (PUBLIC_SERVER_URL, else localhost:PORT):
// a forged Host or X-Forwarded-Host header must not choose Paystack's return URL, the links in
// admin e-mails, or which origins may post to the public forms.
import http from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { isHttpsSite, siteUrl } from '@/lib/siteUrl'

import { postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { individualDonation, startPayments, type Payments } from '../helpers/paystack'
import { createUser } from '../helpers/users'

let payload: Payload
let payments: Payments

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
})

afterAll(async () => {
  await payments?.close()
})

/** Runs `body` with these variables set (undefined: unset), and puts the old values back. */
const withEnv = async <T>(
  values: Record<string, string | undefined>,
  body: () => Promise<T>,
): Promise<T> => {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  const apply = (next: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(values)
  try {
    return await body()
  } finally {
    apply(saved)
  }
}

/** A POST over real HTTP with a Host header of our choosing (fetch always sends the real one). */
const postWithHost = (
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown> }> =>
  new Promise((resolve, reject) => {
    const raw = JSON.stringify(body)
    const request = http.request(
      `${payments.app.url}/api${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(text) as Record<string, unknown>,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(raw)
  })

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
}

describe('siteUrl()', () => {
  it('is PUBLIC_SERVER_URL without trailing slashes, or the local server on PORT when unset', () => {
    expect(siteUrl({ PUBLIC_SERVER_URL: 'https://rides.example.org/' })).toBe(
      'https://rides.example.org',
    )
    expect(siteUrl({ PUBLIC_SERVER_URL: ' https://Rides.Example.org/// ' })).toBe(
      'https://rides.example.org',
    )
    expect(siteUrl({ PUBLIC_SERVER_URL: 'https://example.org/fellowship/' })).toBe(
      'https://example.org/fellowship',
    )
    expect(siteUrl({ PUBLIC_SERVER_URL: 'http://localhost:3000' })).toBe('http://localhost:3000')
    expect(siteUrl({})).toBe('http://localhost:3000')
    expect(siteUrl({ PUBLIC_SERVER_URL: '' })).toBe('http://localhost:3000')
    expect(siteUrl({ PORT: '8080' })).toBe('http://localhost:8080')
  })

  it('refuses a malformed value with an error that names the variable', () => {
    expect(() => siteUrl({ PUBLIC_SERVER_URL: 'rides.example.org' })).toThrow(
      /PUBLIC_SERVER_URL is not a valid URL: "rides\.example\.org"/,
    )
    expect(() => siteUrl({ PUBLIC_SERVER_URL: 'ftp://rides.example.org' })).toThrow(
      /PUBLIC_SERVER_URL must start with https:\/\/ or http:\/\//,
    )
    expect(() => siteUrl({ PUBLIC_SERVER_URL: 'https://admin:secret@rides.example.org' })).toThrow(
      /PUBLIC_SERVER_URL must be a plain address/,
    )
    expect(() => siteUrl({ PUBLIC_SERVER_URL: 'https://rides.example.org/?from=ads' })).toThrow(
      /PUBLIC_SERVER_URL must be a plain address/,
    )
    expect(() => siteUrl({ PORT: 'eighty' })).toThrow(/PORT must be a port number/)
  })

  it('isHttpsSite() is true only for an https site', () => {
    expect(isHttpsSite({ PUBLIC_SERVER_URL: 'https://rides.example.org' })).toBe(true)
    expect(isHttpsSite({ PUBLIC_SERVER_URL: 'http://rides.example.org' })).toBe(false)
    expect(isHttpsSite({})).toBe(false)
  })
})

describe('forged Host and X-Forwarded-Host headers', () => {
  it("leave Paystack's callback_url on the default site when PUBLIC_SERVER_URL is unset", async () => {
    await withEnv({ PUBLIC_SERVER_URL: undefined, PORT: undefined }, async () => {
      const answer = await postWithHost('/payments/initialize', individualDonation(), FORGED)
      expect(answer.status).toBe(200)
      const { reference } = answer.json.data as { reference: string }
      const simulated = await payments.transaction(reference)
      expect(simulated.callback_url).toBe(
        `http://localhost:3000/sponsorship/payment?reference=${reference}`,
      )
    })
  })

  it("leave Paystack's callback_url on the configured site", async () => {
    await withEnv({ PUBLIC_SERVER_URL: 'https://rides.example.org/' }, async () => {
      const answer = await postWithHost('/payments/initialize', individualDonation(), FORGED)
      expect(answer.status).toBe(200)
      const { reference } = answer.json.data as { reference: string }
      expect((await payments.transaction(reference)).callback_url).toBe(
        `https://rides.example.org/sponsorship/payment?reference=${reference}`,
      )
    })
  })

  it('leave the reset link of a forgot-password e-mail on the configured site', async () => {
    const admin = await createUser(payload)
    await withEnv({ PUBLIC_SERVER_URL: undefined, PORT: undefined }, async () => {
      const answer = await postWithHost('/users/forgot-password', { email: admin.email }, FORGED)
      expect(answer.status).toBe(200)
    })
    const { docs } = await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: admin.email.toLowerCase() } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].html).toMatch(/href="http:\/\/localhost:3000\/admin\/reset\?token=[0-9a-f]{40}"/)
    expect(docs[0].html).not.toContain('evil.example')
  })

  it('do not make another site an allowed origin for the public forms', async () => {
    const before = (await payload.count({ collection: slugs.donations, overrideAccess: true }))
      .totalDocs
    const forged = await postJson('/payments/initialize', individualDonation(), {
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(forged.status).toBe(403)
    expect(
      (await payload.count({ collection: slugs.donations, overrideAccess: true })).totalDocs,
    ).toBe(before)

    await withEnv({ PUBLIC_SERVER_URL: 'https://rides.example.org' }, async () => {
      // The configured site itself is allowed, even when a proxy sends another Host.
      const fromSite = await postJson('/payments/initialize', individualDonation(), {
        headers: { origin: 'https://rides.example.org' },
      })
      expect(fromSite.status).toBe(200)
    })
  })
})
