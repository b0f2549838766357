import type { InstanceCache } from './instanceCache.mjs'

export declare const registerInstanceCache: (cache: InstanceCache) => void
export declare const expireOutsideRequest: (tags: string[]) => Promise<void>
export declare const onCacheChange: (listener: () => void) => () => void
export declare const cacheChanged: () => void
export declare const instanceCacheListening: () => boolean
