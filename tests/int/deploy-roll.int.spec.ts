// deploy/roll.sh and deploy/update.sh (README, "Updating"; issue #29), run as an operator runs them,
// with tests/helpers/dockerStub.mjs as `docker`: it records the calls and reports each container's
// health as Docker would. No Docker engine runs on our machines.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterEach, describe, expect, it } from 'vitest'

import { container, installDockerStub } from '../helpers/dockerStub.mjs'

const exec = promisify(execFile)

type Container = ReturnType<typeof container>
type State = {
  containers: Container[]
  newHealth: string[][]
  dbPassword: string
  services: string[]
  replicas: number
  generation: string
  calls: string[][]
  events: { call: string[]; running: { name: string; health: string; generation: string }[] }[]
  created: number
}

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A checkout with the deploy scripts, docker-compose.yml, `env` as its .env (none if null) and a stub Docker. */
const checkout = (
  env: string | null,
  build: (dir: string) => Partial<State>,
  folderName = 'fellowship-rides',
) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-roll-'))
  folders.push(root)
  const dir = path.join(root, folderName)
  fs.mkdirSync(path.join(dir, 'deploy'), { recursive: true })
  for (const file of ['roll.sh', 'update.sh', 'deployment.sh'])
    fs.copyFileSync(path.join('deploy', file), path.join(dir, 'deploy', file))
  fs.copyFileSync('docker-compose.yml', path.join(dir, 'docker-compose.yml'))
  if (env !== null) fs.writeFileSync(path.join(dir, '.env'), env)
  const stateFile = path.join(root, 'docker.json')
  const state: State = {
    containers: [],
    newHealth: [],
    dbPassword: 'the-db-password',
    services: ['app', 'db', 'backup', 'caddy'],
    replicas: 2,
    generation: 'new',
    calls: [],
    events: [],
    created: 0,
    ...build(dir),
  }
  fs.writeFileSync(stateFile, JSON.stringify(state))
  installDockerStub(path.join(root, 'bin'), stateFile)
  const run = async (script: string, args: string[], extra: Record<string, string> = {}) => {
    const result = await exec('sh', [path.join(dir, 'deploy', script), ...args], {
      cwd: dir,
      // Only what an operator's shell has (NODE_ENV only for the typings).
      env: {
        NODE_ENV: 'production',
        PATH: `${path.join(root, 'bin')}:${process.env.PATH}`,
        ROLL_POLL_SECONDS: '0.01',
        ...extra,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error) => ({ code: error.code as number, stdout: error.stdout, stderr: error.stderr }),
    )
    return { ...result, state: JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State }
  }
  return { dir, run }
}

/** Today's deployment: two healthy replicas, the database, the backup service. */
const deployed = (dir: string, project = 'fellowship-rides') => [
  container(project, 'app', 1, { workingDir: dir }),
  container(project, 'app', 2, { workingDir: dir }),
  container(project, 'db', 1, { workingDir: dir }),
  container(project, 'backup', 1, { workingDir: dir }),
]
const ENV = 'PAYLOAD_SECRET=s\nPOSTGRES_PASSWORD=the-db-password\n'

/** The calls that change something, in order, without the options before Compose's subcommand. */
const changes = (state: State) =>
  state.calls
    .filter(([command, ...rest]) =>
      command === 'compose' ? !rest.includes('config') : ['stop', 'rm', 'exec'].includes(command),
    )
    .map((call) => call.filter((arg, i) => arg !== '--profile' && call[i - 1] !== '--profile'))
    .map((call) => call.join(' '))
    .filter((call) => !call.includes('psql'))

const running = (state: State, service = 'app') =>
  state.containers
    .filter((c) => c.service === service && c.status === 'running')
    .map((c) => `${c.name} ${c.generation}`)

