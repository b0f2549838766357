import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * A run its driver cancelled from their page (issue #34): the flag on the change's context that
 * makes BusRuns' cancel tell passengers "the driver had to cancel", where it leaves their notices'
 * jobs to start once committed, and the driver's reason kept on the run for staff and its church.
 */
export const DRIVER_CANCEL = 'driverCancel'
export const DRIVER_CANCEL_JOBS = 'driverCancelJobs'

export const runCancelFields: Field[] = [
  {
    name: 'driver_cancel_reason',
    label: 'Why the driver cancelled',
    type: 'textarea',
    maxLength: 300,
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.driver_cancel_reason),
    },
  },
  {
    name: 'driver_cancelled_at',
    label: 'Cancelled by the driver',
    type: 'date',
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      condition: (data) => Boolean(data?.driver_cancelled_at),
    },
  },
]
