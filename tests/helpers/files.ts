import sharp from 'sharp'

export type TestFile = { data: Buffer; mimetype: string; name: string; size: number }

export const pngFile = async (name = 'tiny.png'): Promise<TestFile> => {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4EA699' } }).png().toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** A small, well-formed PDF (header, objects, xref table with true offsets, trailer). */
export const pdfFile = (name = 'tiny.pdf'): TestFile => {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[3 0 R]/Count 1>>', '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>']
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
