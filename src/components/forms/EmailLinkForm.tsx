import { FormNotice } from './FormNotice'
import { Field, Honeypot, inputClass } from './Field'
import { PurposeNotice } from './PurposeNotice'

export type EmailLinkCopy = {
  heading: string
  emailLabel: string
  emailHint: string
  submit: string
  sent: { title: string; description: string }
  invalidEmail: string
}

/**
 * 'Send me my link' (My giving, My data): one e-mail field posted as a plain form to `action` (no
 * script needed). The answer is the same whether or not the address is known, so the notice after
 * it promises nothing more.
 */
export function EmailLinkForm({
  copy,
  action,
  name,
  sent = false,
  error = null,
  purpose,
}: {
  copy: EmailLinkCopy
  action: string
  /** Names its ids and test id: `${name}-link-heading`, `${name}-email`, `${name}-link-notice`. */
  name: string
  sent?: boolean
  error?: string | null
  /** What the address is for, in one line (src/copy/consent.ts, issue #32). */
  purpose: string
}) {
  const fieldError = error === copy.invalidEmail ? error : undefined
  return (
    <section aria-labelledby={`${name}-link-heading`} className="card space-y-5 p-6 sm:p-8">
      <h2 id={`${name}-link-heading`} className="font-display text-2xl font-bold text-ink">
        {copy.heading}
      </h2>
      <FormNotice
        testId={`${name}-link-notice`}
        notice={
          sent ? copy.sent : error && !fieldError ? { title: error, variant: 'destructive' } : null
        }
      />
      <form method="post" action={action} className="space-y-4">
        <Honeypot />
        <Field
          id={`${name}-email`}
          label={copy.emailLabel}
          hint={copy.emailHint}
          error={fieldError}
        >
          <input
            id={`${name}-email`}
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
        <PurposeNotice purpose={purpose} />
      </form>
    </section>
  )
}
