import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { actionsField, reviewFields, reviewStatusField } from './fields'
import { PREFERRED_AREAS } from './options'
import { slugs } from './slugs'

/**
 * Visitors apply through POST /api/forms/volunteer (validation, rate limits, the resume's checks);
 * the collection's own create is for admins entering an application by hand.
 */
export const VolunteerApplications: CollectionConfig = {
  slug: slugs.volunteerApplications,
  labels: { singular: 'Volunteer application', plural: 'Volunteer Applications' },
  admin: {
    useAsTitle: 'applicant_name',
    defaultColumns: [
      'applicant_name',
      'row_actions',
      'email',
      'phone',
      'preferred_areas',
      'resume_url',
      'status',
      'applied_date',
    ],
    listSearchableFields: ['applicant_name', 'email'],
    group: 'Applications',
  },
  defaultSort: '-applied_date',
  access: {
    read: canView('applications'),
    create: canEdit('applications'),
    update: canEdit('applications'),
    delete: canEdit('applications'),
  },
  fields: [
    actionsField(),
    { name: 'applicant_name', label: 'Full name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', defaultValue: '' },
    {
      name: 'preferred_areas',
      type: 'text',
      required: true,
      admin: {
        description: `Comma-separated; each one of: ${PREFERRED_AREAS.join(', ')}.`,
        components: { Cell: '/src/admin/components/cells#AreasCell' },
      },
      validate: (value: string | null | undefined) => {
        const areas = (value ?? '')
          .split(',')
          .map((area) => area.trim())
          .filter(Boolean)
        if (areas.length === 0) return 'Please choose a preferred area.'
        const unknown = areas.find((area) => !(PREFERRED_AREAS as readonly string[]).includes(area))
        return unknown ? `Unknown preferred area: ${unknown}` : true
      },
    },
    { name: 'resume', type: 'upload', relationTo: slugs.volunteerResumes },
    {
      name: 'resume_url',
      label: 'Resume',
      type: 'text',
      defaultValue: '',
      access: { create: nobody },
      admin: { readOnly: true, components: { Cell: '/src/admin/components/cells#LinkCell' } },
    },
    {
      name: 'applied_date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      access: { create: nobody, update: nobody },
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#VolunteerReview' },
      },
    },
    // Decided only by the review endpoint, which records who and when.
    reviewStatusField({ create: nobody, update: nobody }),
    ...reviewFields(),
  ],
}
