import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type CollectionSlug, type Payload } from 'payload'

type StoredFile = { filename?: string | null; prefix?: string | null }

/**
 * An upload's bytes from wherever Payload stored them: the storage adapter's handler (S3) when one
 * is configured, else the collection's folder on disk; null when the file is missing. Access is the
 * caller's to decide.
 */
export const readStoredFile = async (
  payload: Payload,
  collection: CollectionSlug,
  doc: StoredFile,
): Promise<Buffer | null> => {
  const { config } = payload.collections[collection]
  const upload = config.upload
  const filename = doc.filename
  if (!upload || !filename) return null
  if (upload.handlers?.length) {
    const req = await createLocalReq({}, payload)
    for (const handler of upload.handlers) {
      const answer = await handler(req, {
        doc: doc as Parameters<typeof handler>[1]['doc'],
        headers: new Headers(),
        params: { collection: config.slug, filename, prefix: doc.prefix ?? undefined },
      })
      if (answer instanceof Response)
        return answer.ok ? Buffer.from(await answer.arrayBuffer()) : null
    }
  }
  const folder = path.resolve(upload.staticDir || config.slug)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return null
  return readFile(file).catch(() => null)
}
