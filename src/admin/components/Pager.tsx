import Link from 'next/link'
import React from 'react'

type PagerProps = {
  page: number
  pageCount: number
  link: (page: number) => string
  copy: {
    label: string
    previous: string
    next: string
    page: (page: number, pages: number) => string
  }
  /** What the page shows, on the left (Recent Donors). */
  status?: string
}

/** Previous, 'Page n of m' and Next under a server-rendered list, as plain links. */
export function Pager({ page, pageCount, link, copy, status }: PagerProps) {
  return (
    <nav aria-label={copy.label} className="fr-pager">
      {status ? <span role="status">{status}</span> : null}
      <span className="fr-pager__links">
        {page > 1 ? (
          <Link
            className="btn btn--style-secondary btn--size-small fr-flush"
            href={link(page - 1)}
            rel="prev"
          >
            {copy.previous}
          </Link>
        ) : null}
        <span>{copy.page(page, pageCount)}</span>
        {page < pageCount ? (
          <Link
            className="btn btn--style-secondary btn--size-small fr-flush"
            href={link(page + 1)}
            rel="next"
          >
            {copy.next}
          </Link>
        ) : null}
      </span>
    </nav>
  )
}
