/**
 * CSV as spreadsheets read it: RFC 4180 (comma separated, CRLF line ends, a field with a comma,
 * quote, CR or LF quoted, a quote inside doubled) and safe to open in Excel or Google Sheets.
 */
export type CsvValue = string | number | null | undefined

/**
 * A spreadsheet runs a cell that starts with = + - @ (or tab or CR, which some strip first) as a
 * formula: a donor named '=HYPERLINK(…)' must not become a link in the office's spreadsheet. Such
 * text gets a leading apostrophe, which spreadsheets show as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** Excel reads a UTF-8 file as the local 8-bit code page unless it starts with this mark: "Ọlá" would show as "á»ŒlÃ¡". */
export const UTF8_BOM = '\uFEFF'

export const CRLF = '\r\n'

/** One field. A number is written as is: a spreadsheet reads -5 as a number, never as a formula. */
export const csvField = (value: CsvValue): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, with its line end. */
export const csvRow = (values: readonly CsvValue[]): string => values.map(csvField).join(',') + CRLF
