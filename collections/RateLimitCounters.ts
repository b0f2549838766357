import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

/**
 * Per-address counters of the public write endpoints (src/lib/rateLimit.ts). Kept in PostgreSQL so
 * that every app instance sees the same counts; keys hold a keyed hash, never an address.
 */
export const RateLimitCounters: CollectionConfig = {
  slug: slugs.rateLimitCounters,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
