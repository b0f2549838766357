import { readFile } from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { deckMessages } from '@/copy/pitchDecks'
import { sniffDeck } from '@/lib/uploads/sniff'

/**
 * A pitch deck is a PDF, PPT or PPTX by its content, whatever its name or the browser claims; it is
 * stored with the type its content shows, so it is served as that type.
 */
export const onlyDecks: CollectionBeforeOperationHook<'pitch-decks'> = async ({
  operation,
  req,
  args,
}) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const { data, tempFilePath } = req.file
    // Large uploads may wait in a temporary file instead of memory.
    const bytes = data?.length
      ? data
      : tempFilePath
        ? await readFile(tempFilePath)
        : Buffer.alloc(0)
    const type = sniffDeck(bytes)
    if (!type) throw new APIError(deckMessages.type, 400, null, true)
    req.file.mimetype = type.mime
  }
  return args
}
