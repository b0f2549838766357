import { randomBytes, randomUUID } from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  FileUploadError,
  initTransaction,
  killTransaction,
  type APIError,
  type Payload,
  type PayloadRequest,
} from 'payload'
import sharp from 'sharp'

import { LOGO_MAX_BYTES, PAPER_MAX_SIDE, RESUME_MAX_BYTES } from '@collections/uploadLimits'
import { slugs } from '@collections/slugs'
import { isApiError, isValidationError } from '@/lib/http/payloadErrors'

import { describeFailure, quietError } from './failure'
import { forgetStorageCheck } from './health'
import { cleanImage, MAX_PIXELS, UnreadableImage } from './images'
import { sniffDocument, sniffImage } from './sniff'

/** A file as Payload's Local API takes it. */
export type IncomingFile = { data: Buffer; mimetype: string; name: string; size: number }
export type Checked = { ok: true; file: IncomingFile } | { ok: false; message: string }

export const uploadMessages = {
  paperType: 'Please choose a PDF or a photo (JPG, PNG, WebP).',
  paperSize: 'Please select a file smaller than 5MB',
  resumeType: 'Please choose a PDF, DOC or DOCX file.',
  resumeSize: 'Please select a file smaller than 5MB',
  logoType: 'Please choose an image file (PNG, JPG, WebP, GIF, SVG).',
  logoSize: 'Please select an image smaller than 5MB',
  paperPixels:
    'This photo is too large to read (over 40 megapixels). Please choose a smaller photo or a PDF.',
  paperUnreadable:
    'This photo cannot be read: it may be damaged or cut off. Please choose another photo or a PDF.',
} as const

const extensionOf = (name: string): string =>
  /\.([a-z0-9]{1,8})$/i.exec(name.trim())?.[1]?.toLowerCase() ?? ''
const DOCUMENT_KINDS: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word document',
  docx: 'Word document',
}
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg'])

/**
 * The refusal of a resume whose content is none of the accepted types. A file whose name promises one
 * (an .exe renamed cv.pdf) is told that it is not really one: 'choose a PDF' alone reads as nonsense
 * to someone who did choose a .pdf.
 */
export const resumeRefusal = (name: string): string => {
  const ext = extensionOf(name)
  const kind = DOCUMENT_KINDS[ext]
  return kind
    ? `This file is named .${ext} but is not really a ${kind}. ${uploadMessages.resumeType}`
    : uploadMessages.resumeType
}

/** The same for a logo: a file named .png that is not an image we can read. */
export const logoRefusal = (name: string): string => {
  const ext = extensionOf(name)
  return IMAGE_EXTENSIONS.has(ext)
    ? `This file is named .${ext} but is not an image we can read. ${uploadMessages.logoType}`
    : uploadMessages.logoType
}

/**
 * A driver's paper (issue #19): a PDF or a photo by its content, under an anonymous name
 * (DriverDocuments.ts renames it again). A photo is drawn again without its metadata (a phone
 * puts where it was taken in it) and at most PAPER_MAX_SIDE pixels on its long side.
 */
export const checkPaper = async (file: File): Promise<Checked> => {
  if (file.size > RESUME_MAX_BYTES) return { ok: false, message: uploadMessages.paperSize }
  const data = Buffer.from(await file.arrayBuffer())
  const document = sniffDocument(data)
  if (document?.ext === 'pdf')
    return {
      ok: true,
      file: { data, mimetype: document.mime, name: 'paper.pdf', size: data.byteLength },
    }
  const type = sniffImage(data)
  if (!type || type.mime === 'image/svg+xml')
    return { ok: false, message: uploadMessages.paperType }
  try {
    const clean = await cleanImage(data, type.mime, { maxSide: PAPER_MAX_SIDE })
    return {
      ok: true,
      file: {
        data: clean.data,
        mimetype: clean.mime,
        name: `paper.${clean.ext}`,
        size: clean.data.byteLength,
      },
    }
  } catch (error) {
    const tooLarge = error instanceof UnreadableImage && error.tooLarge
    return {
      ok: false,
      message: tooLarge ? uploadMessages.paperPixels : uploadMessages.paperUnreadable,
    }
  }
}

