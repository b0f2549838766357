import type { CollectionBeforeValidateHook } from 'payload'

import type { ImpactReport } from '@/payload-types'

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** Title and content are stored trimmed; a metric row missing its name or value is dropped, not refused. */
export const tidyReport: CollectionBeforeValidateHook<ImpactReport> = ({ data }) => {
  if (!data) return data
  const next = { ...data }
  if (typeof next.title === 'string') next.title = next.title.trim()
  if (typeof next.content === 'string') next.content = next.content.trim()
  if (Array.isArray(next.metrics)) {
    next.metrics = next.metrics.flatMap((row) =>
      filled(row?.name) && filled(row?.value)
        ? [{ ...row, name: row.name.trim(), value: row.value.trim() }]
        : [],
    )
  }
  return next
}
