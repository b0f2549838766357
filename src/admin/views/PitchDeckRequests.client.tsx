'use client'

import { Button, ConfirmationModal, Modal, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react'

import { DECK_MAX_BYTES, DECK_MIME_TYPES } from '@collections/uploadLimits'
import { deckMessages, pitchDeckCopy as copy } from '@/copy/pitchDecks'
import type { PitchDeckRow, PitchDeckStatus } from '@/lib/pitchDecks/list'

import styles from './PitchDeckRequests.module.css'

const DIALOG = 'pitch-deck-request'
const CONFIRM_REJECT = 'reject-pitch-deck-request'
/** The server's limits (collections/uploadLimits.ts), checked here first so a wrong file is refused before it uploads. */
const ACCEPT = ['.pdf', '.ppt', '.pptx', ...DECK_MIME_TYPES].join(',')

const PILL: Record<PitchDeckStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
}

export function StatusBadge({ status }: { status: PitchDeckStatus }) {
  return (
    <span className={`pill pill--style-${PILL[status]} pill--size-small`} data-status={status}>
      <span className="pill__label">{copy.statusLabels[status]}</span>
    </span>
  )
}

type DialogContext = { open: (id: number) => void }
const Context = createContext<DialogContext>({ open: () => undefined })

/** Table rows are rendered on the server; this button only asks the one dialog to show its request. */
export function ViewRequestButton({ id, who }: { id: number; who: string }) {
  const { open } = useContext(Context)
  return (
    <Button
      buttonStyle="secondary"
      size="small"
      margin={false}
      onClick={() => open(id)}
      aria-label={copy.viewLabel(who)}
    >
      {copy.view}
    </Button>
  )
}

type Answer = { ok: true; message: string } | { ok: false; message?: string }

/** The page's endpoints (endpoints/admin/pitchDecks.ts), with the admin's session cookie. */
const post = async (path: string, file?: File): Promise<Answer> => {
  let body: FormData | undefined
  if (file) {
    body = new FormData()
    body.append('file', file)
  }
  try {
    const response = await fetch(`/api/admin/pitch-decks/${path}`, {
      method: 'POST',
      credentials: 'include',
      body,
    })
    const json = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
    return response.ok
      ? { ok: true, message: json.message ?? '' }
      : { ok: false, message: json.error }
  } catch {
    return { ok: false }
  }
}

/** What a browser can tell before sending: the name's extension and the size. The server reads the content. */
const precheck = (file: File): string | null => {
  if (!/\.(pdf|pptx?)$/i.test(file.name)) return deckMessages.type
  if (file.size > DECK_MAX_BYTES) return deckMessages.size
  return null
}

