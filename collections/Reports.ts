import type { CollectionConfig } from 'payload'

import { canEdit, canEditField } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobodyField } from '@/access/fields'

import { reviewStatusField } from './fields'
import { slugs } from './slugs'

export const ImpactReports: CollectionConfig = {
  slug: slugs.impactReports,
  labels: { singular: 'Impact report', plural: 'Impact Reports' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'report_period_start', 'report_period_end', 'is_published'], group: 'Reports' },
  defaultSort: '-createdAt',
  access: { read: canView('reports'), create: canEdit('reports'), update: canEdit('reports'), delete: canEdit('reports') },
  fields: [
    { name: 'title', type: 'text', required: true, validate: (v: string | null | undefined) => (v?.trim() ? true : 'Title and content are required') },
    { name: 'description', type: 'textarea' },
    { name: 'content', type: 'textarea', required: true, validate: (v: string | null | undefined) => (v?.trim() ? true : 'Title and content are required') },
    { name: 'report_period_start', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'report_period_end', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'is_published', label: 'Published', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'file', label: 'Report PDF', type: 'upload', relationTo: slugs.reportFiles },
    { name: 'images', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: slugs.media, required: true }] },
    {
      name: 'metrics',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
      ],
    },
    { name: 'created_by', type: 'relationship', relationTo: slugs.users, access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
  ],
}

export const REPORT_REQUEST_TYPES = ['impact_report', 'pitch_deck'] as const
export const DEFAULT_REPORT_PURPOSE = 'Impact report download request'
export const DEFAULT_PITCH_DECK_PURPOSE = 'Pitch deck access request'

const reviewerOnly = { create: nobodyField, update: canEditField('reports') }

export const ImpactReportRequests: CollectionConfig = {
  slug: slugs.impactReportRequests,
  labels: { singular: 'Report request', plural: 'Report and pitch-deck requests' },
  admin: { useAsTitle: 'requester_email', defaultColumns: ['requester_email', 'report_type', 'organization', 'status', 'createdAt'], group: 'Reports' },
  defaultSort: '-createdAt',
  // Visitors request through POST /api/forms/impact-report and /api/forms/pitch-deck.
  access: { read: canView('reports'), create: canEdit('reports'), update: canEdit('reports'), delete: canEdit('reports') },
  fields: [
    {
      name: 'report_type',
      type: 'select',
      required: true,
      defaultValue: 'impact_report',
      options: [
        { value: 'impact_report', label: 'Impact report' },
        { value: 'pitch_deck', label: 'Pitch deck' },
      ],
    },
    { name: 'requester_name', type: 'text' },
    { name: 'requester_email', type: 'email', required: true },
    { name: 'organization', type: 'text' },
    { name: 'purpose', type: 'textarea', defaultValue: DEFAULT_REPORT_PURPOSE },
    reviewStatusField(reviewerOnly),
    { name: 'sent_at', type: 'date', access: reviewerOnly, admin: { position: 'sidebar' } },
    { name: 'pitch_deck_file', type: 'upload', relationTo: slugs.pitchDecks, access: reviewerOnly },
    { name: 'approved_by', type: 'relationship', relationTo: slugs.users, access: reviewerOnly, admin: { position: 'sidebar' } },
    { name: 'approved_at', type: 'date', access: reviewerOnly, admin: { position: 'sidebar' } },
  ],
}
