import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  RequiredDataFromCollectionSlug,
  Where,
} from 'payload'

import { slugs } from '@collections/slugs'

/** Marks writes made by the seed, so hooks can tell demo content from admin edits. */
export const SEED_CONTEXT = { seeding: true } as const

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
  build: () => Promise<RequiredDataFromCollectionSlug<TSlug>> | RequiredDataFromCollectionSlug<TSlug>,
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
    context: SEED_CONTEXT,
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
    context: SEED_CONTEXT,
  })
  ctx.tally.created += 1
  return doc
}

export interface SeedImage {
  alt: string
  filename: string
  mimetype: 'image/jpeg' | 'image/png'
  render: () => Promise<Buffer>
}

/** Media are matched on alt text: Payload may suffix a duplicate filename, so the name is no key. */
export async function ensureMedia(ctx: SeedContext, image: SeedImage): Promise<number> {
  const doc = await ensureDoc(ctx, slugs.media, { alt: { equals: image.alt } }, () => ({ alt: image.alt }), async () => {
    const data = await image.render()
    return { data, mimetype: image.mimetype, name: image.filename, size: data.length }
  })
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
