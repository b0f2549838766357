import { signText } from '@/lib/signing'

/**
 * A child's hand-over code (issue #34): four digits the guardian is sent with the confirmation and
 * gives the driver at drop-off. Derived from the booking's code with the site's secret, as the
 * booking's link is (src/lib/signing.ts), so nothing more is stored, every notice of the booking
 * says the same code, and the code alone shows nothing.
 */
const PURPOSE = 'ride-handover-code'

export const handoverCode = (bookingCode: string): string =>
  String(Buffer.from(signText(PURPOSE, bookingCode), 'base64url').readUInt32BE(0) % 10000).padStart(
    4,
    '0',
  )

/** Is `given` (as typed: spaces allowed) this booking's hand-over code? */
export const handoverCodeMatches = (bookingCode: string, given: string): boolean =>
  given.replace(/\s+/g, '') === handoverCode(bookingCode)
