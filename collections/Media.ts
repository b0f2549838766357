import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canAddMedia, canChangeMedia } from '@/access/canChangeMedia'
import { uploadDir } from '@/lib/storage/paths'
import { missingFileIs404, publicFileHeaders } from '@hooks/fileResponses'
import { cleanImages } from '@hooks/uploads/cleanImages'
import { onlyImages } from '@hooks/uploads/onlyImages'
import { adminCopy } from '@/copy/admin'

import { slugs } from './slugs'
import { IMAGE_MIME_TYPES } from './uploadLimits'
import { hiddenUnlessSections } from '@/access/user'

/** Public images for projects, news, people, logos: resized by sharp. */
export const Media: CollectionConfig = {
  slug: slugs.media,
  admin: { group: 'Files', hidden: hiddenUnlessSections(['news', 'projects', 'team', 'advisors']) },
  // Changing a public image changes the pages that show it: the rights of those pages' sections decide.
  access: { read: anyone, create: canAddMedia, update: canChangeMedia, delete: canChangeMedia },
  hooks: {
    beforeOperation: [onlyImages(IMAGE_MIME_TYPES, adminCopy.logoFileType), cleanImages()],
  },
  upload: {
    staticDir: uploadDir(slugs.media),
    handlers: [missingFileIs404(['thumbnail', 'card', 'hero'])],
    modifyResponseHeaders: publicFileHeaders,
    mimeTypes: IMAGE_MIME_TYPES,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 320,
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
}
