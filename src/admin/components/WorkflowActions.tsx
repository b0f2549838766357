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
import Link from 'next/link'
import { useState } from 'react'

import { isSuperAdminUser, type AccessUser } from '@/access/user'
import { adminCopy } from '@/copy/admin'
import { dataRequestCopy } from '@/copy/dataRequests'
import { ridesCopy } from '@/copy/rides'
import { transferGivingCopy } from '@/copy/transferGiving'

import { ActionDialog } from './rowActions/ActionDialog'
import { reloadWithNotice } from './reloadNotice'
import { ReportChoice } from './rowActions/ReportChoice'
import { sendAction } from './rowActions/request'

/**
 * Buttons in the edit view's sidebar for the back office's workflows (endpoints/workflows.ts).
 * The server decides: a super admin's change applies, an admin's waits for approval, others are
 * refused; the button shows what the server answered, then reloads the document.
 */
const run = async (
  path: string,
  body: Record<string, unknown>,
  failure: string,
  done?: { title: string; description?: string },
): Promise<boolean> => {
  const answer = await sendAction('POST', `/api/workflows/${path}`, body)
  if (!answer.ok) {
    toast.error(answer.error || failure)
    return false
  }
  if (answer.queued)
    reloadWithNotice({
      title: adminCopy.changeSubmitted.title,
      // The server's words: submitted now, or the same change already waiting.
      description: answer.message || adminCopy.changeSubmitted.description,
    })
  else reloadWithNotice(done ?? { title: answer.message || adminCopy.statusUpdated })
  return true
}

const Panel = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div className="field-type fr-actions">
    <span className="field-label">{title}</span>
    {children}
  </div>
)

/** Sponsorship applications: 'Approve Application' / 'Reject Application' and the logo's link. */
type WaitingProps = { waiting?: boolean; changeHref?: string }

const Waiting = ({ changeHref }: { changeHref?: string }) =>
  changeHref ? (
    <Link href={changeHref} className="pill pill--style-warning pill--size-medium">
      {adminCopy.actions.waitingForApproval}
    </Link>
  ) : (
    <span className="pill pill--style-warning pill--size-medium">
      {adminCopy.actions.waitingForApproval}
    </span>
  )

/** `waiting`: a change to this record already waits for a super admin (WorkflowFields.tsx). */
export function ApplicationReview({ waiting = false, changeHref }: WaitingProps) {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const logoUrl = useFormFields(
    ([fields]) => fields.profile_picture_url?.value as string | undefined,
  )
  const { openModal } = useModal()
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  if (!id) return null
  const review = async (next: 'approved' | 'rejected') => {
    setBusy(true)
    await run(
      `sponsorship-applications/${id}/review`,
      { status: next, reason: next === 'rejected' ? reason : '' },
      adminCopy.failedApplicationStatus,
    )
    setBusy(false)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(logoUrl ?? '', window.location.origin).toString())
      toast.success('Link copied!')
    } catch {
      toast.error('Failed to copy: Unable to copy the link to clipboard.')
    }
  }
  return (
    <Panel title="Review">
      {waiting ? (
        <Waiting changeHref={changeHref} />
      ) : (
        <>
          <Button
            buttonStyle="primary"
            size="medium"
            margin={false}
            disabled={busy || status === 'approved'}
            onClick={() => openModal('approve-application')}
          >
            {adminCopy.actions.approveApplication}
          </Button>
          <Button
            buttonStyle="secondary"
            size="medium"
            margin={false}
            disabled={busy || status === 'rejected'}
            onClick={() => {
              setReason('')
              setRejecting(true)
            }}
          >
            {adminCopy.actions.rejectApplication}
          </Button>
        </>
      )}
      <ConfirmationModal
        modalSlug="approve-application"
        heading={adminCopy.actions.approveApplication}
        body={adminCopy.actions.approveApplicationConfirm}
        confirmLabel={adminCopy.actions.approveApplication}
        onConfirm={() => review('approved')}
      />
      {rejecting ? (
        <ActionDialog
          heading={adminCopy.actions.rejectApplication}
          confirmLabel={adminCopy.actions.rejectApplication}
          onConfirm={() => review('rejected')}
          onClose={() => setRejecting(false)}
        >
          <p className="fr-flush">{adminCopy.actions.rejectApplicationConfirm}</p>
          <label className="fr-field fr-field--roomy">
            {adminCopy.actions.rejectApplicationReasonLabel}
            <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
        </ActionDialog>
      ) : null}
      {logoUrl ? (
        <div className="fr-row">
          <Button buttonStyle="secondary" size="small" margin={false} onClick={copy}>
            Copy logo URL
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            el="anchor"
            url={logoUrl}
            newTab
          >
            Open logo
          </Button>
        </div>
      ) : null}
    </Panel>
  )
}

