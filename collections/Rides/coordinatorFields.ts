import type { Field } from 'payload'

import { nobody } from '@/access/nobody'
import { coordinatorCopy } from '@/copy/coordinator'
import { normalisePhone } from '@/lib/phone'

/**
 * A bus run's coordinator on the day (issue #34): who boards its passengers when no registered
 * driver does, from the run's day page, whose signed link staff or the church admin send them
 * ('Send the day link', src/lib/rides/coordinatorPage.ts). The link is signed with the run and
 * the coordinator's e-mail (or phone): changing them retires a link already sent.
 */
export const runCoordinatorFields: Field[] = [
  {
    type: 'collapsible',
    label: coordinatorCopy.fieldsLabel,
    admin: {
      initCollapsed: true,
      description: coordinatorCopy.fieldsHint,
      condition: (data) => (data?.kind ?? 'bus') === 'bus',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'coordinator_name', label: 'Coordinator', type: 'text', maxLength: 120 },
          {
            name: 'coordinator_email',
            label: 'Coordinator’s e-mail',
            type: 'email',
          },
          {
            name: 'coordinator_phone',
            label: 'Coordinator’s phone',
            type: 'text',
            maxLength: 32,
            // Stored in one international form, so a text can reach it (src/lib/phone.ts).
            hooks: {
              beforeValidate: [
                ({ value }) =>
                  typeof value === 'string' && value.trim()
                    ? (normalisePhone(value) ?? value.trim())
                    : value,
              ],
            },
            validate: (value: string | null | undefined) =>
              !value || normalisePhone(value) ? true : coordinatorCopy.phoneError,
          },
        ],
      },
    ],
  },
  {
    name: 'day_link_sent_at',
    label: coordinatorCopy.sentLabel,
    type: 'date',
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      condition: (data) => Boolean(data?.day_link_sent_at),
    },
  },
  {
    name: 'send_day_link',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/src/admin/components/rides/SendDayLink#SendDayLink' },
    },
  },
]
