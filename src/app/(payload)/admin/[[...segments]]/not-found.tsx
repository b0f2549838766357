/* Payload's generated not-found page, replaced by back-office.md's (src/admin/shell/Views). */
import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'

import { SHELL_VIEWS } from '@/admin/shell/paths'
import { notFoundMetadata } from '@/admin/shell/routing'
import { importMap } from '../importMap'

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata()

const NotFound = () =>
  RootPage({
    config,
    params: Promise.resolve({ segments: [SHELL_VIEWS.notFound.slice(1)] }),
    searchParams: Promise.resolve({}),
    importMap,
  })

export default NotFound