describe('deploy/roll.sh', () => {
  it('replaces the replicas one at a time, each healthy before an old one goes', async () => {
    const { run } = checkout(ENV, (dir) => ({
      containers: deployed(dir),
      newHealth: [
        ['starting', 'starting', 'starting', 'healthy'],
        ['starting', 'healthy'],
      ],
    }))
    const { code, stdout, state } = await run('roll.sh', ['--profile', 'https'])
    expect(code).toBe(0)
    expect(changes(state)).toEqual([
      'compose up -d --no-deps --no-recreate --scale app=3 app',
      'stop appfello0001',
      'rm appfello0001',
      'compose up -d --no-deps --no-recreate --scale app=3 app',
      'stop appfello0002',
      'rm appfello0002',
      'compose up -d --no-deps --no-recreate app',
      'compose up -d --no-deps db backup caddy',
    ])
    // Every time an old replica went, two healthy ones were left, the new one among them.
    for (const event of state.events.filter(({ call }) => call[0] === 'stop'))
      expect(event.running.map(({ health }) => health)).toEqual(['healthy', 'healthy'])
    // Never two new replicas starting at once.
    for (const event of state.events)
      expect(event.running.filter(({ health }) => health !== 'healthy').length).toBeLessThan(2)
    expect(running(state)).toEqual(['fellowship-rides-app-3 new', 'fellowship-rides-app-4 new'])
    expect(stdout).toContain(
      'roll: fellowship-rides-app-3 is healthy and replaces fellowship-rides-app-1',
    )
    expect(stdout).toContain('roll: done; 2 app replicas healthy')
    // Compose's options reach every Compose command.
    for (const call of state.calls.filter(([command]) => command === 'compose'))
      expect(call.slice(0, 3)).toEqual(['compose', '--profile', 'https'])
  })

  it('stops at a replica that never becomes healthy, which goes, while the old ones keep serving', async () => {
    const { run } = checkout(ENV, (dir) => ({
      containers: deployed(dir),
      newHealth: [['starting']],
    }))
    const { code, stderr, state } = await run('roll.sh', [], { ROLL_TIMEOUT_SECONDS: '1' })
    expect(code).toBe(1)
    expect(stderr).toContain('log of fellowship-rides-app-3: Error: the app could not start')
    expect(stderr).toContain(
      'roll: stopped: the new replica fellowship-rides-app-3 did not become healthy: it was not healthy after 1 s (starting). It was removed; still serving: fellowship-rides-app-1 fellowship-rides-app-2. Read its log above',
    )
    expect(changes(state)).toEqual([
      'compose up -d --no-deps --no-recreate --scale app=3 app',
      'stop new100000000',
      'rm new100000000',
    ])
    expect(running(state)).toEqual(['fellowship-rides-app-1 old', 'fellowship-rides-app-2 old'])
  })

  it('stops as soon as Docker reports the second new replica unhealthy; the first new one and the last old one serve', async () => {
    const { run } = checkout(ENV, (dir) => ({
      containers: deployed(dir),
      newHealth: [['healthy'], ['starting', 'unhealthy']],
    }))
    const { code, stderr, state } = await run('roll.sh', [])
    expect(code).toBe(1)
    expect(stderr).toContain(
      'did not become healthy: Docker reports it unhealthy. It was removed; still serving: fellowship-rides-app-2 fellowship-rides-app-3.',
    )
    expect(changes(state)).not.toContain('stop appfello0002')
    expect(running(state)).toEqual(['fellowship-rides-app-2 old', 'fellowship-rides-app-3 new'])
  })

  it('after a restore, with the app stopped, starts the replicas and waits for them', async () => {
    const { run } = checkout(ENV, (dir) => ({
      containers: deployed(dir).map((c) => (c.service === 'app' ? { ...c, status: 'exited' } : c)),
      newHealth: [['starting', 'healthy'], ['healthy']],
    }))
    const { code, stdout, state } = await run('roll.sh', [])
    expect(code).toBe(0)
    expect(stdout).toContain('roll: no app replica is running; starting them')
    expect(changes(state)).toEqual([
      'compose up -d --no-deps app',
      'compose up -d --no-deps --no-recreate app',
      'compose up -d --no-deps db backup caddy',
    ])
    expect(running(state)).toEqual(['fellowship-rides-app-1 new', 'fellowship-rides-app-2 new'])
  })
})

