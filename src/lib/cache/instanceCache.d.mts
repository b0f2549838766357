export declare const CACHE_TAGS_CHANNEL: string
export declare const purgeMessage: (from: string) => string

export type CacheDurations = { expire?: number }
export type CacheChange = { tags: string[] } | { all: true } | { lost: true }
export type CacheEntry = { lastModified: number; value: unknown; cacheControl?: unknown }

export type InstanceCache = {
  readonly dir: string
  readonly listening: boolean
  ready(): Promise<void>
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[] },
  ): Promise<CacheEntry | null>
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>
  revalidateTag(tags: string | string[], durations?: CacheDurations): Promise<void>
  purge(): Promise<void>
  stop(): Promise<void>
}

export declare function instanceFolder(options: {
  base: string
  host?: string
  port?: string | number
}): string
export declare function createInstanceCache(options: {
  dir: string
  uri?: string
  /** More pg.Client settings (tests label the connection with application_name). */
  connection?: Record<string, unknown>
  log?: (message: string) => void
  heartbeatMs?: number
  maxRetryMs?: number
  /**
   * Called whenever what is cached may be out of date: tags expired (here or by another instance),
   * the connection back or a purge (all), or the connection lost (nothing changed, but no other
   * instance's change can be heard until it is back).
   */
  onChange?: (change: CacheChange) => void
}): InstanceCache
