import { EmailLinkForm } from '@/components/forms/EmailLinkForm'
import { consentCopy } from '@/copy/consent'
import { myDataCopy } from '@/copy/dataRequests'

import { DATA_LINK_REQUEST_PATH } from './paths'

/**
 * My data's 'Send me my link': answered alike whether or not we hold anything for the address. By
 * `phone` (issue #32), for a person who gave us only a number: the link goes by text message to
 * it, never onto the page.
 */
export function DataLinkForm({
  sent = false,
  error = null,
  by = 'email',
}: {
  sent?: boolean
  error?: string | null
  by?: 'email' | 'phone'
}) {
  return (
    <EmailLinkForm
      copy={by === 'email' ? myDataCopy.request : myDataCopy.byPhone}
      action={DATA_LINK_REQUEST_PATH}
      name={by === 'email' ? 'data' : 'data-phone'}
      field={by}
      purpose={by === 'email' ? consentCopy.purpose.dataLink : consentCopy.purpose.dataLinkPhone}
      sent={sent}
      error={error}
    />
  )
}