describe('deploy/update.sh', () => {
  it('makes a backup and builds the image before the replicas are replaced one at a time', async () => {
    const { run } = checkout(ENV, (dir) => ({ containers: deployed(dir) }))
    const { code, state } = await run('update.sh', ['--profile', 'https'])
    expect(code).toBe(0)
    expect(changes(state).slice(0, 3)).toEqual([
      'compose exec -T backup sh /deploy/backup.sh',
      'compose build app',
      'compose up -d --no-deps --no-recreate --scale app=3 app',
    ])
    expect(running(state)).toEqual(['fellowship-rides-app-3 new', 'fellowship-rides-app-4 new'])
  })

  /** The release before .env (3609738), started in a folder named `rides`: its Compose project is "rides". */
  const olderRelease = (dir: string) => [
    container('rides', 'app', 1, {
      workingDir: dir,
      env: {
        PAYLOAD_SECRET: 'the-old-secret',
        DATABASE_URI: 'postgres://fellowship:fellowship@db:5432/fellowship',
      },
    }),
    container('rides', 'db', 1, { workingDir: dir, env: { POSTGRES_PASSWORD: 'fellowship' } }),
  ]

  it('refuses to touch the release before .env until .env has its secret, password and project name', async () => {
    const { run } = checkout(
      null,
      (dir) => ({ containers: olderRelease(dir), dbPassword: 'fellowship' }),
      'rides',
    )
    const { code, stderr, state } = await run('update.sh', ['--profile', 'https'])
    expect(code).toBe(1)
    expect(stderr).toContain(
      'update: there is no .env, and this folder\'s site runs as the Compose project "rides" of the release before .env (README, "Upgrading from the release before Compose and Caddy"). Nothing was changed.',
    )
    expect(stderr).toContain(
      'docker exec rides-db-1 pg_dump -U fellowship -d fellowship --format=custom',
    )
    expect(stderr).toContain(
      "docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' rides-app-1",
    )
    expect(stderr).toContain('POSTGRES_PASSWORD=fellowship')
    expect(stderr).toContain(
      'COMPOSE_PROJECT_NAME=rides, so the site keeps its data (volumes rides_pgdata and rides_uploads)',
    )
    expect(changes(state)).toEqual([])
  })

  it('in a folder named as the project is now, the same steps without a project name', async () => {
    const { run } = checkout(null, (dir) => ({
      containers: olderRelease(dir).map((c) => ({
        ...c,
        project: 'fellowship-rides',
        name: c.name.replace('rides', 'fellowship-rides'),
      })),
    }))
    const { code, stderr, state } = await run('update.sh', [])
    expect(code).toBe(1)
    expect(stderr).toContain(
      'update: there is no .env, and the site runs from the release before .env',
    )
    expect(stderr).toContain("'{{range .Config.Env}}{{println .}}{{end}}' fellowship-rides-app-1")
    expect(stderr).not.toContain('COMPOSE_PROJECT_NAME')
    expect(changes(state)).toEqual([])
  })

  it('refuses a .env that would start the site on new, empty volumes', async () => {
    const { run } = checkout(
      'PAYLOAD_SECRET=the-old-secret\nPOSTGRES_PASSWORD=fellowship\n',
      (dir) => ({
        containers: olderRelease(dir),
      }),
      'rides',
    )
    const { code, stderr, state } = await run('update.sh', [])
    expect(code).toBe(1)
    expect(stderr).toContain(
      'update: this folder\'s site runs as the Compose project "rides", its data in the volumes rides_pgdata and rides_uploads, but docker-compose.yml now starts "fellowship-rides", which would come up on new, empty volumes. Nothing was changed. Add COMPOSE_PROJECT_NAME=rides to .env',
    )
    expect(changes(state)).toEqual([])
  })

  it('refuses a new POSTGRES_PASSWORD the database was not created with', async () => {
    const { run } = checkout(
      'COMPOSE_PROJECT_NAME=rides\nPAYLOAD_SECRET=the-old-secret\nPOSTGRES_PASSWORD=0123abcd\n',
      (dir) => ({ containers: olderRelease(dir), dbPassword: 'fellowship' }),
      'rides',
    )
    const { code, stderr, state } = await run('update.sh', [])
    expect(code).toBe(1)
    expect(stderr).toContain(
      'update: the database does not accept POSTGRES_PASSWORD from .env: PostgreSQL keeps the password it was created with',
    )
    expect(stderr).toContain('docker exec -it rides-db-1 psql -U fellowship -d fellowship')
    expect(changes(state)).toEqual([])
  })

  it('then updates it: a backup through its containers, the image, and its one replica replaced by two', async () => {
    const { dir, run } = checkout(
      'COMPOSE_PROJECT_NAME=rides\nPAYLOAD_SECRET=the-old-secret\nPOSTGRES_PASSWORD="fellowship"\n',
      (dir) => ({ containers: olderRelease(dir), dbPassword: 'fellowship' }),
      'rides',
    )
    const { code, stdout, state } = await run('update.sh', ['--profile', 'https'])
    expect(code).toBe(0)
    const [backup] = fs.readdirSync(path.join(dir, 'backups'))
    expect(backup).toMatch(/^20\d\d-\d\d-\d\d_\d{6}$/)
    expect(stdout).toContain(`update: backed up into backups/${backup}`)
    expect(fs.readFileSync(path.join(dir, 'backups', backup, 'database.dump'), 'utf8')).toBe(
      'PGDMP the database\n',
    )
    expect(fs.readFileSync(path.join(dir, 'backups', backup, 'uploads.tar.gz'), 'utf8')).toBe(
      'the uploads\n',
    )
    expect(fs.statSync(path.join(dir, 'backups', backup)).mode & 0o777).toBe(0o700)
    expect(changes(state)).toEqual([
      'exec dbrides0001 pg_dump -U fellowship -d fellowship --format=custom --no-owner --no-privileges',
      'exec apprides0001 tar -C /data/uploads -czf - .',
      'compose build app',
      'compose up -d --no-deps --no-recreate --scale app=2 app',
      'stop apprides0001',
      'rm apprides0001',
      'compose up -d --no-deps --no-recreate app',
      'compose up -d --no-deps db backup caddy',
    ])
    expect(running(state)).toEqual(['rides-app-2 new', 'rides-app-3 new'])
  })

  it('on a machine with no site and no .env, points to the first start', async () => {
    const { run } = checkout(null, () => ({}))
    const { code, stderr } = await run('update.sh', [])
    expect(code).toBe(1)
    expect(stderr).toBe(
      'update: there is no .env and no site runs from this folder: for a first start follow README, "Deploying" (step 3 writes .env).\n',
    )
  })
})

