// Decides whether the production build in .next is current: a fingerprint of every input that
// shapes it (sources, config, lockfile), kept beside the build.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from './runtime.mjs'

const INPUTS = [
  'src',
  'collections',
  'hooks',
  'endpoints',
  'public',
  'payload.config.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]
const FINGERPRINT = path.join(ROOT, '.next', 'source-fingerprint')

const walk = (target, hash) => {
  const full = path.join(ROOT, target)
  if (!fs.existsSync(full)) return
  const stat = fs.statSync(full)
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) walk(path.join(target, entry), hash)
  } else {
    hash.update(`${target}\0${stat.size}\0${Math.round(stat.mtimeMs)}\n`)
  }
}

export const sourceFingerprint = () => {
  const hash = createHash('sha256')
  for (const input of INPUTS) walk(input, hash)
  return hash.digest('hex')
}

export const buildIsCurrent = () =>
  fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
  fs.existsSync(FINGERPRINT) &&
  fs.readFileSync(FINGERPRINT, 'utf8') === sourceFingerprint()

/** Records the fingerprint taken when the build started: a file changed during the build makes it stale. */
export const recordBuild = (fingerprint) => fs.writeFileSync(FINGERPRINT, fingerprint)
