import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { slugs } from '@collections/slugs'
import { env } from '@/lib/config/env'

export const s3Configured = (): boolean => Boolean(env('S3_BUCKET'))

const uploadCollections = [
  slugs.media,
  slugs.volunteerResumes,
  slugs.sponsorLogos,
  slugs.pitchDecks,
  slugs.reportFiles,
  slugs.driverDocuments,
] as const

/**
 * S3-compatible storage when S3_BUCKET is set. Files stay behind Payload's access-checked routes
 * (no public bucket URLs), and the plugin's columns exist with or without S3 (alwaysInsertFields),
 * so the committed migrations are the same either way.
 */
export const storagePlugin = (): Plugin =>
  s3Storage({
    enabled: s3Configured(),
    alwaysInsertFields: true,
    collections: Object.fromEntries(uploadCollections.map((slug) => [slug, { prefix: slug }])),
    bucket: env('S3_BUCKET') || 'unset',
    config: {
      endpoint: env('S3_ENDPOINT'),
      region: env('S3_REGION'),
      forcePathStyle: env('S3_FORCE_PATH_STYLE'),
      // A storage service that hangs instead of refusing must not hold a visitor's request (and its
      // database transaction) open: it fails in seconds, and the upload is queued for later.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      credentials: {
        accessKeyId: env('S3_ACCESS_KEY_ID') || '',
        secretAccessKey: env('S3_SECRET_ACCESS_KEY') || '',
      },
    },
  })
