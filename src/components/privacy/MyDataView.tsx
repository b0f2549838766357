import { FormNotice } from '@/components/forms/FormNotice'
import { Field, inputClass } from '@/components/forms/Field'
import type { ToastMessage } from '@/components/ui/toast'
import { myDataCopy } from '@/copy/dataRequests'
import { formatDate, formatDateTime } from '@/lib/dates'
import { displayPhone } from '@/lib/phone'
import type { PersonalDataExport } from '@/lib/privacy/export'

import { myDataPaths } from './paths'

const copy = myDataCopy.page
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d/

/** 'donor_email' → 'Donor email'. */
const labelOf = (field: string) => {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words[0].toUpperCase() + words.slice(1)
}

/** A stored value in words: dates in Lagos time, yes/no, a related record by its name. */
const inWords = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return ISO.test(value) ? formatDate(value) : value
  if (typeof value === 'number') return value.toLocaleString('en-NG')
  if (typeof value === 'object' && 'title' in value) return String(value.title)
  return JSON.stringify(value)
}

/**
 * The page a My data link opens (issue #32): everything held about the address, collection by
 * collection, in words; the download of the same as one file; and the two requests, each a plain
 * form that works without JavaScript.
 */
export function MyDataView({
  token,
  data,
  expiresAt,
  notice,
}: {
  token: string
  data: PersonalDataExport
  expiresAt: Date
  notice: ToastMessage | null
}) {
  const paths = myDataPaths(token)
  const held = data.collections.filter((collection) => collection.records.length)
  return (
    <div className="container-page max-w-3xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{myDataCopy.title}</h1>
        <p className="text-lg text-ink-soft">
          {copy.heading(data.email ?? displayPhone(data.phone))}
        </p>
        <p className="text-sm text-ink-soft">{copy.privateLink(formatDateTime(expiresAt))}</p>
      </header>
      <FormNotice testId="my-data-notice" notice={notice} />
      <section className="card space-y-3 p-6">
        <a href={paths.download} className="btn-primary inline-block" download>
          {copy.download}
        </a>
        <p className="text-sm text-ink-soft">{copy.downloadHint}</p>
      </section>
      {held.length === 0 ? <p>{copy.nothing}</p> : null}
      {held.map((collection) => (
        <section
          key={collection.collection}
          className="card space-y-4 p-6"
          aria-label={collection.label}
        >
          <h2 className="font-display text-2xl font-bold text-ink">
            {copy.record(collection.label, collection.records.length)}
          </h2>
          {collection.records.map((record) => (
            <dl
              key={record.id}
              className="grid grid-cols-1 gap-x-4 gap-y-1 border-t border-line pt-3 sm:grid-cols-[12rem_1fr]"
            >
              {Object.entries(record.fields).map(([field, value]) => {
                // A phone is stored as E.164 (issue #33) and read as '+234 803 123 4567'.
                const text =
                  /(^|_)phone$/.test(field) && typeof value === 'string'
                    ? displayPhone(value) || null
                    : inWords(value)
                return text === null ? null : (
                  <div key={field} className="contents">
                    <dt className="font-semibold">{labelOf(field)}</dt>
                    <dd className="break-words">{text}</dd>
                  </div>
                )
              })}
              {record.files.map((file) => (
                <div key={`${file.field}-${file.filename}`} className="contents">
                  <dt className="font-semibold">{labelOf(file.field)}</dt>
                  <dd className="break-words">{copy.file(file.filename)}</dd>
                </div>
              ))}
            </dl>
          ))}
        </section>
      ))}
      <section aria-labelledby="correct-heading" className="card space-y-4 p-6">
        <h2 id="correct-heading" className="font-display text-2xl font-bold text-ink">
          {myDataCopy.correct.heading}
        </h2>
        <p className="text-sm text-ink-soft">{myDataCopy.correct.hint}</p>
        <form method="post" action={paths.correct} className="space-y-4">
          <Field id="correct-name" label={myDataCopy.correct.nameLabel}>
            <input
              id="correct-name"
              name="name"
              autoComplete="name"
              maxLength={120}
              className={inputClass}
            />
          </Field>
          <Field id="correct-phone" label={myDataCopy.correct.phoneLabel}>
            <input
              id="correct-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={32}
              className={inputClass}
            />
          </Field>
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            {myDataCopy.correct.submit}
          </button>
        </form>
      </section>
      <section aria-labelledby="erase-heading" className="card space-y-4 p-6">
        <h2 id="erase-heading" className="font-display text-2xl font-bold text-ink">
          {myDataCopy.erase.heading}
        </h2>
        <p className="text-sm text-ink-soft">{myDataCopy.erase.hint}</p>
        <form method="post" action={paths.erase}>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {myDataCopy.erase.submit}
          </button>
        </form>
      </section>
    </div>
  )
}
