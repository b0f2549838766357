import { EmailLinkForm } from '@/components/forms/EmailLinkForm'
import { consentCopy } from '@/copy/consent'
import { myDataCopy } from '@/copy/dataRequests'

import { DATA_LINK_REQUEST_PATH } from './paths'

/** My data's 'Send me my link': answered alike whether or not we hold anything for the address. */
export function DataLinkForm({
  sent = false,
  error = null,
}: {
  sent?: boolean
  error?: string | null
}) {
  return (
    <EmailLinkForm
      copy={myDataCopy.request}
      action={DATA_LINK_REQUEST_PATH}
      name="data"
      purpose={consentCopy.purpose.dataLink}
      sent={sent}
      error={error}
    />
  )
}
