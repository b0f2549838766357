/** What each upload collection accepts; shared by the collections, the public forms and their file checks. */
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'image/avif',
]
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

/** A photographed driver's paper is kept at most this many pixels on its long side: still sharp to read. */
export const PAPER_MAX_SIDE = 3200
