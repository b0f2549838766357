import type { CollectionConfig } from 'payload'

import { createChurchRows, editChurchRows, pinToOwnChurch, readChurchRows } from '@/access/churches'
import { uploadDir } from '@/lib/storage/paths'
import { privateFiles } from '@hooks/fileResponses'
import { limitFileSize } from '@hooks/uploads/limitFileSize'

import { slugs } from '../slugs'
import { IMAGE_MIME_TYPES, RESUME_MAX_BYTES } from '../uploadLimits'

/**
 * A driver's papers (issue #19): the roadworthiness certificate and the insurance, as a PDF or a
 * photo. Private: read through Payload's access-checked file route by staff with the Rides section
 * and the driver's own church admin only (the driver's church is written here when the driver is
 * saved, Drivers.ts).
 */
export const DriverDocuments: CollectionConfig = {
  slug: slugs.driverDocuments,
  labels: { singular: 'Driver document', plural: 'Driver Documents' },
  admin: { group: 'Rides', hidden: true },
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  upload: {
    staticDir: uploadDir(slugs.driverDocuments),
    mimeTypes: ['application/pdf', ...IMAGE_MIME_TYPES.filter((type) => type !== 'image/svg+xml')],
    ...privateFiles,
  },
  hooks: {
    beforeOperation: [limitFileSize(RESUME_MAX_BYTES, 'Please select a file smaller than 5MB')],
    beforeChange: [pinToOwnChurch],
  },
  fields: [
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      index: true,
      admin: { readOnly: true },
    },
  ],
}
