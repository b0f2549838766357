import { createRequire } from 'node:module'

/**
 * The fonts every PDF is written in (issue #35): Noto Sans, regular and bold, from Google's Noto
 * project as the @expo-google-fonts/noto-sans package ships it (OFL-1.1). Noto Sans has the naira
 * sign and every letter and mark Yoruba, Igbo and Hausa names are written with ('Ọlá Adébáyọ̀',
 * 'Ṣẹgun', 'Ụchẹ', 'Ɗanjuma'); pdfkit embeds only the glyphs a document uses, so a receipt stays a
 * few kilobytes. The files are read once per process.
 */
export type PdfFont = 'regular' | 'bold'

const require = createRequire(import.meta.url)

const FILES: Record<PdfFont, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
}

export const fontFile = (font: PdfFont): string => require.resolve(FILES[font])

/**
 * What pdfkit's shaping (fontkit) may do to the text. 'ccmp' is off: it splits a letter such as
 * 'ẹ' into 'e' and a combining dot, which is drawn the same but is read back from the PDF (a
 * search, a copy, a screen reader) as 'e ̣'. Marks typed as marks ('ọ̀' is 'ọ' and a grave) are
 * still placed by the font's mark positioning. A fresh object each time: fontkit writes into it.
 * (pdfkit hands it to fontkit's layout, which takes features on and off by name; pdfkit's types
 * know only the list form, which can turn features on.)
 */
export const shaping = () => ({ ccmp: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[]
