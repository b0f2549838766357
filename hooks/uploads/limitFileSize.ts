import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Payload's size limit is global; this one is per collection. */
export const limitFileSize =
  (maxBytes: number, message: string): CollectionBeforeOperationHook =>
  ({ operation, req, args }) => {
    if (
      (operation === 'create' || operation === 'update') &&
      req.file &&
      req.file.size > maxBytes
    ) {
      throw new APIError(message, 413, null, true)
    }
    return args
  }
