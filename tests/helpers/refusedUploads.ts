// Files our content sniffing takes for a resume or a logo that Payload's own upload check still
// refuses: what the endpoints must turn back in the request, before anything is stored.
import zlib from 'node:zlib'

import sharp from 'sharp'

import { slugs } from '@collections/slugs'
import { logoRefusal, resumeRefusal } from '@/lib/uploads/store'

import { pngFile, type TestFile, zipStored } from './files'

/** A PDF header over plain text: no cross-reference table, no %%EOF (Payload: "Invalid PDF file"). */
const brokenPdfFile = (text: string, name = 'cv.pdf'): TestFile => {
  const data = Buffer.from(`%PDF-1.7\n${text}\n`.repeat(64), 'latin1')
  return { data, mimetype: 'application/pdf', name, size: data.length }
}

/** A zip with the names a Word package has, but no Word document declared (file-type: application/zip). */
const wordlessZipFile = (name = 'cv.docx'): TestFile => {
  const data = zipStored([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ],
    ['word/notes.txt', 'Curriculum vitae, to be written'],
  ])
  return {
    data,
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name,
    size: data.length,
  }
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * An animated PNG (an acTL chunk after the header): a PNG by its signature and to sharp, but
 * file-type calls it image/apng, which no upload collection lists.
 */
const animatedPngFile = async (name = 'logo.png'): Promise<TestFile> => {
  const png = (await pngFile()).data
  const headerEnd = 8 + 25
  const animation = Buffer.alloc(8)
  animation.writeUInt32BE(1, 0)
  const data = Buffer.concat([
    png.subarray(0, headerEnd),
    chunk('acTL', animation),
    png.subarray(headerEnd),
  ])
  return { data, mimetype: 'image/png', name, size: data.length }
}

/**
 * A PNG cut off inside its image data, wider than the logo thumbnail: sharp reads its header, but
 * Payload fails to draw the thumbnail (a FileUploadError, the same error a failed disk write gives).
 */
const truncatedPngFile = async (name = 'logo.png'): Promise<TestFile> => {
  const side = 320
  const noise = Buffer.from(
    Array.from({ length: side * side * 3 }, (_, index) => (index * 7919) % 251),
  )
  const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  const data = png.subarray(0, Math.floor(png.length / 2))
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** An Excel 97-2003 file: an OLE compound file like a .doc, but with a 'Workbook' stream, not 'WordDocument'. */
const spreadsheetFile = (name = 'cv.doc'): TestFile => {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  const directory = Buffer.alloc(128 * 2)
  ;['Root Entry', 'Workbook'].forEach((stream, index) =>
    Buffer.from(stream, 'utf16le').copy(directory, index * 128),
  )
  const data = Buffer.concat([header, directory])
  return { data, mimetype: 'application/msword', name, size: data.length }
}

type Form = {
  path: string
  collection: typeof slugs.volunteerApplications | typeof slugs.sponsorshipApplications
  uploads: typeof slugs.volunteerResumes | typeof slugs.sponsorLogos
  /** Valid text fields; `tag` keeps each submission's e-mail unique. */
  fields: (tag: string) => Record<string, string>
}

const volunteerForm: Form = {
  path: '/forms/volunteer',
  collection: slugs.volunteerApplications,
  uploads: slugs.volunteerResumes,
  fields: (tag) => ({
    applicant_name: 'Ngozi Eze',
    email: `ngozi.${tag}@example.org`,
    preferred_areas: 'Finance',
  }),
}

const sponsorshipForm: Form = {
  path: '/forms/sponsorship',
  collection: slugs.sponsorshipApplications,
  uploads: slugs.sponsorLogos,
  fields: (tag) => ({
    sponsor_type: 'individual',
    contact_person: 'Emeka Nwosu',
    email: `emeka.${tag}@example.org`,
    phone: '+234 805 000 0000',
    currency: 'USD',
    sponsor_amount: '5,000',
    preferred_contact: 'email',
  }),
}

export const REFUSED_UPLOADS: {
  label: string
  form: Form
  field: string
  file: () => TestFile | Promise<TestFile>
  message: string
}[] = [
  {
    label: 'a resume with a PDF header and no PDF behind it',
    form: volunteerForm,
    field: 'resume',
    file: () => brokenPdfFile('Ngozi Eze, curriculum vitae'),
    message: resumeRefusal('cv.pdf'),
  },
  {
    label: 'a resume zip with word/ in it but no Word document',
    form: volunteerForm,
    field: 'resume',
    file: () => wordlessZipFile(),
    message: resumeRefusal('cv.docx'),
  },
  {
    label: 'an Excel 97-2003 file named cv.doc',
    form: volunteerForm,
    field: 'resume',
    file: () => spreadsheetFile(),
    message: resumeRefusal('cv.doc'),
  },
  {
    label: 'an animated PNG logo',
    form: sponsorshipForm,
    field: 'profile_picture',
    file: () => animatedPngFile(),
    message: logoRefusal('logo.png'),
  },
  {
    label: 'a PNG logo cut off in its image data',
    form: sponsorshipForm,
    field: 'profile_picture',
    file: () => truncatedPngFile(),
    message: logoRefusal('logo.png'),
  },
]
