import { z } from 'zod'

import type { FieldErrors } from '@/lib/forms/rules'
import { firstErrorPerField } from '@/lib/forms/schemas'

import {
  checkDonation,
  missingDonationFields,
  missingDonationInformation,
  type DonationInput,
} from './rules'

/** The spec's payment initialization payload: shapes by zod, rules by ./rules.ts (as the browser). */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)

const donationSchema = z.object({
  amount: z.union([z.number(), z.string()]),
  email: z.string(),
  donorName: optionalText,
  phone: z.string(),
  currency: z.string().optional(),
  isAnonymous: z.boolean().optional(),
  showPublicly: z.boolean().optional(),
  coverFees: z.boolean().optional(),
  church: optionalText,
  isChristian: optionalText,
  donorType: z.string(),
  organizationName: optionalText,
  organizationType: optionalText,
  contactPerson: optionalText,
  // Two radio buttons in the form: anything else is a hand-made request (checked here, not in the browser's rules).
  frequency: z.enum(['once', 'monthly']).optional(),
  projectId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]).nullish(),
})

export type ParsedDonation =
  | { ok: true; data: DonationInput & z.infer<typeof donationSchema> }
  | { ok: false; missing?: string; fieldErrors: FieldErrors }

export const parseDonation = (input: unknown): ParsedDonation => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, fieldErrors: { form: 'Please send the donation as an object.' } }
  const missing = missingDonationInformation(input as Partial<DonationInput>)
  const shape = donationSchema.safeParse(input)
  if (!shape.success) {
    // The browser checks every field first, so only a hand-made request gets here: one plain message.
    return {
      ok: false,
      missing: missing ?? undefined,
      fieldErrors: firstErrorPerField(shape.error.issues, () => 'Please check this field.'),
    }
  }
  if (missing)
    return { ok: false, missing, fieldErrors: missingDonationFields(shape.data as DonationInput) }
  const fieldErrors = checkDonation(shape.data)
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return { ok: true, data: shape.data }
}
