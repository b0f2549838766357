import { readFile } from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canAddMedia, canChangeMedia } from '@/access/canChangeMedia'
import { canEdit, canEditField } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { hasSectionPermission } from '@/access/user'
import { uploadDir } from '@/lib/storage/paths'
import { sniffDeck } from '@/lib/uploads/sniff'
import { deckMessages } from '@/copy/pitchDecks'
import { limitFileSize } from '@hooks/uploads/limitFileSize'
import { missingFileIs404, privateFileHeaders, publicFileHeaders } from '@hooks/fileResponses'

import { slugs } from './slugs'

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif']
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]
export const DECK_MIME_TYPES = [
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]
const MB = 1024 * 1024
/** back-office.md: logos at most 5 MB (5,242,880 bytes); resumes get the same stated limit. */
export const LOGO_MAX_BYTES = 5 * MB
export const RESUME_MAX_BYTES = 5 * MB
/** Decks carry pictures; Payload's upload limit (payload.config.ts) is 20 MB for every file. */
export const DECK_MAX_BYTES = 20 * MB

/** Files only admins (or one signed link) may open: a missing one is a 404, and no cache keeps them. */
const privateFiles = { handlers: [missingFileIs404()], modifyResponseHeaders: privateFileHeaders }

/** Public images for projects, news, people, logos: resized by sharp. */
export const Media: CollectionConfig = {
  slug: slugs.media,
  admin: { group: 'Files' },
  // Changing a public image changes the pages that show it: the rights of those pages' sections decide.
  access: { read: anyone, create: canAddMedia, update: canChangeMedia, delete: canChangeMedia },
  upload: {
    staticDir: uploadDir(slugs.media),
    handlers: [missingFileIs404(['thumbnail', 'card', 'hero'])],
    modifyResponseHeaders: publicFileHeaders,
    mimeTypes: IMAGE_MIME_TYPES,
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
}

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
  upload: { staticDir: uploadDir(slugs.volunteerResumes), mimeTypes: [...DOCUMENT_MIME_TYPES, 'application/x-cfb'], ...privateFiles },
  hooks: { beforeOperation: [limitFileSize(RESUME_MAX_BYTES, 'Please select a file smaller than 5MB')] },
  fields: [],
}

/** Logos sent with sponsorship applications (POST /api/forms/sponsorship): private until the sponsor is shown on the website. */
export const SponsorLogos: CollectionConfig = {
  slug: slugs.sponsorLogos,
  admin: { group: 'Files' },
  access: {
    read: ({ req: { user } }) =>
      hasSectionPermission(user, 'sponsorships', 'can_view') ||
      hasSectionPermission(user, 'sponsors', 'can_view') || { is_public: { equals: true } },
    create: ({ req: { user } }) => hasSectionPermission(user, 'sponsorships', 'can_edit') || hasSectionPermission(user, 'sponsors', 'can_edit'),
    update: canEdit('sponsorships'),
    delete: canEdit('sponsorships'),
  },
  hooks: { beforeOperation: [limitFileSize(LOGO_MAX_BYTES, 'Please select an image smaller than 5MB')] },
  upload: {
    staticDir: uploadDir(slugs.sponsorLogos),
    mimeTypes: IMAGE_MIME_TYPES,
    // Private until shown; a shown logo changes rarely, so keeping it out of shared caches costs little.
    handlers: [missingFileIs404(['thumbnail'])],
    modifyResponseHeaders: privateFileHeaders,
    imageSizes: [{ name: 'thumbnail', width: 240, formatOptions: { format: 'webp', options: { quality: 80 } } }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'is_public',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: () => false, update: canEditField('sponsors') },
      admin: { description: 'Set when an impact sponsor using this logo is shown on the website.' },
    },
  ],
}

/**
 * A pitch deck is a PDF, PPT or PPTX by its content, whatever its name or the browser claims; it is
 * stored with the type its content shows, so it is served as that type.
 */
const onlyDecks: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const { data, tempFilePath } = req.file
    // Large uploads may wait in a temporary file instead of memory.
    const bytes = data?.length ? data : tempFilePath ? await readFile(tempFilePath) : Buffer.alloc(0)
    const type = sniffDeck(bytes)
    if (!type) throw new APIError(deckMessages.type, 400, null, true)
    req.file.mimetype = type.mime
  }
  return args
}

/**
 * Pitch decks sent to approved requesters. Private: admins who may view reports open them here, a
 * requester only through the signed link of their own request (endpoints/admin/pitchDecks.ts).
 */
export const PitchDecks: CollectionConfig = {
  slug: slugs.pitchDecks,
  admin: { group: 'Files' },
  access: { read: canView('reports'), create: canEdit('reports'), update: canEdit('reports'), delete: canEdit('reports') },
  // Payload's own check detects a .ppt only as a generic OLE file (application/x-cfb); onlyDecks
  // then tells a PowerPoint file from a Word or Excel one by its content.
  upload: { staticDir: uploadDir(slugs.pitchDecks), mimeTypes: [...DECK_MIME_TYPES, 'application/x-cfb'], ...privateFiles },
  hooks: { beforeOperation: [limitFileSize(DECK_MAX_BYTES, deckMessages.size), onlyDecks] },
  fields: [],
}

/** Impact report PDFs. */
export const ReportFiles: CollectionConfig = {
  slug: slugs.reportFiles,
  admin: { group: 'Files' },
  access: { read: canView('reports'), create: canEdit('reports'), update: canEdit('reports'), delete: canEdit('reports') },
  upload: { staticDir: uploadDir(slugs.reportFiles), mimeTypes: ['application/pdf'], ...privateFiles },
  fields: [],
}
