import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * A weekly run's run changed on its own in the back office (issue #34): its stops, times, seats or
 * the rest a weekly run passes on. The weekly run's later changes then leave it as staff set it
 * (src/lib/rides/series.ts); the change a weekly run makes itself is flagged on the request's
 * context, so it does not count.
 */
export const FROM_SERIES = 'fromSeries'

/** What a weekly run gives its runs; a change of any of these on the run alone is its own. */
const SET_BY_SERIES = [
  'title',
  'stops',
  'seats',
  'kind',
  'riders',
  'visibility',
  'driver',
  'direction',
] as const

const comparable = (field: (typeof SET_BY_SERIES)[number], value: unknown): string => {
  if (field === 'stops')
    return JSON.stringify(
      ((value ?? []) as { place?: string; area?: string; time?: string }[]).map(
        ({ place, area, time }) => [place, area, time],
      ),
    )
  if (field === 'driver')
    return JSON.stringify(
      value && typeof value === 'object' ? (value as { id: unknown }).id : (value ?? null),
    )
  return JSON.stringify(value ?? null)
}

export const markChangedAlone: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  // Decided here alone, whatever a request sends: once changed on its own, it stays so.
  if (operation !== 'update') return { ...data, changed_alone: false }
  const already = originalDoc?.changed_alone === true
  const changed =
    Boolean(originalDoc?.series) &&
    req.context[FROM_SERIES] !== true &&
    SET_BY_SERIES.some(
      (field) =>
        field in data && comparable(field, data[field]) !== comparable(field, originalDoc?.[field]),
    )
  return { ...data, changed_alone: already || changed }
}

export const changedAloneField: Field = {
  name: 'changed_alone',
  label: 'Changed on its own',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Changed here, so the weekly run’s later changes leave it as it is.',
    condition: (data) => Boolean(data?.series && data?.changed_alone),
  },
}
