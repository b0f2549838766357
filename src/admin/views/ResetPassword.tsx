import type { AdminViewServerProps } from 'payload'

import { MinimalTemplate } from '@payloadcms/next/templates'
import { Link } from '@payloadcms/ui'
import React from 'react'

import { authCopy } from '@/copy/auth'

import { ResetPasswordForm } from './ResetPasswordForm'

/**
 * A reset link works for an hour, an invitation's for days (src/lib/users/invite.ts): a link good
 * for more than a day is an invitation, and a new admin is welcomed, not told to reset.
 */
const isInvitation = (expiration: string | null | undefined) =>
  Boolean(expiration) && new Date(expiration!).getTime() - Date.now() > 24 * 3600 * 1000

/**
 * Set new password (back-office.md 2, 'Password reset mode'): the screen behind reset and
 * invitation links, /admin/reset?token=…. Public by design; the token is the credential, checked
 * here so a bad or expired link says so at once instead of after typing a password.
 */
export async function ResetPasswordView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const raw = searchParams?.token
  const token = typeof raw === 'string' ? raw : ''
  const user = /^[0-9a-f]{40}$/.test(token)
    ? await payload.db.findOne<{ id: number; resetPasswordExpiration?: string | null }>({
        collection: 'users',
        where: {
          and: [
            { resetPasswordToken: { equals: token } },
            { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
          ],
        },
        req: initPageResult.req,
      })
    : null
  const valid = Boolean(user)
  const invitation = isInvitation(user?.resetPasswordExpiration)
  const loginHref = `${payload.config.routes.admin}${payload.config.admin.routes.login}`
  const heading = !valid
    ? authCopy.resetLinkError
    : invitation
      ? authCopy.inviteTitle
      : authCopy.resetTitle
  return (
    <MinimalTemplate className="reset-password">
      <div className="form-header">
        <h1>{heading.title}</h1>
        <p role={valid ? undefined : 'alert'}>{heading.description}</p>
      </div>
      {/* The sign-in page is a page load of its own (src/app/(login)), so it says so itself. */}
      {valid ? (
        <ResetPasswordForm token={token} loginHref={`${loginHref}?passwordUpdated=1`} />
      ) : null}
      <Link
        href={
          valid ? loginHref : `${payload.config.routes.admin}${payload.config.admin.routes.forgot}`
        }
        prefetch={false}
      >
        {valid ? 'Back to Login' : 'Request a new link'}
      </Link>
    </MinimalTemplate>
  )
}
