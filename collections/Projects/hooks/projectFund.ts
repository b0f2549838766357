import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import type { Project } from '@/payload-types'

import { slugs } from '../../slugs'

/**
 * Each project has a fund of its own (issue #35), made with the project in its transaction, so a
 * gift to the project names it. Renaming the project renames the fund, unless staff named the fund
 * otherwise.
 */
export const keepProjectFund: CollectionAfterChangeHook<Project> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const { payload } = req
  if (operation === 'create') {
    await payload.create({
      collection: slugs.funds,
      data: { name: doc.title, project: doc.id },
      overrideAccess: true,
      req,
    })
    return doc
  }
  if (!previousDoc || previousDoc.title === doc.title) return doc
  await payload.update({
    collection: slugs.funds,
    where: { project: { equals: doc.id }, name: { equals: previousDoc.title } },
    data: { name: doc.title },
    overrideAccess: true,
    req,
  })
  return doc
}

/**
 * A project with no gifts may be deleted (keepProjectWithDonations runs first); its fund, which has
 * none either, goes with it, in the same transaction.
 */
export const dropProjectFund: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: slugs.funds,
    where: { project: { equals: id } },
    overrideAccess: true,
    req,
  })
}
