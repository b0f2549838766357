import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'

/**
 * Pause (active projects only, a reason required) and Resume (paused projects only), back-office.md
 * section 4. Each writes a project-status-history entry; a failure to write it is logged and does
 * not undo the action. The caller has checked the user's right (mayEditProjects, endpoints/workflows.ts).
 * Both write as the user (a request bearing them), so the audit trail names who paused or resumed.
 */
export type ProjectActionResult = { ok: true } | { ok: false; status: number; message: string }

const recordHistory = async (
  payload: Payload,
  req: PayloadRequest,
  project: { id: number; title: string },
  from: string,
  to: string,
  reason: string | null,
  action: 'pause' | 'resume',
) => {
  try {
    await payload.create({
      collection: slugs.projectStatusHistory,
      data: {
        project: project.id,
        old_status: from,
        new_status: to,
        reason,
        changed_by: req.user!.id as number,
        changed_at: new Date().toISOString(),
        metadata: { action, project_title: project.title, user_email: req.user!.email ?? null },
      },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Project ${project.id}: the ${action} was saved but its status history entry was not`,
    })
  }
}

export const pauseProject = async (
  payload: Payload,
  user: TypedUser,
  id: number | string,
  reason: string | null | undefined,
): Promise<ProjectActionResult> => {
  if (!reason?.trim())
    return { ok: false, status: 400, message: adminCopy.pauseReasonRequired.description }
  const project = await payload.findByID({
    collection: slugs.projects,
    id,
    depth: 0,
    overrideAccess: true,
  })
  if (project.status !== 'active')
    return { ok: false, status: 409, message: 'Only an active project can be paused.' }
  const now = new Date().toISOString()
  const req = await createLocalReq({ user }, payload)
  await payload.update({
    collection: slugs.projects,
    id: project.id,
    data: {
      status: 'paused',
      pause_reason: reason.trim(),
      paused_at: now,
      paused_by: user.id as number,
      updated_by: user.id as number,
    },
    overrideAccess: true,
    req,
  })
  await recordHistory(payload, req, project, 'active', 'paused', reason.trim(), 'pause')
  return { ok: true }
}

export const resumeProject = async (
  payload: Payload,
  user: TypedUser,
  id: number | string,
  reason?: string | null,
): Promise<ProjectActionResult> => {
  const project = await payload.findByID({
    collection: slugs.projects,
    id,
    depth: 0,
    overrideAccess: true,
  })
  if (project.status !== 'paused')
    return { ok: false, status: 409, message: 'Only a paused project can be resumed.' }
  const now = new Date().toISOString()
  const req = await createLocalReq({ user }, payload)
  await payload.update({
    collection: slugs.projects,
    id: project.id,
    data: {
      status: 'active',
      pause_reason: null,
      resumed_at: now,
      resumed_by: user.id as number,
      updated_by: user.id as number,
    },
    overrideAccess: true,
    req,
  })
  await recordHistory(payload, req, project, 'paused', 'active', reason?.trim() || null, 'resume')
  return { ok: true }
}
