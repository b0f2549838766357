import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import type { CacheChange } from '../lib/cache/instanceCache.mjs'

type Env = Record<string, string | undefined>
type Handler = (req: IncomingMessage, res: ServerResponse) => void

export type Rendered = {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  complete: boolean
}
export type PageCacheSettings = {
  maxBytes: number
  refreshAfterMs: number
  unheardMaxAgeMs: number
  sharedMaxAge: number
  staleWhileRevalidate: number
}

export const CACHE_STATUS_HEADER: string
export function pageKey(request: {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
}): string | null
export function encodingFor(acceptEncoding?: string): 'br' | 'gzip' | 'identity'
export function pageCacheSettings(env?: Env): PageCacheSettings
export function loopbackRenderer(options: {
  port: number
  host?: string
  token: string
  timeoutMs?: number
}): (key: string) => Promise<Rendered>
export function createPageCache(options: {
  settings?: PageCacheSettings
  token?: string
  render: (key: string) => Promise<Rendered>
  transform?: (html: string) => Promise<string>
  listening?: () => boolean
  subscribe?: (listener: (change?: CacheChange) => void) => () => void
  now?: () => number
}): {
  token: string
  wrap: (handler: Handler) => Handler
  readonly size: { pages: number; bytes: number }
  stop: () => void
}
