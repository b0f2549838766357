import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig, FieldAccess } from 'payload'

import { canEdit, canEditField } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobodyField } from '@/access/fields'
import type { ImpactReportRequest } from '@/payload-types'

import { reviewStatusField } from './fields'
import { slugs } from './slugs'

/** 'Impact Reports (n)' and 'Download Requests (n)' above both lists (back-office.md, Impact Reports page). */
const REPORT_TABS = '/src/admin/components/reports/ReportTabs#ReportTabs'

export const REPORT_REQUIRED_MESSAGE = 'Title and content are required'

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Title and content are stored trimmed; a metric row missing its name or value is dropped, not refused. */
const tidyReport: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const next = { ...data }
  if ('title' in next) next.title = trimmed(next.title)
  if ('content' in next) next.content = trimmed(next.content)
  if (Array.isArray(next.metrics)) {
    next.metrics = next.metrics
      .filter((row: { name?: unknown; value?: unknown }) => filled(row?.name) && filled(row?.value))
      .map((row: { name: string; value: string }) => ({ ...row, name: row.name.trim(), value: row.value.trim() }))
  }
  return next
}

/** The author of a report is whoever created it; nobody can claim or change it. */
const stampCreatedBy: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') return { ...data, created_by: req.user?.id ?? null }
  return { ...data, created_by: originalDoc?.created_by ?? null }
}

const requiredText = (value: string | null | undefined) => (value?.trim() ? true : REPORT_REQUIRED_MESSAGE)

export const ImpactReports: CollectionConfig = {
  slug: slugs.impactReports,
  labels: { singular: 'Impact report', plural: 'Impact Reports' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'description', 'report_period_start', 'report_period_end', 'is_published'],
    group: 'Reports',
    components: { beforeList: [REPORT_TABS] },
  },
  defaultSort: '-createdAt',
  access: { read: canView('reports'), create: canEdit('reports'), update: canEdit('reports'), delete: canEdit('reports') },
  hooks: { beforeValidate: [tidyReport], beforeChange: [stampCreatedBy] },
  fields: [
    { name: 'title', type: 'text', required: true, validate: requiredText },
    { name: 'description', type: 'textarea', admin: { components: { Cell: '/src/admin/components/cells#Truncate100Cell' } } },
    { name: 'content', type: 'textarea', required: true, validate: requiredText },
    { name: 'report_period_start', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'report_period_end', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'is_published', label: 'Published', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'file', label: 'Report PDF', type: 'upload', relationTo: slugs.reportFiles },
    { name: 'images', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: slugs.media, required: true }] },
    {
      name: 'metrics',
      type: 'array',
      admin: { description: 'A row without both a name and a value is dropped on save.' },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'value', type: 'text' },
      ],
    },
    { name: 'created_by', type: 'relationship', relationTo: slugs.users, access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
  ],
}

export const REPORT_REQUEST_TYPES = ['impact_report', 'pitch_deck'] as const
export const DEFAULT_REPORT_PURPOSE = 'Impact report download request'
export const DEFAULT_PITCH_DECK_PURPOSE = 'Pitch deck access request'

/** Set by the server only: the review hook, the pitch-deck endpoints and the e-mail job. */
const systemOnly = { create: nobodyField, update: nobodyField }

/**
 * An impact-report request's status is a plain edit. A pitch-deck request's is not: approving needs
 * a deck file and sends the requester a link, so it moves only through the Pitch Deck Requests
 * page (endpoints/admin/pitchDecks.ts, which writes with overrideAccess after its own checks).
 */
const reviewStatusAccess: FieldAccess<ImpactReportRequest> = (args) => canEditField('reports')(args) && args.doc?.report_type !== 'pitch_deck'

/**
 * Approving an impact-report request sends the report (sent_at now), rejecting clears sent_at.
 * A pitch deck records who decided and when; its sent_at is set by the send-pitch-deck job once
 * the e-mail has really left, so 'approved' with no sent_at reads as "queued, not sent yet".
 */
const stampReview: CollectionBeforeChangeHook<ImpactReportRequest> = ({ data, originalDoc, req }) => {
  if (!data.status || data.status === originalDoc?.status) return data
  const now = new Date().toISOString()
  const next = { ...data }
  const type = data.report_type ?? originalDoc?.report_type
  if (data.status === 'approved' && type !== 'pitch_deck') next.sent_at = now
  if (data.status === 'rejected') next.sent_at = null
  if (type === 'pitch_deck' && (data.status === 'approved' || data.status === 'rejected') && req.user) {
    next.approved_by = req.user.id as number
    next.approved_at = now
  }
  return next
}

export const ImpactReportRequests: CollectionConfig = {
  slug: slugs.impactReportRequests,
  labels: { singular: 'Report request', plural: 'Report and pitch-deck requests' },
  admin: {
    useAsTitle: 'requester_email',
    defaultColumns: ['requester_name', 'requester_email', 'report_type', 'organization', 'purpose', 'status', 'createdAt'],
    group: 'Reports',
    components: { beforeList: [REPORT_TABS] },
  },
  defaultSort: '-createdAt',
  // Visitors request through POST /api/forms/impact-report and /api/forms/pitch-deck.
  access: { read: canView('reports'), create: canEdit('reports'), update: canEdit('reports'), delete: canEdit('reports') },
  hooks: { beforeChange: [stampReview] },
  fields: [
    {
      name: 'report_type',
      type: 'select',
      required: true,
      // Set by the public form; turning a pitch-deck request into a report request would skip its review.
      access: { update: nobodyField },
      defaultValue: 'impact_report',
      options: [
        { value: 'impact_report', label: 'Impact report' },
        { value: 'pitch_deck', label: 'Pitch deck' },
      ],
    },
    { name: 'requester_name', type: 'text' },
    { name: 'requester_email', type: 'email', required: true },
    { name: 'organization', type: 'text' },
    { name: 'purpose', type: 'textarea', defaultValue: DEFAULT_REPORT_PURPOSE, admin: { components: { Cell: '/src/admin/components/cells#Truncate50Cell' } } },
    reviewStatusField({ create: nobodyField, update: reviewStatusAccess as FieldAccess }),
    {
      name: 'pitch_deck_review',
      type: 'ui',
      admin: { position: 'sidebar', condition: (data) => data?.report_type === 'pitch_deck', components: { Field: '/src/admin/components/reports/PitchDeckNotice#PitchDeckNotice' } },
    },
    { name: 'sent_at', type: 'date', access: systemOnly, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'pitch_deck_file', type: 'upload', relationTo: slugs.pitchDecks, access: systemOnly },
    { name: 'approved_by', label: 'Decided by', type: 'relationship', relationTo: slugs.users, access: systemOnly, admin: { position: 'sidebar' } },
    { name: 'approved_at', label: 'Decided at', type: 'date', access: systemOnly, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