const fileSize = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes >= 1024 * 1024
      ? ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`
      : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function FileLink({ file }: { file: NonNullable<PitchDeckRow['file']> }) {
  return (
    <a href={file.url} target="_blank" rel="noopener noreferrer">
      {copy.dialog.openFile(file.name)}
      {fileSize(file.size)}
    </a>
  )
}

/** The pending request's deck upload, Reject and Approve & Send. */
function Decide({ row, onDone }: { row: PitchDeckRow; onDone: () => void }) {
  const router = useRouter()
  const { openModal } = useModal()
  const inputId = useId()
  const [busy, setBusy] = useState<null | 'upload' | 'approve' | 'reject'>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const refused = precheck(file)
    let answer: Answer = { ok: false, message: refused ?? undefined }
    if (!refused) {
      setBusy('upload')
      answer = await post(`${row.id}/file`, file)
      setBusy(null)
    }
    // The same file can be chosen again after a refusal.
    input.value = ''
    if (answer.ok) {
      setNotice(null)
      toast.success(copy.fileUploaded)
      router.refresh()
    } else {
      const message = copy.uploadFailed(answer.message ?? deckMessages.type)
      setNotice(message)
      toast.error(message)
    }
  }

  const approve = async () => {
    if (!row.file) {
      setNotice(copy.fileRequired)
      toast.error(copy.fileRequired)
      return
    }
    setBusy('approve')
    const answer = await post(`${row.id}/approve`)
    setBusy(null)
    if (answer.ok) {
      toast.success(copy.approved.title, { description: copy.approved.description })
      onDone()
      router.refresh()
    } else {
      setNotice(answer.message || copy.approveFailed)
      toast.error(answer.message || copy.approveFailed)
    }
  }

  const reject = async () => {
    setBusy('reject')
    const answer = await post(`${row.id}/reject`)
    setBusy(null)
    if (answer.ok) {
      toast.success(copy.rejected)
      onDone()
      router.refresh()
    } else {
      setNotice(answer.message || copy.rejectFailed)
      toast.error(answer.message || copy.rejectFailed)
    }
  }

  return (
    <>
      <div className={styles.upload}>
        {row.file ? (
          <p>
            {copy.dialog.currentFile}: <FileLink file={row.file} />
          </p>
        ) : null}
        <label htmlFor={inputId}>{copy.dialog.upload}</label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          onChange={upload}
          disabled={busy !== null}
          aria-describedby={notice ? `${inputId}-notice` : undefined}
        />
        {busy === 'upload' ? <p role="status">{copy.dialog.uploading}</p> : null}
        {notice ? (
          <p id={`${inputId}-notice`} role="alert" className={styles.notice}>
            {notice}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          disabled={busy !== null}
          onClick={() => openModal(CONFIRM_REJECT)}
        >
          {copy.dialog.reject}
        </Button>
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          disabled={busy !== null}
          onClick={approve}
        >
          {busy === 'approve' ? copy.dialog.working : copy.dialog.approve}
        </Button>
      </div>
      <ConfirmationModal
        modalSlug={CONFIRM_REJECT}
        heading={copy.confirmReject.heading}
        body={copy.confirmReject.body(row.name || row.email)}
        confirmLabel={copy.confirmReject.confirm}
        onConfirm={reject}
      />
    </>
  )
}

function RequestDetails({
  row,
  canEdit,
  close,
}: {
  row: PitchDeckRow
  canEdit: boolean
  close: () => void
}) {
  const d = copy.dialog
  const decided = row.status === 'pending' ? null : row.status
  return (
    <div className={styles.dialogCard}>
      <div className={styles.dialogHeader}>
        <h2 id="pitch-deck-dialog-title">{d.title}</h2>
        <button
          type="button"
          className={styles.closeIcon}
          onClick={close}
          aria-label={`${d.close} dialog`}
        >
          ×
        </button>
      </div>
      <dl className={styles.details}>
        <Detail label={copy.columns.name}>{row.name || '—'}</Detail>
        <Detail label={copy.columns.email}>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </Detail>
        <Detail label={copy.columns.organization}>{row.organization || '—'}</Detail>
        <Detail label={copy.columns.purpose}>{row.purpose || '—'}</Detail>
        <Detail label={d.requested}>{row.requestedAt}</Detail>
        <Detail label={d.status}>
          <StatusBadge status={row.status} />
        </Detail>
        {decided ? (
          <>
            <Detail label={d.decidedBy(decided)}>{row.decidedBy ?? '—'}</Detail>
            <Detail label={d.decidedAt(decided)}>{row.decidedAt ?? '—'}</Detail>
            <Detail label={d.email}>
              {decided === 'approved' ? (row.sentAt ? d.sentAt(row.sentAt) : d.sending) : d.notSent}
            </Detail>
            <Detail label={d.file}>{row.file ? <FileLink file={row.file} /> : d.noFile}</Detail>
          </>
        ) : null}
      </dl>
      {row.status === 'pending' && canEdit ? (
        <Decide key={row.id} row={row} onDone={close} />
      ) : (
        <>
          {row.status === 'pending' ? <p className={styles.readOnly}>{d.readOnly}</p> : null}
          <div className={styles.actions}>
            <Button buttonStyle="secondary" size="medium" margin={false} onClick={close}>
              {d.close}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * The one details dialog of the page (a Payload modal: focus kept inside, Escape closes it), fed
 * with the rows the server rendered; after an action the page is refreshed from the server.
 */
export function PitchDeckDialogProvider({
  rows,
  canEdit,
  openId,
  children,
}: {
  rows: PitchDeckRow[]
  canEdit: boolean
  openId: number | null
  children: React.ReactNode
}) {
  const { openModal, closeModal } = useModal()
  // ?request={id} (a link from the admin e-mail) opens that request at once; only on arrival, so a
  // refresh after an action does not reopen a closed dialog.
  const [arrivalId] = useState(() =>
    openId && rows.some((row) => row.id === openId) ? openId : null,
  )
  const [selected, setSelected] = useState<number | null>(arrivalId)
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows])
  const open = useCallback(
    (id: number) => {
      setSelected(id)
      openModal(DIALOG)
    },
    [openModal],
  )
  const close = useCallback(() => closeModal(DIALOG), [closeModal])
  useEffect(() => {
    if (arrivalId !== null) openModal(DIALOG)
  }, [arrivalId, openModal])
  const row = selected === null ? undefined : byId.get(selected)
  return (
    <Context.Provider value={{ open }}>
      {children}
      <Modal
        slug={DIALOG}
        className={`confirmation-modal ${styles.dialog}`}
        aria-labelledby="pitch-deck-dialog-title"
      >
        {row ? <RequestDetails row={row} canEdit={canEdit} close={close} /> : null}
      </Modal>
    </Context.Provider>
  )
}
