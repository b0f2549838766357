import type { Access, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, Where } from 'payload'

import { slugs } from '@collections/slugs'

import { hasSectionPermission, churchOfUser } from './user'

/**
 * Row-level access of the ride side (issue #19). Staff with the Rides section see and change every
 * church's rows; a church admin only its own church's, as a query constraint Payload adds to every
 * read, count, update and delete (REST, GraphQL and the Local API alike), so another church's rows
 * can be neither read nor found by filtering, sorting or counting. `field` names the column that
 * holds the church: 'id' on churches themselves, 'church' on the rows that belong to one.
 */
const staffOrOwnChurch =
  (kind: 'can_view' | 'can_edit', field: 'id' | 'church'): Access =>
  ({ req: { user } }) => {
    if (hasSectionPermission(user, 'rides', kind)) return true
    const church = churchOfUser(user)
    return church === null ? false : ({ [field]: { equals: church } } satisfies Where)
  }

export const readOwnChurch = staffOrOwnChurch('can_view', 'id')
export const editOwnChurch = staffOrOwnChurch('can_edit', 'id')
export const readChurchRows = staffOrOwnChurch('can_view', 'church')
export const editChurchRows = staffOrOwnChurch('can_edit', 'church')

/** Creating a row of a church: staff who edit Rides, or a church admin (pinned to its church below). */
export const createChurchRows: Access = ({ req: { user } }) =>
  hasSectionPermission(user, 'rides', 'can_edit') || churchOfUser(user) !== null

/**
 * A church admin's row always belongs to its own church, whatever the request said: the church
 * is set here, after access and before validation, on create and on every update.
 */
export const pinToOwnChurch: CollectionBeforeChangeHook = ({ data, req }) => {
  const church = churchOfUser(req.user)
  if (church === null || hasSectionPermission(req.user, 'rides', 'can_edit')) return data
  return { ...data, church }
}

/**
 * Deleting a church (super admins only) or a branch takes the rows that belong to it along, in the
 * same transaction: their church or branch column cannot be empty.
 */
export const deleteRowsOf =
  (field: 'church' | 'branch'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: slugs.churchServices,
      where: { [field]: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (field === 'church')
      for (const collection of [slugs.churchBranches, slugs.drivers, slugs.driverDocuments])
        await req.payload.delete({
          collection,
          where: { church: { equals: id } },
          overrideAccess: true,
          req,
        })
  }
