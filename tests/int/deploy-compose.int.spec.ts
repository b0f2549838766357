// The Docker deployment's contract, read from its files the way Docker reads them: no Docker engine
// runs on our machines. The image itself is checked after the build (deploy/check-production-output.mjs).
import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterEach, describe, expect, it } from 'vitest'

import { checkConfig } from '@/lib/config/check'

import {
  envExampleNames,
  interpolate,
  projectName,
  readCompose,
  resolveCompose,
  volumeName,
  type ComposeFile,
} from '../helpers/compose'

const run = promisify(execFile)

/** Settings of .env.example that compose decides for the container itself, and why. */
const SET_BY_COMPOSE: Record<string, string> = {
  PORT: 'the container always listens on 3000; Caddy is the way in',
  UPLOADS_DIR: 'the uploads volume every replica shares',
}
/** Settings of a developer's machine or the test suite, meaningless in the image. */
const NOT_FOR_CONTAINERS = [
  'EMBEDDED_PG_DIR',
  'EMBEDDED_PG_PORT',
  'TEST_DATABASE_URI',
  'CHROMIUM_PATH',
]
/** Compose's own settings, read from .env too (README, "Deploying"). */
const COMPOSE_ONLY = {
  POSTGRES_PASSWORD: 'postgres-password',
  BACKUP_KEEP: '7',
  BACKUP_TIME: '03:30',
}
/** What production needs, well-formed. */
const REQUIRED = {
  PAYLOAD_SECRET: 'a'.repeat(64),
  PUBLIC_SERVER_URL: 'https://rides.example.org',
  POSTGRES_PASSWORD: 'p@ss/w#rd%',
  PAYSTACK_SECRET_KEY: 'sk_live_1',
  PAYSTACK_PUBLIC_KEY: 'pk_live_1',
}

