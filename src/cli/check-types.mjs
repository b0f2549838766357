// `npm run types:check`: fails when src/payload-types.ts differs from what the config generates.
// Payload no longer generates types at every boot (payload.config.ts, typescript.autoGenerate), so a
// collection changed without `npm run generate` is caught here, in the static checks, instead.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from './runtime.mjs'

const committed = path.join(ROOT, 'src', 'payload-types.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-types-'))
const generated = path.join(dir, 'payload-types.ts')
try {
  execFileSync(
    process.execPath,
    ['--conditions=production', path.join(ROOT, 'src', 'cli', 'payload.mjs'), 'generate:types'],
    {
      cwd: ROOT,
      // Generating reads the config only; no database is opened and no secret is kept.
      env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: generated, PAYLOAD_SECRET: 'types-check' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  if (fs.readFileSync(generated, 'utf8') !== fs.readFileSync(committed, 'utf8')) {
    console.error(
      'src/payload-types.ts differs from the collections: run `npm run generate` and commit the result.',
    )
    process.exit(1)
  }
  console.log('src/payload-types.ts matches the collections')
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
