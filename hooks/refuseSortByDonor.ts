import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** What names a donor (as collections/Donations/hooks/hideAnonymousFromSearch.ts lists it). */
const DONOR_DETAILS = new Set([
  'donor_name',
  'donor_email',
  'donor_phone',
  'organization_name',
  'contact_person',
])

const sortedFields = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map((field) =>
    String(field).trim().replace(/^-/, ''),
  )

/**
 * A list sorted by donor name or e-mail would place a masked anonymous donor among the others
 * (between 'Grace' and 'Hannah'), so no query but trusted server code's (overrideAccess) may sort
 * by them: what a reader may not be shown, it may not sort by. The admin list offers no such sort
 * (its Donor column is virtual); any other client is answered 400, logged as info (BadQuery).
 */
export const refuseSortByDonor: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
}) => {
  if (overrideAccess || (operation !== 'read' && operation !== 'readDistinct')) return args
  const sort = (args as { sort?: unknown }).sort
  if (sortedFields(sort).some((field) => DONOR_DETAILS.has(field))) {
    const error = new APIError(
      "This list cannot be sorted by the donor's name or e-mail: the order would reveal anonymous donors.",
      400,
      undefined,
      true,
    )
    error.name = 'BadQuery'
    throw error
  }
  return args
}
