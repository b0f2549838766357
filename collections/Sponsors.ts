import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canViewField } from '@/access/canView'
import { isActiveOrCanView } from '@/access/isActiveOrCanView'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { isSuperAdminUser } from '@/access/user'
import { adminCopy } from '@/copy/admin'
import { superAdminField } from '@/access/fields'
import { oneLogoSource } from '@hooks/logoSource'
import { syncSponsorLogoVisibility } from '@hooks/sponsorLogos'

import { isActiveField, nairaField, orderField, urlField } from './fields'
import { slugs } from './slugs'

/** The logo's URL, offered only while no file is chosen (the hook keeps one of the two). */
const logoUrlField = {
  ...(urlField('logo_url', 'Logo URL') as object),
  admin: { condition: (data: { logo?: unknown }) => !data?.logo, description: 'Used only when no logo file is uploaded.' },
} as never

export const SPONSOR_TYPES = ['individual', 'church', 'organization', 'partner'] as const
export const SPONSOR_TIERS = ['gold', 'silver', 'bronze'] as const

/** Access alone would answer a bare 403; the spec names the reason, so refuse with it first. */
const explainSponsorDeleteRefusal: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'delete' && !args.overrideAccess && !isSuperAdminUser(req.user)) {
    throw new APIError(adminCopy.sponsorDeletePermission, 403, null, true)
  }
  return args
}

export const ImpactSponsors: CollectionConfig = {
  slug: slugs.impactSponsors,
  labels: { singular: 'Impact sponsor', plural: 'Impact Sponsors' },
  admin: { useAsTitle: 'sponsor_name', defaultColumns: ['logo', 'sponsor_name', 'sponsor_type', 'contribution_amount', 'tier', 'is_active'], group: 'Sponsors' },
  defaultSort: 'order_index',
  access: {
    read: isActiveOrCanView('sponsors'),
    create: canEdit('sponsors'),
    update: canEdit('sponsors'),
    delete: isSuperAdmin,
  },
  fields: [
    { name: 'sponsor_name', type: 'text', required: true },
    {
      name: 'sponsor_type',
      type: 'select',
      required: true,
      options: SPONSOR_TYPES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
    { name: 'logo', type: 'upload', relationTo: slugs.sponsorLogos, admin: { components: { Cell: '/src/admin/components/cells#LogoOrInitialsCell' } } },
    logoUrlField,
    urlField('website_url', 'Website URL'),
    nairaField('contribution_amount', 'Contribution amount (₦)'),
    {
      name: 'tier',
      type: 'select',
      options: SPONSOR_TIERS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar' },
    },
    { name: 'motivation', type: 'textarea' },
    { name: 'start_date', type: 'date' },
    { name: 'end_date', type: 'date' },
    {
      name: 'application',
      type: 'relationship',
      relationTo: slugs.sponsorshipApplications,
      access: { read: canViewField('sponsorships') },
      admin: { position: 'sidebar', readOnly: true },
    },
    orderField(),
    { name: 'visibility_actions', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/admin/components/WorkflowActions#SponsorVisibility' } } },
    // An admin's show/hide goes to the super admins' queue (POST /api/workflows/impact-sponsors/:id/visibility).
    { ...(isActiveField('Shown on website') as object), access: { update: superAdminField } } as never,
  ],
  hooks: { beforeOperation: [explainSponsorDeleteRefusal], beforeChange: [oneLogoSource], afterChange: [syncSponsorLogoVisibility] },
}

export const ImpactPartners: CollectionConfig = {
  slug: slugs.impactPartners,
  labels: { singular: 'Impact partner', plural: 'Impact Partners' },
  admin: { useAsTitle: 'company_name', defaultColumns: ['logo', 'company_name', 'display_order', 'is_active'], group: 'Sponsors' },
  defaultSort: 'display_order',
  access: {
    read: isActiveOrCanView('sponsors'),
    create: canEdit('sponsors'),
    update: canEdit('sponsors'),
    delete: canEdit('sponsors'),
  },
  fields: [
    {
      name: 'company_name',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => (value?.trim() ? true : 'Company name is required'),
    },
    { name: 'logo', type: 'upload', relationTo: slugs.media, admin: { components: { Cell: '/src/admin/components/cells#LogoOrInitialsCell' } } },
    logoUrlField,
    urlField('website_url', 'Website URL'),
    orderField('display_order'),
    isActiveField(),
  ],
  hooks: { beforeChange: [oneLogoSource] },
}
