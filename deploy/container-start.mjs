// The image's command: the settings are checked (one line per problem, src/lib/config/check.ts),
// then `npm start`'s launcher runs on the image's build: migrations under a lock, the first admin,
// the server. Next reads its configuration from the build, as its standalone server does, so the
// image needs no compiler for next.config.ts.
import fs from 'node:fs'

import { refuseBadConfig } from '../src/cli/check-config.mjs'

await refuseBadConfig(process.env, { container: true })
const { config } = JSON.parse(
  fs.readFileSync(new URL('../.next/required-server-files.json', import.meta.url), 'utf8'),
)
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
await import('../src/cli/start.mjs')
