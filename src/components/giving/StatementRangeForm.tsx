import { Field, inputClass } from '@/components/forms/Field'
import { statementsCopy } from '@/copy/statements'
import { isoDay } from '@/lib/dates'
import type { StatementRangeState } from '@/lib/giving/statementRange'

import { givingPaths, STATEMENT_RANGE_ID } from './paths'

const copy = statementsCopy.range

/**
 * 'A statement for any dates' on My giving (issue #35): a plain GET form (no script) to the
 * statement's route, which answers the PDF, or comes back here with the days and what was wrong.
 */
export function StatementRangeForm({
  token,
  state,
}: {
  token: string
  state: StatementRangeState | null
}) {
  const today = isoDay(new Date())
  const message = state?.message ?? undefined
  return (
    <section aria-labelledby={STATEMENT_RANGE_ID} className="space-y-4">
      <h2 id={STATEMENT_RANGE_ID} className="font-display text-2xl font-bold text-ink sm:text-3xl">
        {copy.heading}
      </h2>
      <p className="text-ink-soft">{copy.intro}</p>
      <form method="get" action={givingPaths(token).statementRange} className="space-y-3">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="statement-from" label={copy.from} hint={copy.hint} error={message}>
            <input
              id="statement-from"
              name="from"
              type="date"
              required
              max={today}
              defaultValue={state?.from ?? ''}
              className={inputClass}
            />
          </Field>
          <Field id="statement-to" label={copy.to} hint={copy.hint}>
            <input
              id="statement-to"
              name="to"
              type="date"
              required
              max={today}
              defaultValue={state?.to ?? today}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" className="btn-secondary w-full sm:w-auto">
          {copy.submit}
        </button>
      </form>
    </section>
  )
}
