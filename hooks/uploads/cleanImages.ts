import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { adminCopy } from '@/copy/admin'
import { cleanImage, UnreadableImage } from '@/lib/uploads/images'

/**
 * Every raster image stored in the collection, from the admin or a public form, loses its metadata
 * first (a phone photo's EXIF holds where it was taken; NDPA: what we do not need we do not keep),
 * is drawn upright, and is refused above 40 megapixels or when it cannot be drawn in full; with
 * `maxSide`, it is kept at most that many pixels on its long side. Payload then stores this file and
 * makes its sizes from it. An SVG or a PDF passes as it is.
 */
export const cleanImages =
  ({ maxSide }: { maxSide?: number } = {}): CollectionBeforeOperationHook =>
  async ({ operation, req, args }) => {
    const file = req.file
    if ((operation !== 'create' && operation !== 'update') || !file?.data) return args
    if (!file.mimetype.startsWith('image/') || file.mimetype === 'image/svg+xml') return args
    try {
      const clean = await cleanImage(file.data, file.mimetype, { maxSide })
      if (clean.data !== file.data) {
        file.data = clean.data
        file.size = clean.data.byteLength
      }
    } catch (error) {
      const tooLarge = error instanceof UnreadableImage && error.tooLarge
      throw new APIError(
        tooLarge ? adminCopy.imageTooLarge : adminCopy.imageUnreadable,
        400,
        null,
        true,
      )
    }
    return args
  }
