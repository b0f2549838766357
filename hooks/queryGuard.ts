import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type Where,
} from 'payload'

/** The most rows one request over /api may ask for: the admin's largest page size, and ample for any client. */
const MAX_API_LIMIT = 100
/** Deeper than any screen of ours needs; a visitor cannot make one request fan out into thousands of reads. */
const MAX_API_PAGE = 10_000

const LIST_OPERATIONS = new Set(['read', 'readDistinct', 'count', 'update', 'delete'])

/** A client's malformed query: answered 400 and logged as info (payload.config.ts loggingLevels), not as a fault. */
const badRequest = (message: string) => {
  const error = new APIError(message, 400, undefined, true)
  error.name = 'BadQuery'
  return error
}

const isWholeNumber = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^\d{1,15}$/.test(value))

/** Every id of ours is a serial integer; 'abc' or '1.5' is no document (404), never a database error (500). */
const checkId = (id: unknown) => {
  if (id !== undefined && !isWholeNumber(id)) throw new NotFound()
}

/** A path's last segment is the field; `id` and relationship paths compare with ids, which are whole numbers. */
const checkWhere = (where: unknown, idPaths: Set<string>, depth = 0): void => {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where) || depth > 8)
    throw badRequest('The query (where) is malformed.')
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw badRequest(`"${key}" in the query must be a list.`)
      for (const part of value) checkWhere(part, idPaths, depth + 1)
      continue
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw badRequest('The query (where) is malformed.')
    if (!idPaths.has(key) && !key.endsWith('.id')) continue
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      if (operator === 'exists') continue
      const values =
        operator === 'in' || operator === 'not_in' || operator === 'all'
          ? Array.isArray(operand)
            ? operand
            : String(operand).split(',')
          : [operand]
      if (!values.every((one) => one === null || isWholeNumber(one)))
        throw badRequest(`"${key}" must be compared with whole-number ids.`)
    }
  }
}

const idPathsOf = (collection: CollectionConfig): Set<string> => {
  const paths = new Set(['id'])
  for (const field of collection.fields) {
    if (
      'name' in field &&
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string'
    )
      paths.add(field.name)
  }
  return paths
}

/**
 * Every request over /api (REST or GraphQL) is bounded and well-formed before it reaches the
 * database: pages of at most MAX_API_LIMIT rows (no `limit=0` or `pagination=false`, which loaded
 * 100,000 donations into memory), a real page number, and ids that are ids. Field access on
 * where/sort is Payload's own check.
 */
const guardApiQuery: CollectionBeforeOperationHook = ({
  args: incoming,
  operation,
  req,
  collection,
  overrideAccess,
}) => {
  // Server code (the Local API, or an endpoint's own trusted reads on a REST request) keeps its own limits.
  if (req.payloadAPI === 'local' || overrideAccess) return incoming
  // The operations' argument types differ; the ones read here (id, where, page, limit) share their meaning.
  const args = incoming as Record<string, unknown>
  if (operation === 'read' || operation === 'update' || operation === 'delete') checkId(args.id)
  if (!LIST_OPERATIONS.has(operation)) return incoming
  checkWhere(args.where as Where | undefined, idPathsOf(collection))
  const bounded = { ...args }
  if ('page' in args && args.page !== undefined) {
    const page = Number(args.page)
    if (!Number.isInteger(page) || page < 1 || page > MAX_API_PAGE)
      throw badRequest(`The page must be a whole number from 1 to ${MAX_API_PAGE}.`)
    bounded.page = page
  }
  if (operation === 'read' || operation === 'readDistinct') {
    const limit = args.limit === undefined ? undefined : Number(args.limit)
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 0))
      throw badRequest(`The limit must be a whole number from 1 to ${MAX_API_LIMIT}.`)
    // limit=0 and pagination=false both ask for everything: they get the largest page.
    const wantsAll = limit === 0 || args.pagination === false || args.pagination === 'false'
    bounded.limit = limit ? Math.min(limit, MAX_API_LIMIT) : wantsAll ? MAX_API_LIMIT : 10
    bounded.pagination = true
  }
  return bounded as typeof incoming
}

/** Adds the guard to every collection of ours (Payload's own, added later, read only the user's own rows). */
export const apiQueryGuard = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [guardApiQuery, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
