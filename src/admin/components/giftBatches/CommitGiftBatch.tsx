'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  useAuth,
  useDocumentInfo,
  useFormFields,
  useModal,
} from '@payloadcms/ui'

import { giftBatchesCopy as copy } from '@/copy/giftBatches'
import { formatNaira } from '@/lib/format'

import { reloadWithNotice } from '../reloadNotice'
import { sendAction } from '../rowActions/request'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? value.id : value

/**
 * Gift batches: 'Commit batch' in the edit view's sidebar (issue #35), for an open batch, asked
 * first. The server decides who may (not the person who entered or last changed it) and commits
 * once; the person who may not is told so here too.
 */
export function CommitGiftBatch() {
  const { id, docPermissions } = useDocumentInfo()
  const { user } = useAuth()
  const { openModal } = useModal()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const count = useFormFields(([fields]) => Number(fields.gift_count?.value ?? 0))
  const total = useFormFields(([fields]) => Number(fields.total?.value ?? 0))
  const enteredBy = useFormFields(([fields]) => idOf(fields.entered_by?.value))
  const changedBy = useFormFields(([fields]) => idOf(fields.last_changed_by?.value))
  if (!id || status !== 'open' || !docPermissions?.update) return null
  const own = user?.id !== undefined && (enteredBy === user.id || changedBy === user.id)
  return (
    <div className="field-type fr-actions">
      <span className="field-label">{copy.commit}</span>
      {own ? <p className="fr-hint">{copy.ownBatchHint}</p> : null}
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        disabled={own}
        onClick={() => openModal('commit-gift-batch')}
      >
        {copy.commit}
      </Button>
      <ConfirmationModal
        modalSlug="commit-gift-batch"
        heading={copy.commit}
        body={copy.commitConfirm(count, formatNaira(total))}
        confirmLabel={copy.commit}
        onConfirm={async () => {
          const answer = await sendAction('POST', `/api/workflows/gift-batches/${id}/commit`, {})
          if (answer.ok) reloadWithNotice({ title: answer.message || copy.committed })
          else toast.error(answer.error || copy.failedCommit)
        }}
      />
    </div>
  )
}
