import type { InstanceCache } from './instanceCache.mjs'

export declare const registerInstanceCache: (cache: InstanceCache) => void
export declare const expireOutsideRequest: (tags: string[]) => Promise<void>
