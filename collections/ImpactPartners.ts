import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { isActiveOrCanView } from '@/access/isActiveOrCanView'
import { oneLogoSource } from '@hooks/logoSource'

import { actionsField, isActiveField, logoUrlField, orderField, urlField } from './fields'
import { slugs } from './slugs'

export const ImpactPartners: CollectionConfig = {
  slug: slugs.impactPartners,
  labels: { singular: 'Impact partner', plural: 'Impact Partners' },
  admin: {
    useAsTitle: 'company_name',
    defaultColumns: ['logo', 'company_name', 'row_actions', 'display_order', 'is_active'],
    group: 'Sponsors',
  },
  defaultSort: 'display_order',
  access: {
    read: isActiveOrCanView('sponsors'),
    create: canEdit('sponsors'),
    update: canEdit('sponsors'),
    delete: canEdit('sponsors'),
  },
  fields: [
    actionsField(),
    {
      name: 'company_name',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        value?.trim() ? true : 'Company name is required',
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: slugs.media,
      admin: {
        components: { Cell: '/src/admin/components/cells/LogoOrInitials#LogoOrInitialsCell' },
      },
    },
    logoUrlField(),
    urlField('website_url', 'Website URL'),
    orderField('display_order'),
    isActiveField(),
  ],
  hooks: { beforeChange: [oneLogoSource] },
}
