import { Field, inputClass } from '@/components/forms/Field'
import { givingCopy } from '@/copy/giving'
import { formatDate } from '@/lib/dates'
import { formatNaira } from '@/lib/format'
import type { MonthlyGiftSummary } from '@/lib/giving/summary'

import { GIVE_AGAIN_PATH, givingPaths } from './paths'

const copy = givingCopy.monthly

const STATUS_STYLES: Record<MonthlyGiftSummary['status'], string> = {
  active: 'bg-mint-pale text-teal-deep',
  paused: 'bg-surface-muted text-accent',
  lapsed: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  cancelled: 'bg-surface-muted text-ink-soft',
}

/** One plain POST form with a single button: an action on the gift that needs nothing typed. */
function ActionButton({
  action,
  giftPath,
  label,
  describedBy,
}: {
  action: 'card' | 'pause' | 'resume'
  giftPath: string
  label: string
  describedBy?: string
}) {
  return (
    <form method="post" action={giftPath}>
      <input type="hidden" name="action" value={action} />
      <button
        type="submit"
        className="btn-secondary w-full sm:w-auto"
        aria-describedby={describedBy}
      >
        {label}
      </button>
    </form>
  )
}

/**
 * A monthly gift on My giving: its amount, status in words and next charge, and the actions its
 * status allows, each a plain form (no script): change the amount, a new card on Paystack's page,
 * pause or resume, and cancel after a confirmation page. A lapsed gift says why and links to give
 * monthly again.
 */
export function MonthlyGiftCard({
  token,
  gift,
  amountError,
}: {
  token: string
  gift: MonthlyGiftSummary
  amountError?: string
}) {
  const paths = givingPaths(token)
  const titleId = `gift-${gift.id}-title`
  const amountId = `gift-${gift.id}-amount`
  const running = gift.status === 'active' || gift.status === 'paused'
  return (
    <article
      id={`gift-${gift.id}`}
      aria-labelledby={titleId}
      data-testid="monthly-gift"
      className="card scroll-mt-24 space-y-5 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id={titleId} className="font-display text-2xl font-bold text-ink">
            {copy.perMonth(formatNaira(gift.amount))}
          </h3>
          <p className="text-ink-soft">
            {gift.projectTitle ? copy.to(gift.projectTitle) : copy.general}
          </p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[gift.status]}`}>
          <span className="sr-only">{copy.status}: </span>
          {copy.statuses[gift.status]}
        </p>
      </div>

      {gift.status === 'active' && gift.nextChargeAt ? (
        <p>
          <span className="text-ink-soft">{copy.nextCharge}: </span>
          <time dateTime={gift.nextChargeAt} className="font-semibold">
            {formatDate(gift.nextChargeAt)}
          </time>
        </p>
      ) : null}
      {gift.status === 'paused' ? <p className="text-ink-soft">{copy.pausedText}</p> : null}
      {gift.status === 'cancelled' && gift.cancelledAt ? (
        <p className="text-ink-soft">
          {copy.cancelledOn} <time dateTime={gift.cancelledAt}>{formatDate(gift.cancelledAt)}</time>
        </p>
      ) : null}
      {gift.status === 'lapsed' ? (
        <div className="space-y-3">
          <p>{copy.lapsedText}</p>
          <a href={GIVE_AGAIN_PATH} className="btn-primary w-full sm:w-auto">
            {copy.giveAgain}
          </a>
        </div>
      ) : null}

      {running ? (
        <div className="space-y-4 border-t border-line pt-5">
          <form method="post" action={paths.gift(gift.id)} className="space-y-3">
            <input type="hidden" name="action" value="amount" />
            <Field
              id={amountId}
              label={copy.amountLabel}
              hint={copy.amountHint}
              error={amountError}
            >
              <input
                id={amountId}
                name="amount"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={String(gift.amount)}
                required
                className={`${inputClass} sm:max-w-xs`}
              />
            </Field>
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {copy.changeAmount}
            </button>
          </form>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ActionButton
              action="card"
              giftPath={paths.gift(gift.id)}
              label={copy.updateCard}
              describedBy={`gift-${gift.id}-card-hint`}
            />
            {gift.status === 'active' ? (
              <ActionButton action="pause" giftPath={paths.gift(gift.id)} label={copy.pause} />
            ) : (
              <ActionButton action="resume" giftPath={paths.gift(gift.id)} label={copy.resume} />
            )}
            <a href={paths.cancel(gift.id)} className="btn-secondary w-full sm:w-auto">
              {copy.cancel}
            </a>
          </div>
          <p id={`gift-${gift.id}-card-hint`} className="text-sm text-ink-soft">
            {copy.updateCardHint}
          </p>
        </div>
      ) : null}
    </article>
  )
}
