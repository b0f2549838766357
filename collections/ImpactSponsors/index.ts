import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { isActiveOrCanView } from '@/access/isActiveOrCanView'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { oneLogoSource } from '@hooks/logoSource'

import {
  actionsField,
  isActiveField,
  logoUrlField,
  nairaField,
  orderField,
  urlField,
} from '../fields'
import { slugs } from '../slugs'
import { explainSponsorDeleteRefusal } from './hooks/explainSponsorDeleteRefusal'
import { syncSponsorLogoVisibility } from './hooks/syncSponsorLogoVisibility'

const SPONSOR_TYPES = ['individual', 'church', 'organization', 'partner'] as const
const SPONSOR_TIERS = ['gold', 'silver', 'bronze'] as const

export const ImpactSponsors: CollectionConfig = {
  slug: slugs.impactSponsors,
  labels: { singular: 'Impact sponsor', plural: 'Impact Sponsors' },
  admin: {
    useAsTitle: 'sponsor_name',
    defaultColumns: [
      'logo',
      'sponsor_name',
      'row_actions',
      'sponsor_type',
      'contribution_amount',
      'tier',
      'is_active',
    ],
    group: 'Sponsors',
  },
  defaultSort: 'order_index',
  access: {
    read: isActiveOrCanView('sponsors'),
    create: canEdit('sponsors'),
    update: canEdit('sponsors'),
    delete: isSuperAdmin,
  },
  fields: [
    actionsField(),
    { name: 'sponsor_name', type: 'text', required: true },
    {
      name: 'sponsor_type',
      type: 'select',
      required: true,
      options: SPONSOR_TYPES.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: slugs.sponsorLogos,
      admin: {
        components: { Cell: '/src/admin/components/cells/LogoOrInitials#LogoOrInitialsCell' },
      },
    },
    logoUrlField(),
    urlField('website_url', 'Website URL'),
    nairaField('contribution_amount', 'Contribution amount (₦)'),
    {
      name: 'tier',
      type: 'select',
      options: SPONSOR_TIERS.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
      admin: { position: 'sidebar' },
    },
    { name: 'motivation', type: 'textarea' },
    { name: 'start_date', type: 'date' },
    { name: 'end_date', type: 'date' },
    {
      name: 'application',
      type: 'relationship',
      relationTo: slugs.sponsorshipApplications,
      access: { read: canView('sponsorships') },
      admin: { position: 'sidebar', readOnly: true },
    },
    orderField(),
    {
      name: 'visibility_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowFields#SponsorVisibilityField' },
      },
    },
    // An admin's show/hide goes to the super admins' queue (POST /api/workflows/impact-sponsors/:id/visibility).
    { ...isActiveField('Shown on website'), access: { update: isSuperAdmin } },
  ],
  hooks: {
    beforeOperation: [explainSponsorDeleteRefusal],
    beforeChange: [oneLogoSource],
    afterChange: [syncSponsorLogoVisibility],
  },
}
