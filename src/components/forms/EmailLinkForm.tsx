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
  field = 'email',
}: {
  copy: EmailLinkCopy
  action: string
  /** Names its ids and test id: `${name}-link-heading`, `${name}-email` (or `-phone`), `${name}-link-notice`. */
  name: string
  sent?: boolean
  error?: string | null
  /** What the address is for, in one line (src/copy/consent.ts, issue #32). */
  purpose: string
  /** What the person gives: an e-mail address, or (My data, issue #32) a phone number. */
  field?: 'email' | 'phone'
}) {
  const id = `${name}-${field}`
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
        <Field id={id} label={copy.emailLabel} hint={copy.emailHint} error={fieldError}>
          <input
            id={id}
            name={field}
            type={field === 'email' ? 'email' : 'tel'}
            inputMode={field === 'email' ? 'email' : 'tel'}
            autoComplete={field === 'email' ? 'email' : 'tel'}
            maxLength={field === 'email' ? 254 : 30}
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
