import { useEffect } from 'react'

import { restore, type TakenOver } from '../ui/takenOver'
import { usePublicForm, type PublicFormOptions } from './usePublicForm'

/**
 * usePublicForm for a form whose code comes when it is shown (Island.client.tsx): it is given what
 * the visitor put in the server's form meanwhile (`taken`). Apart from the layer, so a form that is
 * no island (the donation's, the rides') does not load it.
 */
export function useIslandForm<Step = never>({
  taken,
  ...options
}: PublicFormOptions<Step> & { taken?: TakenOver }) {
  const form = usePublicForm(options)
  const { ref } = form.formProps
  useEffect(() => restore(ref.current, taken), [ref, taken])
  return form
}
