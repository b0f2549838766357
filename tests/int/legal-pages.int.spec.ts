// The Privacy Policy, Terms, Safety and Help Center pages (issue #32): who may write them, a draft
// unseen until published, the "Last updated" stamp and the privacy notice's version, the seed.
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { isoDay } from '@/lib/dates'
import { NO_PUBLISHED_NOTICE, privacyNoticeVersion } from '@/lib/legal/noticeVersion'
import { seedLegalPages } from '@/seed/content/legal'

import { seedActiveChurch } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'
import { richText } from '../helpers/richText'
import { allSections, createUser } from '../helpers/users'

let payload: Payload
let editor: Awaited<ReturnType<typeof createUser>>
let viewer: Awaited<ReturnType<typeof createUser>>
let churchAdmin: Awaited<ReturnType<typeof createUser>>
let privacyId: number

/** What a visitor (the public site, src/lib/content.ts) reads of a page. */
const publicPage = async (kind: 'privacy' | 'terms' | 'safety' | 'help') =>
  (
    await payload.find({
      collection: slugs.legalPages,
      where: { kind: { equals: kind } },
      overrideAccess: false,
      depth: 0,
    })
  ).docs[0]

const status = async (operation: Promise<unknown>) => {
  try {
    await operation
    return 'allowed'
  } catch (error) {
    return (error as { status?: number }).status
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await createUser(payload, { role: 'admin', permissions: allSections(true, true) })
  viewer = await createUser(payload, { role: 'admin', permissions: allSections(true, false) })
  const { church } = await seedActiveChurch(payload, 'Grace Chapel')
  churchAdmin = await createUser(payload, { role: 'church_admin', church })
})

describe('policy and help pages', () => {
  it('a page saved as a draft is not public, and no privacy notice version exists yet', async () => {
    const draft = await payload.create({
      collection: slugs.legalPages,
      data: { title: 'Privacy Policy', kind: 'privacy', content: richText('First words') },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    privacyId = draft.id
    expect(draft._status).toBe('draft')
    expect(draft.published_at ?? null).toBeNull()
    expect(await publicPage('privacy')).toBeUndefined()
    expect(await privacyNoticeVersion(payload)).toBe(NO_PUBLISHED_NOTICE)
  })

  it('publishing shows it, stamps its Last updated date, and that day is the notice version', async () => {
    const before = Date.now()
    await payload.update({
      collection: slugs.legalPages,
      id: privacyId,
      data: { _status: 'published', content: richText('We keep your data safe') },
      user: editor,
      overrideAccess: false,
    })
    const shown = await publicPage('privacy')
    expect(shown?.title).toBe('Privacy Policy')
    expect(JSON.stringify(shown?.content)).toContain('We keep your data safe')
    const publishedAt = new Date(shown!.published_at!)
    expect(publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(await privacyNoticeVersion(payload)).toBe(isoDay(publishedAt))
    expect(await privacyNoticeVersion(payload)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('a draft over the published page stays unseen, with its date, until it is published', async () => {
    const live = await publicPage('privacy')
    await payload.update({
      collection: slugs.legalPages,
      id: privacyId,
      data: { title: 'Privacy Notice (draft)' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect((await publicPage('privacy'))?.title).toBe('Privacy Policy')
    expect((await publicPage('privacy'))?.published_at).toBe(live?.published_at)
    const versions = await payload.findVersions({
      collection: slugs.legalPages,
      where: { parent: { equals: privacyId } },
      user: editor,
      overrideAccess: false,
    })
    expect(versions.docs.map((version) => version.version.title)).toContain(
      'Privacy Notice (draft)',
    )

    await payload.update({
      collection: slugs.legalPages,
      id: privacyId,
      data: { title: 'Privacy Notice', _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    const republished = await publicPage('privacy')
    expect(republished?.title).toBe('Privacy Notice')
    expect(new Date(republished!.published_at!).getTime()).toBeGreaterThan(
      new Date(live!.published_at!).getTime(),
    )
  })

  it('only staff who edit News write the pages; versions and drafts stay with staff', async () => {
    const change = (user: typeof editor | undefined) =>
      status(
        payload.update({
          collection: slugs.legalPages,
          id: privacyId,
          data: { summary: 'Changed' },
          user,
          overrideAccess: false,
        }),
      )
    expect(await change(viewer)).toBe(403)
    expect(await change(churchAdmin)).toBe(403)
    expect(await change(undefined)).toBe(403)
    expect(await change(editor)).toBe('allowed')
    for (const user of [undefined, churchAdmin])
      expect(
        await status(
          payload.findVersions({ collection: slugs.legalPages, user, overrideAccess: false }),
        ),
      ).toBe(403)
    expect(
      await status(
        payload.delete({
          collection: slugs.legalPages,
          id: privacyId,
          user: viewer,
          overrideAccess: false,
        }),
      ),
    ).toBe(403)
  })

  it('each page exists once: a second Privacy Policy is refused', async () => {
    const refused = await status(
      payload.create({
        collection: slugs.legalPages,
        data: { title: 'Another', kind: 'privacy', content: richText('x'), _status: 'published' },
        user: editor,
        overrideAccess: false,
      }),
    )
    expect(refused).toBe(400)
  })

  it('the seed publishes the missing pages once and leaves the staff’s own alone', async () => {
    const ctx = {
      payload,
      req: await createLocalReq({}, payload),
      tally: { created: 0, skipped: 0 },
    }
    await seedLegalPages(ctx)
    expect(ctx.tally).toEqual({ created: 3, skipped: 1 })
    await seedLegalPages(ctx)
    expect(ctx.tally).toEqual({ created: 3, skipped: 5 })
    expect((await publicPage('privacy'))?.title).toBe('Privacy Notice')
    for (const [kind, title] of [
      ['terms', 'Terms of Service'],
      ['safety', 'Safety'],
      ['help', 'Help Center'],
    ] as const) {
      const page = await publicPage(kind)
      expect(page?.title).toBe(title)
      expect(page?._status).toBe('published')
      expect(page?.published_at).toBeTruthy()
    }
    expect(JSON.stringify((await publicPage('help'))?.content)).toContain('/my-data')
  })
})
