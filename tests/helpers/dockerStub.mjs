// A stand-in for the `docker` command, for testing deploy/*.sh on a machine without Docker: it keeps
// its containers in a JSON file (DOCKER_STUB_STATE), records every call, and answers the commands the
// scripts use as Docker and Compose v2 would. Health: each container Compose starts takes the next
// of `newHealth` (the statuses `docker inspect` reports in turn, the last one kept).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LABEL_PROJECT = 'com.docker.compose.project'
const LABEL_SERVICE = 'com.docker.compose.service'
const LABEL_DIR = 'com.docker.compose.project.working_dir'

/**
 * @typedef {{ id: string, name: string, project: string, service: string, workingDir: string,
 *   status: string, health: string[], restarts: number, env: Record<string, string>, number: number,
 *   generation: string }} Container
 * @typedef {{ containers: Container[], newHealth: string[][], dbPassword: string,
 *   services: string[], replicas: number, generation: string, calls: string[][],
 *   events: { call: string[], running: { name: string, health: string, generation: string }[] }[],
 *   created: number }} State
 */

/** A `docker` on PATH (in `bin`) that runs this stub on `stateFile`. */
export const installDockerStub = (bin, stateFile) => {
  fs.mkdirSync(bin, { recursive: true })
  const script = `#!/bin/sh\nDOCKER_STUB_STATE='${stateFile}' exec '${process.execPath}' '${fileURLToPath(import.meta.url)}' "$@"\n`
  fs.writeFileSync(path.join(bin, 'docker'), script, { mode: 0o755 })
}

/** A container as Compose v2 names and labels it. */
export const container = (project, service, number, extra = {}) => ({
  id: `${service}${project}`.replace(/[^a-z0-9]/g, '').slice(0, 8) + `${number}`.padStart(4, '0'),
  name: `${project}-${service}-${number}`,
  project,
  service,
  workingDir: '',
  status: 'running',
  health: ['healthy'],
  restarts: 0,
  env: {},
  number,
  generation: 'old',
  ...extra,
})

const read = (file) => /** @type {State} */ (JSON.parse(fs.readFileSync(file, 'utf8')))

/** The project `docker compose` works on, as Compose v2 decides it from the environment and .env. */
const composeProject = () => {
  if (process.env.COMPOSE_PROJECT_NAME) return process.env.COMPOSE_PROJECT_NAME
  const dotenv = fs.existsSync('.env') ? fs.readFileSync('.env', 'utf8') : ''
  const fromEnv = [...dotenv.matchAll(/^COMPOSE_PROJECT_NAME=(.*)$/gm)].pop()?.[1]
  if (fromEnv) return fromEnv
  return /^name:\s*(\S+)/m.exec(fs.readFileSync('docker-compose.yml', 'utf8'))?.[1] ?? ''
}

const labels = (c) => ({
  [LABEL_PROJECT]: c.project,
  [LABEL_SERVICE]: c.service,
  [LABEL_DIR]: c.workingDir,
})

const healthNow = (c) => c.health[0]

