import type { CollectionBeforeValidateHook } from 'payload'

import { blank } from '@/lib/blank'
import type { Project } from '@/payload-types'

/** The project form's rules: progress non-numeric is 0, an empty budget or date is null. */
export const normaliseProjectInput: CollectionBeforeValidateHook<Project> = ({ data }) => {
  if (!data) return data
  // Before validation a form's values may still be text ('', ' 12 ').
  const next: Record<string, unknown> = { ...data }
  if ('progress_percentage' in next) {
    const progress =
      typeof next.progress_percentage === 'string'
        ? Number(next.progress_percentage.trim() || NaN)
        : next.progress_percentage
    next.progress_percentage =
      typeof progress === 'number' && Number.isFinite(progress) ? progress : 0
  }
  if ('budget' in next) {
    if (blank(next.budget)) next.budget = null
    else if (typeof next.budget === 'string' && Number.isFinite(Number(next.budget.trim())))
      next.budget = Number(next.budget.trim())
  }
  for (const key of ['start_date', 'end_date'] as const)
    if (key in next && blank(next[key])) next[key] = null
  return next as Partial<Project>
}
