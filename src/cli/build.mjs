// `npm run build`: a production build, skipped when the one in .next matches the sources
// (pass --force to rebuild anyway).
import path from 'node:path'

import { compressBuildFiles } from './buildFiles.mjs'
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-state.mjs'
import { ROOT, loadEnv, log, run } from './runtime.mjs'

export const build = async ({ force = false } = {}) => {
  if (!force && buildIsCurrent()) {
    log('Production build is up to date')
    return 0
  }
  log('Building the production site (about a minute)...')
  const started = Date.now()
  const fingerprint = sourceFingerprint()
  const code = await run('next', ['build'], { detached: false }).done
  if (code === 0) {
    // Scripts and styles in brotli, served by serve.mjs to browsers that take it (buildFiles.mjs).
    await compressBuildFiles(path.join(ROOT, '.next', 'static'))
    recordBuild(fingerprint)
    log(`Built in ${Math.round((Date.now() - started) / 1000)} s`)
  }
  return code
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No secret is needed (or generated) to build: a Docker image must not carry one.
  loadEnv()
  process.exit(await build({ force: process.argv.includes('--force') }))
}
