import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { deckMessages } from '@/copy/pitchDecks'
import { uploadDir } from '@/lib/storage/paths'
import { privateFiles } from '@hooks/fileResponses'
import { limitFileSize } from '@hooks/uploads/limitFileSize'

import { slugs } from '../slugs'
import { DECK_MAX_BYTES, DECK_MIME_TYPES } from '../uploadLimits'
import { onlyDecks } from './hooks/onlyDecks'

/**
 * Pitch decks sent to approved requesters. Private: admins who may view reports open them here, a
 * requester only through the signed link of their own request (endpoints/admin/pitchDecks.ts).
 */
export const PitchDecks: CollectionConfig = {
  slug: slugs.pitchDecks,
  admin: { group: 'Files' },
  access: {
    read: canView('reports'),
    create: canEdit('reports'),
    update: canEdit('reports'),
    delete: canEdit('reports'),
  },
  // Payload's own check detects a .ppt only as a generic OLE file (application/x-cfb); onlyDecks
  // then tells a PowerPoint file from a Word or Excel one by its content.
  upload: {
    staticDir: uploadDir(slugs.pitchDecks),
    mimeTypes: [...DECK_MIME_TYPES, 'application/x-cfb'],
    ...privateFiles,
  },
  hooks: { beforeOperation: [limitFileSize(DECK_MAX_BYTES, deckMessages.size), onlyDecks] },
  fields: [],
}
