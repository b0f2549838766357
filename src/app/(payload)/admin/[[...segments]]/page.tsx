/* Payload's generated admin page, plus: a section the admin may not view shows 'Access Denied', and the tab title names the charity. */
import type { Metadata } from 'next'

import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { headers } from 'next/headers'

import { SHELL_VIEWS } from '@/admin/shell/paths'
import { deniedCollection, withProductTitle } from '@/admin/shell/routing'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  withProductTitle(await generatePageMetadata({ config, params, searchParams }))

const Page = async ({ params, searchParams }: Args) => {
  const { segments } = await params
  // Payload would answer 'Nothing found' (or a silently partial list); the address stays as typed.
  const denied = await deniedCollection(segments, await headers())
  if (denied)
    return RootPage({
      config,
      params: Promise.resolve({ segments: [SHELL_VIEWS.accessDenied.slice(1)] }),
      searchParams: Promise.resolve({ collection: denied }),
      importMap,
    })
  return RootPage({ config, params: Promise.resolve({ segments }), searchParams, importMap })
}

export default Page
