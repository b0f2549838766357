import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook } from 'payload'

/** Expires the public site's cached reads of this collection; outside a Next server (seed, tests) there is no cache. */
export const expire = (tag: string) => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    /* not running inside Next: nothing is cached */
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