/** Impact sponsors: 'Hide from Website' / 'Show on Website', after a confirmation. */
export function SponsorVisibility({ waiting = false, changeHref }: WaitingProps) {
  const { id } = useDocumentInfo()
  const active = useFormFields(([fields]) => fields.is_active?.value as boolean | undefined)
  const { openModal } = useModal()
  if (!id) return null
  const label = active ? 'Hide from Website' : 'Show on Website'
  if (waiting)
    return (
      <Panel title="Website">
        <Waiting changeHref={changeHref} />
      </Panel>
    )
  return (
    <Panel title="Website">
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => openModal('sponsor-visibility')}
      >
        {label}
      </Button>
      <ConfirmationModal
        modalSlug="sponsor-visibility"
        heading={label}
        body={
          active
            ? 'This sponsor will no longer be shown on the website.'
            : 'This sponsor will be shown on the website.'
        }
        confirmLabel={label}
        onConfirm={async () => {
          await run(
            `impact-sponsors/${id}/visibility`,
            { is_active: !active },
            adminCopy.failedSponsorStatus,
          )
        }}
      />
    </Panel>
  )
}

/** Pending changes (super admins): approve, or reject with a reason ('No reason provided' when blank). */
export function PendingChangeReview() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const { openModal } = useModal()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  if (!id || status !== 'pending') return null
  return (
    <Panel title="Review">
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        onClick={() => openModal('approve-change')}
      >
        {adminCopy.actions.approve}
      </Button>
      <ConfirmationModal
        modalSlug="approve-change"
        heading={adminCopy.actions.approve}
        body={adminCopy.actions.approveChangeConfirm}
        confirmLabel={adminCopy.actions.approve}
        onConfirm={async () => {
          await run(`pending-changes/${id}/approve`, {}, adminCopy.failed.approveChange, {
            title: adminCopy.changeApproved.title,
            description: adminCopy.changeApproved.description,
          })
        }}
      />
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => {
          setReason('')
          setRejecting(true)
        }}
      >
        {adminCopy.actions.reject}
      </Button>
      {rejecting ? (
        <ActionDialog
          heading={adminCopy.actions.rejectChangeHeading}
          confirmLabel={adminCopy.actions.reject}
          onConfirm={async () => {
            await run(`pending-changes/${id}/reject`, { reason }, adminCopy.failed.rejectChange, {
              title: adminCopy.changeRejected.title,
            })
          }}
          onClose={() => setRejecting(false)}
        >
          <label className="fr-field fr-field--roomy">
            {adminCopy.actions.optionalReasonLabel}
            <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
        </ActionDialog>
      ) : null}
    </Panel>
  )
}

/** Volunteer applications: Approve / Reject instead of a Status dropdown and Save; the server records who decided. */
export function VolunteerReview() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const review = async (next: 'approved' | 'rejected') => {
    setBusy(true)
    await run(
      `volunteer-applications/${id}/review`,
      { status: next },
      adminCopy.failedApplicationStatus,
    )
    setBusy(false)
  }
  return (
    <Panel title="Review">
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        disabled={busy || status === 'approved'}
        onClick={() => void review('approved')}
      >
        {adminCopy.actions.approve}
      </Button>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={busy || status === 'rejected'}
        onClick={() => void review('rejected')}
      >
        {adminCopy.actions.reject}
      </Button>
    </Panel>
  )
}

/**
 * Impact report requests: Approve sends the chosen published report to the requester; Reject asks
 * first. Pitch-deck requests have their own page (PitchDeckNotice).
 */
