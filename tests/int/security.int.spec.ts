// What an outside attack found open (SECURITY.md): unbounded lists, change requests without an
// author, public images changed by view-only admins, the admin's session used from a sibling site,
// malformed queries and missing files answered as server errors, script links in articles, private
// files kept by caches. Over REST through Payload's own router, as the attacker sent them.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'
import { MAX_LISTED_DONORS, listPublicDonations } from '@/lib/publicDonors'
import { UNSAFE_LINK_MESSAGE } from '@hooks/safeLinks'

import { POST as postSignIn } from '@/app/(login)/admin/login/submit/route'

import { callApi } from '../helpers/api'
import { pdfFile, pngFile } from '../helpers/files'
import { richText } from '../helpers/richText'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload

const tokenOf = async (email: string) => {
  const { token } = await payload.login({
    collection: 'users',
    data: { email, password: TEST_PASSWORD },
  })
  return token!
}

const bodyOf = async (response: Response) =>
  JSON.parse(await response.text()) as Record<string, unknown>

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('lists a visitor can ask for are bounded', () => {
  beforeAll(async () => {
    for (let i = 0; i < 130; i++)
      await payload.create({
        collection: slugs.projects,
        data: { title: `Bus ${i}`, status: 'active', progress_percentage: 0 },
        overrideAccess: true,
      })
  })

  it.each(['limit=0&pagination=false', 'pagination=false', 'limit=0', 'limit=100000'])(
    '/api/projects?%s answers one page of at most 100',
    async (query) => {
      const response = await callApi(`/projects?${query}`)
      expect(response.status).toBe(200)
      const body = await bodyOf(response)
      expect((body.docs as unknown[]).length).toBe(100)
      expect(body.totalDocs).toBeGreaterThanOrEqual(130)
      expect(body.hasNextPage).toBe(true)
    },
  )

  it("the donor list's 'View All Donors' shows at most 100, with the true total, and never an anonymous name", async () => {
    for (let i = 0; i < MAX_LISTED_DONORS + 5; i++) {
      await payload.create({
        collection: slugs.donations,
        data: {
          amount: 1000 + i,
          reference: `LIST-${i}`,
          donor_email: `d${i}@example.org`,
          donor_name: `Donor ${i}`,
          donor_type: 'individual',
          currency: 'NGN',
          status: 'completed',
          show_publicly: true,
          is_anonymous: i % 10 === 0,
        },
        overrideAccess: true,
      })
    }
    const { docs, totalDocs } = await listPublicDonations(payload, Number.MAX_SAFE_INTEGER)
    expect(docs).toHaveLength(MAX_LISTED_DONORS)
    expect(totalDocs).toBe(MAX_LISTED_DONORS + 5)
    const anonymous = docs.filter((doc) => doc.is_anonymous)
    expect(anonymous.length).toBeGreaterThan(0)
    expect(
      anonymous.every((doc) => doc.donor_name === null && doc.organization_name === null),
    ).toBe(true)
    expect(JSON.stringify(docs)).not.toContain('@example.org')
  })
})

describe('malformed requests are the client’s mistake (4xx), not a server error', () => {
  it.each([
    ['/projects?page=-1', 400],
    ['/projects?page=abc', 400],
    ['/projects?limit=abc', 400],
    ['/projects?where=abc', 400],
    ['/projects/count?where[id][in]=a,b', 400],
    ['/projects?where[image][equals]=abc', 400],
    ['/projects/abc', 404],
    ['/projects/1.5', 404],
    ['/media/file/nothere.png', 404],
  ])('%s answers %i', async (path, status) => {
    const response = await callApi(path)
    expect(response.status).toBe(status)
  })

  it("a filter's value of the wrong form is a 400 even where the guard cannot know the field's type", async () => {
    const response = await callApi('/projects?where[createdAt][greater_than]=2026-13-45T99:99')
    expect(response.status).toBeLessThan(500)
  })

  it('a private file that does not exist is a 404 for an admin who may open such files', async () => {
    const admin = await createUser(payload, {
      role: 'admin',
      permissions: allSections(true, false),
    })
    const response = await callApi('/volunteer-resumes/file/nobody-sent-this.pdf', {
      headers: { Authorization: `JWT ${await tokenOf(admin.email)}` },
    })
    expect(response.status).toBe(404)
  })
})

