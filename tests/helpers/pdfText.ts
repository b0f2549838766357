// The words of a PDF as a reader gets them back (a search, a copy, a screen reader): each text run
// of every page, in order, extracted by Mozilla's pdf.js (issue #35: "test by extracting the text
// back from the PDF"). Text is compared as written, with no normalisation.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export const pdfText = async (bytes: Uint8Array): Promise<string[]> => {
  const loading = getDocument({ data: bytes.slice(), useSystemFonts: false })
  const pdf = await loading.promise
  const runs: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent({ disableNormalization: true })
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push(item.str)
  }
  await loading.destroy()
  return runs
}
