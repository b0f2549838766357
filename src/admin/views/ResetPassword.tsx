import type { AdminViewServerProps } from 'payload'

import { MinimalTemplate } from '@payloadcms/next/templates'
import { Link } from '@payloadcms/ui'
import React from 'react'

import { authCopy } from '@/copy/auth'

import { ResetPasswordForm } from './ResetPasswordForm'

/**
 * Set new password (back-office.md 2, 'Password reset mode'): the screen behind reset and
 * invitation links, /admin/reset?token=…. Public by design; the token is the credential, checked
 * here so a bad or expired link says so at once instead of after typing a password.
 */
export async function ResetPasswordView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const raw = searchParams?.token
  const token = typeof raw === 'string' ? raw : ''
  const valid =
    /^[0-9a-f]{40}$/.test(token) &&
    Boolean(
      await payload.db.findOne({
        collection: 'users',
        where: {
          and: [
            { resetPasswordToken: { equals: token } },
            { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
          ],
        },
        req: initPageResult.req,
      }),
    )
  const loginHref = `${payload.config.routes.admin}${payload.config.admin.routes.login}`
  const heading = valid ? authCopy.resetTitle : authCopy.resetLinkError
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