describe('private files are never kept by a cache', () => {
  it('a resume opened by an admin comes with Cache-Control: private, no-store and nosniff; a public image is nosniff too', async () => {
    const resume = await payload.create({
      collection: slugs.volunteerResumes,
      data: {},
      file: pdfFile('resume.pdf'),
      overrideAccess: true,
    })
    const admin = await createUser(payload, {
      role: 'admin',
      permissions: allSections(true, false),
    })
    const response = await callApi(`/volunteer-resumes/file/${resume.filename}`, {
      headers: { Authorization: `JWT ${await tokenOf(admin.email)}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')

    const image = await payload.create({
      collection: slugs.media,
      data: { alt: 'A bus' },
      file: await pngFile(),
      overrideAccess: true,
    })
    const publicImage = await callApi(`/media/file/${image.filename}`)
    expect(publicImage.status).toBe(200)
    expect(publicImage.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('change requests are made only by the workflow code', () => {
  it('an admin posting to /api/pending-changes directly is refused and nothing is stored', async () => {
    const admin = await createUser(payload, {
      role: 'admin',
      permissions: allSections(false, false),
    })
    const before = await payload.count({ collection: slugs.pendingChanges, overrideAccess: true })
    const response = await callApi('/pending-changes', {
      method: 'POST',
      headers: {
        Authorization: `JWT ${await tokenOf(admin.email)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        action_type: 'UPDATE',
        table_name: 'impact_sponsors',
        record_id: '1',
        new_data: { is_active: true },
      }),
    })
    expect(response.status).toBe(403)
    expect(
      (await payload.count({ collection: slugs.pendingChanges, overrideAccess: true })).totalDocs,
    ).toBe(before.totalDocs)
  })
})

