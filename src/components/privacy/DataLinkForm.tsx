import { FormNotice } from '@/components/forms/FormNotice'
import { Field, Honeypot, inputClass } from '@/components/forms/Field'
import { myDataCopy } from '@/copy/dataRequests'

import { DATA_LINK_REQUEST_PATH } from './paths'

const copy = myDataCopy.request

/**
 * My data's 'Send me my link': one e-mail field posted as a plain form (no script needed). The
 * answer is the same whether or not we hold anything for the address.
 */
export function DataLinkForm({
  sent = false,
  error = null,
}: {
  sent?: boolean
  error?: string | null
}) {
  const fieldError = error === copy.invalidEmail ? error : undefined
  return (
    <section aria-labelledby="data-link-heading" className="card space-y-5 p-6 sm:p-8">
      <h2 id="data-link-heading" className="font-display text-2xl font-bold text-ink">
        {copy.heading}
      </h2>
      <FormNotice
        testId="data-link-notice"
        notice={
          sent ? copy.sent : error && !fieldError ? { title: error, variant: 'destructive' } : null
        }
      />
      <form method="post" action={DATA_LINK_REQUEST_PATH} className="space-y-4">
        <Honeypot />
        <Field id="data-email" label={copy.emailLabel} hint={copy.emailHint} error={fieldError}>
          <input
            id="data-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            className={inputClass}
          />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {copy.submit}
        </button>
      </form>
    </section>
  )
}
