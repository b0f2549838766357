// This process's instance cache, for code that runs outside a request (jobs, the payment webhook's
// follow-ups), where Next's revalidateTag throws. Registered on globalThis because Next loads the
// cache handler with Node's import, while the app's code runs from Next's bundle: two module copies.
const KEY = Symbol.for('fellowship-rides.instance-cache')

export const registerInstanceCache = (cache) => {
  globalThis[KEY] = cache
}

/** The instance cache this process already made, if any (handler.mjs may be loaded twice). */
export const registeredInstanceCache = () => globalThis[KEY] ?? null

/** Expires the tags in this process and tells every instance; nothing when Next is not running here. */
export const expireOutsideRequest = async (tags) => {
  await globalThis[KEY]?.revalidateTag(tags, { expire: 0 })
}

const LISTENERS = Symbol.for('fellowship-rides.cache-listeners')
const listeners = () => (globalThis[LISTENERS] ??= new Set())

/** Calls `listener(change)` whenever this process's cached content may be out of date; returns the unsubscribe. */
export const onCacheChange = (listener) => {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** Tells the listeners (the page cache, src/cli/pageCache.mjs) that cached content may be out of date. */
export const cacheChanged = (change) => {
  for (const listener of listeners()) listener(change)
}

/** Whether this process's cache hears every instance's changes, so what it caches can be trusted. */
export const instanceCacheListening = () => globalThis[KEY]?.listening === true
