import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import { mayInviteAdmins } from '@/access/rights'
import { authCopy } from '@/copy/auth'
import { inviteAdminUser } from '@/lib/users/invite'

/** 'Invite Admin User' (back-office.md 2): super admins only. */
export const inviteUserEndpoint = adminEndpoint({
  path: '/workflows/users/invite',
  method: 'post',
  may: mayInviteAdmins,
  denied: authCopy.onlySuperAdmins,
  handler: async (req) => {
    let data: Record<string, unknown> = {}
    try {
      const parsed = (await req.json?.()) as unknown
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        data = parsed as Record<string, unknown>
    } catch {
      // An unreadable body is an empty one: the e-mail check answers it.
    }
    const result = await inviteAdminUser(req, data)
    return result.ok
      ? json(201, { id: result.id, message: authCopy.inviteSent(result.email) })
      : json(result.status, { error: result.message })
  },
})
