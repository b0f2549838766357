// back-office.md, sponsor and partner forms: a logo is a file or a URL, never both.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'

import { pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

let payload: Payload
let superAdmin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  superAdmin = await createUser(payload, { role: 'super_admin' })
})

describe('a sponsor’s logo source', () => {
  it('choosing a file clears the URL; typing a new URL drops the file', async () => {
    const logo = await payload.create({
      collection: slugs.sponsorLogos,
      data: {},
      file: await pngFile('logo.png'),
      overrideAccess: true,
    })
    const sponsor = await payload.create({
      collection: slugs.impactSponsors,
      data: {
        sponsor_name: 'Shiloh Motors',
        sponsor_type: 'organization',
        logo_url: 'https://example.org/old.png',
        order_index: 0,
      },
      user: superAdmin,
      overrideAccess: false,
    })
    expect(sponsor.logo_url).toBe('https://example.org/old.png')

    const withFile = await payload.update({
      collection: slugs.impactSponsors,
      id: sponsor.id,
      data: { logo: logo.id },
      user: superAdmin,
      overrideAccess: false,
      depth: 0,
    })
    expect(withFile).toMatchObject({ logo: logo.id, logo_url: null })

    const withUrl = await payload.update({
      collection: slugs.impactSponsors,
      id: sponsor.id,
      data: { logo_url: 'https://example.org/new.png' },
      user: superAdmin,
      overrideAccess: false,
      depth: 0,
    })
    expect(withUrl).toMatchObject({ logo: null, logo_url: 'https://example.org/new.png' })
  })

  it('a partner given both keeps the file', async () => {
    const image = await payload.create({
      collection: slugs.media,
      data: { alt: 'Partner logo' },
      file: await pngFile('partner.png'),
      overrideAccess: true,
    })
    const partner = await payload.create({
      collection: slugs.impactPartners,
      data: {
        company_name: 'Bethel Fleet',
        logo: image.id,
        logo_url: 'https://example.org/partner.png',
        display_order: 0,
      },
      user: superAdmin,
      overrideAccess: false,
      depth: 0,
    })
    expect(partner).toMatchObject({ logo: image.id, logo_url: null })
  })
})
