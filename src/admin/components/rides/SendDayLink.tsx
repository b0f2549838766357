'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  useDocumentInfo,
  useFormFields,
  useModal,
} from '@payloadcms/ui'

import { coordinatorCopy as copy } from '@/copy/coordinator'

import { reloadWithNotice } from '../reloadNotice'
import { sendAction } from '../rowActions/request'

const MODAL = 'send-day-link'

/**
 * A bus run's 'Send the day link' (issue #34): asked first, then the server sends the run's day
 * page link to the coordinator's stored e-mail and phone (src/lib/rides/coordinatorPage.ts). The
 * link itself is never shown here. For a saved church bus whose user may edit it.
 */
export function SendDayLink() {
  const { id, docPermissions } = useDocumentInfo()
  const kind = useFormFields(([fields]) => fields.kind?.value as string | undefined)
  const { openModal } = useModal()
  if (!id || (kind ?? 'bus') !== 'bus' || !docPermissions?.update) return null
  return (
    <div className="field-type fr-actions">
      <span className="field-label">{copy.fieldsLabel}</span>
      <Button buttonStyle="secondary" size="medium" margin={false} onClick={() => openModal(MODAL)}>
        {copy.send}
      </Button>
      <ConfirmationModal
        modalSlug={MODAL}
        heading={copy.send}
        body={copy.sendConfirm}
        confirmLabel={copy.send}
        onConfirm={async () => {
          const answer = await sendAction('POST', `/api/workflows/bus-runs/${id}/send-day-link`, {})
          if (answer.ok) reloadWithNotice({ title: answer.message || copy.sent })
          else toast.error(answer.error || copy.failed)
        }}
      />
    </div>
  )
}