/** public-site.md: resumes are stored as a timestamp plus the extension of what the file really is. */
export const checkResume = async (file: File): Promise<Checked> => {
  if (file.size > RESUME_MAX_BYTES) return { ok: false, message: uploadMessages.resumeSize }
  const data = Buffer.from(await file.arrayBuffer())
  const type = sniffDocument(data)
  if (!type) return { ok: false, message: resumeRefusal(file.name) }
  return {
    ok: true,
    file: { data, mimetype: type.mime, name: `${Date.now()}.${type.ext}`, size: data.byteLength },
  }
}

/**
 * A sponsor logo: an image by its content that sharp can decode. An SVG is drawn to a PNG, so no
 * script inside one is ever served from our origin. Stored as {type}-{timestamp}-{random}.{ext}.
 */
export const checkLogo = async (file: File, sponsorType: string): Promise<Checked> => {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, message: uploadMessages.logoSize }
  let data: Buffer = Buffer.from(await file.arrayBuffer())
  const type = sniffImage(data)
  if (!type) return { ok: false, message: logoRefusal(file.name) }
  let { mime, ext } = type
  try {
    if (mime === 'image/svg+xml') {
      data = await sharp(data, { density: 144, limitInputPixels: MAX_PIXELS })
        .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer()
      mime = 'image/png'
      ext = 'png'
    } else {
      // Without its metadata (EXIF, XMP), drawn in full: one cut off after its header is refused now.
      data = (await cleanImage(data, mime)).data
    }
  } catch {
    return { ok: false, message: logoRefusal(file.name) }
  }
  const name = `${sponsorType}-${Date.now()}-${randomBytes(4).toString('hex')}.${ext}`
  return { ok: true, file: { data, mimetype: mime, name, size: data.byteLength } }
}

export type UploadTarget = {
  uploadCollection: typeof slugs.volunteerResumes | typeof slugs.sponsorLogos
  collection: typeof slugs.volunteerApplications | typeof slugs.sponsorshipApplications
  field: 'resume' | 'profile_picture'
  urlField: 'resume_url' | 'profile_picture_url'
}
export type AttachTarget = UploadTarget & { id: string | number }

/** What an attach-upload job carries: where the file goes and where its bytes wait, never the bytes. */
export type AttachUploadInput = Omit<AttachTarget, 'id'> & {
  id: string
  name: string
  mimetype: string
  spool: string
}

/** Stores the file and links it to its application. Throws when Payload refuses it or storage fails. */
export const attachUpload = async (
  payload: Payload,
  target: AttachTarget,
  file: IncomingFile,
  req?: PayloadRequest,
) => {
  // A request of its own unless the caller's transaction is given: the Local API keeps the file and
  // its image sizes on req (req.file, req.payloadUploadSizes), and jobs run side by side share one
  // req, so with the job's req one job could store another's file, or its sizes, or none.
  const own = req ?? (await createLocalReq({}, payload))
  const upload = await payload.create({
    collection: target.uploadCollection,
    data: {},
    file,
    overrideAccess: true,
    req: own,
  })
  await payload.update({
    collection: target.collection,
    id: target.id,
    data: { [target.field]: upload.id, [target.urlField]: upload.url ?? '' },
    overrideAccess: true,
    req: own,
  })
  return upload
}

/**
 * Payload's FileUploadError, told by its message too (Payload builds it with the request's `t`): a
 * production build renames the class (its name is one letter there), and each of Next's layers
 * bundles a copy of its own, so neither the name nor `instanceof` holds everywhere (issue #29).
 */
const isFileUploadError = (error: unknown, t: PayloadRequest['t']): boolean =>
  error instanceof FileUploadError ||
  (isApiError(error) &&
    (error.name === 'FileUploadError' || error.message === t('error:problemUploadingFile')))

/**
 * Payload's own upload check turned the file down: its file-type detection, the PDF structure,
 * image processing, a size hook. Every such refusal is a 4xx APIError thrown before any storage
 * write, except that a FileUploadError also reports a failed write to the local upload disk.
 * `t` is the translation of the request the upload was made with.
 */
export const isRefusedByPayload = (
  payload: Payload,
  uploadCollection: UploadTarget['uploadCollection'],
  error: unknown,
  t: PayloadRequest['t'],
): boolean => {
  if (isValidationError(error)) return true
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return false
  if (isFileUploadError(error, t))
    return Boolean(payload.collections[uploadCollection].config.upload.disableLocalStorage)
  return true
}

