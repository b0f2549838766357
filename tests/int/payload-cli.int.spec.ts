// Payload's command line as the launcher and the tests run it (src/cli/payload.mjs): a command whose
// import never settles used to end with exit code 0 having done nothing, and `npm start` then served
// an empty site while the tests met `relation "churches" does not exist`. It must fail, and say so.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, it } from 'vitest'

import { payloadCli } from '../helpers/payloadCli'

const run = async (script: string) =>
  promisify(execFile)(...payloadCli('run', script)).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

it('a command that ends without finishing fails with a message instead of exiting 0', async () => {
  const { code, stderr } = await run('tests/helpers/neverSettles.script.ts')
  expect(code).toBe(1)
  expect(stderr).toContain(
    '`payload run tests/helpers/neverSettles.script.ts` ended without finishing',
  )
})

it('a command that finishes exits 0, and its output is its own', async () => {
  const { code, stdout, stderr } = await run('tests/helpers/settles.script.ts')
  expect(code).toBe(0)
  expect(stdout).toContain('the script ran')
  expect(stderr).not.toContain('ended without finishing')
})
