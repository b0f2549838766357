import { consentCopy } from '@/copy/consent'

/** The public Privacy Policy page (issue #32). */
const PRIVACY_POLICY_PATH = '/privacy'

/**
 * The one line a public form gives about what its data is for, with the link to the Privacy Policy
 * (issue #32). Server-safe: the forms without script render it too. The policy opens in a new tab,
 * so what was typed stays.
 */
export function PurposeNotice({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-ink-soft" data-testid="form-purpose">
      {purpose}{' '}
      <a
        href={PRIVACY_POLICY_PATH}
        target="_blank"
        rel="noopener"
        className="font-medium text-accent underline underline-offset-2"
      >
        {consentCopy.policy}
      </a>
    </p>
  )
}
