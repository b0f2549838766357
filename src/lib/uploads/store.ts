import { randomBytes } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'

import { LOGO_MAX_BYTES, RESUME_MAX_BYTES } from '@collections/uploads'
import { slugs } from '@collections/slugs'

import { sniffDocument, sniffImage } from './sniff'

/** A file as Payload's Local API takes it. */
export type IncomingFile = { data: Buffer; mimetype: string; name: string; size: number }
export type Checked = { ok: true; file: IncomingFile } | { ok: false; message: string }

export const uploadMessages = {
  resumeType: 'Please choose a PDF, DOC or DOCX file.',
  resumeSize: 'Please select a file smaller than 5MB',
  logoType: 'Please choose an image file (PNG, JPG, WebP, GIF, SVG).',
  logoSize: 'Please select an image smaller than 5MB',
} as const

/** Above this many pixels an image is refused before it is decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000

/** public-site.md: resumes are stored as a timestamp plus the extension of what the file really is. */
export const checkResume = async (file: File): Promise<Checked> => {
  if (file.size > RESUME_MAX_BYTES) return { ok: false, message: uploadMessages.resumeSize }
  const data = Buffer.from(await file.arrayBuffer())
  const type = sniffDocument(data)
  if (!type) return { ok: false, message: uploadMessages.resumeType }
  return { ok: true, file: { data, mimetype: type.mime, name: `${Date.now()}.${type.ext}`, size: data.byteLength } }
}

/**
 * A sponsor logo: an image by its content that sharp can decode. An SVG is drawn to a PNG, so no
 * script inside one is ever served from our origin. Stored as {type}-{timestamp}-{random}.{ext}.
 */
export const checkLogo = async (file: File, sponsorType: string): Promise<Checked> => {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, message: uploadMessages.logoSize }
  let data: Buffer = Buffer.from(await file.arrayBuffer())
  const type = sniffImage(data)
  if (!type) return { ok: false, message: uploadMessages.logoType }
  let { mime, ext } = type
  try {
    if (mime === 'image/svg+xml') {
      data = await sharp(data, { density: 144, limitInputPixels: MAX_PIXELS }).resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true }).png().toBuffer()
      mime = 'image/png'
      ext = 'png'
    } else {
      const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata()
      if (!meta.width || !meta.height) return { ok: false, message: uploadMessages.logoType }
    }
  } catch {
    return { ok: false, message: uploadMessages.logoType }
  }
  const name = `${sponsorType}-${Date.now()}-${randomBytes(4).toString('hex')}.${ext}`
  return { ok: true, file: { data, mimetype: mime, name, size: data.byteLength } }
}

export type AttachTarget = {
  uploadCollection: typeof slugs.volunteerResumes | typeof slugs.sponsorLogos
  collection: typeof slugs.volunteerApplications | typeof slugs.sponsorshipApplications
  id: string | number
  field: 'resume' | 'profile_picture'
  urlField: 'resume_url' | 'profile_picture_url'
}

/** Stores the file and links it to its application. Throws when storage fails. */
export const attachUpload = async (payload: Payload, target: AttachTarget, file: IncomingFile) => {
  // A request of its own: the Local API keeps the file and its image sizes on req (req.file,
  // req.payloadUploadSizes), and jobs run side by side share one req, so with the job's req one
  // job could store another's file, or its sizes, or none.
  const req = await createLocalReq({}, payload)
  const upload = await payload.create({ collection: target.uploadCollection, data: {}, file, overrideAccess: true, req })
  await payload.update({
    collection: target.collection,
    id: target.id,
    data: { [target.field]: upload.id, [target.urlField]: upload.url ?? '' },
    overrideAccess: true,
    req,
    context: { attachingUpload: true },
  })
  return upload
}

/**
 * The application is already saved; its file follows. When storage fails (S3 unreachable, say),
 * the bytes go into a queued job that retries, so nothing the visitor sent is lost.
 */
export const attachOrQueue = async (payload: Payload, target: AttachTarget, file: IncomingFile) => {
  try {
    await attachUpload(payload, target, file)
  } catch (error) {
    payload.logger.error({ err: error, msg: `File upload failed: ${(error as Error).message}; queued for retry` })
    await payload.jobs.queue({
      task: 'attach-upload',
      input: { ...target, id: String(target.id), name: file.name, mimetype: file.mimetype, data: file.data.toString('base64') },
    })
  }
}
