import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { slugs } from '../slugs'
import { stampCreatedBy } from './hooks/stampCreatedBy'
import { tidyReport } from './hooks/tidyReport'

const REPORT_REQUIRED_MESSAGE = 'Title and content are required'

const requiredText = (value: string | null | undefined) =>
  value?.trim() ? true : REPORT_REQUIRED_MESSAGE

export const ImpactReports: CollectionConfig = {
  slug: slugs.impactReports,
  labels: { singular: 'Impact report', plural: 'Impact Reports' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'description',
      'report_period_start',
      'report_period_end',
      'is_published',
    ],
    group: 'Reports',
    // 'Impact Reports (n)' and 'Download Requests (n)' above both lists (back-office.md, Impact Reports page).
    components: { beforeList: ['/src/admin/components/reports/ReportTabs#ReportTabs'] },
  },
  defaultSort: '-createdAt',
  access: {
    read: canView('reports'),
    create: canEdit('reports'),
    update: canEdit('reports'),
    delete: canEdit('reports'),
  },
  hooks: { beforeValidate: [tidyReport], beforeChange: [stampCreatedBy] },
  fields: [
    { name: 'title', type: 'text', required: true, validate: requiredText },
    {
      name: 'description',
      type: 'textarea',
      admin: { components: { Cell: '/src/admin/components/cells#Truncate100Cell' } },
    },
    { name: 'content', type: 'textarea', required: true, validate: requiredText },
    { name: 'report_period_start', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'report_period_end', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'is_published',
      label: 'Published',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    { name: 'file', label: 'Report PDF', type: 'upload', relationTo: slugs.reportFiles },
    {
      name: 'images',
      type: 'array',
      fields: [{ name: 'image', type: 'upload', relationTo: slugs.media, required: true }],
    },
    {
      name: 'metrics',
      type: 'array',
      admin: { description: 'A row without both a name and a value is dropped on save.' },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'value', type: 'text' },
      ],
    },
    {
      name: 'created_by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
