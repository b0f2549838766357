'use client'

import { useEffect, useState } from 'react'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'

type Report = { id: number; title: string }

/** The published impact report (with its PDF) an approved download request sends to the requester. */
export function ReportChoice({
  value,
  onChange,
}: {
  value: string
  onChange: (id: string) => void
}) {
  const [reports, setReports] = useState<Report[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(
      `/api/${slugs.impactReports}?where[is_published][equals]=true&where[file][exists]=true&sort=-createdAt&limit=50&depth=0`,
      { credentials: 'include', signal: controller.signal },
    )
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((json: { docs?: Report[] }) => {
        const docs = json.docs ?? []
        setReports(docs)
        if (docs.length === 1) onChange(String(docs[0].id))
      })
      .catch(() => undefined)
    return () => controller.abort()
    // Loaded once when the dialog opens; onChange is the parent's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (reports && reports.length === 0) return <p>{adminCopy.actions.noPublishedReports}</p>
  return (
    <label className="fr-field">
      {adminCopy.actions.chooseReport}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {reports ? '—' : '…'}
        </option>
        {(reports ?? []).map((report) => (
          <option key={report.id} value={String(report.id)}>
            {report.title}
          </option>
        ))}
      </select>
    </label>
  )
}