describe('docker-compose.yml', () => {
  it('passes every setting of .env.example to the app', () => {
    const names = envExampleNames()
    expect(names.length).toBeGreaterThan(40)
    // Each setting gets a value of its own, so we see which one arrives where.
    const env: Record<string, string> = Object.fromEntries([
      ...Object.entries(COMPOSE_ONLY),
      ...names.map((name) => [name, `value-of-${name}`]),
    ])
    const { compose, errors } = resolveCompose(env)
    expect(errors).toEqual([])
    const app = compose.services.app.environment as Record<string, string>
    const forApp = names.filter(
      (name) =>
        !(name in SET_BY_COMPOSE) && !NOT_FOR_CONTAINERS.includes(name) && !(name in COMPOSE_ONLY),
    )
    expect(forApp.filter((name) => app[name] !== `value-of-${name}`)).toEqual([])
    expect(app.PORT).toBe('3000')
    expect(app.UPLOADS_DIR).toBe('/data/uploads')
    // Compose's own settings reach the services that read them.
    const password = env.POSTGRES_PASSWORD
    expect([
      app.PGPASSWORD,
      compose.services.db.environment?.POSTGRES_PASSWORD,
      compose.services.backup.environment?.PGPASSWORD,
    ]).toEqual([password, password, password])
    expect(compose.services.backup.environment).toMatchObject({
      BACKUP_KEEP: env.BACKUP_KEEP,
      BACKUP_TIME: env.BACKUP_TIME,
    })
  })

  it('refuses to start without the secret, the public address and the database password', () => {
    const compose = readCompose()
    const app = compose.services.app.environment as Record<string, string>
    for (const name of ['PAYLOAD_SECRET', 'PUBLIC_SERVER_URL'])
      expect(app[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`))
    expect(app.PGPASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/)

    const { errors } = resolveCompose({})
    expect([...new Set(errors)]).toEqual([
      'required variable PAYLOAD_SECRET is missing a value: Set PAYLOAD_SECRET in .env to a long random string (openssl rand -hex 32)',
      "required variable PUBLIC_SERVER_URL is missing a value: Set PUBLIC_SERVER_URL in .env to the site's address, e.g. https://rides.example.org",
      'required variable POSTGRES_PASSWORD is missing a value: Set POSTGRES_PASSWORD in .env (openssl rand -hex 32); it is set on the database when it is first created',
    ])
    expect(resolveCompose(REQUIRED).errors).toEqual([])
    // Issue #29: compose said -hex 24 for the password while README's step 3 says -hex 32 for both.
    const commands = (file: string) => [
      ...new Set(fs.readFileSync(file, 'utf8').match(/openssl rand -hex \d+/g)),
    ]
    for (const file of ['README.md', 'docker-compose.yml', '.env.example'])
      expect([file, commands(file)]).toEqual([file, ['openssl rand -hex 32']])
  })

  it('then the app refuses to start without Paystack keys, unless a staging site chooses the simulator', () => {
    // The app's environment as compose gives it, in the image (NODE_ENV=production): what its start-up check sees.
    const appEnv = (env: Record<string, string>) => ({
      NODE_ENV: 'production',
      ...(resolveCompose(env).compose.services.app.environment as Record<string, string>),
    })
    const noKeys = { ...REQUIRED, PAYSTACK_SECRET_KEY: '', PAYSTACK_PUBLIC_KEY: '' }
    expect(checkConfig(appEnv(noKeys), { container: true })).toEqual([
      'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are not set, so no donation can be taken: set both (README, "Donations and Paystack"), or PAYSTACK_SIMULATOR=true for a staging site that takes no real money.',
    ])
    expect(
      checkConfig(appEnv({ ...noKeys, PAYSTACK_SIMULATOR: 'true' }), { container: true }),
    ).toEqual([])
    expect(checkConfig(appEnv(REQUIRED), { container: true })).toEqual([])
  })

  it('gives the database password apart from the address, so no character in it can break the address', () => {
    const { compose } = resolveCompose(REQUIRED)
    const { app, backup, db } = compose.services
    expect(db.environment?.POSTGRES_PASSWORD).toBe('p@ss/w#rd%')
    for (const service of [app, backup]) {
      expect(service.environment?.DATABASE_URI).toBe('postgres://fellowship@db:5432/fellowship')
      expect(service.environment?.PGPASSWORD).toBe('p@ss/w#rd%')
    }
    // A PostgreSQL of your own instead: its address reaches the app and the backups alike.
    const own = resolveCompose({
      ...REQUIRED,
      DATABASE_URI: 'postgres://rides:secret@pg.internal:5432/rides',
    }).compose.services
    expect([own.app.environment?.DATABASE_URI, own.backup.environment?.DATABASE_URI]).toEqual([
      'postgres://rides:secret@pg.internal:5432/rides',
      'postgres://rides:secret@pg.internal:5432/rides',
    ])
  })

  it('runs two app replicas behind Caddy for https, trusting that one proxy, sharing one uploads volume', () => {
    const { compose } = resolveCompose(REQUIRED)
    const { app, caddy, backup } = compose.services
    expect(app.deploy).toEqual({ replicas: 2 })
    expect(app.ports).toBeUndefined()
    expect(app.environment?.TRUST_PROXY_HOPS).toBe('1')
    expect(caddy.profiles).toEqual(['https'])
    expect(caddy.image).toBe('caddy:2')
    expect(caddy.ports).toEqual(['80:80', '443:443', '443:443/udp'])
    expect(caddy.environment?.SITE_ADDRESS).toBe('https://rides.example.org')
    const caddyfile = fs.readFileSync('deploy/Caddyfile', 'utf8')
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\} \{$/m)
    expect(caddyfile).toMatch(/^\s*dynamic a app 3000 \{$/m)
    expect(app.volumes).toEqual(['uploads:/data/uploads'])
    expect(backup.volumes).toContain('uploads:/data/uploads')
    expect(backup.volumes).toContain('./backups:/backups')
    expect(backup.entrypoint).toEqual(['/bin/sh', '/deploy/backup-schedule.sh'])
    expect(backup.environment).toMatchObject({
      BACKUP_KEEP: '14',
      BACKUP_TIME: '02:00',
      UPLOADS_DIR: '/data/uploads',
      BACKUP_DIR: '/backups',
    })
  })

  it('interpolates as Compose does', () => {
    expect(interpolate('${A:-${B:-x}}-$$-${C-unset}-$D', { B: 'b', C: '', D: 'd' })).toBe('b-$--d')
    expect(() => interpolate('${A:?say so}', { A: '' })).toThrow(
      'required variable A is missing a value: say so',
    )
    expect(interpolate('${A?fine}', { A: '' })).toBe('')
    // compose-go interpolates a default before looking at the variable: "this or that" cannot be required.
    expect(() => interpolate('${A:-${B:?needed}}', { A: 'set' })).toThrow(
      'required variable B is missing a value: needed',
    )
    expect(interpolate('${A:+x-${B}}|${C:+y}|${C+z}|${D+w}', { A: 'a', B: 'b', C: '' })).toBe(
      'x-b||z|',
    )
  })

  /** A staging site without Paystack keys, choosing the simulator (README, "Deploying", step 3). */
  const STAGING = {
    ...REQUIRED,
    PUBLIC_SERVER_URL: 'https://staging.example.org',
    PAYSTACK_SECRET_KEY: '',
    PAYSTACK_PUBLIC_KEY: '',
    PAYSTACK_SIMULATOR: 'true',
  }
  const paystackOf = (environment: Record<string, unknown> | undefined) =>
    Object.fromEntries(
      Object.entries(environment ?? {}).filter(([name]) => name.startsWith('PAYSTACK_')),
    )

  it('runs one Paystack simulator for every replica with --profile simulator, which the apps then use (review L1)', async () => {
    const { compose, errors } = resolveCompose(STAGING)
    expect(errors).toEqual([])
    const { app, caddy } = compose.services
    const simulator = compose.services['paystack-simulator']
    // One service of its own, from the app's image, started only with the profile.
    expect(simulator).toMatchObject({
      image: app.image,
      profiles: ['simulator'],
      command: ['node', 'src/paystack-simulator/server.mjs'],
    })
    expect((simulator.healthcheck as { test: string[] }).test.join(' ')).toContain(
      'http://127.0.0.1:54400/',
    )
    // The apps ask it, with the key it answers to, and send browsers to the site's own address.
    expect(paystackOf(app.environment)).toMatchObject({
      PAYSTACK_SECRET_KEY: 'sk_test_simulator',
      PAYSTACK_PUBLIC_KEY: 'pk_test_simulator',
      PAYSTACK_MODE: 'test',
      PAYSTACK_BASE_URL: 'http://paystack-simulator:54400',
      PAYSTACK_INLINE_SCRIPT_URL: 'https://staging.example.org/inline.js',
    })
    expect(simulator.environment).toMatchObject({
      PAYSTACK_SIMULATOR_HOST: '0.0.0.0',
      PAYSTACK_SIMULATOR_PORT: '54400',
      PAYSTACK_SECRET_KEY: 'sk_test_simulator',
      PAYSTACK_SIMULATOR_PUBLIC_URL: 'https://staging.example.org',
      PAYSTACK_SIMULATOR_WEBHOOK_URL: 'http://app:3000/api/paystack/webhook',
    })
    // The app starts with it: test keys are expected on this https site.
    expect(
      checkConfig(
        { NODE_ENV: 'production', ...(app.environment as Record<string, string>) },
        { container: true },
      ),
    ).toEqual([])
    // Caddy sends the simulator's pages to it, and nothing else.
    expect(caddy.environment?.PAYSTACK_SIMULATOR).toBe('true')
    const caddyfile = fs.readFileSync('deploy/Caddyfile', 'utf8')
    expect(caddyfile).toMatch(
      /@paystack-simulator \{\n\s*expression \{env\.PAYSTACK_SIMULATOR\} != ""\n\s*path \/inline\.js \/checkout\/\* \/manage\/subscriptions\/\*\n\s*\}\n\s*handle @paystack-simulator \{\n\s*reverse_proxy paystack-simulator:54400\n/,
    )

    // Its entry point, started with the service's settings (on a free port here), sends a donor
    // to the site's address for the inline script and the checkout.
    const settings = simulator.environment as Record<string, string>
    const child = spawn(process.execPath, ['src/paystack-simulator/server.mjs'], {
      // As in the image (NODE_ENV=production), only the service's settings.
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        ...settings,
        PAYSTACK_SIMULATOR_HOST: '127.0.0.1',
        PAYSTACK_SIMULATOR_PORT: '0',
      },
    })
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer]
      const url = /listening on (\S+)/.exec(line.toString())?.[1]
      expect(url).toBeDefined()
      const initialized = await fetch(`${url}/transaction/initialize`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${(app.environment as Record<string, string>).PAYSTACK_SECRET_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: 'donor@example.org', amount: 500_000 }),
      }).then((response) => response.json())
      expect(initialized.data.authorization_url).toMatch(
        /^https:\/\/staging\.example\.org\/checkout\/\w+$/,
      )
      expect(await fetch(`${url}/inline.js`).then((response) => response.text())).toContain(
        '"https://staging.example.org"',
      )
    } finally {
      child.kill()
    }
  })

  it('without the simulator, nothing changes: no such service starts, and the apps ask Paystack', () => {
    const started = (compose: ComposeFile) =>
      Object.entries(compose.services)
        .filter(([, service]) => !service.profiles)
        .map(([name]) => name)
    const live = resolveCompose(REQUIRED).compose
    expect(started(live)).toEqual(['app', 'db', 'backup'])
    expect(paystackOf(live.services.app.environment)).toMatchObject({
      PAYSTACK_SECRET_KEY: 'sk_live_1',
      PAYSTACK_PUBLIC_KEY: 'pk_live_1',
      PAYSTACK_MODE: '',
      PAYSTACK_BASE_URL: '',
      PAYSTACK_INLINE_SCRIPT_URL: '',
      PAYSTACK_SIMULATOR: '',
    })
    expect(live.services.caddy.environment?.PAYSTACK_SIMULATOR).toBe('')
    // A live site that sets PAYSTACK_SIMULATOR by mistake does not start.
    const mistaken = resolveCompose({ ...REQUIRED, PAYSTACK_SIMULATOR: 'true' }).compose
    expect(
      checkConfig(
        {
          NODE_ENV: 'production',
          ...(mistaken.services.app.environment as Record<string, string>),
        },
        { container: true },
      ),
    ).toContain('PAYSTACK_MODE is test but the Paystack keys are live keys.')
  })

  it("keeps an older deployment's volumes when COMPOSE_PROJECT_NAME names its project (review H2)", async () => {
    // The release before .env (3609738) had no top-level name: Compose named the project, and so
    // the volumes, after the checkout's folder.
    const older = { services: {}, volumes: { pgdata: null, uploads: null } } as ComposeFile
    const olderProject = projectName(older, {}, 'Rides.Old')
    expect(olderProject).toBe('ridesold')
    const now = readCompose()
    expect(projectName(now, {}, 'Rides.Old')).toBe('fellowship-rides')
    const kept = projectName(now, { COMPOSE_PROJECT_NAME: olderProject }, 'Rides.Old')
    expect(['pgdata', 'uploads'].map((key) => volumeName(now, kept, key))).toEqual([
      'ridesold_pgdata',
      'ridesold_uploads',
    ])
    expect(['pgdata', 'uploads'].map((key) => volumeName(older, olderProject, key))).toEqual([
      'ridesold_pgdata',
      'ridesold_uploads',
    ])
    // deploy/update.sh and deploy/roll.sh name the project as Compose does.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-project-'))
    try {
      fs.copyFileSync('docker-compose.yml', path.join(dir, 'docker-compose.yml'))
      const named = async (env: string | null) => {
        if (env === null) fs.rmSync(path.join(dir, '.env'), { force: true })
        else fs.writeFileSync(path.join(dir, '.env'), env)
        const { stdout } = await run(
          'sh',
          ['-c', `. '${path.resolve('deploy/deployment.sh')}' && project_name`],
          { cwd: dir },
        )
        return stdout
      }
      expect(await named(null)).toBe('fellowship-rides')
      expect(await named('POSTGRES_PASSWORD=x\nCOMPOSE_PROJECT_NAME="ridesold"\n')).toBe('ridesold')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the image', () => {
  const servers: http.Server[] = []
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    )
  })

  const serve = async (status: number, host?: string) => {
    const server = http.createServer((req, res) => {
      res
        .writeHead(req.url === '/api/health' ? status : 404, { 'content-type': 'application/json' })
        .end('{}')
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, host, resolve))
    return (server.address() as AddressInfo).port
  }

  /** The Dockerfile's HEALTHCHECK command, run as Docker runs it in the container: HOSTNAME is the container's id. */
  const healthcheck = async (env: Record<string, string>) => {
    const line = /^HEALTHCHECK .*\bCMD (\[.*\])$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))?.[1]
    expect(line).toBeDefined()
    const [command, ...args] = JSON.parse(line as string) as string[]
    expect(command).toBe('node')
    const result = await run(process.execPath, args, {
      env: { NODE_ENV: 'production', PATH: process.env.PATH, HOSTNAME: '3f2a9c1b7d4e', ...env },
    }).then(
      () => 0,
      (error) => error.code as number,
    )
    return result
  }

  it("is healthy when its own server answers /api/health, whatever Docker's HOSTNAME is", async () => {
    // The server listens on every interface, as serve.mjs does without LISTEN_HOST.
    expect(await healthcheck({ PORT: String(await serve(200)) })).toBe(0)
    expect(await healthcheck({ PORT: String(await serve(503)) })).toBe(1)
    const closed = await serve(200)
    await new Promise((resolve) => servers.pop()?.close(resolve))
    expect(await healthcheck({ PORT: String(closed) })).toBe(1)
    // Bound to one address: the check asks that one.
    const port = await serve(200, '127.0.0.2')
    expect(await healthcheck({ PORT: String(port), LISTEN_HOST: '127.0.0.2' })).toBe(0)
    expect(await healthcheck({ PORT: String(port) })).toBe(1)
  })

  it('is built from the sources only: no secret, local data, dependencies or backups of this machine go in', () => {
    const ignored = fs
      .readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
    expect(ignored).toEqual(
      expect.arrayContaining([
        '.env',
        '.env.*',
        '.data',
        'backups',
        'node_modules',
        '.next',
        '.git',
      ]),
    )
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
    expect(finalStage).toMatch(/^USER node$/m)
    expect(finalStage).not.toMatch(/chown -R/)
    expect(dockerfile).not.toMatch(/PAYLOAD_SECRET|PAYSTACK_SECRET_KEY/)
  })
})
