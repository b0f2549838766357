// The admin shell's rules without a browser: where the sign-in may send an admin afterwards, the
// sign-in refusals' words, and which section lists leave a plain admin's sidebar.
import type { ClientUser, CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { loginErrorText, safeAdminTarget } from '@/admin/shell/login'
import { sectionLabelOf, sidebarPerSection } from '@/admin/shell/sections'
import { authCopy } from '@/copy/auth'
import { slugs } from '@collections/slugs'

describe('after signing in', () => {
  it('goes only to an admin page of this site', () => {
    for (const target of ['/admin', '/admin/analytics', '/admin/collections/news?page=2'])
      expect(safeAdminTarget(target)).toBe(target)
    for (const target of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil.example',
      '/\\evil.example',
      '/adminx',
      '/',
      undefined,
      ['/admin/analytics'],
    ])
      expect(safeAdminTarget(target)).toBe('/admin')
  })
})

describe('a refused sign-in', () => {
  it('says what happened in the spec’s words, and for how long a throttled one waits', () => {
    expect(loginErrorText('failed', 0)).toEqual({
      title: authCopy.loginFailed,
      description: authCopy.wrongCredentials,
    })
    expect(loginErrorText('denied', 0)).toEqual({
      title: authCopy.accessDenied,
      description: authCopy.noAdminPrivileges,
    })
    const throttled = loginErrorText('throttled', 14 * 60 + 5)
    expect(throttled?.description).toContain('15 minutes')
    expect(throttled?.description).toContain('ask a super admin')
    expect(loginErrorText(undefined, 0)).toBeNull()
  })
})

describe('the sidebar of a plain admin', () => {
  const collections: CollectionConfig[] = [
    { slug: slugs.news, fields: [] },
    { slug: slugs.media, fields: [] },
    { slug: slugs.rateLimitCounters, fields: [], admin: { hidden: true } },
    { slug: slugs.churchBranches, fields: [] },
  ]
  const config = sidebarPerSection({ collections } as unknown as Config) as Config
  const hiddenFor = (slug: string, user: Record<string, unknown>) => {
    const hidden = config.collections?.find((collection) => collection.slug === slug)?.admin?.hidden
    return typeof hidden === 'function'
      ? hidden({
          user: { id: 1, collection: slugs.users, email: 'a@example.org', ...user } as ClientUser,
        })
      : Boolean(hidden)
  }
  const plain = { role: 'admin', is_active: true }

  it('leaves out a section’s lists the admin may not view, even when visitors may read them', () => {
    expect(hiddenFor(slugs.news, { ...plain, permissions: { news: { can_view: false } } })).toBe(
      true,
    )
    expect(hiddenFor(slugs.news, { ...plain, permissions: { news: { can_view: true } } })).toBe(
      false,
    )
    expect(hiddenFor(slugs.news, { role: 'super_admin', is_active: true })).toBe(false)
    expect(sectionLabelOf(slugs.sponsorshipApplications)).toBe('Sponsorships')
  })

  it('keeps lists no section guards, and what was hidden stays hidden', () => {
    expect(hiddenFor(slugs.media, { ...plain, permissions: { news: { can_view: false } } })).toBe(
      false,
    )
    expect(hiddenFor(slugs.rateLimitCounters, { role: 'super_admin', is_active: true })).toBe(true)
  })

  it('shows a church admin the Rides lists and nothing else, not even what visitors may read', () => {
    const churchAdmin = { role: 'church_admin', is_active: true, church: 7 }
    expect(hiddenFor(slugs.churchBranches, churchAdmin)).toBe(false)
    expect(hiddenFor(slugs.news, churchAdmin)).toBe(true)
    expect(hiddenFor(slugs.media, churchAdmin)).toBe(true)
    // Without its church it is no church admin: nothing at all.
    expect(hiddenFor(slugs.churchBranches, { ...churchAdmin, church: null })).toBe(true)
  })
})
