import { transferGivingCopy } from '@/copy/transferGiving'

import { ChoiceGroup } from '../forms/formFields'

const copy = transferGivingCopy.method

/** Under Monthly: by card (Paystack's checkout) or by bank transfer into the donor's own account (issue #35). */
export function MonthlyMethod({ className }: { className: string }) {
  return (
    <div className={`space-y-2 ${className}`}>
      <ChoiceGroup
        legend={copy.legend}
        name="monthly_method"
        defaultValue="card"
        options={[
          { value: 'card', label: copy.card },
          { value: 'transfer', label: copy.transfer },
        ]}
      />
      <p className="text-sm text-ink-soft">{copy.transferHint}</p>
    </div>
  )
}
