import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { PayloadRequest } from 'payload'

import { DECK_MAX_BYTES } from '@collections/uploadLimits'
import { slugs } from '@collections/slugs'
import { deckMessages } from '@/copy/pitchDecks'
import type { PitchDeck, ReportFile } from '@/payload-types'
import { sniffDeck } from '@/lib/uploads/sniff'
import type { Checked } from '@/lib/uploads/store'

/** A PDF ends with its trailer; one cut short (or a renamed file that merely starts right) is refused. */
const hasPdfTrailer = (data: Buffer) => {
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return tail.includes('%%EOF') && tail.includes('xref')
}

const baseName = (name: string) =>
  path
    .basename(name)
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80) || 'pitch-deck'

/**
 * A deck as the admin chose it: a PDF, PPT or PPTX by content, at most 20 MB. Stored as
 * request-{id}-{original name}.{real extension}, so a file in the Files list names its request
 * even if the step linking it there never ran.
 */
export const checkDeck = async (file: File, requestId: number): Promise<Checked> => {
  if (file.size > DECK_MAX_BYTES) return { ok: false, message: deckMessages.size }
  const data = Buffer.from(await file.arrayBuffer())
  const type = sniffDeck(data)
  if (!type || (type.ext === 'pdf' && !hasPdfTrailer(data)))
    return { ok: false, message: deckMessages.type }
  return {
    ok: true,
    file: {
      data,
      mimetype: type.mime,
      name: `request-${requestId}-${baseName(file.name)}.${type.ext}`,
      size: data.byteLength,
    },
  }
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/** "Fellowship Rides pitch deck.pdf": what the requester's browser saves. */
export const downloadName = (product: string, deck: Pick<PitchDeck, 'mimeType' | 'filename'>) =>
  `${product} pitch deck.${EXTENSIONS[deck.mimeType ?? ''] ?? (path.extname(deck.filename ?? '').slice(1) || 'pdf')}`

const contentDisposition = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** Private, never cached, never sniffed into something else, and no token leaking in a Referer. */
const privateHeaders = (headers: Headers, deck: PitchDeck | ReportFile, name: string) => {
  if (deck.mimeType) headers.set('Content-Type', deck.mimeType)
  headers.set('Content-Disposition', contentDisposition(name))
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'no-referrer')
  return headers
}

/**
 * The deck's bytes, from wherever Payload stored them: the storage adapter's handler (S3) when one
 * is configured, else the collection's folder on disk. The caller has already decided the reader
 * may have it; Payload's own file route would ask for an admin.
 */
export const serveDeck = async (
  req: PayloadRequest,
  deck: PitchDeck | ReportFile,
  name: string,
  // An impact report's PDF (collections/ReportFiles) is served the same way.
  collection: typeof slugs.pitchDecks | typeof slugs.reportFiles = slugs.pitchDecks,
): Promise<Response | null> => {
  const { config } = req.payload.collections[collection]
  const upload = config.upload
  const filename = deck.filename
  if (!filename) return null
  for (const handler of upload.handlers ?? []) {
    const answer = await handler(req, {
      doc: deck,
      headers: new Headers(),
      params: { collection: config.slug, filename, prefix: deck.prefix ?? undefined },
    })
    if (answer instanceof Response) {
      if (!answer.ok) return null
      return new Response(answer.body, {
        status: answer.status,
        headers: privateHeaders(new Headers(answer.headers), deck, name),
      })
    }
  }
  const folder = path.resolve(upload.staticDir || config.slug)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return null
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) return null
  const headers = privateHeaders(new Headers({ 'Content-Length': String(stats.size) }), deck, name)
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    status: 200,
    headers,
  })
}