describe('README', () => {
  const section = (title: string) => {
    const readme = fs.readFileSync('README.md', 'utf8')
    const start = readme.indexOf(`\n### ${title}\n`)
    expect(start).toBeGreaterThan(0)
    return readme.slice(start, readme.indexOf('\n### ', start + 1))
  }
  const commands = (text: string) =>
    [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) => block.split('\n'))

  it('updates, restores and changes settings through the scripts, never with an up -d that recreates both replicas', () => {
    const updating = section('Updating')
    const restoring = section('Restoring a backup')
    for (const text of [updating, restoring])
      expect(commands(text).filter((line) => /docker compose .*\bup\b/.test(line))).toEqual([])
    expect(commands(updating)).toContain('sh deploy/update.sh --profile https')
    expect(updating).toContain('`sh deploy/roll.sh --profile https`')
    expect(
      commands(restoring).some((line) => line.startsWith('sh deploy/roll.sh --profile https')),
    ).toBe(true)
    const upgrading = section('Upgrading from the release before Compose and Caddy')
    for (const step of [
      'pg_dump',
      'printenv PAYLOAD_SECRET',
      'POSTGRES_PASSWORD',
      'COMPOSE_PROJECT_NAME',
      'sh deploy/update.sh',
    ])
      expect(upgrading).toContain(step)
  })
})
