// What the production image holds besides node_modules: the build, and the sources the launcher
// reads at start (payload run compiles the config and prepare-database.ts; build-state.mjs
// fingerprints them). One list for the Dockerfile and deploy/check-production-output.mjs.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const RUNTIME_FILES = [
  '.next',
  'public',
  'src',
  'collections',
  'hooks',
  'endpoints',
  'payload.config.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'deploy/container-start.mjs',
  'deploy/finish-image.mjs',
  'deploy/healthcheck.mjs',
]

/** Copies RUNTIME_FILES from `from` into `to`, times kept; Next's cache of the build machine stays behind. */
export const copyRuntimeFiles = (from, to) => {
  for (const name of RUNTIME_FILES) {
    fs.cpSync(path.join(from, name), path.join(to, name), {
      recursive: true,
      preserveTimestamps: true,
      verbatimSymlinks: true,
      filter: (source) => path.relative(path.join(from, '.next'), source) !== 'cache',
    })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [to] = process.argv.slice(2)
  if (!to) {
    console.error('usage: node deploy/runtime-files.mjs <folder>')
    process.exit(2)
  }
  copyRuntimeFiles(process.cwd(), path.resolve(to))
}
