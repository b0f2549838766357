import type { Endpoint, PayloadRequest } from 'payload'

import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import { isActiveAdminUser } from '@/access/user'
import { adminCopy } from '@/copy/admin'
import { approveChange, rejectChange, requestChange } from '@/lib/workflows/changeRequests'
import { pauseProject, resumeProject } from '@/lib/workflows/projects'

/**
 * The back office's actions that are more than a field edit (back-office.md sections 4 and 6).
 * Every one checks the signed-in user itself: custom endpoints are public by default.
 */
const body = async (req: PayloadRequest): Promise<Record<string, unknown>> => {
  try {
    const data = (await req.json?.()) as unknown
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Any active admin may ask; the workflow itself checks the section's right (a plain admin's change is queued). */
const endpoint = (path: string, handler: (req: PayloadRequest, id: string, data: Record<string, unknown>) => Promise<Response>): Endpoint =>
  adminEndpoint({ path, method: 'post', may: isActiveAdminUser, handler: async (req) => handler(req, String(req.routeParams?.id ?? ''), await body(req)) })

const changeAnswer = (result: Awaited<ReturnType<typeof requestChange>>) =>
  json(result.result === 'denied' ? 403 : 200, result.result === 'denied' ? { error: result.message } : { result: result.result, message: result.message })

export const workflowEndpoints: Endpoint[] = [
  endpoint('/workflows/sponsorship-applications/:id/review', async (req, id, data) => {
    if (data.status !== 'approved' && data.status !== 'rejected') return json(400, { error: 'Send status "approved" or "rejected".' })
    return changeAnswer(await requestChange(req.payload, req.user, { table: 'sponsorship_applications', recordId: id, field: 'status', value: data.status }))
  }),
  endpoint('/workflows/impact-sponsors/:id/visibility', async (req, id, data) => {
    if (typeof data.is_active !== 'boolean') return json(400, { error: 'Send is_active true or false.' })
    return changeAnswer(await requestChange(req.payload, req.user, { table: 'impact_sponsors', recordId: id, field: 'is_active', value: data.is_active }))
  }),
  endpoint('/workflows/pending-changes/:id/approve', async (req, id) => {
    const review = await approveChange(req.payload, req.user, id)
    return review.ok ? json(200, { message: adminCopy.changeApproved.description }) : json(review.status, { error: review.message })
  }),
  endpoint('/workflows/pending-changes/:id/reject', async (req, id, data) => {
    const review = await rejectChange(req.payload, req.user, id, typeof data.reason === 'string' ? data.reason : null)
    return review.ok ? json(200, { message: adminCopy.changeRejected.title }) : json(review.status, { error: review.message })
  }),
  endpoint('/workflows/projects/:id/pause', async (req, id, data) => {
    const result = await pauseProject(req.payload, req.user, id, typeof data.reason === 'string' ? data.reason : null)
    return result.ok ? json(200, { message: adminCopy.projectPaused }) : json(result.status, { error: result.message })
  }),
  endpoint('/workflows/projects/:id/resume', async (req, id, data) => {
    const result = await resumeProject(req.payload, req.user, id, typeof data.reason === 'string' ? data.reason : null)
    return result.ok ? json(200, { message: adminCopy.projectResumed }) : json(result.status, { error: result.message })
  }),
]
