import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

/** Schemes a reader's browser may follow from an article: web pages, e-mail, phone; and links within the site. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

export const UNSAFE_LINK_MESSAGE =
  'Links must start with https://, http://, mailto: or tel:, or point to a page of this site.'

/** Every link URL in a Lexical document: link and autolink nodes keep theirs in `fields.url`. */
const linkUrls = (node: unknown, found: string[] = []): string[] => {
  if (!node || typeof node !== 'object') return found
  const { type, fields, children, root } = node as {
    type?: unknown
    fields?: { url?: unknown; linkType?: unknown }
    children?: unknown
    root?: unknown
  }
  if (
    (type === 'link' || type === 'autolink') &&
    fields?.linkType !== 'internal' &&
    typeof fields?.url === 'string'
  )
    found.push(fields.url)
  if (root) linkUrls(root, found)
  if (Array.isArray(children)) for (const child of children) linkUrls(child, found)
  return found
}

/**
 * A `javascript:` or `data:` link in an article would run in every reader's browser as this site;
 * the editor accepts them, so the save is refused here with a message naming the field.
 */
export const refuseUnsafeLinks =
  (field: string, label: string): CollectionBeforeChangeHook =>
  ({ data, collection, req }) => {
    const unsafe = linkUrls(data?.[field]).filter(
      (url) => !SAFE_LINK.test(url.replace(/[\u0000-\u0020]/g, '')),
    )
    if (unsafe.length > 0)
      throw new ValidationError({
        collection: collection.slug,
        errors: [{ path: field, label, message: UNSAFE_LINK_MESSAGE }],
        req,
      })
    return data
  }
