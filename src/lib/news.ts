import { URL_PATTERN } from '@collections/fields'

export type ExternalLink = { platform: string; url: string; title: string }

/** public-site.md: external_links is an array or a JSON string of one; only http(s) links are shown. */
export const parseExternalLinks = (value: unknown): ExternalLink[] => {
  let items: unknown = value
  if (typeof value === 'string') {
    try {
      items = JSON.parse(value)
    } catch {
      return []
    }
  }
  if (!Array.isArray(items)) return []
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return []
    const { platform, url, title } = item as Record<string, unknown>
    if (typeof url !== 'string' || !URL_PATTERN.test(url.trim())) return []
    const name = typeof platform === 'string' ? platform.trim() : ''
    const label = typeof title === 'string' ? title.trim() : ''
    return [{ platform: name, url: url.trim(), title: label || name || url.trim() }]
  })
}
