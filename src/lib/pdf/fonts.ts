import fs from 'node:fs'
import path from 'node:path'

/**
 * The fonts every PDF is written in (issue #35): Noto Sans, regular and bold, from Google's Noto
 * project as the @expo-google-fonts/noto-sans package ships it (OFL-1.1). Noto Sans has the naira
 * sign and every letter and mark Yoruba, Igbo and Hausa names are written with ('Ọlá Adébáyọ̀',
 * 'Ṣẹgun', 'Ụchẹ', 'Ɗanjuma'); pdfkit embeds only the glyphs a document uses, so a receipt stays a
 * few kilobytes.
 */
export type PdfFont = 'regular' | 'bold'

/**
 * Read from the installed package by path at run time, not resolved by the bundler (Turbopack
 * would try to bundle a .ttf as a module): the app always runs from the project's folder, in
 * development, tests and the image (/app).
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans')

const FILES: Record<PdfFont, string> = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
}

const read = new Map<PdfFont, Buffer>()

/** The font's file, read once per process. */
export const fontFile = (font: PdfFont): Buffer => {
  let data = read.get(font)
  if (!data) {
    data = fs.readFileSync(path.join(FONT_DIR, FILES[font]))
    read.set(font, data)
  }
  return data
}

/**
 * What pdfkit's shaping (fontkit) may do to the text. 'ccmp' is off: it splits a letter such as
 * 'ẹ' into 'e' and a combining dot, which is drawn the same but is read back from the PDF (a
 * search, a copy, a screen reader) as 'e ̣'. Marks typed as marks ('ọ̀' is 'ọ' and a grave) are
 * still placed by the font's mark positioning. A fresh object each time: fontkit writes into it.
 * (pdfkit hands it to fontkit's layout, which takes features on and off by name; pdfkit's types
 * know only the list form, which can turn features on.)
 */
export const shaping = () => ({ ccmp: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[]
