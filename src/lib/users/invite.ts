import { randomBytes } from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { CHURCH_ADMIN, ROLES, SECTIONS, type Role, type Section } from '@/access/sections'
import { authCopy } from '@/copy/auth'
import { looksLikeEmail, MAX_LENGTH } from '@/lib/forms/rules'
import { queueAndRunSoon } from '@/lib/jobs/runSoon'
import { inviteEmail, passwordLink } from '@/lib/mail/adminAccess'

/** How long an invitation's set-password link works (a reset link works for an hour). */
export const INVITE_DAYS = 7

type Permissions = Partial<Record<Section, { can_view: boolean; can_edit: boolean }>>
export type InviteInput = {
  email?: unknown
  full_name?: unknown
  role?: unknown
  permissions?: unknown
}
export type InviteResult =
  { ok: true; id: number | string; email: string } | { ok: false; status: number; message: string }

/** Only the nine sections, only booleans; anything else falls back to the defaults (view yes, edit no). */
const cleanPermissions = (value: unknown): Permissions => {
  const given =
    value && typeof value === 'object'
      ? (value as Record<string, { can_view?: unknown; can_edit?: unknown } | undefined>)
      : {}
  return Object.fromEntries(
    SECTIONS.map(({ value: section }) => {
      const entry = given[section] ?? {}
      return [
        section,
        {
          can_view: typeof entry.can_view === 'boolean' ? entry.can_view : true,
          can_edit: typeof entry.can_edit === 'boolean' ? entry.can_edit : false,
        },
      ]
    }),
  )
}

/**
 * A super admin (mayInviteAdmins, checked by endpoints/users.ts) invites an admin: the account is created with an unguessable password nobody
 * knows, and Payload's forgot-password token (valid INVITE_DAYS) goes out in an invitation e-mail
 * through the send-email job, so the new admin chooses a password before first signing in.
 */
export const inviteAdminUser = async (
  req: PayloadRequest,
  input: InviteInput,
): Promise<InviteResult> => {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  if (!looksLikeEmail(email) || email.length > MAX_LENGTH.email)
    return { ok: false, status: 400, message: authCopy.inviteEmailRequired }
  const role: Role = ROLES.includes(input.role as Role) ? (input.role as Role) : 'admin'
  const fullName =
    typeof input.full_name === 'string' && input.full_name.trim()
      ? input.full_name.trim().slice(0, 120)
      : null

  const existing = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return { ok: false, status: 409, message: authCopy.inviteExists }

  // The account and its token in one transaction; the e-mail is queued once both are committed,
  // so the job never starts before the token it carries can be used.
  const shouldCommit = await initTransaction(req)
  let created: { id: number | string; token: string }
  try {
    created = await createWithToken(req, {
      email,
      role,
      fullName,
      permissions: cleanPermissions(input.permissions),
    })
    if (shouldCommit) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  const invitedBy = req.user?.full_name || req.user?.email || 'A super admin'
  const message = inviteEmail({
    link: passwordLink(req, created.token),
    fullName,
    invitedBy,
    days: INVITE_DAYS,
  })
  await queueAndRunSoon(req.payload, { task: 'send-email', input: { to: email, ...message } })
  return { ok: true, id: created.id, email }
}

/**
 * The account with a password nobody knows, and the set-password token an invitation carries
 * (valid INVITE_DAYS), inside the request's transaction. A staff invitation is created as the
 * inviting super admin; a church admin by the church review, whose endpoint checked its right.
 */
export const createWithToken = async (
  req: PayloadRequest,
  {
    email,
    role,
    fullName,
    permissions,
    church,
  }: {
    email: string
    role: Role | typeof CHURCH_ADMIN
    fullName: string | null
    permissions?: Permissions
    church?: number
  },
): Promise<{ id: number | string; token: string }> => {
  const user = await req.payload.create({
    collection: 'users',
    data: {
      email,
      password: randomBytes(32).toString('base64url'),
      full_name: fullName,
      role,
      is_active: true,
      invited_at: new Date().toISOString(),
      ...(permissions ? { permissions } : {}),
      ...(church ? { church } : {}),
    },
    ...(church ? { overrideAccess: true } : { overrideAccess: false, user: req.user! }),
    req,
  })
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: INVITE_DAYS * 24 * 60 * 60 * 1000,
    req,
  })
  if (!token) throw new Error(`No set-password token for the invited user ${user.id}`)
  return { id: user.id, token }
}
