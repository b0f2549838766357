import { givingCopy } from '@/copy/giving'
import { formatDate } from '@/lib/dates'
import { formatNaira } from '@/lib/format'
import type { GiftPage, GiftSummary } from '@/lib/giving/summary'

import { givingPaths } from './paths'

const copy = givingCopy.gifts

const pageLink =
  'inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:no-underline'

/** Plain links to the newer and older pages of gifts, so they work without JavaScript. */
function GiftPages({ token, page }: { token: string; page: GiftPage }) {
  const paths = givingPaths(token)
  return (
    <nav aria-label={copy.pagesLabel} className="flex flex-wrap justify-between gap-4">
      {page.page > 1 ? (
        <a href={paths.gifts(page.page - 1)} rel="prev" className={pageLink}>
          {copy.newer}
        </a>
      ) : (
        <span />
      )}
      {page.page < page.pages ? (
        <a href={paths.gifts(page.page + 1)} rel="next" className={pageLink}>
          {copy.older}
        </a>
      ) : null}
    </nav>
  )
}

/** A page of the gifts received from the donor's address, newest first, each with its receipt. */
export function GiftList({
  token,
  gifts,
  page,
}: {
  token: string
  gifts: GiftSummary[]
  page: GiftPage
}) {
  const paths = givingPaths(token)
  if (gifts.length === 0) return <p className="text-ink-soft">{copy.none}</p>
  const paged = page.pages > 1
  return (
    <>
      {paged ? (
        <p className="text-sm text-ink-soft">{copy.showing(page.first, page.last, page.total)}</p>
      ) : null}
      <ul className="space-y-3">
        {gifts.map((gift) => {
          const date = formatDate(gift.givenAt)
          return (
            <li key={gift.id} data-testid="gift" className="card p-4 sm:p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-lg font-semibold text-ink">
                  <span className="sr-only">{copy.amount}: </span>
                  {formatNaira(gift.amount)}
                </p>
                <p className="text-sm text-ink-soft">
                  <span className="sr-only">{copy.date}: </span>
                  <time dateTime={gift.givenAt}>{date}</time>
                </p>
              </div>
              {gift.refunded || gift.refundedAmount > 0 ? (
                <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                  {gift.refunded
                    ? copy.refunded
                    : copy.partlyRefunded(formatNaira(gift.refundedAmount))}
                </p>
              ) : null}
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-soft">{copy.to}</dt>
                <dd className="text-ink">{gift.fundName ?? copy.general}</dd>
                <dt className="text-ink-soft">{copy.kind}</dt>
                <dd className="text-ink">
                  {gift.offline ? copy.offline : gift.monthly ? copy.monthly : copy.oneOff}
                </dd>
                <dt className="text-ink-soft">{copy.reference}</dt>
                <dd className="font-mono break-all text-ink">{gift.reference}</dd>
              </dl>
              <a
                href={paths.receipt(gift.id)}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:no-underline"
              >
                {copy.receipt}
                <span className="sr-only">{copy.receiptOf(date, formatNaira(gift.amount))}</span>
              </a>
            </li>
          )
        })}
      </ul>
      {paged ? <GiftPages token={token} page={page} /> : null}
    </>
  )
}
