import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeDeleteHook,
  type CollectionSlug,
  type RelationshipField,
  type Where,
} from 'payload'

import { expire } from '@hooks/revalidate'
import { churchOfUser, type AccessUser } from '@/access/user'

import { slugs } from '../slugs'

/** A relationship's id, whether the value came populated or as the id. */
export const idOf = (value: unknown): number =>
  Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/** The church a row belongs to; a church admin's own by default (and pinned to it, pinToOwnChurch). */
export const ownChurchField = (): RelationshipField => ({
  name: 'church',
  type: 'relationship',
  relationTo: slugs.churches,
  required: true,
  index: true,
  defaultValue: ({ user }: { user?: AccessUser | null }) => churchOfUser(user) ?? undefined,
})

/**
 * A row other rows still name is not deleted: the delete is refused with `message`, a 400 the
 * back office shows as it is.
 */
export const keepWhileNamed =
  (
    collection: CollectionSlug,
    namedBy: (id: number | string) => Where,
    message: string,
  ): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection,
      where: namedBy(id),
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new APIError(message, 400, undefined, true)
  }

/**
 * Find a Ride names branches and services: a change to one expires its tag, which empties that
 * cached page on every instance (src/cli/pageCache.mjs, PAGES_OF_TAG; issue #29).
 */
export const expireFindRide = {
  afterChange: (({ collection, doc }) => {
    expire(collection.slug)
    return doc
  }) satisfies CollectionAfterChangeHook,
  afterDelete: (({ collection, doc }) => {
    expire(collection.slug)
    return doc
  }) satisfies CollectionAfterDeleteHook,
}