describe('public images follow the rights of the pages that show them', () => {
  it("an admin who only views projects cannot replace or delete a project's photo, but may fix an image nobody uses", async () => {
    const photo = await payload.create({
      collection: slugs.media,
      data: { alt: 'Our first bus' },
      file: await pngFile('bus.png'),
      overrideAccess: true,
    })
    await payload.create({
      collection: slugs.projects,
      data: { title: 'First bus', status: 'active', progress_percentage: 10, image: photo.id },
      overrideAccess: true,
    })
    const spare = await payload.create({
      collection: slugs.media,
      data: { alt: 'Spare' },
      file: await pngFile('spare.png'),
      overrideAccess: true,
    })
    const newsEditor = await createUser(payload, {
      role: 'admin',
      permissions: { ...allSections(true, false), news: { can_view: true, can_edit: true } },
    })
    const headers = {
      Authorization: `JWT ${await tokenOf(newsEditor.email)}`,
      'content-type': 'application/json',
    }

    const replace = await callApi(`/media/${photo.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ alt: 'Defaced' }),
    })
    expect(replace.status).toBe(403)
    const remove = await callApi(`/media/${photo.id}`, { method: 'DELETE', headers })
    expect(remove.status).toBe(403)
    expect(
      (await payload.findByID({ collection: slugs.media, id: photo.id, overrideAccess: true })).alt,
    ).toBe('Our first bus')

    const fix = await callApi(`/media/${spare.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ alt: 'Spare bus' }),
    })
    expect(fix.status).toBe(200)

    const projectsEditor = await createUser(payload, {
      role: 'admin',
      permissions: { ...allSections(true, false), projects: { can_view: true, can_edit: true } },
    })
    const allowed = await callApi(`/media/${photo.id}`, {
      method: 'PATCH',
      headers: {
        Authorization: `JWT ${await tokenOf(projectsEditor.email)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ alt: 'Our first bus, 2026' }),
    })
    expect(allowed.status).toBe(200)
  })

  it('an admin without any edit right cannot add images', async () => {
    const viewer = await createUser(payload, {
      role: 'admin',
      permissions: allSections(true, false),
    })
    await expect(
      payload.create({
        collection: slugs.media,
        data: { alt: 'x' },
        file: await pngFile(),
        user: viewer,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe("an admin's session cannot be used from another site's page", () => {
  const signedInCookie = async (email: string) => {
    const response = await callApi('/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
    return cookie!.split(';')[0]
  }

  it('a same-site page posting a new super admin with the victim’s cookie is refused; the site’s own page is not', async () => {
    const superAdmin = await createUser(payload, { role: 'super_admin' })
    const cookie = await signedInCookie(superAdmin.email)
    const attempt = (origin: string, email: string) =>
      callApi('/users', {
        method: 'POST',
        headers: {
          cookie,
          origin,
          'content-type': 'application/json',
          'sec-fetch-site': origin.includes('evil') ? 'same-site' : 'same-origin',
        },
        body: JSON.stringify({ email, password: 'a-long-password', role: 'super_admin' }),
      })
    const forged = await attempt('http://evil.localhost:3000', 'planted@example.org')
    expect([401, 403]).toContain(forged.status)
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: 'planted@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    const genuine = await attempt('http://localhost:3000', 'invited@example.org')
    expect(genuine.status).toBe(201)
  })

  it('every back-office endpoint refuses a request another page sent, before doing anything', async () => {
    const superAdmin = await createUser(payload, { role: 'super_admin' })
    const headers = {
      Authorization: `JWT ${await tokenOf(superAdmin.email)}`,
      'content-type': 'application/json',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    }
    for (const path of [
      '/workflows/users/invite',
      '/paystack-test',
      '/admin/verify-pending-payments',
      '/admin/pitch-decks/1/reject',
      '/workflows/projects/1/pause',
    ]) {
      const response = await callApi(path, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'someone@example.org', test: 'health', reason: 'x' }),
      })
      expect({ path, status: response.status, error: (await bodyOf(response)).error }).toEqual({
        path,
        status: 403,
        error: adminCopy.crossSiteRefused,
      })
    }
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: 'someone@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe("sign-in cannot be posted from another site's page (login CSRF)", () => {
  const signIn = (headers: Record<string, string>, body?: BodyInit) =>
    postSignIn(
      new Request('http://localhost:3000/admin/login/submit', {
        method: 'POST',
        headers: { host: 'localhost:3000', ...headers },
        body:
          body ??
          new URLSearchParams({ email: signer.email, password: TEST_PASSWORD, redirect: '/admin' }),
      }),
    )
  let signer: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    signer = await createUser(payload, { role: 'super_admin' })
  })

  it('refuses a post naming a foreign page, an opaque one, or none, and sets no session', async () => {
    // Issue #29: without Sec-Fetch-Site, a foreign Origin signed the visitor in to the attacker's account.
    const posts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { referer: 'https://evil.example/login-trap' },
      {},
    ]
    for (const headers of posts) {
      const response = await signIn(headers)
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 })
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('takes the sign-in page’s own post; a body that is not the form is a failed sign-in, not a 500', async () => {
    const own = await signIn({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })
    expect(own.status).toBe(303)
    expect(own.headers.get('location')).toBe('/admin')
    expect(own.headers.getSetCookie().some((line) => line.startsWith('payload-token='))).toBe(true)
    // A browser that sends a Referer but no Origin (some proxies strip it).
    expect((await signIn({ referer: 'http://localhost:3000/admin/login' })).status).toBe(303)

    const json = await signIn(
      { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      JSON.stringify({ email: signer.email, password: TEST_PASSWORD }),
    )
    expect(json.status).toBe(303)
    expect(json.headers.get('location')).toBe('/admin/login?error=failed')
  })
})

describe('articles cannot carry script links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
  ])('a link to %j is refused with a message, and nothing is stored', async (url) => {
    const editor = await createUser(payload, {
      role: 'admin',
      permissions: allSections(true, true),
    })
    const response = await callApi('/news', {
      method: 'POST',
      headers: {
        Authorization: `JWT ${await tokenOf(editor.email)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        title: `Trap ${url}`,
        content: richText('Click me', url),
        is_published: true,
      }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await bodyOf(response))).toContain(UNSAFE_LINK_MESSAGE)
    expect(
      (
        await payload.count({
          collection: slugs.news,
          where: { title: { equals: `Trap ${url}` } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('web, e-mail, phone and on-site links are kept', async () => {
    for (const url of [
      'https://example.org/a',
      'mailto:hello@example.org',
      'tel:+2348030000000',
      '/impact',
      '#donate',
    ]) {
      const article = await payload.create({
        collection: slugs.news,
        data: { title: `Link ${url}`, content: richText('Read', url) },
        overrideAccess: true,
      })
      expect(JSON.stringify(article.content)).toContain(url)
    }
  })
})
