import type { AdminViewServerProps } from 'payload'

import Link from 'next/link'
import { redirect } from 'next/navigation'
import React from 'react'

import { mayEnterBackOffice } from '@/access/rights'
import { authCopy } from '@/copy/auth'
import { shellCopy } from '@/copy/shell'

import { AdminFrame, Refusal } from '../views/AdminPage'
import { sectionLabelOf } from './sections'
import { SignOutOnOpen } from './SignOut.client'

/** back-office.md's not-found page: 404, 'Oops! Page not found' and a link home (and back to the dashboard). */
export function NotFoundView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { user, payload } = initPageResult.req
  const content = (
    <div className="fr-not-found">
      <p className="fr-not-found__code">{shellCopy.notFound.code}</p>
      <h1>{shellCopy.notFound.title}</h1>
      <p className="fr-not-found__links">
        <Link href="/">{shellCopy.notFound.home}</Link>
        {mayEnterBackOffice(user) ? (
          <Link href={payload.config.routes.admin}>{shellCopy.backToDashboard}</Link>
        ) : null}
      </p>
    </div>
  )
  if (!mayEnterBackOffice(user)) return content
  return (
    <AdminFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {content}
    </AdminFrame>
  )
}

/** A list or record of a section the admin may not view: 'Access Denied' naming the section. */
export function AccessDeniedView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { payload, user } = initPageResult.req
  if (!user) redirect(`${payload.config.routes.admin}${payload.config.admin.routes.login}`)
  const slug = typeof searchParams?.collection === 'string' ? searchParams.collection : ''
  const collection = payload.config.collections.find((entry) => entry.slug === slug)
  const plural = collection?.labels?.plural
  const label = sectionLabelOf(slug) ?? (typeof plural === 'string' ? plural : undefined)
  return (
    <AdminFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Refusal>
        {!mayEnterBackOffice(user)
          ? authCopy.noAdminPrivileges
          : label
            ? shellCopy.noSectionPermission(label)
            : authCopy.noViewPermission}
      </Refusal>
    </AdminFrame>
  )
}

/** Payload's 'unauthorized' page (a signed-in user without admin rights, e.g. deactivated meanwhile). */
export function UnauthorizedView({ initPageResult }: AdminViewServerProps) {
  const { routes, admin } = initPageResult.req.payload.config
  return (
    <div className="fr-refusal fr-refusal--alone">
      <Refusal>{authCopy.noAdminPrivileges}</Refusal>
      <a className="fr-header__sign-out" href={`${routes.admin}${admin.routes.logout}`}>
        {shellCopy.signOut}
      </a>
    </div>
  )
}

/** Payload's /admin/logout (the unauthorized page's Sign Out leads here): the header's sign-out, at once. */
export function LogoutView() {
  return (
    <div className="fr-refusal fr-refusal--alone">
      <SignOutOnOpen />
    </div>
  )
}
