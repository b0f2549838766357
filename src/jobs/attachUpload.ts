import type { TaskConfig } from 'payload'

import { slugs } from '@collections/slugs'
import { attachUpload, type AttachTarget } from '@/lib/uploads/store'

/** A visitor's file that storage refused at first: stored and linked to its application later. */
export const attachUploadTask: TaskConfig<'attach-upload'> = {
  slug: 'attach-upload',
  label: 'Store an uploaded file',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'uploadCollection', type: 'select', required: true, options: [slugs.volunteerResumes, slugs.sponsorLogos] },
    { name: 'collection', type: 'select', required: true, options: [slugs.volunteerApplications, slugs.sponsorshipApplications] },
    { name: 'id', type: 'text', required: true },
    { name: 'field', type: 'select', required: true, options: ['resume', 'profile_picture'] },
    { name: 'urlField', type: 'select', required: true, options: ['resume_url', 'profile_picture_url'] },
    { name: 'name', type: 'text', required: true },
    { name: 'mimetype', type: 'text', required: true },
    { name: 'data', type: 'textarea', required: true, admin: { description: 'The file, base64-encoded.' } },
  ],
  handler: async ({ input, req }) => {
    const data = Buffer.from(input.data, 'base64')
    const target = { ...input, id: Number.isNaN(Number(input.id)) ? input.id : Number(input.id) } as AttachTarget
    await attachUpload(req.payload, target, { data, mimetype: input.mimetype, name: input.name, size: data.byteLength })
    return { output: {} }
  },
}
