import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

/**
 * Each donor's yearly statement e-mailed once (issue #35): one row per donor and year, inserted by
 * src/lib/giving/yearlyStatements.ts in the transaction that queues the e-mail, so however many
 * instances run the January job, and after a kill -9, the donor gets one. The donor is a keyed
 * hash of their address (as the rate-limit counters keep addresses): the row says who was mailed
 * only to the server that holds the key, and holds nothing to export or erase.
 */
export const StatementMailings: CollectionConfig = {
  slug: slugs.statementMailings,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['donor_key', 'year'], unique: true }],
  fields: [
    { name: 'donor_key', type: 'text', required: true },
    { name: 'year', type: 'number', required: true },
    // The donor's latest gift of the year: the e-mail goes to its stored address.
    { name: 'donation_id', type: 'number', required: true },
  ],
}
