import PDFDocument from 'pdfkit'

import { fontFile, shaping, type PdfFont } from './fonts'
import { fitText, textWidth } from './text'

/**
 * A4 pages of text, thin rules and filled boxes, written by pdfkit in Noto Sans (./fonts.ts), so
 * a receipt prints the naira sign and every Nigerian name as it is spelt (issue #35; the writer
 * before it had only the standard Helvetica, which has neither). Only the glyphs used are embedded.
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

/** pdfkit's colours are 0 to 255 a channel. */
const rgb255 = (color: Rgb | undefined): [number, number, number] =>
  (color ?? [0, 0, 0]).map((channel) => Math.round(channel * 255)) as [number, number, number]

const draw = (doc: PDFKit.PDFDocument, mark: PdfMark) => {
  if (mark.kind === 'box') {
    doc.rect(mark.x, mark.y, mark.width, mark.height).fill(rgb255(mark.color))
    return
  }
  if (mark.kind === 'rule') {
    doc
      .lineWidth(mark.width ?? 0.5)
      .moveTo(mark.x1, mark.y)
      .lineTo(mark.x2, mark.y)
      .stroke(rgb255(mark.color))
    return
  }
  const font = mark.font ?? 'regular'
  const text =
    mark.maxWidth === undefined ? mark.text : fitText(mark.text, font, mark.size, mark.maxWidth)
  const x = mark.align === 'right' ? mark.x - textWidth(text, font, mark.size) : mark.x
  doc
    .font(font)
    .fontSize(mark.size)
    .fillColor(rgb255(mark.color))
    .text(text, x, mark.y, { lineBreak: false, baseline: 'alphabetic', features: shaping() })
}

/** The PDF's bytes: one A4 page for each list of marks. */
export const renderPdf = async ({
  title,
  author,
  pages,
  createdAt = new Date(),
}: {
  title: string
  author: string
  pages: readonly (readonly PdfMark[])[]
  createdAt?: Date
}): Promise<Uint8Array> => {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    // pdfkit opens a font from a path or its bytes; its types know only the path.
    font: fontFile('regular') as unknown as string,
    info: { Title: title, Author: author, Producer: author, CreationDate: createdAt },
  })
  for (const font of ['regular', 'bold'] as const) doc.registerFont(font, fontFile(font))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  for (const marks of pages.length ? pages : [[]]) {
    doc.addPage({ size: [A4.width, A4.height], margin: 0 })
    for (const mark of marks) draw(doc, mark)
  }
  doc.end()
  await ended
  return new Uint8Array(Buffer.concat(chunks))
}
