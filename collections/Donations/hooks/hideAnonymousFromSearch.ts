import type { CollectionBeforeOperationHook, Where } from 'payload'

/** What names a donor. The reference names only the gift, so it still finds an anonymous one. */
const IDENTITY = new Set([
  'donor_name',
  'donor_email',
  'donor_phone',
  'organization_name',
  'contact_person',
])

const notAnonymous: Where = { is_anonymous: { not_equals: true } }

/** Whether a condition on a field compares its value (exists only asks whether it is filled). */
const comparesValue = (condition: unknown) =>
  Boolean(condition) &&
  typeof condition === 'object' &&
  Object.keys(condition as object).some((operator) => operator !== 'exists')

const constrain = (where: Where): Where => {
  const parts: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value))
      parts.push({ [key]: (value as Where[]).map(constrain) })
    else if (IDENTITY.has(key) && comparesValue(value))
      parts.push({ and: [{ [key]: value } as Where, notAnonymous] })
    else parts.push({ [key]: value } as Where)
  }
  return parts.length === 1 ? parts[0] : { and: parts }
}

/**
 * The Donations list's search (a `like` on each listSearchableFields field, under where.or) and its
 * filters never match an anonymous donor by name, e-mail or phone: a match would reveal who hid.
 * Every query but trusted server code's (overrideAccess) is rewritten here, whoever sends it.
 */
export const hideAnonymousFromSearch: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
}) => {
  if (overrideAccess) return args
  if (operation !== 'read' && operation !== 'count' && operation !== 'readDistinct') return args
  const where = (args as { where?: Where }).where
  if (!where || typeof where !== 'object') return args
  return { ...args, where: constrain(where) } as typeof args
}
