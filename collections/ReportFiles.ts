import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { uploadDir } from '@/lib/storage/paths'
import { privateFiles } from '@hooks/fileResponses'

import { slugs } from './slugs'

/** Impact report PDFs. */
export const ReportFiles: CollectionConfig = {
  slug: slugs.reportFiles,
  admin: { group: 'Files' },
  access: {
    read: canView('reports'),
    create: canEdit('reports'),
    update: canEdit('reports'),
    delete: canEdit('reports'),
  },
  upload: {
    staticDir: uploadDir(slugs.reportFiles),
    mimeTypes: ['application/pdf'],
    ...privateFiles,
  },
  fields: [],
}
