import { EmailLinkForm } from '@/components/forms/EmailLinkForm'
import { consentCopy } from '@/copy/consent'
import { givingCopy } from '@/copy/giving'

import { LINK_REQUEST_PATH } from './paths'

/** My giving's 'Send me my link'. */
export function LinkRequestForm({
  sent = false,
  error = null,
}: {
  sent?: boolean
  error?: string | null
}) {
  return (
    <EmailLinkForm
      copy={givingCopy.request}
      action={LINK_REQUEST_PATH}
      name="giving"
      purpose={consentCopy.purpose.givingLink}
      sent={sent}
      error={error}
    />
  )
}
