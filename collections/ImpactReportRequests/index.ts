import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { actionsField, reviewStatusField } from '../fields'
import { slugs } from '../slugs'
import { stampReview } from './hooks/stampReview'

export const DEFAULT_REPORT_PURPOSE = 'Impact report download request'
export const DEFAULT_PITCH_DECK_PURPOSE = 'Pitch deck access request'

/** Set by the server only: the review hook, the pitch-deck endpoints and the e-mail job. */
const systemOnly = { create: nobody, update: nobody }

export const ImpactReportRequests: CollectionConfig = {
  slug: slugs.impactReportRequests,
  labels: { singular: 'Report request', plural: 'Report and pitch-deck requests' },
  admin: {
    useAsTitle: 'requester_email',
    defaultColumns: [
      'requester_name',
      'requester_email',
      'row_actions',
      'report_type',
      'organization',
      'purpose',
      'status',
      'createdAt',
    ],
    group: 'Reports',
    // The same tabs as above the impact reports (collections/ImpactReports).
    components: { beforeList: ['/src/admin/components/reports/ReportTabs#ReportTabs'] },
  },
  defaultSort: '-createdAt',
  // Visitors request through POST /api/forms/impact-report and /api/forms/pitch-deck.
  access: {
    read: canView('reports'),
    create: canEdit('reports'),
    update: canEdit('reports'),
    delete: canEdit('reports'),
  },
  hooks: { beforeChange: [stampReview] },
  fields: [
    actionsField(),
    {
      name: 'report_type',
      type: 'select',
      required: true,
      // Set by the public form; turning a pitch-deck request into a report request would skip its review.
      access: { update: nobody },
      defaultValue: 'impact_report',
      options: [
        { value: 'impact_report', label: 'Impact report' },
        { value: 'pitch_deck', label: 'Pitch deck' },
      ],
    },
    { name: 'requester_name', type: 'text' },
    { name: 'requester_email', type: 'email', required: true },
    { name: 'organization', type: 'text' },
    {
      name: 'purpose',
      type: 'textarea',
      defaultValue: DEFAULT_REPORT_PURPOSE,
      admin: { components: { Cell: '/src/admin/components/cells#Truncate50Cell' } },
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#ReportRequestReview' },
      },
    },
    // Decided only by the review endpoints, which record who and when and send the report.
    reviewStatusField({ create: nobody, update: nobody }),
    {
      name: 'pitch_deck_review',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.report_type === 'pitch_deck',
        components: { Field: '/src/admin/components/reports/PitchDeckNotice#PitchDeckNotice' },
      },
    },
    {
      name: 'sent_at',
      type: 'date',
      access: systemOnly,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'report',
      label: 'Report sent',
      type: 'relationship',
      relationTo: slugs.impactReports,
      access: systemOnly,
      admin: { position: 'sidebar', condition: (data) => data?.report_type !== 'pitch_deck' },
    },
    { name: 'pitch_deck_file', type: 'upload', relationTo: slugs.pitchDecks, access: systemOnly },
    {
      name: 'approved_by',
      label: 'Decided by',
      type: 'relationship',
      relationTo: slugs.users,
      access: systemOnly,
      admin: { position: 'sidebar' },
    },
    {
      name: 'approved_at',
      label: 'Decided at',
      type: 'date',
      access: systemOnly,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
