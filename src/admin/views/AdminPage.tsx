import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import React from 'react'

import { mayUseBackOffice, type Right } from '@/access/rights'
import { authCopy } from '@/copy/auth'

/** Who may open a custom view: an active admin who holds the view's right (src/access/rights.ts). */
export type ViewAccess = { may: Right }

export const mayOpenView = (
  user: PayloadRequest['user'] | undefined,
  access: ViewAccess,
): boolean => mayUseBackOffice(user) && access.may(user)

type Props = AdminViewServerProps & {
  access: ViewAccess
  title: string
  description?: string
  /** Rendered only for a user allowed in; the data is read here, never before the check. */
  render: (req: PayloadRequest) => Promise<React.ReactNode> | React.ReactNode
}

/**
 * The frame of every custom admin view. Payload's root views are public by default, so each one
 * checks the user here, on the server: no session goes to the login page, a user without the
 * rights gets 'Access Denied' and none of the view's data is read.
 */
export async function AdminPage({
  initPageResult,
  params,
  searchParams,
  access,
  title,
  description,
  render,
}: Props) {
  const { req } = initPageResult
  const { payload, user } = req
  if (!user) {
    const { routes } = payload.config
    const here = `${routes.admin}/${[params?.segments ?? []].flat().join('/')}`
    redirect(
      `${routes.admin}${payload.config.admin.routes.login}?redirect=${encodeURIComponent(here)}`,
    )
  }
  const allowed = mayOpenView(user, access)
  return (
    <AdminFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {allowed ? (
        <div className="fr-view">
          <header style={{ margin: '1.5rem 0' }}>
            <h1 style={{ margin: 0 }}>{title}</h1>
            {description ? (
              <p style={{ margin: '0.5rem 0 0', opacity: 0.8 }}>{description}</p>
            ) : null}
          </header>
          {await render(req)}
        </div>
      ) : (
        <Refusal>
          {mayUseBackOffice(user) ? authCopy.noViewPermission : authCopy.noAdminPrivileges}
        </Refusal>
      )}
    </AdminFrame>
  )
}

type FrameProps = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  children: React.ReactNode
}

/** Payload's default template (sidebar and headers) around a custom view's content. */
export function AdminFrame({ initPageResult, params, searchParams, children }: FrameProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}

/** 'Access Denied' and why, in place of a page the user may not open. */
export function Refusal({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="fr-refusal">
      <h1>{authCopy.accessDenied}</h1>
      <p>{children}</p>
    </div>
  )
}
