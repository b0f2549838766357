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

/** An e-mail of plain paragraphs: its text part, and its HTML with each line escaped. */
export const paragraphsEmail = (subject: string, lines: string[]) => ({
  subject,
  text: lines.join('\n\n'),
  html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`,
})
