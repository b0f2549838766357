import { EmailLinkForm } from '@/components/forms/EmailLinkForm'
import { consentCopy } from '@/copy/consent'
import { myDataCopy } from '@/copy/dataRequests'

import { DATA_LINK_REQUEST_PATH } from './paths'

/**
 * My data for a person who gave us only a phone (issue #32): the link goes by text message to the
 * number, never onto the page, and the answer is the same whether or not we hold the number.
 */
export function DataLinkByPhoneForm({
  sent = false,
  error = null,
}: {
  sent?: boolean
  error?: string | null
}) {
  return (
    <EmailLinkForm
      copy={myDataCopy.byPhone}
      action={DATA_LINK_REQUEST_PATH}
      name="data-phone"
      field="phone"
      purpose={consentCopy.purpose.dataLinkPhone}
      sent={sent}
      error={error}
    />
  )
}