const SPOOL_PREFIX = 'attach-upload:'

/** The bytes of a queued file, kept in Payload's key-value store (a table every instance reads). */
export const readSpool = async (payload: Payload, key: string): Promise<Buffer | null> => {
  const kept = await payload.kv.get<{ data: string }>(key)
  return kept ? Buffer.from(kept.data, 'base64') : null
}

export const dropSpool = async (payload: Payload, key: string) => {
  try {
    await payload.kv.delete(key)
  } catch (error) {
    payload.logger.error({
      msg: `A queued file's bytes (${key}) could not be deleted`,
      failure: describeFailure(error),
    })
  }
}

/**
 * Queues the file for the attach-upload job. Its bytes wait in the key-value store, not in the
 * job's input: Payload logs a failed job with its input and copies the input into the job's log on
 * every try. Pass the request whose transaction saves the application, so both land or neither.
 */
export const queueUpload = async (
  payload: Payload,
  target: AttachTarget,
  file: IncomingFile,
  req?: PayloadRequest,
) => {
  const spool = `${SPOOL_PREFIX}${randomUUID()}`
  try {
    await payload.kv.set(spool, { data: file.data.toString('base64') })
  } catch (error) {
    throw quietError('The file could not be kept for a retry', error)
  }
  // Field by field, so nothing else a caller's object holds rides along into the input.
  const { uploadCollection, collection, field, urlField } = target
  const input: AttachUploadInput = {
    uploadCollection,
    collection,
    id: String(target.id),
    field,
    urlField,
    name: file.name,
    mimetype: file.mimetype,
    spool,
  }
  try {
    return await payload.jobs.queue({ task: 'attach-upload', input, req })
  } catch (error) {
    await dropSpool(payload, spool)
    throw quietError('The file could not be queued', error)
  }
}

export type Saved = { ok: true; file: 'stored' | 'queued' } | { ok: false; status: number }

/**
 * Saves an application with its file in one transaction, so a file Payload refuses leaves no
 * application behind and is the visitor's field error. Only when storage fails (S3 unreachable,
 * the upload disk) is the application kept and the file queued for a retry.
 */
export const saveWithFile = async (
  payload: Payload,
  target: UploadTarget,
  file: IncomingFile,
  createApplication: (req: PayloadRequest) => Promise<{ id: string | number }>,
): Promise<Saved> => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let storing = false
  let storageFailure: unknown
  try {
    const application = await createApplication(req)
    storing = true
    await attachUpload(payload, { ...target, id: application.id }, file, req)
    await commitTransaction(req)
    return { ok: true, file: 'stored' }
  } catch (error) {
    await killTransaction(req)
    // A collection rule on the application itself: the endpoint answers it field by field.
    if (!storing && isValidationError(error)) throw error
    if (!storing) throw quietError('The application could not be saved', error)
    if (isRefusedByPayload(payload, target.uploadCollection, error, req.t))
      return { ok: false, status: (error as APIError).status }
    // Not refused, so a FileUploadError here is the local disk failing to take the file.
    if (!isStorageFailure(error) && !isFileUploadError(error, req.t))
      throw quietError('The file could not be stored', error)
    storageFailure = error
    forgetStorageCheck()
  }
  const retry = await createLocalReq({}, payload)
  await initTransaction(retry)
  let spool: string | undefined
  try {
    const application = await createApplication(retry)
    const job = await queueUpload(payload, { ...target, id: application.id }, file, retry)
    spool = (job.input as AttachUploadInput).spool
    await commitTransaction(retry)
    payload.logger.warn({
      msg: `File storage failed; ${target.collection} ${application.id} keeps its application and job ${job.id} retries the file`,
      failure: describeFailure(storageFailure),
    })
    return { ok: true, file: 'queued' }
  } catch (error) {
    await killTransaction(retry)
    if (spool) await dropSpool(payload, spool)
    throw isValidationError(error) ? error : quietError('The application could not be saved', error)
  }
}

/** Storage that failed, not a file or a bug: an S3 answer or outage, a network or disk error. */
const isStorageFailure = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { name, code, $metadata } = current as {
      name?: unknown
      code?: unknown
      $metadata?: unknown
    }
    if ($metadata !== undefined) return true
    if (typeof code === 'string' && /^E[A-Z0-9_]+$/.test(code)) return true
    if (name === 'TimeoutError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