const run = (args, state) => {
  const out = []
  const err = []
  let code = 0
  const find = (ref) => state.containers.find((c) => c.id === ref || c.name === ref)
  const snapshot = (call) =>
    state.events.push({
      call,
      running: state.containers
        .filter((c) => c.service === 'app' && c.status === 'running')
        .map((c) => ({ name: c.name, health: healthNow(c), generation: c.generation })),
    })
  const [command, ...rest] = args

  if (command === 'ps') {
    const all = rest.includes('-a')
    const filters = rest.flatMap((arg, i) => (rest[i - 1] === '--filter' ? [arg] : []))
    const format = rest[rest.indexOf('--format') + 1]
    const rows = state.containers.filter(
      (c) =>
        (all || c.status === 'running') &&
        filters.every((filter) => {
          const [kind, value] = filter.split(/=(.*)/s)
          if (kind === 'status') return c.status === value
          const [key, wanted] = value.split(/=(.*)/s)
          return labels(c)[key] === wanted
        }),
    )
    for (const c of rows) {
      if (!rest.includes('--format')) out.push(c.id)
      else
        out.push(
          format
            .replace(/\{\{\.Label "([^"]+)"\}\}/g, (_, key) => labels(c)[key] ?? '')
            .replace('{{.Names}}', c.name)
            .replace('{{.ID}}', c.id),
        )
    }
  } else if (command === 'inspect') {
    const format = rest[rest.indexOf('--format') + 1]
    const c = find(rest[rest.length - 1])
    if (!c) {
      err.push(`Error: No such object: ${rest[rest.length - 1]}`)
      code = 1
    } else if (format.includes('.State.Health')) {
      out.push(`${c.status} ${healthNow(c)} ${c.restarts}`)
      if (c.health.length > 1) c.health.shift()
    } else if (format.includes('.Config.Env')) {
      out.push(...Object.entries(c.env).map(([k, v]) => `${k}=${v}`))
    } else if (format === '{{.Name}}') out.push(`/${c.name}`)
    else throw new Error(`docker stub: inspect format ${format}`)
  } else if (command === 'stop' || command === 'rm') {
    const c = find(rest[rest.length - 1])
    if (!c) {
      err.push(`Error response from daemon: No such container: ${rest[rest.length - 1]}`)
      code = 1
    } else if (command === 'stop') c.status = 'exited'
    else state.containers = state.containers.filter((other) => other !== c)
    snapshot(args)
  } else if (command === 'logs') {
    out.push(`log of ${find(rest[rest.length - 1])?.name}: Error: the app could not start`)
  } else if (command === 'exec') {
    const envNames = rest.flatMap((arg, i) => (rest[i - 1] === '-e' ? [arg] : []))
    const positional = rest.filter(
      (arg, i) => !arg.startsWith('-') && rest[i - 1] !== '-e' && rest[i - 1] !== '--env',
    )
    const [ref, program] = positional
    const c = find(ref)
    const password = envNames.includes('PGPASSWORD') ? process.env.PGPASSWORD : undefined
    if (!c || c.status !== 'running') {
      err.push(`Error response from daemon: container ${ref} is not running`)
      code = 1
    } else if (program === 'psql') {
      if (password === state.dbPassword) out.push('1')
      else {
        err.push('psql: error: FATAL:  password authentication failed for user "fellowship"')
        code = 2
      }
    } else if (program === 'pg_dump') out.push('PGDMP the database')
    else if (program === 'tar') out.push('the uploads')
    else throw new Error(`docker stub: exec ${program}`)
  } else if (command === 'compose') {
    // Compose's global options come before the subcommand.
    let i = 0
    while (rest[i]?.startsWith('-')) i += rest[i] === '--profile' || rest[i] === '-p' ? 2 : 1
    const [sub, ...subArgs] = rest.slice(i)
    const project = composeProject()
    if (sub === 'up') {
      const noRecreate = subArgs.includes('--no-recreate')
      const scale = subArgs.find((arg) => arg.startsWith('app='))
      const services = subArgs.filter(
        (arg, j) => !arg.startsWith('-') && subArgs[j - 1] !== '--scale',
      )
      for (const service of services) {
        if (service !== 'app') continue
        const mine = () =>
          state.containers.filter((c) => c.project === project && c.service === 'app')
        const wanted = scale ? Number(scale.slice(4)) : state.replicas
        for (const c of mine()) {
          if (!noRecreate && c.generation !== state.generation) {
            c.generation = state.generation
            c.health = state.newHealth.shift() ?? ['healthy']
            c.restarts = 0
          }
          c.status = 'running'
        }
        if (mine().length > wanted) throw new Error('docker stub: Compose would remove replicas')
        while (mine().length < wanted) {
          const number = Math.max(0, ...mine().map((c) => c.number)) + 1
          state.created++
          state.containers.push(
            container(project, 'app', number, {
              id: `new${state.created}`.padEnd(12, '0'),
              workingDir: process.cwd(),
              health: state.newHealth.shift() ?? ['healthy'],
              generation: state.generation,
            }),
          )
        }
      }
      snapshot(args)
    } else if (sub === 'config' && subArgs.includes('--services')) out.push(...state.services)
    else if (sub === 'build' || sub === 'exec') {
      // Recorded: the image is built, a backup made.
    } else throw new Error(`docker stub: compose ${sub}`)
  } else throw new Error(`docker stub: ${command}`)
  return { out, err, code }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = /** @type {string} */ (process.env.DOCKER_STUB_STATE)
  const state = read(file)
  const args = process.argv.slice(2)
  state.calls.push(args)
  const { out, err, code } = run(args, state)
  fs.writeFileSync(file, JSON.stringify(state, null, 2))
  if (out.length) process.stdout.write(`${out.join('\n')}\n`)
  if (err.length) process.stderr.write(`${err.join('\n')}\n`)
  process.exit(code)
}
