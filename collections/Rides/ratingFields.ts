import type { Field } from 'payload'

import { nobody } from '@/access/nobody'
import { plansChangeCopy } from '@/copy/plansChange'

/** A rating's choices, 5 to 1, with the words the booking page and the back office show. */
export const RIDE_RATINGS = [5, 4, 3, 2, 1].map((rating) => ({
  value: String(rating),
  label: plansChangeCopy.rating.labels[rating],
}))

/**
 * A passenger's rating of a ride that has happened, and their comment (issue #34), given on the
 * booking's page (src/lib/rides/ratings.ts): one per booking, changed by rating again. Read with
 * the booking (staff who view Rides, the church's admin); written by nobody else.
 */
export const ratingFields: Field[] = [
  {
    type: 'row',
    admin: { condition: (data) => Boolean(data?.rating) },
    fields: [
      {
        name: 'rating',
        label: 'Rating',
        type: 'select',
        options: RIDE_RATINGS,
        index: true,
        access: { create: nobody, update: nobody },
        admin: { readOnly: true },
      },
      {
        name: 'rated_at',
        label: 'Rated',
        type: 'date',
        access: { create: nobody, update: nobody },
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  },
  {
    name: 'rating_comment',
    label: 'Passenger’s comment',
    type: 'textarea',
    maxLength: 500,
    access: { create: nobody, update: nobody },
    admin: { readOnly: true, condition: (data) => Boolean(data?.rating) },
  },
]
