'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { adminCopy } from '@/copy/admin'

/**
 * A confirmation, or a question with a reason, before a row action runs. A native <dialog>, so
 * Escape cancels and the focus stays inside; cancelling does nothing (back-office.md section 4).
 */
export function ActionDialog({
  heading,
  children,
  confirmLabel,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: {
  heading: string
  children?: ReactNode
  confirmLabel: string
  confirmDisabled?: boolean
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  const confirm = async () => {
    setBusy(true)
    await onConfirm()
    setBusy(false)
    onClose()
  }
  return (
    <dialog
      ref={ref}
      aria-label={heading}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      style={{
        maxWidth: '32rem',
        width: 'calc(100% - 2rem)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        padding: '1.5rem',
        background: 'var(--theme-elevation-0)',
        color: 'var(--theme-text)',
        whiteSpace: 'normal',
        textAlign: 'left',
      }}
    >
      <h2 style={{ marginTop: 0, fontSize: '1.25rem' }}>{heading}</h2>
      <div style={{ display: 'grid', gap: '0.75rem' }}>{children}</div>
      <div
        style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end', marginTop: '1rem' }}
      >
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          disabled={busy}
          onClick={onClose}
        >
          {adminCopy.actions.cancel}
        </Button>
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          disabled={busy || confirmDisabled}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
