import type { Endpoint } from 'payload'

import { isSuperAdminUser } from '@/access/user'
import { authCopy } from '@/copy/auth'
import { inviteAdminUser } from '@/lib/users/invite'

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** 'Invite Admin User' (back-office.md 2): super admins only. */
export const inviteUserEndpoint: Endpoint = {
  path: '/workflows/users/invite',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json(401, { error: 'User not authenticated' })
    if (!isSuperAdminUser(req.user)) return json(403, { error: authCopy.onlySuperAdmins })
    let data: Record<string, unknown> = {}
    try {
      const parsed = (await req.json?.()) as unknown
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>
    } catch {
      // An unreadable body is an empty one: the e-mail check answers it.
    }
    const result = await inviteAdminUser(req, data)
    return result.ok ? json(201, { id: result.id, message: authCopy.inviteSent(result.email) }) : json(result.status, { error: result.message })
  },
}
