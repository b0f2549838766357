import type { NumberField } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

/**
 * "I'll cover the fees" (issue #35), on a donation and on a monthly gift: the gift the donor chose
 * and what they added for Paystack's fee (src/lib/payments/fees.ts); `amount` is what was charged,
 * their sum. Written by the payment server only.
 */
export const feeCoveredFields = (): NumberField[] => [
  {
    name: 'gift_amount',
    label: 'Gift chosen (₦)',
    type: 'number',
    access: { read: canView('donations'), create: nobody, update: nobody },
    admin: {
      readOnly: true,
      description: 'The amount the donor chose; the amount charged adds any fees they covered.',
    },
  },
  {
    name: 'fees_covered',
    label: 'Fees covered (₦)',
    type: 'number',
    access: { read: canView('donations'), create: nobody, update: nobody },
    admin: {
      readOnly: true,
      description:
        "Paystack's fee, added by the donor ('I'll cover the fees') so the charity receives the whole gift.",
    },
  },
]
