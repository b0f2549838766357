import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { RESUME_MAX_BYTES } from '@collections/uploadLimits'
import { env } from '@/lib/config/env'
import { s3Configured } from '@/lib/storage/s3'

import { describeFailure } from './failure'

type StorageState = { ok: true } | { ok: false; reason: string }
/** A failed probe: its public reason, and for the log where and how it failed. */
type Failed = { ok: false; reason: string; detail: string }
type Probed = { ok: true } | Failed

/** One probe per instance at most this often: Docker asks every 15 s, a monitor perhaps more. */
const CHECK_EVERY_MS = 30_000
/** Well inside the image's health check timeout (5 s): a hung NFS or S3 counts as failing. */
const PROBE_TIMEOUT_MS = 3_000

let last: { at: number; state: Promise<StorageState> } | undefined
let lastReason: string | undefined

/** The folders Payload writes uploads to on this instance (none when S3 takes every collection). */
const localFolders = (payload: Payload): string[] => {
  const folders = new Set<string>()
  for (const { config } of Object.values(payload.collections)) {
    const upload = config.upload
    if (upload && !upload.disableLocalStorage && upload.staticDir)
      folders.add(path.resolve(upload.staticDir))
  }
  return [...folders]
}

/** A small file written and removed, and room for the largest file a form takes. */
const probeFolder = async (folder: string): Promise<void> => {
  const probe = path.join(folder, `.health-${randomBytes(6).toString('hex')}`)
  await fs.mkdir(folder, { recursive: true })
  await fs.writeFile(probe, 'ok')
  await fs.rm(probe)
  const { bavail, bsize } = await fs.statfs(folder)
  if (bavail * bsize < RESUME_MAX_BYTES)
    throw Object.assign(new Error('Not enough free space'), { code: 'ENOSPC' })
}

const WAITING = 'files sent with forms wait to be attached'

const probeLocal = async (payload: Payload): Promise<Probed> => {
  const folders = localFolders(payload)
  const results = await Promise.allSettled(folders.map(probeFolder))
  const failed = results.findIndex((result) => result.status === 'rejected')
  if (failed < 0) return { ok: true }
  const error: unknown = (results[failed] as PromiseRejectedResult).reason
  const code = (error as { code?: unknown }).code
  return {
    ok: false,
    reason:
      code === 'ENOSPC'
        ? `The uploads folder's disk is full: ${WAITING}.`
        : `The uploads folder cannot be written (${typeof code === 'string' ? code : describeFailure(error)}): ${WAITING}.`,
    detail: `the uploads folder ${folders[failed]} cannot take files (${describeFailure(error)})`,
  }
}

/** The bucket answers these credentials (HEAD only: no object written, nothing billed for storage). */
const probeS3 = async (): Promise<Probed> => {
  const client = new S3Client({
    endpoint: env('S3_ENDPOINT'),
    region: env('S3_REGION'),
    forcePathStyle: env('S3_FORCE_PATH_STYLE'),
    requestHandler: { connectionTimeout: PROBE_TIMEOUT_MS, requestTimeout: PROBE_TIMEOUT_MS },
    maxAttempts: 1,
    credentials: {
      accessKeyId: env('S3_ACCESS_KEY_ID') || '',
      secretAccessKey: env('S3_SECRET_ACCESS_KEY') || '',
    },
  })
  try {
    await client.send(new HeadBucketCommand({ Bucket: env('S3_BUCKET')! }))
    return { ok: true }
  } catch (error) {
    return {
      ok: false,
      reason: `The S3 bucket failed its check (${describeFailure(error)}): ${WAITING}.`,
      detail: `the S3 bucket ${env('S3_BUCKET')} failed its check (${describeFailure(error)})`,
    }
  } finally {
    client.destroy()
  }
}

const probe = async (payload: Payload): Promise<StorageState> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Probed[]>((resolve) => {
    const seconds = PROBE_TIMEOUT_MS / 1000
    const reason = `Storage did not answer within ${seconds} s: ${WAITING}.`
    timer = setTimeout(
      () => resolve([{ ok: false, reason, detail: `storage did not answer within ${seconds} s` }]),
      PROBE_TIMEOUT_MS,
    )
  })
  const checks = [probeLocal(payload), ...(s3Configured() ? [probeS3()] : [])]
  try {
    const probed = await Promise.race([Promise.all(checks), timeout])
    const failed = probed.find((one): one is Failed => !one.ok)
    const reason = failed?.reason
    // Logged when the verdict changes, not at every probe of a long outage.
    if (reason !== lastReason) {
      if (failed) payload.logger.error(`Health check: ${failed.detail}; /api/health answers 503`)
      else payload.logger.info('Health check: storage takes files again')
    }
    lastReason = reason
    return failed ? { ok: false, reason: failed.reason } : { ok: true }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Can this instance store uploaded files? Asked by /api/health: a read-only or full uploads volume,
 * or S3 down, used to show only as forms' files waiting in attach-upload jobs (issue #29). Probed
 * at most every CHECK_EVERY_MS; callers at the same moment share one probe.
 */
export const checkStorage = (payload: Payload): Promise<StorageState> => {
  const now = Date.now()
  if (!last || now - last.at >= CHECK_EVERY_MS) last = { at: now, state: probe(payload) }
  return last.state
}

/** Storage just failed a visitor's file: the next health check probes again instead of answering from before. */
export const forgetStorageCheck = () => {
  last = undefined
}

/** Files sent with forms that wait in attach-upload jobs for storage to take them. */
export const filesWaiting = async (payload: Payload): Promise<number> =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        taskSlug: { equals: 'attach-upload' },
        completedAt: { exists: false },
        hasError: { not_equals: true },
      },
      overrideAccess: true,
    })
  ).totalDocs
