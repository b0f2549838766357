import type { CacheChange, InstanceCache } from './instanceCache.mjs'

export declare const registerInstanceCache: (cache: InstanceCache) => void
export declare const expireOutsideRequest: (tags: string[]) => Promise<void>
export declare const registeredInstanceCache: () => InstanceCache | null
export declare const onCacheChange: (listener: (change?: CacheChange) => void) => () => void
export declare const cacheChanged: (change?: CacheChange) => void
export declare const instanceCacheListening: () => boolean
