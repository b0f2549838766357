// This process's instance cache, for code that runs outside a request (jobs, the payment webhook's
// follow-ups), where Next's revalidateTag throws. Registered on globalThis because Next loads the
// cache handler with Node's import, while the app's code runs from Next's bundle: two module copies.
const KEY = Symbol.for('fellowship-rides.instance-cache')

export const registerInstanceCache = (cache) => {
  globalThis[KEY] = cache
}

/** Expires the tags in this process and tells every instance; nothing when Next is not running here. */
export const expireOutsideRequest = async (tags) => {
  await globalThis[KEY]?.revalidateTag(tags, { expire: 0 })
}
