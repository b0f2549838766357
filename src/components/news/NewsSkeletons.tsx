import { newsCopy } from '@/copy/home'

/** Three placeholder cards while the news loads (the Suspense fallback). */
export function NewsSkeletons() {
  return (
    <div role="status">
      <span className="sr-only">{newsCopy.loading}</span>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} data-testid="news-skeleton" className="card overflow-hidden">
            <div className="aspect-[3/2] w-full bg-surface-muted motion-safe:animate-pulse" />
            <div className="space-y-3 p-6">
              <div className="h-4 w-1/3 rounded-full bg-surface-muted motion-safe:animate-pulse" />
              <div className="h-6 w-5/6 rounded-full bg-surface-muted motion-safe:animate-pulse" />
              <div className="h-4 w-full rounded-full bg-surface-muted motion-safe:animate-pulse" />
              <div className="h-4 w-2/3 rounded-full bg-surface-muted motion-safe:animate-pulse" />
            </div>
          </div>
        ))}
      </div>
      {/* Without JavaScript a slow list never replaces the skeletons, so offer the full news page. */}
      <noscript>
        <p className="mt-8 text-center">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- inside noscript there is no client router for Link to use */}
          <a href="/news" className="btn-secondary px-8">
            {newsCopy.viewAll}
          </a>
        </p>
      </noscript>
    </div>
  )
}
