// `node src/cli/check-config.mjs [--container]`: checks the settings in the environment before
// anything starts and prints one line per problem (src/lib/config/check.ts), exit code 1 if there
// is any. The Docker image checks them first (deploy/container-start.mjs); --container also
// requires DATABASE_URI.
import module, { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { log } from './runtime.mjs'

// The rules are TypeScript shared with the app: Node 22.18+ strips the types, and this resolves their
// extensionless imports (`../siteUrl`) the way the app's bundler does.
const canLoadTypeScript = Boolean(process.features?.typescript && module.registerHooks)
if (canLoadTypeScript) {
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context)
      } catch (error) {
        const fromTypeScript = context.parentURL?.endsWith('.ts') && /^\.\.?\//.test(specifier)
        if (!fromTypeScript || error.code !== 'ERR_MODULE_NOT_FOUND') throw error
        return nextResolve(`${specifier}.ts`, context)
      }
    },
  })
}

// Older Node (20 is supported) loads them with tsx, the TypeScript loader Payload's bin uses, found
// from Payload as its bin finds it. Not checking there let a bad setting through to "Ready" and a 500
// on every page (issue #29).
const loadRules = async () => {
  if (canLoadTypeScript) return import('../lib/config/check.ts')
  const tsx = createRequire(import.meta.resolve('payload')).resolve('tsx/esm/api')
  const { tsImport } = await import(pathToFileURL(tsx).href)
  return tsImport('../lib/config/check.ts', import.meta.url)
}

/** The problems of `env`, one line each; [] when it can start. */
export const configProblems = async (env = process.env, options = {}) => {
  const { checkConfig } = await loadRules()
  return checkConfig(env, options)
}

/** Prints each problem and exits with code 1 when there is any. */
export const refuseBadConfig = async (env = process.env, options = {}) => {
  const problems = await configProblems(env, options)
  if (problems.length === 0) return
  for (const problem of problems) console.error(`[fellowship] Configuration: ${problem}`)
  console.error(
    `[fellowship] Not started: ${problems.length === 1 ? 'fix the setting above' : `fix the ${problems.length} settings above`} (README, "Configuration").`,
  )
  process.exit(1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await refuseBadConfig(process.env, { container: process.argv.includes('--container') })
  log('Configuration checked: no problem found')
}
