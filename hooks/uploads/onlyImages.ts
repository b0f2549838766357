import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * An image collection refuses any other file with the spec's words before Payload's own check,
 * whose toast only names the field ('The following field is invalid: file').
 */
export const onlyImages =
  (mimeTypes: readonly string[], message: string): CollectionBeforeOperationHook =>
  ({ operation, req, args }) => {
    if ((operation === 'create' || operation === 'update') && req.file) {
      if (!mimeTypes.includes(req.file.mimetype)) throw new APIError(message, 400, null, true)
    }
    return args
  }
