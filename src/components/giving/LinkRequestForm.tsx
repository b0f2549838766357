import { FormNotice } from '@/components/forms/FormNotice'
import { Field, Honeypot, inputClass } from '@/components/forms/Field'
import { givingCopy } from '@/copy/giving'

import { LINK_REQUEST_PATH } from './paths'

const copy = givingCopy.request

/**
 * 'Send me my link': one e-mail field posted as a plain form (no script needed). The answer is
 * the same whether or not the address has given, so the notice after it promises nothing more.
 */
export function LinkRequestForm({
  sent = false,
  error = null,
}: {
  sent?: boolean
  error?: string | null
}) {
  const fieldError = error === copy.invalidEmail ? error : undefined
  return (
    <section aria-labelledby="giving-link-heading" className="card space-y-5 p-6 sm:p-8">
      <h2 id="giving-link-heading" className="font-display text-2xl font-bold text-ink">
        {copy.heading}
      </h2>
      <FormNotice
        testId="giving-link-notice"
        notice={
          sent ? copy.sent : error && !fieldError ? { title: error, variant: 'destructive' } : null
        }
      />
      <form method="post" action={LINK_REQUEST_PATH} className="space-y-4">
        <Honeypot />
        <Field id="giving-email" label={copy.emailLabel} hint={copy.emailHint} error={fieldError}>
          <input
            id="giving-email"
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
