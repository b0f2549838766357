import { EmailLinkForm } from '@/components/forms/EmailLinkForm'
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
      sent={sent}
      error={error}
    />
  )
}
