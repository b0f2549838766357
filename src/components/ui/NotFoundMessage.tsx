import { Link } from '@/components/ui/Link.client'

import { common } from '@/copy/common'
import { NOT_FOUND_ATTRIBUTE } from '@/lib/analytics/track'

/** '404', 'Oops! Page not found' and the way home; marked for the page-view tracker (not_found: true). */
export function NotFoundMessage() {
  return (
    <section
      {...{ [NOT_FOUND_ATTRIBUTE]: '' }}
      className="container-page flex min-h-[70vh] flex-col items-center justify-center gap-4 text-center"
    >
      <h1 className="heading-display text-7xl text-accent">{common.notFound.code}</h1>
      <p className="text-xl text-ink">{common.notFound.text}</p>
      <Link href="/" className="btn-primary">
        {common.notFound.home}
      </Link>
    </section>
  )
}