export function ReportRequestReview() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const type = useFormFields(([fields]) => fields.report_type?.value as string | undefined)
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null)
  const [report, setReport] = useState('')
  if (!id || type === 'pitch_deck') return null
  const { actions } = adminCopy
  return (
    <Panel title="Review">
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        disabled={status === 'approved'}
        onClick={() => {
          setReport('')
          setDialog('approve')
        }}
      >
        {actions.approve}
      </Button>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={status === 'rejected'}
        onClick={() => setDialog('reject')}
      >
        {actions.reject}
      </Button>
      {dialog ? (
        <ActionDialog
          heading={dialog === 'approve' ? actions.approve : actions.reject}
          confirmLabel={dialog === 'approve' ? actions.approve : actions.reject}
          confirmDisabled={dialog === 'approve' && !report}
          onConfirm={async () => {
            await run(
              `impact-report-requests/${id}/review`,
              dialog === 'approve'
                ? { status: 'approved', report: Number(report) }
                : { status: 'rejected' },
              adminCopy.failed.requestStatus,
              {
                title: dialog === 'approve' ? adminCopy.requestApproved : adminCopy.requestRejected,
              },
            )
          }}
          onClose={() => setDialog(null)}
        >
          <p className="fr-flush">
            {dialog === 'approve' ? actions.chooseReportPrompt : actions.rejectRequestConfirm}
          </p>
          {dialog === 'approve' ? <ReportChoice value={report} onChange={setReport} /> : null}
        </ActionDialog>
      ) : null}
    </Panel>
  )
}

/** Projects: 'Pause' (active, reason required) and 'Resume' (paused, reason optional). */
export function ProjectPauseResume() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id || (status !== 'active' && status !== 'paused')) return null
  const action = status === 'active' ? 'pause' : 'resume'
  const submit = async () => {
    if (action === 'pause' && !reason.trim()) {
      toast.error(
        `${adminCopy.pauseReasonRequired.title}: ${adminCopy.pauseReasonRequired.description}`,
      )
      return
    }
    setBusy(true)
    const done = await run(
      `projects/${id}/${action}`,
      { reason },
      adminCopy.projectActionFailed(action, 'the server refused it'),
    )
    setBusy(false)
    if (done) setReason('')
  }
  return (
    <Panel title={action === 'pause' ? 'Pause project' : 'Resume project'}>
      <label className="fr-field">
        {action === 'pause' ? 'Reason for pausing' : 'Reason (optional)'}
        <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={busy || (action === 'pause' && !reason.trim())}
        onClick={submit}
      >
        {action === 'pause' ? 'Pause' : 'Resume'}
      </Button>
    </Panel>
  )
}

/** Churches (issue #19): Approve, which invites the contact as church admin, or Reject with a reason sent to them. */
/**
 * Approve or Reject (with a reason) for a record still pending review: a church (Approve) or a
 * driver (Verify), each decided once by its workflow endpoint.
 */
