import { randomBytes } from 'node:crypto'

import { type CollectionBeforeOperationHook, type CollectionConfig, type Where } from 'payload'

import { createChurchRows, editChurchRows, pinToOwnChurch, readChurchRows } from '@/access/churches'
import { uploadDir } from '@/lib/storage/paths'
import { privateFiles } from '@hooks/fileResponses'
import { cleanImages } from '@hooks/uploads/cleanImages'
import { limitFileSize } from '@hooks/uploads/limitFileSize'

import { slugs } from '../slugs'
import { keepWhileNamed } from '../Churches/shared'
import { IMAGE_MIME_TYPES, PAPER_MAX_SIDE, RESUME_MAX_BYTES } from '../uploadLimits'

/** Stored under a name of its own ('paper-1764…-9f2c.pdf'): the file's own name often names the driver. */
const anonymousFileName: CollectionBeforeOperationHook = ({ req }) => {
  const file = req.file
  if (file?.name) {
    const ext = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'bin'
    file.name = `paper-${Date.now()}-${randomBytes(3).toString('hex')}.${ext}`
  }
}

/** A paper a driver still names stays: the driver cannot be without it. */
const keepPapersInUse = keepWhileNamed(
  slugs.drivers,
  (id): Where => ({
    or: [{ roadworthiness_document: { equals: id } }, { insurance_document: { equals: id } }],
  }),
  'A driver still has this paper, so it cannot be deleted: give the driver a new one first.',
)

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
    beforeOperation: [
      limitFileSize(RESUME_MAX_BYTES, 'Please select a file smaller than 5MB'),
      cleanImages({ maxSide: PAPER_MAX_SIDE }),
      anonymousFileName,
    ],
    beforeChange: [pinToOwnChurch],
    beforeDelete: [keepPapersInUse],
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
