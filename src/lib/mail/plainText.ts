import type { EmailAdapter } from 'payload'

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/**
 * The plain-text part of an HTML e-mail: paragraphs on their own lines, each link as its words
 * followed by its address, so a reader of the text part (or of the outbox) can still follow it.
 */
const textFromHtml = (html: string): string =>
  html
    .replace(/<(style|script|head)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) => {
      const label = words.replace(/<[^>]+>/g, '').trim()
      return label && label !== href ? `${label}: ${href}` : href
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|tr|li|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/**
 * Payload's own e-mails (the password reset) are HTML only; every e-mail leaves with a text part,
 * which mail programs on basic phones show and the outbox lists.
 */
export const withTextPart =
  (adapter: EmailAdapter): EmailAdapter =>
  (args) => {
    const inner = adapter(args)
    return {
      ...inner,
      sendEmail: (message) =>
        inner.sendEmail(
          !message.text && typeof message.html === 'string'
            ? { ...message, text: textFromHtml(message.html) }
            : message,
        ),
    }
  }
