import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  RequiredDataFromCollectionSlug,
  Where,
} from 'payload'

import { slugs } from '@collections/slugs'

export interface SeedContext {
  payload: Payload
  req: PayloadRequest
  tally: { created: number; skipped: number }
}

/**
 * Returns the document matching `where`, or creates it from `build()`.
 * `build` is lazy so that images and relations are only produced for documents that are missing.
 */
type SeedFile = { data: Buffer; mimetype: string; name: string; size: number }

export async function ensureDoc<TSlug extends CollectionSlug>(
  ctx: SeedContext,
  collection: TSlug,
  where: Where,
  build: () =>
    Promise<RequiredDataFromCollectionSlug<TSlug>> | RequiredDataFromCollectionSlug<TSlug>,
  file?: () => Promise<SeedFile>,
): Promise<DataFromCollectionSlug<TSlug>> {
  const { payload, req } = ctx
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  if (found.docs[0]) {
    ctx.tally.skipped += 1
    return found.docs[0]
  }
  const doc = await payload.create({
    collection,
    data: await build(),
    ...(file ? { file: await file() } : {}),
    depth: 0,
    req,
    overrideAccess: true,
  })
  ctx.tally.created += 1
  return doc
}

/** The demo illustrations, committed once rendered (src/seed/images/, one file per name the seed uploads). */
const IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images')
const MIME_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' }

export interface SeedImage {
  alt: string
  /** A file in src/seed/images/, uploaded under the same name. */
  filename: string
}

/** Media are matched on alt text: Payload may suffix a duplicate filename, so the name is no key. */
export async function ensureMedia(ctx: SeedContext, image: SeedImage): Promise<number> {
  const doc = await ensureDoc(
    ctx,
    slugs.media,
    { alt: { equals: image.alt } },
    () => ({ alt: image.alt }),
    async () => {
      const data = await fs.readFile(path.join(IMAGES_DIR, image.filename))
      return {
        data,
        mimetype: MIME_TYPES[path.extname(image.filename)],
        name: image.filename,
        size: data.length,
      }
    },
  )
  return doc.id
}

/** An ISO date `days` before now, at a fixed hour so that listings look natural. */
export const daysAgo = (days: number, hour = 10): string => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

/** A calendar day as Payload stores a day-only date field. */
export const day = (isoDay: string): string => new Date(`${isoDay}T00:00:00.000Z`).toISOString()
