import zlib from 'node:zlib'

import sharp from 'sharp'

export type TestFile = { data: Buffer; mimetype: string; name: string; size: number }

export const pngFile = async (name = 'tiny.png'): Promise<TestFile> => {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4EA699' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** A small, well-formed PDF (header, objects, xref table with true offsets, trailer). */
export const pdfFile = (name = 'tiny.pdf'): TestFile => {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  const data = Buffer.from(body, 'latin1')
  return { data, mimetype: 'application/pdf', name, size: data.length }
}

/** A zip archive of stored (uncompressed) entries, enough for Word and for file-type to read. */
export const zipStored = (entries: [string, string][]): Buffer => {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8')
    const data = Buffer.from(content, 'utf8')
    const crc = zlib.crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A minimal Word 2007+ document: content types, package relationships and one paragraph. */
export const docxFile = (name = 'cv.docx'): TestFile => {
  const data = zipStored([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    ],
  ])
  return {
    data,
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name,
    size: data.length,
  }
}

/** A small SVG logo (text, drawn to a PNG by the sponsorship endpoint). */
export const svgFile = (name = 'logo.svg'): TestFile => {
  const data = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"><rect width="64" height="32" fill="#4EA699"/><circle cx="16" cy="16" r="10" fill="#fff"/></svg>\n',
  )
  return { data, mimetype: 'image/svg+xml', name, size: data.length }
}

/** A phone photo as phones send them: a JPEG whose EXIF names the camera and where it was taken. */
export const jpegWithGps = async (name = 'IMG_2041.jpg'): Promise<TestFile> => {
  const data = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#C97B3C' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Seen 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 4321/100',
      },
    })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name, size: data.length }
}

/**
 * A PNG whose header claims `side` x `side` pixels (30000 x 30000 is 900 megapixels) with almost no
 * data: a decompression bomb, refused by its header before anything is decoded.
 */
export const pixelBombPng = (side = 30_000, name = 'scan.png'): TestFile => {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(typed))
    return Buffer.concat([head, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(side * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return { data, mimetype: 'image/png', name, size: data.length }
}
