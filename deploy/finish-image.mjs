// The production image's last step (Dockerfile), run in the app's folder as root: the launcher
// rebuilds when the sources' fingerprint differs from the build's, so the fingerprint of the files
// as they are in the image is recorded (whatever times COPY gave them); then the only folders the
// app writes, the uploads and Next's cache, are made and given to the unprivileged `node` user.
// deploy/check-production-output.mjs runs this same script on its copy of the image's files, so a
// broken step fails the test run, not the first `docker build`.
// Usage: node deploy/finish-image.mjs <uploads folder>
import fs from 'node:fs'
import path from 'node:path'

import { recordBuild, sourceFingerprint } from '../src/cli/build-state.mjs'
import { ROOT } from '../src/cli/runtime.mjs'

/** The image's `node` user (uid and gid 1000 in the official Node images). */
const NODE_USER = 1000

const [uploads] = process.argv.slice(2)
if (!uploads) {
  console.error('usage: node deploy/finish-image.mjs <uploads folder>')
  process.exit(2)
}
recordBuild(sourceFingerprint())
for (const dir of [path.resolve(uploads), path.join(ROOT, '.next', 'cache')]) {
  fs.mkdirSync(dir, { recursive: true })
  if (process.getuid?.() === 0) fs.chownSync(dir, NODE_USER, NODE_USER)
}
console.log('The image is finished: build fingerprint recorded, uploads and cache folders ready')
