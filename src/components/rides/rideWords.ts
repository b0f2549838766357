import type { Words } from '../forms/usePublicForm'
import { failedWith } from '../forms/words'

/**
 * The words of the rides' forms: a refusal by field says the server's sentence under the form's
 * 'problem' title; a refusal of the whole form its 'failed' title, with the server's sentence when
 * it is the rate limit's (or, for a seat, that the run was busy).
 */
export const rideWords = (
  copy: { problem: string; failed: string },
  shown: readonly string[] = ['rate_limited'],
  describe: Words['invalid'] = (state) => ({ title: copy.problem, description: state.error }),
): Words => ({
  invalid: describe,
  failed: failedWith({ title: copy.failed }, shown),
})

/** The notice channels a rides form offers, WhatsApp first (issue #33). */
export const channelChoices = (labels: Record<'whatsapp' | 'sms' | 'email', string>) =>
  (['whatsapp', 'sms', 'email'] as const).map((value) => ({ value, label: labels[value] }))
