// Lexical's serialised shape, as the admin editor itself saves it, for the seeded rich text.
import type { News } from '@/payload-types'

type RichText = News['content']
type Node = { type: string; version: number; [key: string]: unknown }

const element = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

const text = (value: string, bold = false): Node => ({
  type: 'text',
  version: 1,
  text: value,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

/** Plain text with **bold** and [a link](/path or https://…); links open in the same tab. */
const inline = (source: string): Node[] =>
  source
    .split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/)
    .filter(Boolean)
    .map((part) => {
      const bold = /^\*\*([^*]+)\*\*$/.exec(part)
      if (bold) return text(bold[1], true)
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part)
      if (link)
        return {
          ...element,
          type: 'link',
          version: 3,
          fields: { linkType: 'custom', url: link[2], newTab: false },
          children: [text(link[1])],
        }
      return text(part)
    })

const paragraph = (source: string): Node => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  children: inline(source),
})

const root = (children: Node[]): RichText => ({
  root: { ...element, type: 'root', children },
})

/** Paragraphs of plain text (the news articles). */
export const lexicalParagraphs = (paragraphs: string[]): RichText =>
  root(paragraphs.map((source) => ({ ...paragraph(source), children: [text(source)] })))

/**
 * Blocks of a page: '## Heading' and '### Heading', a bullet list as lines starting with '- ', and
 * paragraphs, each with the inline marks above.
 */
export const lexicalDocument = (blocks: string[]): RichText =>
  root(
    blocks.map((block) => {
      const heading = /^(#{2,3}) (.+)$/.exec(block)
      if (heading)
        return {
          ...element,
          type: 'heading',
          tag: `h${heading[1].length}`,
          children: inline(heading[2]),
        }
      if (block.startsWith('- '))
        return {
          ...element,
          type: 'list',
          listType: 'bullet',
          start: 1,
          tag: 'ul',
          children: block.split('\n').map((line, index) => ({
            ...element,
            type: 'listitem',
            value: index + 1,
            children: inline(line.replace(/^- /, '')),
          })),
        }
      return paragraph(block)
    }),
  )
