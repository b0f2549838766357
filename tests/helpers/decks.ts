// Pitch-deck files for tests: a minimal PowerPoint 2007+ package, the start of a PowerPoint
// 97-2003 (OLE compound) file, and look-alikes that must be refused.
import { type TestFile, zipStored } from './files'

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

/** Content types, package relationships and one slide list: what PowerPoint and file-type read. */
export const pptxFile = (name = 'deck.pptx'): TestFile => {
  const data = zipStored([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/></Relationships>',
    ],
    [
      'ppt/presentation.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ],
  ])
  return { data, mimetype: PPTX_MIME, name, size: data.length }
}

const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/** An OLE compound file whose directory names the given streams (UTF-16LE, as in a real one). */
const compoundFile = (streams: string[]) => {
  const header = Buffer.alloc(512)
  OLE_HEADER.copy(header)
  const directory = Buffer.alloc(128 * streams.length)
  streams.forEach((stream, index) => Buffer.from(stream, 'utf16le').copy(directory, index * 128))
  return Buffer.concat([header, directory])
}

export const pptFile = (name = 'deck.ppt'): TestFile => {
  const data = compoundFile(['Root Entry', 'PowerPoint Document', 'Current User'])
  return { data, mimetype: 'application/vnd.ms-powerpoint', name, size: data.length }
}

/** A Word 97-2003 file named and labelled as a PowerPoint one. */
export const wordAsPptFile = (name = 'deck.ppt'): TestFile => {
  const data = compoundFile(['Root Entry', 'WordDocument', '1Table'])
  return { data, mimetype: 'application/vnd.ms-powerpoint', name, size: data.length }
}

/** Plain text renamed deck.pdf, labelled as a PDF by the browser. */
export const fakePdfFile = (name = 'deck.pdf'): TestFile => {
  const data = Buffer.from('This is not a PDF, only a text file with a .pdf name.\n')
  return { data, mimetype: 'application/pdf', name, size: data.length }
}
