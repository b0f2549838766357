'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useEffect, useEffectEvent, useState, useTransition } from 'react'

import { useShowAnonymous } from '@/admin/components/donations/anonymousDetails'
import { donorsCopy } from '@/copy/donors'
import {
  DONOR_FILTERS,
  DONOR_SORTS,
  parseRecentDonorsQuery,
  recentDonorsSearch,
  type RecentDonorsQuery,
} from '@/lib/donors/query'
import { anonymousDetailsCopy } from '@/lib/donations/labels'

type Props = { query: RecentDonorsQuery; pagePath: string; csvPath: string }

const field = {
  display: 'block',
  width: '100%',
  minHeight: '2.5rem',
  padding: '0.4rem 0.6rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
  font: 'inherit',
} as const
const labelStyle = {
  display: 'grid',
  gap: '0.3rem',
  fontSize: '0.9rem',
  flex: '1 1 12rem',
} as const

/**
 * The page's search form, type filter, sort, the anonymous-details toggle and the CSV export. Each
 * is a plain GET form or link (the page works without JavaScript); with it, they navigate in place.
 */
export function RecentDonorsControls({ query, pagePath, csvPath }: Props) {
  const router = useRouter()
  const [navigating, startTransition] = useTransition()
  const [remembered, remember] = useShowAnonymous()
  const go = (next: RecentDonorsQuery, mode: 'push' | 'replace' = 'push') => {
    const url = `${pagePath}${recentDonorsSearch(next)}`
    startTransition(() => (mode === 'push' ? router.push(url) : router.replace(url)))
  }

  // The choice made on the donations list (remembered in this browser) holds here too. An effect
  // event, so it runs only when the remembered choice changes, not on every new query.
  const applyRemembered = useEffectEvent((showDetails: boolean) => {
    if (showDetails && !query.showAnonymous) go({ ...query, showAnonymous: true }, 'replace')
  })
  useEffect(() => {
    applyRemembered(remembered)
  }, [remembered])

  const submitFilters = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    go(
      parseRecentDonorsQuery(
        new URLSearchParams([...data.entries()].map(([name, value]) => [name, String(value)])),
      ),
    )
  }
  const toggleDetails = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    remember(!query.showAnonymous)
    go({ ...query, showAnonymous: !query.showAnonymous })
  }
  const csvHref = `${csvPath}${recentDonorsSearch({ ...query, page: 1 })}`

  return (
    <div aria-busy={navigating} style={{ display: 'grid', gap: '1rem', marginBottom: '1rem' }}>
      {/* key: the fields follow the URL when the admin goes back or forward. */}
      <form
        key={recentDonorsSearch(query)}
        method="get"
        action={pagePath}
        role="search"
        onSubmit={submitFilters}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '0.75rem' }}
      >
        <label style={{ ...labelStyle, flex: '3 1 16rem' }}>
          {donorsCopy.search.label}
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={donorsCopy.search.placeholder}
            maxLength={100}
            style={field}
          />
        </label>
        <label style={labelStyle}>
          {donorsCopy.typeFilter}
          <select
            name="type"
            defaultValue={query.type}
            style={field}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {DONOR_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label style={labelStyle}>
          {donorsCopy.sort}
          <select
            name="sort"
            defaultValue={query.sort}
            style={field}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {DONOR_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {query.showAnonymous ? <input type="hidden" name="anonymous" value="1" /> : null}
        <button type="submit" className="btn btn--style-secondary btn--size-medium fr-flush">
          {donorsCopy.apply}
        </button>
      </form>
      <div className="fr-toolbar">
        <form method="get" action={pagePath} onSubmit={toggleDetails}>
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          {query.type !== 'all' ? <input type="hidden" name="type" value={query.type} /> : null}
          <input type="hidden" name="sort" value={query.sort} />
          {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
          {query.showAnonymous ? null : <input type="hidden" name="anonymous" value="1" />}
          <button
            type="submit"
            className="btn btn--style-secondary btn--size-small fr-flush"
            aria-pressed={query.showAnonymous}
          >
            {query.showAnonymous ? anonymousDetailsCopy.hide : anonymousDetailsCopy.show}
          </button>
        </form>
        <ExportButton href={csvHref} />
      </div>
    </div>
  )
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
  'recent-donors.csv'

const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * A link to the file (it downloads without JavaScript); with JavaScript the file is fetched, so the
 * page knows when it has arrived and how many records it holds (the X-Total-Count header).
 */
function ExportButton({ href }: { href: string }) {
  const [exporting, setExporting] = useState(false)
  const exportCsv = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    if (exporting) return
    setExporting(true)
    try {
      const response = await fetch(href, { credentials: 'include' })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string }
        toast.error(body.error || donorsCopy.export.failed)
        return
      }
      const count = Number(response.headers.get('X-Total-Count') ?? 0)
      saveFile(await response.blob(), fileNameOf(response))
      toast.success(donorsCopy.export.complete, {
        description: donorsCopy.export.completeDescription(count),
      })
    } catch {
      toast.error(donorsCopy.export.failed)
    } finally {
      setExporting(false)
    }
  }
  return (
    <a
      href={href}
      download
      className="btn btn--style-primary btn--size-small fr-flush"
      aria-disabled={exporting}
      onClick={exportCsv}
    >
      {exporting ? donorsCopy.export.running : donorsCopy.export.button}
    </a>
  )
}
