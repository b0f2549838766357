import type { Metadata } from 'next'

import { headers } from 'next/headers'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import React from 'react'

import { mayEnterBackOffice } from '@/access/rights'
import { loginErrorText, safeAdminTarget } from '@/admin/shell/login'
import { SIGNED_OUT_PARAM } from '@/admin/shell/paths'
import { authCopy } from '@/copy/auth'
import { shellCopy } from '@/copy/shell'
import { getSiteSettings } from '@/lib/content'
import { getPayload } from '@/lib/payload/client'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return { title: `${authCopy.loginTitle} · ${shellCopy.adminTitle(site_name)}` }
}

function Message({
  kind,
  title,
  description,
}: {
  kind: 'ok' | 'error'
  title: string
  description: string
}) {
  return (
    <div
      className={`login__message login__message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <p>{title}</p>
      <p>{description}</p>
    </div>
  )
}

/**
 * back-office.md's sign-in, rendered on the server with no script: a plain form posted to
 * ./submit, which signs in through Payload's own login. A signed-in admin goes to the dashboard.
 */
export default async function LoginPage({ searchParams }: Args) {
  const params = await searchParams
  const target = safeAdminTarget(one(params.redirect))
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  if (user && mayEnterBackOffice(user)) redirect(target)
  const { site_name, logo_light } = await getSiteSettings()
  const logo =
    typeof logo_light === 'object' && logo_light?.url ? logo_light.url : '/logo-light.svg'
  const error = loginErrorText(one(params.error), Number(one(params.wait)) || 60)
  return (
    <main className="login">
      <div className="login__brand">
        <img src={logo} alt="" width={48} height={48} />
        <div>
          <p>{site_name}</p>
          <h1>{authCopy.loginTitle}</h1>
        </div>
      </div>
      {user ? (
        <Message
          kind="error"
          title={authCopy.accessDenied}
          description={authCopy.noAdminPrivileges}
        />
      ) : null}
      {error ? <Message kind="error" {...error} /> : null}
      {one(params[SIGNED_OUT_PARAM]) ? <Message kind="ok" {...shellCopy.signedOut} /> : null}
      {one(params.passwordUpdated) ? <Message kind="ok" {...authCopy.passwordUpdated} /> : null}
      <form method="post" action="/admin/login/submit">
        <input type="hidden" name="redirect" value={target} />
        <label>
          {authCopy.emailLabel}
          <input name="email" type="email" autoComplete="email" required autoFocus />
        </label>
        <label>
          {authCopy.passwordLabel}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit">{authCopy.loginButton}</button>
        <Link href="/admin/forgot">{authCopy.forgotPassword}</Link>
      </form>
    </main>
  )
}
