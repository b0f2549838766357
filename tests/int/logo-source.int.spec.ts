// back-office.md, sponsor and partner forms: a logo is a file or a URL, never both. And every image
// stored, a public one (Media) or a logo, loses its metadata and is refused above 40 megapixels.
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'
import { uploadDir } from '@/lib/storage/paths'

import { jpegWithGps, pixelBombPng, pngFile } from '../helpers/files'
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

describe('an uploaded image', () => {
  const metadataOf = async (slug: string, filename: string) => {
    const meta = await sharp(await fs.readFile(path.join(uploadDir(slug), filename))).metadata()
    return { width: meta.width, exif: meta.exif, xmp: meta.xmp }
  }

  it('is stored without the EXIF of a phone photo (where it was taken), in the original and every size', async () => {
    // Issue #29: the original was stored and served as uploaded, GPS position included.
    const media = await payload.create({
      collection: slugs.media,
      data: { alt: 'Sunday bus at the gate' },
      file: await jpegWithGps(),
      user: superAdmin,
      overrideAccess: false,
    })
    expect(await metadataOf(slugs.media, media.filename as string)).toEqual({
      width: 64,
      exif: undefined,
      xmp: undefined,
    })
    for (const size of Object.values(media.sizes ?? {}))
      if (size?.filename)
        expect((await metadataOf(slugs.media, size.filename)).exif).toBeUndefined()

    const logo = await payload.create({
      collection: slugs.sponsorLogos,
      data: {},
      file: await jpegWithGps('logo.jpg'),
      overrideAccess: true,
    })
    expect((await metadataOf(slugs.sponsorLogos, logo.filename as string)).exif).toBeUndefined()
  })

  it('is refused above 40 megapixels, with its reason, and nothing is stored', async () => {
    const before = await payload.count({ collection: slugs.media, overrideAccess: true })
    await expect(
      payload.create({
        collection: slugs.media,
        data: { alt: 'A huge scan' },
        file: pixelBombPng(),
        user: superAdmin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(adminCopy.imageTooLarge)
    expect(await payload.count({ collection: slugs.media, overrideAccess: true })).toEqual(before)
  })
})
