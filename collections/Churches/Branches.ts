import type { CollectionConfig } from 'payload'

import {
  createChurchRows,
  deleteRowsOf,
  editChurchRows,
  pinToOwnChurch,
  readChurchRows,
} from '@/access/churches'
import { churchOfUser, type AccessUser } from '@/access/user'

import { expireFindRide } from './shared'

import { NIGERIAN_STATES } from '../options'
import { slugs } from '../slugs'

/** A church's branch: where its members gather, and so where rides go (issue #19). */
export const ChurchBranches: CollectionConfig = {
  slug: slugs.churchBranches,
  labels: { singular: 'Branch', plural: 'Branches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'church', 'state', 'lga', 'address'],
    listSearchableFields: ['name', 'lga', 'address'],
    group: 'Rides',
  },
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  hooks: {
    beforeChange: [pinToOwnChurch],
    afterChange: [expireFindRide.afterChange],
    beforeDelete: [deleteRowsOf('branch')],
    afterDelete: [expireFindRide.afterDelete],
  },
  fields: [
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      required: true,
      index: true,
      // A church admin's own church, already chosen; its branches belong to it whatever is sent.
      defaultValue: ({ user }: { user?: AccessUser | null }) => churchOfUser(user) ?? undefined,
      admin: { description: 'A church admin’s branches always belong to their own church.' },
    },
    { name: 'name', label: 'Branch name', type: 'text', required: true, maxLength: 120 },
    { name: 'address', label: 'Address', type: 'text', required: true, maxLength: 240 },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          label: 'State',
          type: 'select',
          required: true,
          options: NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
        },
        { name: 'lga', label: 'LGA', type: 'text', required: true, maxLength: 80 },
      ],
    },
  ],
}
