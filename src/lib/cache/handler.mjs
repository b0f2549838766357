// Next's cacheHandler (next.config.ts): the data cache of unstable_cache, one instance cache per
// process (src/lib/cache/instanceCache.mjs). Next constructs this class for every request, so the
// cache itself is made once: at the production server's start (serve.mjs), else on the first.
import path from 'node:path'

import { createInstanceCache, instanceFolder } from './instanceCache.mjs'
import { cacheChanged, registerInstanceCache, registeredInstanceCache } from './registry.mjs'

// `next build` renders nothing from the database; its workers must not hold connections or files.
const building = process.env.NEXT_PHASE === 'phase-production-build'

let shared = null
/**
 * This process's instance cache, made once. The production server (serve.mjs) makes it at start, so
 * its LISTEN connection is begun before the first visitor and nobody waits for it.
 */
export const startInstanceCache = ({ serverDistDir } = {}) => {
  shared ??= registeredInstanceCache()
  if (shared) return shared
  const base = process.env.CACHE_DIR
    ? path.resolve(process.env.CACHE_DIR)
    : path.join(serverDistDir ?? path.resolve('.next', 'server'), '..', 'cache', 'instances')
  shared = createInstanceCache({
    dir: instanceFolder({ base }),
    uri: process.env.DATABASE_URI || undefined,
    onChange: cacheChanged,
  })
  registerInstanceCache(shared)
  return shared
}

export default class InstanceCacheHandler {
  constructor(ctx) {
    this.cache = building ? null : startInstanceCache(ctx)
  }

  async get(key, ctx) {
    return (await this.cache?.get(key, ctx)) ?? null
  }

  async set(key, value, ctx) {
    await this.cache?.set(key, value, ctx)
  }

  async revalidateTag(tags, durations) {
    await this.cache?.revalidateTag(tags, durations)
  }

  resetRequestCache() {}
}
