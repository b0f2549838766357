'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import Link from 'next/link'
import { formatAdminURL } from 'payload/shared'

import { slugs } from '@collections/slugs'
import { monthlyGivingCopy } from '@/copy/monthlyGiving'

/**
 * Under a gift's monthly donations: the same donations in the Donations list, where every row opens
 * and reads as on any other day (Payload's table here opens a row only from its small pencil).
 */
export function GiftDonationsLink() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  if (id === undefined || id === null) return null
  const href = formatAdminURL({
    adminRoute: config.routes.admin,
    path: `/collections/${slugs.donations}?where[monthly_gift][equals]=${encodeURIComponent(String(id))}`,
  })
  return (
    <p style={{ margin: '0.5rem 0 0' }}>
      <Link href={href} prefetch={false}>
        {monthlyGivingCopy.gift.donationsLink}
      </Link>
    </p>
  )
}
