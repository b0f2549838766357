import PDFDocument from 'pdfkit'

import { fontFile, shaping, type PdfFont } from './fonts'

/**
 * Measuring text in the documents' fonts (./fonts.ts), to wrap and cut it before it is drawn.
 * One document that is never written out measures for the whole process.
 */
let measurer: PDFKit.PDFDocument | null = null

const measure = (): PDFKit.PDFDocument => {
  if (!measurer) {
    measurer = new PDFDocument({
      font: fontFile('regular') as unknown as string,
      autoFirstPage: false,
    })
    for (const font of ['regular', 'bold'] as const) measurer.registerFont(font, fontFile(font))
  }
  return measurer
}

/** The width in points of a line of text at a font size. */
export const textWidth = (text: string, font: PdfFont, size: number): number =>
  measure().font(font).fontSize(size).widthOfString(text, { features: shaping() })

/** Letters as people see them: a letter and its marks ('ọ̀') are never split apart. */
const graphemes = (text: string): string[] =>
  Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment)

const ELLIPSIS = '…'

/** Text cut to fit a width, ending in '…' when it was cut. */
export const fitText = (text: string, font: PdfFont, size: number, maxWidth: number): string => {
  if (textWidth(text, font, size) <= maxWidth) return text
  const letters = graphemes(text)
  let end = letters.length
  while (end > 0 && textWidth(letters.slice(0, end).join('') + ELLIPSIS, font, size) > maxWidth)
    end--
  return letters.slice(0, end).join('').trimEnd() + ELLIPSIS
}

/** Text broken into lines no wider than maxWidth, at spaces; a word too long for a line is split. */
export const wrapText = (text: string, font: PdfFont, size: number, maxWidth: number): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, font, size) <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    // A reference or an address longer than the line: as many letters as fit, then the rest.
    let letters = graphemes(word)
    while (letters.length > 1 && textWidth(letters.join(''), font, size) > maxWidth) {
      let end = letters.length - 1
      while (end > 1 && textWidth(letters.slice(0, end).join(''), font, size) > maxWidth) end--
      lines.push(letters.slice(0, end).join(''))
      letters = letters.slice(end)
    }
    line = letters.join('')
  }
  if (line) lines.push(line)
  return lines
}

/** At most `max` lines of wrapped text, the last cut with '…' when more would follow. */
export const wrapTextLines = (
  text: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
  max: number,
): string[] => {
  const lines = wrapText(text, font, size, maxWidth)
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  kept[max - 1] = fitText(`${kept[max - 1]} ${lines[max]}`, font, size, maxWidth)
  return kept
}
