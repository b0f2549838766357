import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook } from 'payload'

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
    expireOutsideRequest([tag]).catch((error: unknown) => console.error(`Could not expire the cached ${tag}:`, error))
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ collection, doc }) => {
  expire(collection.slug)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ collection, doc }) => {
  expire(collection.slug)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc }) => {
  expire(global.slug)
  return doc
}

/** Adds the expiry hooks to a collection the public site reads; `alsoExpire` for embedded data (images). */
export const readByPublicSite = (config: CollectionConfig, alsoExpire: string[] = []): CollectionConfig => {
  const expireAll: CollectionAfterChangeHook = ({ doc }) => {
    for (const tag of alsoExpire) expire(tag)
    return doc
  }
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), revalidateAfterChange, expireAll],
      afterDelete: [...(config.hooks?.afterDelete ?? []), revalidateAfterDelete],
    },
  }
}
