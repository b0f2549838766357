// Payload's command line as the launcher runs it (src/cli/payload.mjs explains the flag): a
// command that ends without finishing fails instead of exiting 0 having done nothing.
import path from 'node:path'

/** [executable, arguments] of `payload <args>`, for spawn and execFile. */
export const payloadCli = (...args: string[]): [string, string[]] => [
  process.execPath,
  ['--conditions=production', path.resolve('src/cli/payload.mjs'), ...args],
]
