import type { CollectionConfig } from 'payload'

import { canEdit, canEditField } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobodyField } from '@/access/fields'

import { nairaField, reviewStatusField } from './fields'
import { CONTACT_PREFERENCES, PREFERRED_AREAS, SPONSOR_CURRENCIES } from './options'
import { slugs } from './slugs'

export { CONTACT_PREFERENCES, PREFERRED_AREAS, SPONSOR_CURRENCIES }

/** Fields only the reviewing admins write; a visitor's value is dropped on create. */
const reviewFields = (section: 'sponsorships' | 'applications') => [
  { name: 'reviewed_by', type: 'relationship' as const, relationTo: slugs.users, access: { create: nobodyField, update: canEditField(section) }, admin: { position: 'sidebar' as const, readOnly: true } },
  { name: 'reviewed_at', type: 'date' as const, access: { create: nobodyField, update: canEditField(section) }, admin: { position: 'sidebar' as const, readOnly: true } },
]

/**
 * Visitors apply through POST /api/forms/sponsorship and /api/forms/volunteer (validation, rate
 * limits, file checks); the collections' own create is for admins entering an application by hand.
 */
export const SponsorshipApplications: CollectionConfig = {
  slug: slugs.sponsorshipApplications,
  labels: { singular: 'Sponsorship application', plural: 'Sponsor Applications' },
  admin: {
    useAsTitle: 'contact_person',
    // back-office.md: logo, organization, contact person, email, type, amount, preferred contact,
    // motivation, address, phone and applied date.
    defaultColumns: ['profile_picture_url', 'organization_name', 'contact_person', 'email', 'sponsor_type', 'sponsor_amount', 'sponsor_duration', 'motivation', 'address', 'phone', 'status', 'createdAt'],
    listSearchableFields: ['organization_name', 'contact_person', 'email'],
    group: 'Applications',
  },
  defaultSort: '-createdAt',
  access: { read: canView('sponsorships'), create: canEdit('sponsorships'), update: canEdit('sponsorships'), delete: canEdit('sponsorships') },
  fields: [
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
    { name: 'address', type: 'textarea', admin: { components: { Cell: '/src/admin/components/cells#Truncate30Cell' } } },
    nairaField('sponsor_amount', 'Amount', true),
    { name: 'currency', type: 'select', defaultValue: 'NGN', options: [...SPONSOR_CURRENCIES] },
    {
      name: 'sponsor_duration',
      label: 'Preferred Contact',
      type: 'select',
      options: CONTACT_PREFERENCES.map((value) => ({ value, label: value === 'whatsapp' ? 'WhatsApp' : value[0].toUpperCase() + value.slice(1) })),
    },
    { name: 'motivation', type: 'textarea', admin: { components: { Cell: '/src/admin/components/cells#Truncate50Cell' } } },
    { name: 'profile_picture', label: 'Logo', type: 'upload', relationTo: slugs.sponsorLogos },
    { name: 'profile_picture_url', label: 'Logo', type: 'text', access: { create: nobodyField }, admin: { readOnly: true, components: { Cell: '/src/admin/components/cells#LogoCell' } } },
    { name: 'review_actions', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/admin/components/WorkflowActions#ApplicationReview' } } },
    // Reviewed only through Approve/Reject (POST /api/workflows/sponsorship-applications/:id/review):
    // an admin's decision waits for a super admin, and approving creates the sponsor.
    reviewStatusField({ create: nobodyField, update: nobodyField }),
    ...reviewFields('sponsorships'),
  ],
}

export const VolunteerApplications: CollectionConfig = {
  slug: slugs.volunteerApplications,
  labels: { singular: 'Volunteer application', plural: 'Volunteer Applications' },
  admin: {
    useAsTitle: 'applicant_name',
    defaultColumns: ['applicant_name', 'email', 'phone', 'preferred_areas', 'resume_url', 'status', 'applied_date'],
    listSearchableFields: ['applicant_name', 'email'],
    group: 'Applications',
  },
  defaultSort: '-applied_date',
  access: { read: canView('applications'), create: canEdit('applications'), update: canEdit('applications'), delete: canEdit('applications') },
  fields: [
    { name: 'applicant_name', label: 'Full name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', defaultValue: '' },
    {
      name: 'preferred_areas',
      type: 'text',
      required: true,
      admin: { description: `Comma-separated; each one of: ${PREFERRED_AREAS.join(', ')}.`, components: { Cell: '/src/admin/components/cells#AreasCell' } },
      validate: (value: string | null | undefined) => {
        const areas = (value ?? '').split(',').map((area) => area.trim()).filter(Boolean)
        if (areas.length === 0) return 'Please choose a preferred area.'
        const unknown = areas.find((area) => !(PREFERRED_AREAS as readonly string[]).includes(area))
        return unknown ? `Unknown preferred area: ${unknown}` : true
      },
    },
    { name: 'resume', type: 'upload', relationTo: slugs.volunteerResumes },
    { name: 'resume_url', label: 'Resume', type: 'text', defaultValue: '', access: { create: nobodyField }, admin: { readOnly: true, components: { Cell: '/src/admin/components/cells#LinkCell' } } },
    {
      name: 'applied_date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      access: { create: nobodyField, update: nobodyField },
    },
    reviewStatusField({ create: nobodyField, update: canEditField('applications') }),
    ...reviewFields('applications'),
  ],
}
