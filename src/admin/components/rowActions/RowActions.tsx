'use client'

import { Button, toast, useAuth, useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { slugs } from '@collections/slugs'
import { mayReviewChanges } from '@/access/rights'
import { isSuperAdminUser, type AccessUser } from '@/access/user'
import { adminCopy } from '@/copy/admin'

import { ActionDialog } from './ActionDialog'
import { sendAction, type ActionAnswer } from './request'
import { ReportChoice } from './ReportChoice'

/** What a row action needs of its document; the server cell (./index.tsx) picks these out. */
export type ActionRow = {
  id: number | string
  title: string
  status?: string | null
  is_active?: boolean | null
  is_published?: boolean | null
  is_anonymous?: boolean | null
  report_type?: string | null
}

type Input = { reason: string; report: string }

type Action = {
  label: string
  disabled?: boolean
  /** Asked before the action runs; without it the action runs on the click. */
  dialog?: {
    heading: string
    body?: string
    reason?: { label: string; required: boolean }
    chooseReport?: boolean
  }
  run: (input: Input) => Promise<ActionAnswer>
  done: string
  failed: (error?: string) => string
}

type Item = { link: string; label: string } | Action | { note: string; href?: string }

const { actions: t, failed } = adminCopy
const api = (slug: string, id: number | string) => `/api/${slug}/${id}`
const workflow = (path: string, body: Record<string, unknown> = {}) =>
  sendAction('POST', `/api/workflows/${path}`, body)
const patch = (slug: string, id: number | string, data: Record<string, unknown>) =>
  sendAction('PATCH', api(slug, id), data)
const remove = (slug: string, id: number | string) => sendAction('DELETE', api(slug, id))
const orMessage = (text: string, error?: string) => (error ? `${text} ${error}` : text)

const deleteAction = (
  slug: string,
  row: ActionRow,
  done: string,
  failedText: (error?: string) => string,
): Action => ({
  label: t.delete,
  dialog: { heading: t.delete, body: t.deleteConfirm(row.title) },
  run: () => remove(slug, row.id),
  done,
  failed: failedText,
})

const activeToggle = (
  slug: string,
  row: ActionRow,
  done: string,
  failedText: (error?: string) => string,
  /** Asked before turning the record off; turning it on runs on the click. */
  offConfirm?: string,
): Action => {
  const label = row.is_active ? t.deactivate : t.activate
  return {
    label,
    dialog: offConfirm && row.is_active ? { heading: label, body: offConfirm } : undefined,
    run: () => patch(slug, row.id, { is_active: !row.is_active }),
    done,
    failed: failedText,
  }
}

/** The actions a row offers, by collection, as back-office.md sections 2 and 4 list them. */
const itemsFor = (
  slug: string,
  row: ActionRow,
  may: (operation: 'update' | 'delete') => boolean,
  user: AccessUser | null,
  admin: string,
  waitingChange: number | undefined,
): Item[] => {
  const open = `${admin}/collections/${slug}/${row.id}`
  const edit = { link: open, label: t.edit }
  const view = { link: open, label: t.view }
  // A super admin is taken to the waiting change to decide it; others only see that it waits.
  const queueOr = (items: Item[]): Item[] =>
    waitingChange !== undefined
      ? [
          {
            note: t.waitingForApproval,
            href: mayReviewChanges(user)
              ? `${admin}/collections/${slugs.pendingChanges}/${waitingChange}`
              : undefined,
          },
        ]
      : may('update')
        ? items
        : []
  switch (slug) {
    case slugs.sponsorshipApplications: {
      const review =
        (status: 'approved' | 'rejected') =>
        ({ reason }: Input) =>
          workflow(`sponsorship-applications/${row.id}/review`, { status, reason })
      return [
        view,
        ...queueOr([
          {
            label: t.approve,
            disabled: row.status === 'approved',
            dialog: { heading: t.approveApplication, body: t.approveApplicationConfirm },
            run: review('approved'),
            done: adminCopy.statusUpdated,
            failed: (error) => error || adminCopy.failedApplicationStatus,
          },
          {
            label: t.reject,
            disabled: row.status === 'rejected',
            dialog: {
              heading: t.rejectApplication,
              body: t.rejectApplicationConfirm,
              reason: { label: t.rejectApplicationReasonLabel, required: false },
            },
            run: review('rejected'),
            done: adminCopy.statusUpdated,
            failed: (error) => error || adminCopy.failedApplicationStatus,
          },
        ]),
      ]
    }
    case slugs.impactSponsors: {
      const label = row.is_active ? t.hideFromWebsite : t.showOnWebsite
      return [
        ...(may('update') ? [edit] : []),
        ...queueOr([
          {
            label,
            dialog: { heading: label, body: row.is_active ? t.hideConfirm : t.showConfirm },
            run: () =>
              workflow(`impact-sponsors/${row.id}/visibility`, { is_active: !row.is_active }),
            done: adminCopy.statusUpdated,
            failed: (error) => error || adminCopy.failedSponsorStatus,
          },
        ]),
        ...(may('delete')
          ? [
              deleteAction(slug, row, adminCopy.sponsorDeleted, (e) =>
                failed.sponsorDelete(e ?? ''),
              ),
            ]
          : []),
      ]
    }
    case slugs.impactPartners:
      return may('update')
        ? [
            edit,
            activeToggle(slug, row, adminCopy.statusUpdated, (e) => failed.partnerStatus(e ?? '')),
            ...(may('delete')
              ? [deleteAction(slug, row, adminCopy.success, (e) => failed.partnerDelete(e ?? ''))]
              : []),
          ]
        : []
    case slugs.teamMembers:
    case slugs.boardAdvisors: {
      const team = slug === slugs.teamMembers
      return may('update')
        ? [
            edit,
            activeToggle(
              slug,
              row,
              team ? adminCopy.statusUpdated : adminCopy.boardMemberUpdated,
              (e) => orMessage(team ? failed.teamStatus : failed.boardStatus, e),
            ),
            ...(may('delete')
              ? [
                  deleteAction(
                    slug,
                    row,
                    team ? adminCopy.success : adminCopy.boardMemberDeleted,
                    (e) => orMessage(team ? failed.teamDelete : failed.boardDelete, e),
                  ),
                ]
              : []),
          ]
        : []
    }
    case slugs.users:
      // Only a super admin turns another admin on or off (collections/Users, isSuperAdminOnOthers).
      return isSuperAdminUser(user) && String(user?.id) !== String(row.id)
        ? [
            edit,
            activeToggle(
              slug,
              row,
              adminCopy.adminUserUpdated,
              (e) => orMessage(failed.adminStatus, e),
              t.deactivateAdminConfirm(row.title),
            ),
          ]
        : []
    case slugs.volunteerApplications: {
      const review = (status: 'approved' | 'rejected') => () =>
        workflow(`volunteer-applications/${row.id}/review`, { status })
      return [
        view,
        ...queueOr([
          {
            label: t.approve,
            disabled: row.status === 'approved',
            run: review('approved'),
            done: adminCopy.statusUpdated,
            failed: (error) => error || adminCopy.failedApplicationStatus,
          },
          {
            label: t.reject,
            disabled: row.status === 'rejected',
            run: review('rejected'),
            done: adminCopy.statusUpdated,
            failed: (error) => error || adminCopy.failedApplicationStatus,
          },
        ]),
      ]
    }
    case slugs.impactReportRequests: {
      // Pitch-deck requests are decided on their own page, with the deck's upload.
      if (row.report_type === 'pitch_deck')
        return [{ link: `${admin}/pitch-deck-requests?request=${row.id}`, label: t.view }]
      return [
        view,
        ...queueOr([
          {
            label: t.approve,
            disabled: row.status === 'approved',
            dialog: { heading: t.approve, body: t.chooseReportPrompt, chooseReport: true },
            run: ({ report }) =>
              workflow(`impact-report-requests/${row.id}/review`, {
                status: 'approved',
                report: Number(report),
              }),
            done: adminCopy.requestApproved,
            failed: (error) => error || failed.requestStatus,
          },
          {
            label: t.reject,
            disabled: row.status === 'rejected',
            dialog: { heading: t.reject, body: t.rejectRequestConfirm },
            run: () => workflow(`impact-report-requests/${row.id}/review`, { status: 'rejected' }),
            done: adminCopy.requestRejected,
            failed: (error) => error || failed.requestStatus,
          },
        ]),
      ]
    }
    case slugs.news:
      return may('update')
        ? [
            edit,
            {
              label: row.is_published ? t.unpublish : t.publish,
              // The collection's hook sets published_at on publishing and clears it on unpublishing.
              run: () => patch(slug, row.id, { is_published: !row.is_published }),
              done: adminCopy.articleUpdated,
              failed: (error) => orMessage(failed.newsStatus, error),
            },
            ...(may('delete')
              ? [
                  deleteAction(slug, row, adminCopy.articleDeleted, (e) =>
                    orMessage(failed.newsDelete, e),
                  ),
                ]
              : []),
          ]
        : []
    case slugs.projects: {
      if (!may('update')) return []
      const pause = row.status === 'active'
      const resume = row.status === 'paused'
      const action = pause ? 'pause' : 'resume'
      return [
        edit,
        ...(pause || resume
          ? [
              {
                label: pause ? t.pause : t.resume,
                dialog: {
                  heading: pause ? t.pauseHeading : t.resumeHeading,
                  reason: {
                    label: pause ? t.pauseReasonLabel : t.optionalReasonLabel,
                    required: pause,
                  },
                },
                run: ({ reason }: Input) => workflow(`projects/${row.id}/${action}`, { reason }),
                done: pause ? adminCopy.projectPaused : adminCopy.projectResumed,
                failed: (error?: string) =>
                  adminCopy.projectActionFailed(action, error || 'the server refused it'),
              },
            ]
          : []),
        ...(may('delete')
          ? [
              deleteAction(slug, row, adminCopy.projectDeleted, (e) =>
                orMessage(failed.projectDelete, e),
              ),
            ]
          : []),
      ]
    }
    case slugs.donations:
      return may('update')
        ? [
            {
              label: row.is_anonymous ? t.makePublic : t.makeAnonymous,
              run: () =>
                workflow(`donations/${row.id}/anonymity`, { is_anonymous: !row.is_anonymous }),
              done: adminCopy.anonymityUpdated,
              failed: (error) => error || failed.anonymity,
            },
          ]
        : []
    case slugs.pendingChanges:
      return [
        view,
        ...(row.status === 'pending'
          ? [
              {
                label: t.approve,
                dialog: { heading: t.approve, body: t.approveChangeConfirm },
                run: () => workflow(`pending-changes/${row.id}/approve`),
                done: adminCopy.changeApproved.title,
                failed: (error?: string) => error || failed.approveChange,
              },
              {
                label: t.reject,
                dialog: {
                  heading: t.rejectChangeHeading,
                  reason: { label: t.optionalReasonLabel, required: false },
                },
                run: ({ reason }: Input) =>
                  workflow(`pending-changes/${row.id}/reject`, { reason }),
                done: adminCopy.changeRejected.title,
                failed: (error?: string) => error || failed.rejectChange,
              },
            ]
          : []),
      ]
    default:
      return []
  }
}

/**
 * The Actions column of a back-office list. Buttons show only to users the server would let act
 * (it refuses anyway); after an action the list is fetched again in place (router.refresh).
 */
export function RowActions({
  slug,
  row,
  waitingChange,
}: {
  slug: string
  row: ActionRow
  /** The pending change waiting for a super admin's decision on this row, if any. */
  waitingChange?: number
}) {
  const { user, permissions } = useAuth()
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  const router = useRouter()
  const [open, setOpen] = useState<Action | null>(null)
  const [input, setInput] = useState<Input>({ reason: '', report: '' })
  const [busy, setBusy] = useState(false)
  const [touched, setTouched] = useState(false)
  const may = (operation: 'update' | 'delete') =>
    Boolean(permissions?.collections?.[slug]?.[operation])
  const items = itemsFor(slug, row, may, user as AccessUser | null, admin, waitingChange)
  if (items.length === 0) return null

  const run = async (action: Action, values: Input) => {
    setBusy(true)
    const answer = await action.run(values)
    setBusy(false)
    if (!answer.ok) {
      toast.error(action.failed(answer.error))
      return
    }
    if (answer.queued)
      toast.success(adminCopy.changeSubmitted.title, {
        // The server's words: submitted now, or the same change already waiting.
        description: answer.message || adminCopy.changeSubmitted.description,
      })
    else if (slug === slugs.pendingChanges && action.done === adminCopy.changeApproved.title)
      toast.success(action.done, { description: adminCopy.changeApproved.description })
    else toast.success(action.done)
    router.refresh()
  }

  const start = (action: Action) => {
    if (!action.dialog) return void run(action, { reason: '', report: '' })
    setInput({ reason: '', report: '' })
    setTouched(false)
    setOpen(action)
  }

  const dialog = open?.dialog
  const reasonMissing = Boolean(dialog?.reason?.required && !input.reason.trim())
  return (
    <div
      data-row-actions={row.id}
      style={{ display: 'flex', gap: '0.25rem', alignItems: 'center', whiteSpace: 'nowrap' }}
    >
      {items.map((item) =>
        'note' in item ? (
          item.href ? (
            <Link key="note" href={item.href} className="pill pill--style-warning pill--size-small">
              {item.note}
            </Link>
          ) : (
            <span key="note" className="pill pill--style-warning pill--size-small">
              {item.note}
            </span>
          )
        ) : 'link' in item ? (
          <Button
            key={item.label}
            el="link"
            url={item.link}
            buttonStyle="secondary"
            size="small"
            margin={false}
          >
            {item.label}
          </Button>
        ) : (
          <Button
            key={item.label}
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy || item.disabled}
            onClick={() => start(item)}
          >
            {item.label}
          </Button>
        ),
      )}
      {open && dialog ? (
        <ActionDialog
          heading={dialog.heading}
          confirmLabel={open.label}
          confirmDisabled={reasonMissing || Boolean(dialog.chooseReport && !input.report)}
          onConfirm={() => run(open, input)}
          onClose={() => setOpen(null)}
        >
          {dialog.body ? <p className="fr-flush">{dialog.body}</p> : null}
          {dialog.reason ? (
            <label className="fr-field">
              {dialog.reason.label}
              <textarea
                rows={3}
                value={input.reason}
                onBlur={() => setTouched(true)}
                onChange={(event) => {
                  setTouched(true)
                  setInput({ ...input, reason: event.target.value })
                }}
              />
              {reasonMissing && touched ? (
                <span role="note" style={{ color: 'var(--theme-error-500)' }}>
                  {`${adminCopy.pauseReasonRequired.title}: ${adminCopy.pauseReasonRequired.description}`}
                </span>
              ) : null}
            </label>
          ) : null}
          {dialog.chooseReport ? (
            <ReportChoice
              value={input.report}
              onChange={(report) => setInput({ ...input, report })}
            />
          ) : null}
        </ActionDialog>
      ) : null}
    </div>
  )
}
