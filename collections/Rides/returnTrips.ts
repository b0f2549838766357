import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

/** Which way a run goes (issue #34): to the service, or home after it. */
const RUN_DIRECTIONS = [
  { value: 'to_church', label: 'To church' },
  { value: 'home', label: 'Home' },
] as const

/** On bus runs and weekly runs (a weekly run's runs go its way). */
export const runDirectionField: Field = {
  name: 'direction',
  label: 'Goes',
  type: 'select',
  // Not required, so rows made before it (and code that names no way) read as To church.
  defaultValue: 'to_church',
  index: true,
  options: [...RUN_DIRECTIONS],
  admin: {
    description:
      'To church, or home after the service. A member booking a ride to church may also book a ride home of the same service and day.',
  },
}

/** On a Home leg's booking: the code of the To-church booking it was asked for with. */
export const outboundBookingField: Field = {
  name: 'outbound_code',
  label: 'Ride home of booking',
  type: 'text',
  index: true,
  access: { update: nobody },
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.outbound_code) },
}
