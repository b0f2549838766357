const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text from a visitor, made safe to place in HTML (element content or a quoted attribute). */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])

/** One line for a subject: no line breaks (header injection), no runaway length. */
export const oneLine = (value: unknown, max = 120): string => {
  const line = String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}
