import { notFound } from 'next/navigation'

/** Any other path renders the site's own not-found page inside the public layout. */
export default function CatchAll() {
  notFound()
}
