import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

import { slugs } from '../slugs'

/**
 * A seat request made with a phone and no e-mail, waiting for the one-time code sent to that phone
 * (issue #33, src/lib/rides/phoneCode.ts). The code is kept as its keyed hash only; the row lives
 * until its code expires (10 minutes) and is deleted by the next request that comes by.
 */
export const PhoneCodes: CollectionConfig = {
  slug: slugs.phoneCodes,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Random, opaque: what the code form carries, never the phone or the request.
    { name: 'reference', type: 'text', required: true, unique: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'code_hash', type: 'text', required: true },
    // The seat request as it was checked (src/lib/rides/seatRequest.ts), booked with the right code.
    { name: 'request', type: 'json', required: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'tries', type: 'number', required: true, defaultValue: 0 },
    // The booking the right code made: a second tap opens it again rather than booking twice.
    { name: 'booking_code', type: 'text' },
  ],
}
