import { transferGivingCopy } from '@/copy/transferGiving'
import { formatNaira } from '@/lib/format'
import type { TransferAccountSummary } from '@/lib/giving/transfers'

const copy = transferGivingCopy.account

/** My giving: the donor's own account for giving by bank transfer (issue #35). */
export function TransferAccountCard({ account }: { account: TransferAccountSummary }) {
  return (
    <section aria-labelledby="giving-transfer" className="space-y-4" data-testid="transfer-account">
      <h2 id="giving-transfer" className="font-display text-2xl font-bold text-ink sm:text-3xl">
        {copy.heading}
      </h2>
      <div className="card space-y-3 p-5">
        {account.accountNumber ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-ink-soft">{copy.bank}</dt>
              <dd className="font-semibold">{account.bankName}</dd>
              <dt className="text-ink-soft">{copy.accountNumber}</dt>
              <dd className="font-mono text-lg font-semibold">{account.accountNumber}</dd>
              <dt className="text-ink-soft">{copy.accountName}</dt>
              <dd className="font-semibold break-words">{account.accountName}</dd>
            </dl>
            <p className="text-sm text-ink-soft">{copy.pledged(formatNaira(account.amount))}</p>
          </>
        ) : (
          <p className="text-ink-soft">{copy.settingUp}</p>
        )}
      </div>
    </section>
  )
}
