import type { FormState } from '@/lib/forms/state'

import type { ToastMessage } from '../ui/toast'

/**
 * The usual words for a refusal of the whole form (usePublicForm's `words.failed`): its title, and
 * the server's own sentence when it is one a person can act on (the rate limit's "try again in …"),
 * else the form's own description. Apart from the layer: a form that says it otherwise (the
 * donation's) does not load it.
 */
export const failedWith =
  (failed: ToastMessage, shown: readonly string[] = ['rate_limited']) =>
  (state: FormState): ToastMessage =>
    state.code && shown.includes(state.code) && state.error
      ? { ...failed, description: state.error }
      : failed
