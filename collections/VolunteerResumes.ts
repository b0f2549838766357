import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { uploadDir } from '@/lib/storage/paths'
import { privateFiles } from '@hooks/fileResponses'
import { limitFileSize } from '@hooks/uploads/limitFileSize'

import { slugs } from './slugs'
import { DOCUMENT_MIME_TYPES, RESUME_MAX_BYTES } from './uploadLimits'

/** Resumes sent with volunteer applications (through POST /api/forms/volunteer): only admins read them. */
export const VolunteerResumes: CollectionConfig = {
  slug: slugs.volunteerResumes,
  admin: { group: 'Files' },
  access: {
    read: canView('applications'),
    create: canEdit('applications'),
    update: canEdit('applications'),
    delete: canEdit('applications'),
  },
  // Payload's own check sees a Word 97-2003 .doc only as a generic OLE file (application/x-cfb); our
  // sniffing (src/lib/uploads/sniff.ts) has already required its WordDocument stream.
  upload: {
    staticDir: uploadDir(slugs.volunteerResumes),
    mimeTypes: [...DOCUMENT_MIME_TYPES, 'application/x-cfb'],
    ...privateFiles,
  },
  hooks: {
    beforeOperation: [limitFileSize(RESUME_MAX_BYTES, 'Please select a file smaller than 5MB')],
  },
  fields: [],
}
