/**
 * File types decided by content (magic bytes), never by the file name or the browser's claim.
 * Returns the MIME type and the extension files of that type are stored with, or null.
 */
export type Sniffed = { mime: string; ext: string }

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1')

export const sniffImage = (bytes: Uint8Array): Sniffed | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', ext: 'gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' }
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return { mime: 'image/avif', ext: 'avif' }
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (
    (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) &&
    /<svg[\s>]/i.test(head)
  )
    return { mime: 'image/svg+xml', ext: 'svg' }
  return null
}

const utf16 = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    Buffer.from(text, 'utf16le'),
  )

const OLE_COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]

/**
 * PDF, Word 97-2003 (.doc, an OLE compound file whose directory names a 'WordDocument' stream, so
 * a spreadsheet or an installer is not taken for one) and Word 2007+ (.docx, a zip holding word/).
 */
export const sniffDocument = (bytes: Uint8Array): Sniffed | null => {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' }
  if (startsWith(bytes, OLE_COMPOUND) && utf16(bytes, 'WordDocument'))
    return { mime: 'application/msword', ext: 'doc' }
  if (
    startsWith(bytes, ZIP_LOCAL_HEADER) &&
    contains(bytes, '[Content_Types].xml') &&
    contains(bytes, 'word/')
  ) {
    return {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    }
  }
  return null
}

/**
 * Pitch decks: PDF, PowerPoint 97-2003 (.ppt, an OLE compound file whose directory names a
 * 'PowerPoint Document' stream, so a Word or Excel file is not taken for one) and PowerPoint
 * 2007+ (.pptx, a zip holding ppt/).
 */
export const sniffDeck = (bytes: Uint8Array): Sniffed | null => {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' }
  if (startsWith(bytes, OLE_COMPOUND) && utf16(bytes, 'PowerPoint Document'))
    return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' }
  if (
    startsWith(bytes, ZIP_LOCAL_HEADER) &&
    contains(bytes, '[Content_Types].xml') &&
    contains(bytes, 'ppt/')
  ) {
    return {
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ext: 'pptx',
    }
  }
  return null
}
