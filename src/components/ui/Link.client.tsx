'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** false: stay where the page is scrolled (next/link's `scroll`). */
  scroll?: boolean
}

/**
 * A link between the site's own pages that the router follows without reloading the page, as
 * next/link does, so the page-view analytics and the scroll position behave the same. It leaves
 * out next/link's prefetching (bytes a visitor on paid mobile data may never use) and its URL
 * objects, and its 3 KB of script. A tap with a modifier key, a `target` or `download`, or
 * another site's address is left to the browser.
 */
/** The router, or null where a page is rendered without one (on its own, in a test): a plain link then. */
const useRouterIfMounted = () => {
  try {
    return useRouter()
  } catch {
    return null
  }
}

export function Link({ href, scroll, onClick, ...rest }: Props) {
  const router = useRouterIfMounted()
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!router || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if ((rest.target && rest.target !== '_self') || rest.download !== undefined) return
    const url = new URL(href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    router.push(url.pathname + url.search + url.hash, { scroll })
  }
  return <a href={href} onClick={follow} {...rest} />
}
