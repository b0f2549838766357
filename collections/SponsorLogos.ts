import type { CollectionConfig } from 'payload'

import { canAddSponsorLogo } from '@/access/canAddSponsorLogo'
import { canEdit } from '@/access/canEdit'
import { canReadSponsorLogo } from '@/access/canReadSponsorLogo'
import { nobody } from '@/access/nobody'
import { uploadDir } from '@/lib/storage/paths'
import { missingFileIs404, privateFileHeaders } from '@hooks/fileResponses'
import { cleanImages } from '@hooks/uploads/cleanImages'
import { limitFileSize } from '@hooks/uploads/limitFileSize'
import { onlyImages } from '@hooks/uploads/onlyImages'
import { adminCopy } from '@/copy/admin'

import { slugs } from './slugs'
import { IMAGE_MIME_TYPES, LOGO_MAX_BYTES } from './uploadLimits'
import { hiddenUnlessSections } from '@/access/user'

/** Logos sent with sponsorship applications (POST /api/forms/sponsorship): private until the sponsor is shown on the website. */
export const SponsorLogos: CollectionConfig = {
  slug: slugs.sponsorLogos,
  admin: { group: 'Files', hidden: hiddenUnlessSections(['sponsorships', 'sponsors']) },
  access: {
    read: canReadSponsorLogo,
    create: canAddSponsorLogo,
    update: canEdit('sponsorships'),
    delete: canEdit('sponsorships'),
  },
  hooks: {
    beforeOperation: [
      onlyImages(IMAGE_MIME_TYPES, adminCopy.logoFileType),
      limitFileSize(LOGO_MAX_BYTES, adminCopy.logoFileSize),
      cleanImages(),
    ],
  },
  upload: {
    staticDir: uploadDir(slugs.sponsorLogos),
    mimeTypes: IMAGE_MIME_TYPES,
    // Private until shown; a shown logo changes rarely, so keeping it out of shared caches costs little.
    handlers: [missingFileIs404(['thumbnail'])],
    modifyResponseHeaders: privateFileHeaders,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 240,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'is_public',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: nobody, update: canEdit('sponsors') },
      admin: { description: 'Set when an impact sponsor using this logo is shown on the website.' },
    },
  ],
}
