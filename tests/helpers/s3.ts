// A local S3 (s3rver) for tests: a bucket in a temporary folder, the S3_* variables the app reads
// to use it, and a way to stop and restart it to play an outage.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { findFreePort } from '@/lib/db/embedded.mjs'

type S3Variable =
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'

export type LocalS3 = {
  bucket: string
  /** The S3_* variables pointing the app at this bucket. */
  env: Record<S3Variable, string>
  /** Whether the object with this key is stored (s3rver keeps each body in "<key>._S3rver_object"). */
  has: (key: string) => boolean
  /** Every stored key, relative to the bucket. */
  keys: () => string[]
  start: () => Promise<void>
  stop: () => Promise<void>
  /** Stops the server and deletes its folder. */
  close: () => Promise<void>
}

export const startLocalS3 = async (bucket: string): Promise<LocalS3> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-s3-'))
  const port = await findFreePort()
  let server: S3rver | undefined
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket }],
    })
    await server.run()
  }
  const stop = async () => {
    await server?.close()
    server = undefined
  }
  const root = path.join(dir, bucket)
  const keys = () => {
    const found: string[] = []
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.name.endsWith('._S3rver_object'))
          found.push(path.relative(root, full).replace(/\._S3rver_object$/, ''))
      }
    }
    walk(root)
    return found
  }
  await start()
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    has: (key) => fs.existsSync(path.join(root, `${key}._S3rver_object`)),
    keys,
    start,
    stop,
    close: async () => {
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
