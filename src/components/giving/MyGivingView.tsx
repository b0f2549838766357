import type { ReactNode } from 'react'

import { FormNotice } from '@/components/forms/FormNotice'
import type { ToastMessage } from '@/components/ui/toast'
import { givingCopy } from '@/copy/giving'
import { formatDateTime } from '@/lib/dates'
import type { StatementRangeState } from '@/lib/giving/statementRange'
import type { MyGiving } from '@/lib/giving/summary'
import type { TransferAccountSummary } from '@/lib/giving/transfers'

import { GiftList } from './GiftList'
import { MonthlyGiftCard } from './MonthlyGiftCard'
import { TransferAccountCard } from './TransferAccountCard'
import { StatementRangeForm } from './StatementRangeForm'
import { GIFTS_SECTION_ID, GIVING_PATH, givingPaths } from './paths'

const copy = givingCopy

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-display text-2xl font-bold text-ink sm:text-3xl">
      {children}
    </h2>
  )
}

/**
 * The donor's My giving page, as the server renders it for a verified link: a notice from the
 * last action, the monthly gifts with their actions, a page of gifts with their receipts, and a
 * statement per year. Plain links and forms only: it works the same without JavaScript.
 */
export function MyGivingView({
  token,
  giving,
  notice,
  amountError,
  transferAccount = null,
  children,
  statementRange = null,
}: {
  token: string
  giving: MyGiving
  /** The donor's account for giving by bank transfer (issue #35), when they have one. */
  transferAccount?: TransferAccountSummary | null
  notice: ToastMessage | null
  amountError: { giftId: number; message: string } | null
  /** Sections of their own below the monthly gifts (the pledges, issue #35). */
  children?: ReactNode
  /** The statement-for-any-dates form's days and message, when it sent the donor back. */
  statementRange?: StatementRangeState | null
}) {
  const paths = givingPaths(token)
  return (
    <div className="container-page max-w-3xl space-y-10 py-10 sm:py-14">
      <header className="space-y-2">
        <h1 className="heading-display text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="text-lg text-ink-soft">{copy.intro}</p>
        <p className="text-sm break-all text-ink-soft">{copy.signedInAs(giving.email)}</p>
      </header>

      <FormNotice notice={notice} testId="giving-notice" />

      {transferAccount ? <TransferAccountCard account={transferAccount} /> : null}

      {giving.monthlyGifts.length > 0 ? (
        <section aria-labelledby="giving-monthly" className="space-y-4">
          <SectionHeading id="giving-monthly">{copy.monthly.heading}</SectionHeading>
          {giving.monthlyGifts.map((gift) => (
            <MonthlyGiftCard
              key={gift.id}
              token={token}
              gift={gift}
              amountError={amountError?.giftId === gift.id ? amountError.message : undefined}
            />
          ))}
        </section>
      ) : null}

      {children}

      <section aria-labelledby={GIFTS_SECTION_ID} className="space-y-4">
        <SectionHeading id={GIFTS_SECTION_ID}>{copy.gifts.heading}</SectionHeading>
        <GiftList token={token} gifts={giving.gifts} page={giving.giftPage} />
      </section>

      {giving.statementYears.length > 0 ? (
        <section aria-labelledby="giving-statements" className="space-y-4">
          <SectionHeading id="giving-statements">{copy.statements.heading}</SectionHeading>
          <p className="text-ink-soft">{copy.statements.intro}</p>
          <ul className="flex flex-wrap gap-3">
            {giving.statementYears.map((year) => (
              <li key={year}>
                <a href={paths.statement(year)} className="btn-secondary">
                  {copy.statements.link(year)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {giving.giftPage.total > 0 ? (
        <StatementRangeForm token={token} state={statementRange} />
      ) : null}

      <section aria-labelledby="giving-listing" className="space-y-4">
        <SectionHeading id="giving-listing">{copy.listing.heading}</SectionHeading>
        <p data-testid="giving-listing-state">
          {giving.listed ? copy.listing.shown : copy.listing.hidden}
        </p>
        {giving.listed ? (
          // As easy to withdraw as it was to give: one click, a plain form (issue #32).
          <form method="post" action={paths.listing} className="space-y-3">
            <p className="text-sm text-ink-soft">{copy.listing.withdrawHint}</p>
            <button type="submit" className="btn-secondary">
              {copy.listing.withdraw}
            </button>
          </form>
        ) : null}
      </section>

      <footer className="space-y-2 border-t border-line pt-6 text-sm text-ink-soft">
        <p>{copy.privateLink(formatDateTime(giving.expiresAt))}</p>
        <a
          href={GIVING_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:no-underline"
        >
          {copy.newLink}
        </a>
      </footer>
    </div>
  )
}
