/**
 * What a form's markup needs of the rules (src/lib/forms/rules.ts) without the rules themselves: a
 * form whose checks load only when it is used (the volunteer dialog) renders with these alone.
 */

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

/** A required field left blank; the forms tell "fill in all required fields" apart by it. */
export const REQUIRED_MESSAGE = 'This field is required.'
