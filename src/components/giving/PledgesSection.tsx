import { randomUUID } from 'node:crypto'

import { Field, inputClass } from '@/components/forms/Field'
import { FormNotice } from '@/components/forms/FormNotice'
import { pledgeMessages, pledgesCopy as copy } from '@/copy/pledges'
import { formatDate, isoDay } from '@/lib/dates'
import { formatNaira } from '@/lib/format'
import type { FundChoice, PledgeOutcome, PledgeSummary } from '@/lib/giving/pledges'

import { givingPaths, PLEDGES_SECTION_ID } from './paths'

const DONE: PledgeOutcome[] = ['made', 'cancelled']
/** Refusals of the form's own fields, shown beside them too. */
const FIELD_OF: Partial<Record<PledgeOutcome, 'fund' | 'amount' | 'due_date'>> = {
  fund: 'fund',
  fundClosed: 'fund',
  amount: 'amount',
  dueDate: 'due_date',
}

function PledgeCard({ token, pledge }: { token: string; pledge: PledgeSummary }) {
  const by = formatDate(pledge.dueDate)
  return (
    <li data-testid="pledge" className="card space-y-3 p-5">
      <h3 className="font-display text-xl font-bold text-ink">{copy.toFund(pledge.fundName)}</h3>
      <p className="text-ink">
        {copy.progress(formatNaira(pledge.given), formatNaira(pledge.amount))}
        {' · '}
        {pledge.status === 'fulfilled'
          ? copy.fulfilled(by)
          : pledge.status === 'cancelled'
            ? copy.cancelled
            : copy.toGo(formatNaira(pledge.remaining), by)}
      </p>
      {pledge.status === 'open' ? (
        <form method="post" action={givingPaths(token).pledge(pledge.id)}>
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            {copy.cancel}
          </button>
        </form>
      ) : null}
    </li>
  )
}

/**
 * My giving's "Your pledges" and "Make a pledge" (issue #35). Plain forms: each post is answered by
 * a 303 back here with a code. The form carries a key made for this page, so a second tap or a
 * resent post finds the pledge the first one made.
 */
export function PledgesSection({
  token,
  pledges,
  funds,
  outcome,
}: {
  token: string
  pledges: PledgeSummary[]
  funds: FundChoice[]
  outcome: PledgeOutcome | null
}) {
  const message = outcome ? pledgeMessages[outcome] : null
  const notice = message
    ? { title: message, variant: DONE.includes(outcome!) ? undefined : ('destructive' as const) }
    : null
  const fieldError = (field: 'fund' | 'amount' | 'due_date') =>
    outcome && FIELD_OF[outcome] === field ? (message ?? undefined) : undefined
  return (
    <section
      aria-labelledby={`${PLEDGES_SECTION_ID}-heading`}
      id={PLEDGES_SECTION_ID}
      className="scroll-mt-24 space-y-4"
    >
      <h2
        id={`${PLEDGES_SECTION_ID}-heading`}
        className="font-display text-2xl font-bold text-ink sm:text-3xl"
      >
        {copy.heading}
      </h2>
      <FormNotice notice={notice} testId="pledge-notice" />
      {pledges.length > 0 ? (
        <ul className="space-y-4">
          {pledges.map((pledge) => (
            <PledgeCard key={pledge.id} token={token} pledge={pledge} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft">{copy.none}</p>
      )}
      {funds.length > 0 ? (
        <form method="post" action={givingPaths(token).pledges} className="card space-y-4 p-5">
          <h3 className="font-display text-xl font-bold text-ink">{copy.make.heading}</h3>
          <p className="text-ink-soft">{copy.make.intro}</p>
          <input type="hidden" name="key" value={randomUUID()} />
          <Field id="pledge-fund" label={copy.make.fund} error={fieldError('fund')}>
            <select id="pledge-fund" name="fund" required className={inputClass}>
              {funds.map((fund) => (
                <option key={fund.id} value={fund.id}>
                  {fund.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="pledge-amount" label={copy.make.amount} error={fieldError('amount')}>
            <input
              id="pledge-amount"
              name="amount"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
              className={`${inputClass} sm:max-w-xs`}
            />
          </Field>
          <Field id="pledge-due" label={copy.make.dueDate} error={fieldError('due_date')}>
            <input
              id="pledge-due"
              name="due_date"
              type="date"
              min={isoDay(new Date())}
              required
              className={`${inputClass} sm:max-w-xs`}
            />
          </Field>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {copy.make.submit}
          </button>
        </form>
      ) : null}
    </section>
  )
}
