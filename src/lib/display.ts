/** Display rules of the back office's tables (back-office.md), kept pure so tests can read them. */

/** Cut to `max` characters with an ellipsis (motivation and purpose 50, address 30, description 100). */
export const truncate = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max).trimEnd()}…` : value

/** Preferred areas, comma-separated: the first two as tags, then how many more. */
export const areaTags = (value: string): { shown: string[]; more: number } => {
  const areas = value
    .split(',')
    .map((area) => area.trim())
    .filter(Boolean)
  return { shown: areas.slice(0, 2), more: Math.max(0, areas.length - 2) }
}

/**
 * A link that opens: our own file routes ('/api/…') as they are, web addresses as they are, and a
 * bare host ('example.org/cv.pdf') with https:// in front, as the spec asks for resume links.
 */
export const openableUrl = (value: string): string | null => {
  const trimmed = value.trim()
  if (!trimmed) return null
  if (trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed)) return trimmed
  return `https://${trimmed}`
}
