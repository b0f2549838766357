import { escapeHtml } from './escape'

/**
 * The applicant's e-mail when staff decide a sponsorship application (issue #29: applicants heard
 * nothing, and a rejection could carry no reason). A reason, when staff give one, is quoted as typed.
 */
export const sponsorshipDecisionEmail = ({
  siteName,
  name,
  status,
  reason,
}: {
  siteName: string
  name: string
  status: 'approved' | 'rejected'
  reason?: string | null
}) => {
  const lines =
    status === 'approved'
      ? [
          `Hello ${name},`,
          `Thank you for applying to sponsor ${siteName}. Your application has been approved, and your support is now shown on our Sponsorship page.`,
          'We will be in touch about the next steps.',
        ]
      : [
          `Hello ${name},`,
          `Thank you for applying to sponsor ${siteName}. We cannot accept your application at this time.`,
          ...(reason ? ['The reason we were given:', reason] : []),
          'You are welcome to apply again, or to reply to this e-mail with any question.',
        ]
  return {
    subject: `${siteName}: your sponsorship application`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}</body></html>`,
  }
}
