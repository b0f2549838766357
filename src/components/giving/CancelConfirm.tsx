import { givingCopy } from '@/copy/giving'
import { formatNaira } from '@/lib/format'
import type { MonthlyGiftSummary } from '@/lib/giving/summary'

import { givingPaths } from './paths'

const copy = givingCopy.cancel

/** The step before a monthly gift is cancelled: a page of its own, so it needs no script. */
export function CancelConfirm({ token, gift }: { token: string; gift: MonthlyGiftSummary }) {
  const paths = givingPaths(token)
  const to = gift.projectTitle ?? givingCopy.monthly.general
  return (
    <div className="container-page py-10 sm:py-16">
      <div className="card mx-auto max-w-xl space-y-5 p-6 sm:p-10">
        <h1 className="heading-display text-3xl">{copy.title}</h1>
        <p className="text-ink">{copy.description(formatNaira(gift.amount), to)}</p>
        {gift.status === 'active' ? <p className="text-ink-soft">{copy.pauseInstead}</p> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <form method="post" action={paths.gift(gift.id)}>
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {copy.confirm}
            </button>
          </form>
          <a href={`${paths.page}#gift-${gift.id}`} className="btn-secondary w-full sm:w-auto">
            {copy.keep}
          </a>
        </div>
      </div>
    </div>
  )
}
