import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/Link.client'
import { prose } from '@/components/ui/prose'
import { legalCopy, type LegalKind } from '@/copy/legal'
import { getLegalPage, getSiteSettings } from '@/lib/content'
import { formatDate } from '@/lib/dates'

export async function legalMetadata(kind: LegalKind): Promise<Metadata> {
  const page = await getLegalPage(kind)
  if (!page) return {}
  const { site_name } = await getSiteSettings()
  const { path } = legalCopy.pages[kind]
  const description = page.summary || undefined
  return {
    title: page.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      siteName: site_name,
      locale: 'en_NG',
      url: path,
      title: page.title,
      description,
      modifiedTime: page.published_at ?? undefined,
    },
  }
}

/**
 * A policy or help page as staff published it (collections/LegalPages), laid out like a news
 * article; the Privacy Policy adds the data protection officer from the site settings. A page not
 * published yet is the site's 404 (src/proxy.ts answers it before this renders).
 */
export async function LegalPage({ kind, children }: { kind: LegalKind; children?: ReactNode }) {
  const [page, settings] = await Promise.all([getLegalPage(kind), getSiteSettings()])
  if (!page) notFound()
  const dpo = kind === 'privacy' ? settings.data_protection_officer : null
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <Link href="/" className="text-sm font-semibold text-accent hover:underline">
        <span aria-hidden="true">← </span>
        {legalCopy.backHome}
      </Link>
      <h1 className="heading-display mt-6 mb-4 text-4xl leading-tight sm:text-5xl">{page.title}</h1>
      {page.published_at ? (
        <p className="mb-8 text-sm text-ink-soft">
          {legalCopy.lastUpdated}:{' '}
          <time dateTime={page.published_at}>{formatDate(page.published_at)}</time>
        </p>
      ) : null}
      <RichText data={page.content} className={prose} />
      {dpo && (dpo.name || dpo.email) ? (
        <section aria-labelledby="dpo" className="card mt-10 space-y-2 p-6">
          <h2 id="dpo" className="heading-display text-2xl">
            {legalCopy.dpo.title}
          </h2>
          <p className="text-ink-soft">{legalCopy.dpo.lead}</p>
          {dpo.name ? <p className="font-semibold text-ink">{dpo.name}</p> : null}
          {dpo.email ? (
            <p>
              {legalCopy.dpo.email}:{' '}
              <a href={`mailto:${dpo.email}`} className="font-medium text-accent underline">
                {dpo.email}
              </a>
            </p>
          ) : null}
          {dpo.phone ? (
            <p>
              {legalCopy.dpo.phone}:{' '}
              <a
                href={`tel:${dpo.phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-accent underline"
              >
                {dpo.phone}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {children}
    </article>
  )
}
