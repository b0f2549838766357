import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { slugs } from '../slugs'
import { keepFundWithGifts } from './hooks/keepFundWithGifts'

/**
 * What a gift is for (issue #35): Tithe, Offering, Building, each project… a list staff keep.
 * Every donation names one: the donor's project's own fund (made with the project), else the
 * default fund, or the one staff chose for an offline gift. Totals by fund, online and offline, are
 * above the list (FundTotals).
 */
export const Funds: CollectionConfig = {
  slug: slugs.funds,
  labels: { singular: 'Fund', plural: 'Funds' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'project', 'active', 'is_default'],
    group: 'Donations',
    description:
      'What gifts are for. Each project has its own fund; gifts that name no project go to the default fund.',
    components: {
      beforeListTable: ['/src/admin/components/donations/FundTotals#FundTotals'],
    },
  },
  defaultSort: 'name',
  access: {
    read: canView('donations'),
    create: canEdit('donations'),
    update: canEdit('donations'),
    delete: isSuperAdmin,
  },
  hooks: { beforeDelete: [keepFundWithGifts] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Only active funds are offered for new gifts staff record.',
      },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: slugs.projects,
      unique: true,
      // Set when the project is made; a project's gifts go to it.
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true, description: 'The project this fund is for.' },
    },
    {
      name: 'is_default',
      label: 'Default fund',
      type: 'checkbox',
      defaultValue: false,
      // One, made by the migration: gifts that name no project go there.
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Gifts that name no project go to the default fund.',
      },
    },
  ],
}
