import { deflateSync } from 'node:zlib'

import { encodedWidth, fitEncoded, toWinAnsi, type PdfFont } from './text'

/**
 * A small PDF 1.4 writer with no dependency: A4 pages of text in the standard Helvetica fonts,
 * thin rules and filled boxes, each page's drawing compressed with zlib. Enough for a receipt or a
 * statement; nothing is embedded (no font, no image), so a one-page receipt is about 2 KB.
 * Positions are in points from the page's top-left corner (y is the text's baseline).
 */
export type Rgb = readonly [number, number, number]

export type PdfMark =
  | {
      kind: 'text'
      x: number
      y: number
      text: string
      size: number
      font?: PdfFont
      color?: Rgb
      /** 'right': x is where the text ends. */
      align?: 'left' | 'right'
      /** Cut to this width, ending in '…'. */
      maxWidth?: number
    }
  | { kind: 'rule'; x1: number; x2: number; y: number; width?: number; color?: Rgb }
  | { kind: 'box'; x: number; y: number; width: number; height: number; color: Rgb }

export const A4 = { width: 595.28, height: 841.89 } as const

const FONT_NAMES: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' }

const num = (value: number): string => {
  const text = value.toFixed(2).replace(/\.?0+$/, '')
  return text === '-0' ? '0' : text
}

/** A PDF literal string of WinAnsi bytes (toWinAnsi's output). */
const literal = (encoded: string): string =>
  `(${encoded.replace(/[\\()]/g, (char) => `\\${char}`)})`

const colour = (rgb: Rgb | undefined, operator: 'rg' | 'RG'): string =>
  `${(rgb ?? [0, 0, 0]).map(num).join(' ')} ${operator}`

const drawing = (marks: readonly PdfMark[]): string => {
  const ops: string[] = []
  const top = (y: number) => num(A4.height - y)
  for (const mark of marks) {
    if (mark.kind === 'box') {
      ops.push(
        `${colour(mark.color, 'rg')} ${num(mark.x)} ${num(A4.height - mark.y - mark.height)} ${num(mark.width)} ${num(mark.height)} re f`,
      )
    } else if (mark.kind === 'rule') {
      ops.push(
        `${colour(mark.color, 'RG')} ${num(mark.width ?? 0.5)} w ${num(mark.x1)} ${top(mark.y)} m ${num(mark.x2)} ${top(mark.y)} l S`,
      )
    } else {
      const font = mark.font ?? 'regular'
      let encoded = toWinAnsi(mark.text)
      if (mark.maxWidth !== undefined) encoded = fitEncoded(encoded, font, mark.size, mark.maxWidth)
      const x = mark.align === 'right' ? mark.x - encodedWidth(encoded, font, mark.size) : mark.x
      ops.push(
        `BT /${FONT_NAMES[font]} ${num(mark.size)} Tf ${colour(mark.color, 'rg')} ${num(x)} ${top(mark.y)} Td ${literal(encoded)} Tj ET`,
      )
    }
  }
  return ops.join('\n')
}

/** D:YYYYMMDDHHmmSSZ, the PDF date form, in UTC. */
const pdfDate = (date: Date): string =>
  `D:${date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, '')}Z`

export const renderPdf = ({
  title,
  author,
  pages,
  createdAt = new Date(),
}: {
  title: string
  author: string
  pages: readonly (readonly PdfMark[])[]
  createdAt?: Date
}): Uint8Array => {
  const objects: Buffer[] = []
  /** Adds an object (its body without `n 0 obj`) and returns its number. */
  const add = (body: Buffer | string): number => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body)
    return objects.length
  }
  const reserve = () => add('')
  const catalog = reserve()
  const pageTree = reserve()
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  const info = add(
    `<< /Title ${literal(toWinAnsi(title))} /Author ${literal(toWinAnsi(author))} /Producer ${literal(toWinAnsi(author))} /CreationDate (${pdfDate(createdAt)}) >>`,
  )
  const pageIds: number[] = []
  for (const marks of pages.length ? pages : [[]]) {
    const content = deflateSync(Buffer.from(drawing(marks), 'latin1'))
    const stream = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    )
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${num(A4.width)} ${num(A4.height)}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    )
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pageTree} 0 R >>`, 'latin1')
  objects[pageTree - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  )

  // A binary comment second, so tools treat the file as binary (the PDF specification's advice).
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0].length
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(offset)
    const framed = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    parts.push(framed)
    offset += framed.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`,
    `startxref\n${offset}\n%%EOF\n`,
  ].join('')
  parts.push(Buffer.from(xref, 'latin1'))
  return new Uint8Array(Buffer.concat(parts))
}
