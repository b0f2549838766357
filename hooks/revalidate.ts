import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalSlug,
  Plugin,
} from 'payload'

import { expireOutsideRequest } from '@/lib/cache/registry.mjs'

/**
 * Expires the public site's cached reads of this collection on every instance: Next passes the tag to
 * our cache handler after the request (so after its transaction committed), which tells the others
 * (src/lib/cache/). Outside a request Next refuses; this process's cache does it directly, and
 * outside a Next server (seed, tests) there is no cache.
 */
export const expire = (tag: string) => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    expireOutsideRequest([tag]).catch((error: unknown) =>
      console.error(`Could not expire the cached ${tag}:`, error),
    )
  }
}

const expireOwnTag: CollectionAfterChangeHook = ({ collection, doc }) => {
  expire(collection.slug)
  return doc
}

const expireOwnTagAfterDelete: CollectionAfterDeleteHook = ({ collection, doc }) => {
  expire(collection.slug)
  return doc
}

const expireGlobalTag: GlobalAfterChangeHook = ({ global, doc }) => {
  expire(global.slug)
  return doc
}

const expireTags =
  (tags: string[]): CollectionAfterChangeHook =>
  ({ doc }) => {
    for (const tag of tags) expire(tag)
    return doc
  }

type PublicSiteCacheOptions = {
  /** The collections and globals the public site reads: a change expires the cached reads tagged with their slug. */
  collections: CollectionSlug[]
  globals: GlobalSlug[]
  /** Further tags a change (not a delete) expires, for documents that pages embed (images, logos). */
  alsoExpire?: Partial<Record<CollectionSlug, string[]>>
}

/** Expiry of the public site's cached reads, added to each collection and global it reads. */
export const publicSiteCache =
  ({ collections, globals, alsoExpire = {} }: PublicSiteCacheOptions): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      (collections as string[]).includes(collection.slug)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [
                ...(collection.hooks?.afterChange ?? []),
                expireOwnTag,
                expireTags(alsoExpire[collection.slug as CollectionSlug] ?? []),
              ],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), expireOwnTagAfterDelete],
            },
          }
        : collection,
    ),
    globals: (config.globals ?? []).map((global) =>
      (globals as string[]).includes(global.slug)
        ? {
            ...global,
            hooks: {
              ...global.hooks,
              afterChange: [...(global.hooks?.afterChange ?? []), expireGlobalTag],
            },
          }
        : global,
    ),
  })