function PendingReview({
  path,
  copy,
}: {
  path: 'churches' | 'drivers'
  copy: {
    approve: string
    reject: string
    reasonLabel: string
    reasonHint: string
    failed: string
    approveConfirm: string
    rejectConfirm: string
  }
}) {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const { openModal } = useModal()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id || status !== 'pending') return null
  const review = async (next: 'approved' | 'rejected') => {
    setBusy(true)
    await run(`${path}/${id}/review`, { status: next, reason }, copy.failed)
    setBusy(false)
  }
  return (
    <Panel title="Review">
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        disabled={busy}
        onClick={() => openModal(`${path}-approve`)}
      >
        {copy.approve}
      </Button>
      <ConfirmationModal
        modalSlug={`${path}-approve`}
        heading={copy.approve}
        body={copy.approveConfirm}
        confirmLabel={copy.approve}
        onConfirm={() => review('approved')}
      />
      <label className="fr-field">
        {copy.reasonLabel}
        <textarea
          rows={3}
          value={reason}
          aria-describedby={`${path}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <span id={`${path}-reason-hint`} className="fr-hint">
          {copy.reasonHint}
        </span>
      </label>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={busy || !reason.trim()}
        onClick={() => openModal(`${path}-reject`)}
      >
        {copy.reject}
      </Button>
      <ConfirmationModal
        modalSlug={`${path}-reject`}
        heading={copy.reject}
        body={copy.rejectConfirm}
        confirmLabel={copy.reject}
        onConfirm={() => review('rejected')}
      />
    </Panel>
  )
}

/** A registered church's review (issue #19). */
export function ChurchReview() {
  return <PendingReview path="churches" copy={ridesCopy.review} />
}

/** A driver's verification (issue #19), by staff or the driver's church admin. */
export function DriverReview() {
  return (
    <PendingReview
      path="drivers"
      copy={{ ...ridesCopy.driverReview, approve: ridesCopy.driverReview.verify }}
    />
  )
}

/**
 * Donations: 'Resend receipt' for a completed gift (issue #29), asked first; for admins who may edit
 * donations. The server queues it once, to the donor's stored address.
 */
export function ResendReceipt() {
  const { id, docPermissions } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const { openModal } = useModal()
  if (!id || status !== 'completed' || !docPermissions?.update) return null
  return (
    <Panel title="Receipt">
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => openModal('resend-receipt')}
      >
        {adminCopy.resendReceipt}
      </Button>
      <ConfirmationModal
        modalSlug="resend-receipt"
        heading={adminCopy.resendReceipt}
        body={adminCopy.resendReceiptConfirm}
        confirmLabel={adminCopy.resendReceipt}
        onConfirm={async () => {
          await run(`donations/${id}/resend-receipt`, {}, adminCopy.failedResend)
        }}
      />
    </Panel>
  )
}

/**
 * Donations: 'Void donation' for a completed gift recorded by mistake (issue #29), super admins
 * only, with a reason required; the server keeps the reason, who and when, and audits it.
 */
export function VoidDonation() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  if (!id || status !== 'completed' || !isSuperAdminUser(user as AccessUser | null)) return null
  return (
    <Panel title={adminCopy.voidDonation}>
      <ReasonAction
        label={adminCopy.voidDonation}
        confirm={adminCopy.voidDonationConfirm}
        reasonLabel={adminCopy.voidReasonLabel}
        send={(reason) => run(`donations/${id}/void`, { reason }, adminCopy.failedVoid)}
      />
    </Panel>
  )
}

/** A secondary button whose action asks why first: the dialog's confirm waits for a reason. */
function ReasonAction({
  label,
  confirm,
  reasonLabel,
  send,
}: {
  label: string
  confirm: string
  reasonLabel: string
  send: (reason: string) => Promise<unknown>
}) {
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  return (
    <>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => {
          setReason('')
          setAsking(true)
        }}
      >
        {label}
      </Button>
      {asking ? (
        <ActionDialog
          heading={label}
          confirmLabel={label}
          confirmDisabled={!reason.trim()}
          onConfirm={async () => {
            await send(reason)
          }}
          onClose={() => setAsking(false)}
        >
          <p className="fr-flush">{confirm}</p>
          <label className="fr-field fr-field--roomy">
            {reasonLabel}
            <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
        </ActionDialog>
      ) : null}
    </>
  )
}

/**
 * Data requests: 'Erase this person’s data' on an open erasure request (issue #32), super admins
 * only, after a confirmation that says what goes and what stays. The server erases once under the
 * request's lock, completes the request with what was done, or answers why it cannot yet.
 */
export function CompleteErasure() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const kind = useFormFields(([fields]) => fields.kind?.value as string | undefined)
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const phone = useFormFields(([fields]) => fields.phone?.value as string | undefined)
  const { openModal } = useModal()
  if (
    !id ||
    kind !== 'erasure' ||
    status !== 'open' ||
    !isSuperAdminUser(user as AccessUser | null)
  )
    return null
  const copy = dataRequestCopy.erase
  return (
    <Panel title={copy.heading}>
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        onClick={() => openModal('complete-erasure')}
      >
        {copy.button}
      </Button>
      <ConfirmationModal
        modalSlug="complete-erasure"
        heading={copy.button}
        body={copy.confirm(email || phone || '')}
        confirmLabel={copy.button}
        onConfirm={async () => {
          await run(`data-requests/${id}/erase`, {}, copy.failed, { title: copy.done })
        }}
      />
    </Panel>
  )
}

/**
 * Transfers to review (issue #35): 'Record as this donor's gift' (for the transfer gift chosen in the
 * form, saved or not) and 'Not a gift' with a reason. The server decides an open transfer once.
 */
export function TransferReviewActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const gift = useFormFields(([fields]) => fields.transfer_gift?.value as number | undefined)
  const { openModal } = useModal()
  if (!id || status !== 'open') return null
  const copy = transferGivingCopy.review
  return (
    <Panel title={copy.heading}>
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        onClick={() => (gift ? openModal('record-transfer') : toast.error(copy.chooseGift))}
      >
        {copy.record}
      </Button>
      <ReasonAction
        label={copy.notGift}
        confirm={copy.notGiftConfirm}
        reasonLabel={copy.reasonLabel}
        send={(reason) => run(`transfer-reviews/${id}/not-gift`, { reason }, copy.failed)}
      />
      <ConfirmationModal
        modalSlug="record-transfer"
        heading={copy.record}
        body={copy.recordConfirm}
        confirmLabel={copy.record}
        onConfirm={async () => {
          await run(`transfer-reviews/${id}/record`, { transfer_gift: gift }, copy.failed)
        }}
      />
    </Panel>
  )
}
