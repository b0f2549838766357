import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { actionsField, nairaField, reviewFields, reviewStatusField } from './fields'
import { CONTACT_PREFERENCES, SPONSOR_CURRENCIES } from './options'
import { slugs } from './slugs'

/**
 * Visitors apply through POST /api/forms/sponsorship (validation, rate limits, file checks); the
 * collection's own create is for admins entering an application by hand.
 */
export const SponsorshipApplications: CollectionConfig = {
  slug: slugs.sponsorshipApplications,
  labels: { singular: 'Sponsorship application', plural: 'Sponsor Applications' },
  admin: {
    useAsTitle: 'contact_person',
    // back-office.md: logo, organization, contact person, email, type, amount, preferred contact,
    // motivation, address, phone and applied date.
    defaultColumns: [
      'profile_picture_url',
      'organization_name',
      'row_actions',
      'contact_person',
      'email',
      'sponsor_type',
      'sponsor_amount',
      'sponsor_duration',
      'motivation',
      'address',
      'phone',
      'status',
      'createdAt',
    ],
    listSearchableFields: ['organization_name', 'contact_person', 'email'],
    group: 'Applications',
  },
  defaultSort: '-createdAt',
  access: {
    read: canView('sponsorships'),
    create: canEdit('sponsorships'),
    update: canEdit('sponsorships'),
    delete: canEdit('sponsorships'),
  },
  fields: [
    actionsField(),
    {
      name: 'sponsor_type',
      type: 'select',
      required: true,
      options: [
        { value: 'individual', label: 'Individual' },
        { value: 'organization', label: 'Organization' },
      ],
    },
    { name: 'organization_name', type: 'text' },
    { name: 'contact_person', label: 'Full name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true },
    {
      name: 'address',
      type: 'textarea',
      admin: { components: { Cell: '/src/admin/components/cells#Truncate30Cell' } },
    },
    nairaField('sponsor_amount', 'Amount', true),
    { name: 'currency', type: 'select', defaultValue: 'NGN', options: [...SPONSOR_CURRENCIES] },
    {
      name: 'sponsor_duration',
      label: 'Preferred Contact',
      type: 'select',
      options: CONTACT_PREFERENCES.map((value) => ({
        value,
        label: value === 'whatsapp' ? 'WhatsApp' : value[0].toUpperCase() + value.slice(1),
      })),
    },
    {
      name: 'motivation',
      type: 'textarea',
      admin: { components: { Cell: '/src/admin/components/cells#Truncate50Cell' } },
    },
    { name: 'profile_picture', label: 'Logo file', type: 'upload', relationTo: slugs.sponsorLogos },
    {
      name: 'profile_picture_url',
      label: 'Logo',
      type: 'text',
      access: { create: nobody },
      admin: { readOnly: true, components: { Cell: '/src/admin/components/cells#LogoCell' } },
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowFields#ApplicationReviewField' },
      },
    },
    // Reviewed only through Approve/Reject (POST /api/workflows/sponsorship-applications/:id/review):
    // an admin's decision waits for a super admin, and approving creates the sponsor.
    reviewStatusField({ create: nobody, update: nobody }),
    ...reviewFields(),
  ],
}
