/**
 * The Recent Donors page's search parameters (q, type, sort, anonymous=1, page): read from a URL and
 * written back. Free of server code, so the page's client controls share it with the server.
 */
export const DONOR_FILTERS = [
  { value: 'all', label: 'All donors' },
  { value: 'public', label: 'Public' },
  { value: 'anonymous', label: 'Anonymous' },
  { value: 'individual', label: 'Individuals' },
  { value: 'organization', label: 'Organizations' },
] as const
export type DonorFilter = (typeof DONOR_FILTERS)[number]['value']

export const DONOR_SORTS = [
  { value: 'created_at_desc', label: 'Newest first' },
  { value: 'created_at_asc', label: 'Oldest first' },
  { value: 'amount_desc', label: 'Highest amount' },
  { value: 'amount_asc', label: 'Lowest amount' },
  { value: 'donor_name_asc', label: 'Name (A–Z)' },
  { value: 'donor_name_desc', label: 'Name (Z–A)' },
] as const
export type DonorSort = (typeof DONOR_SORTS)[number]['value']

const DEFAULT_SORT: DonorSort = 'created_at_desc'
export const PAGE_SIZE = 50
const MAX_SEARCH_LENGTH = 100

export type RecentDonorsQuery = {
  q: string
  type: DonorFilter
  sort: DonorSort
  showAnonymous: boolean
  page: number
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams

const first = (params: Params, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name]
  return Array.isArray(value) ? value[0] : value
}

const oneOf = <T extends string>(
  options: readonly { value: T }[],
  value: string | undefined,
  fallback: T,
): T => options.find((option) => option.value === value)?.value ?? fallback

/** The page's and the CSV's search parameters (q, type, sort, anonymous=1, page); anything unknown falls back to the default. */
export const parseRecentDonorsQuery = (params: Params): RecentDonorsQuery => {
  const page = Number(first(params, 'page'))
  return {
    // Control characters (a NUL would make PostgreSQL refuse the query) are no part of any name.
    q: (first(params, 'q') ?? '')
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .slice(0, MAX_SEARCH_LENGTH),
    type: oneOf(DONOR_FILTERS, first(params, 'type'), 'all'),
    sort: oneOf(DONOR_SORTS, first(params, 'sort'), DEFAULT_SORT),
    showAnonymous: first(params, 'anonymous') === '1',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The query string of a query, defaults left out, so the page's links stay short. */
export const recentDonorsSearch = (query: Partial<RecentDonorsQuery>): string => {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.type && query.type !== 'all') params.set('type', query.type)
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.showAnonymous) params.set('anonymous', '1')
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}
