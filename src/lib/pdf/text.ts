/**
 * Text for the PDF standard fonts (Helvetica, Helvetica-Bold) in WinAnsiEncoding: how a string is
 * written in one byte per character, and how wide it is, so lines can be aligned and cut to fit.
 * The standard fonts are in every PDF reader, so a document carries no font file.
 */
export type PdfFont = 'regular' | 'bold'

// Adobe's font metrics (AFM) of Helvetica and Helvetica-Bold, characters 32 to 126, in 1/1000 em.
// prettier-ignore
const ASCII_WIDTHS: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
}

/** WinAnsiEncoding's bytes 0x80-0x9F, which differ from Latin-1, by character. */
// prettier-ignore
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88,
  '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93,
  '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}
/** Widths of those, where they differ from a plain letter's. */
// prettier-ignore
const EXTRA_WIDTHS: Record<number, number> = {
  0x85: 1000, 0x89: 1000, 0x91: 222, 0x92: 222, 0x93: 333, 0x94: 333, 0x95: 350, 0x97: 1000,
}

/** Characters the fonts lack, written as a reader would say them: the naira sign is NGN. */
const SPELLED: Record<string, string> = { '₦': 'NGN' }

const byteOf = (char: string): number | null => {
  const code = char.codePointAt(0) ?? 0
  // U+0080-U+009F (control characters no text holds) stand for those bytes themselves, so text
  // already encoded (wrapEncoded's lines) passes through again unchanged.
  if (code >= 0x20 && code <= 0xff && code !== 0x7f) return code
  return WIN_ANSI_EXTRA[char] ?? null
}

/**
 * The text in WinAnsi bytes, as a string of characters U+0000-U+00FF (one per byte). A letter the
 * encoding lacks loses its marks ('Ọlá' becomes 'Olá', 'Ṣẹgun' 'Segun'); anything else becomes '?'.
 * Line breaks and tabs become spaces. Encoding encoded text changes nothing.
 */
export const toWinAnsi = (text: string): string => {
  let out = ''
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const spelled = SPELLED[char] ?? char
    for (const part of spelled) {
      const byte = byteOf(part)
      if (byte !== null) {
        out += String.fromCharCode(byte)
        continue
      }
      const bare = part.normalize('NFD').replace(/\p{M}+/gu, '')
      const bytes = [...bare].map(byteOf)
      out +=
        bare && bytes.every((value) => value !== null)
          ? String.fromCharCode(...(bytes as number[]))
          : '?'
    }
  }
  return out
}

const widthOfByte = (byte: number, font: PdfFont): number => {
  if (byte >= 0x20 && byte <= 0x7e) return ASCII_WIDTHS[font][byte - 0x20]
  if (EXTRA_WIDTHS[byte] !== undefined) return EXTRA_WIDTHS[byte]
  // A Latin-1 letter is as wide as its letter without marks; the rest about as wide as a digit.
  const bare = String.fromCharCode(byte).normalize('NFD').charCodeAt(0)
  return bare >= 0x20 && bare <= 0x7e ? ASCII_WIDTHS[font][bare - 0x20] : 556
}

/** The width in points of text already in WinAnsi (toWinAnsi) at a font size. */
export const encodedWidth = (encoded: string, font: PdfFont, size: number): number => {
  let units = 0
  for (let i = 0; i < encoded.length; i++) units += widthOfByte(encoded.charCodeAt(i), font)
  return (units * size) / 1000
}

const ELLIPSIS = String.fromCharCode(0x85)

/** Encoded text cut to fit a width, ending in '…' when it was cut. */
export const fitEncoded = (
  encoded: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
): string => {
  if (encodedWidth(encoded, font, size) <= maxWidth) return encoded
  let end = encoded.length
  while (end > 0 && encodedWidth(encoded.slice(0, end) + ELLIPSIS, font, size) > maxWidth) end--
  return encoded.slice(0, end).trimEnd() + ELLIPSIS
}

/** Encoded text broken into lines no wider than maxWidth, at spaces; a word too long for a line is split. */
export const wrapEncoded = (
  encoded: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
): string[] => {
  const lines: string[] = []
  let line = ''
  for (let word of encoded.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (encodedWidth(candidate, font, size) <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    // A reference or an address longer than the line: as many characters as fit, then the rest.
    while (encodedWidth(word, font, size) > maxWidth && word.length > 1) {
      let end = word.length - 1
      while (end > 1 && encodedWidth(word.slice(0, end), font, size) > maxWidth) end--
      lines.push(word.slice(0, end))
      word = word.slice(end)
    }
    line = word
  }
  if (line) lines.push(line)
  return lines
}

/** At most `max` lines of wrapped text, the last cut with '…' when more would follow. */
export const wrapEncodedLines = (
  encoded: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
  max: number,
): string[] => {
  const lines = wrapEncoded(encoded, font, size, maxWidth)
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  kept[max - 1] = fitEncoded(`${kept[max - 1]} ${lines[max]}`, font, size, maxWidth)
  return kept
}
