// docker-compose.yml as Docker Compose reads it, for tests on a machine without Docker: the YAML
// (aliases resolved) and Compose's interpolation of ${…} from .env, as compose-go's
// template/template.go does it: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error},
// ${VAR?error}, ${VAR:+replacement}, ${VAR+replacement}, nesting and $$. Like compose-go, a
// default or an error message is interpolated before the variable is looked at, so a required
// variable inside a default is always required.
import fs from 'node:fs'

import { parse } from 'yaml'

export type Env = Record<string, string | undefined>

class MissingVariable extends Error {}

const readBraced = (text: string, start: number): [string, number] => {
  let depth = 1
  for (let i = start; i < text.length; i++) {
    if (text[i] === '$' && text[i + 1] === '{') {
      depth++
      i++
    } else if (text[i] === '}' && --depth === 0) return [text.slice(start, i), i + 1]
  }
  throw new Error(`Unclosed \${ in ${text}`)
}

const expression = (inner: string, env: Env): string => {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([\s\S]*))?$/.exec(inner)
  if (!match) throw new Error(`Invalid interpolation: \${${inner}}`)
  const [, name, colon, operator, rest = ''] = match
  const value = env[name]
  if (!operator) return value ?? ''
  const other = interpolate(rest, env)
  const unset = colon ? !value : value === undefined
  if (operator === '-') return unset ? other : (value as string)
  if (operator === '+') return unset ? '' : other
  if (unset) throw new MissingVariable(`required variable ${name} is missing a value: ${other}`)
  return value as string
}

/** One string as Compose interpolates it; a missing required variable throws MissingVariable. */
export const interpolate = (text: string, env: Env): string => {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '$') out += text[i]
    else if (text[i + 1] === '$') {
      out += '$'
      i++
    } else if (text[i + 1] === '{') {
      const [inner, next] = readBraced(text, i + 2)
      out += expression(inner, env)
      i = next - 1
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0]
      if (!name) out += '$'
      else {
        out += env[name] ?? ''
        i += name.length
      }
    }
  }
  return out
}

const interpolateTree = (node: unknown, env: Env, errors: string[]): unknown => {
  if (typeof node === 'string') {
    try {
      return interpolate(node, env)
    } catch (error) {
      if (!(error instanceof MissingVariable)) throw error
      errors.push(error.message)
      return ''
    }
  }
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, env, errors))
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateTree(value, env, errors)]),
    )
  return node
}

type Service = { environment?: Record<string, unknown>; [key: string]: unknown }
export type ComposeFile = { services: Record<string, Service>; [key: string]: unknown }

/** docker-compose.yml as written, ${…} left as they are. */
export const readCompose = (file = 'docker-compose.yml'): ComposeFile =>
  parse(fs.readFileSync(file, 'utf8'), { merge: true })

/** The whole file interpolated with `env` (Compose's .env), and every error Compose would stop on. */
export const resolveCompose = (
  env: Env,
  file = 'docker-compose.yml',
): { compose: ComposeFile; errors: string[] } => {
  const errors: string[] = []
  const compose = interpolateTree(readCompose(file), env, errors) as ComposeFile
  return { compose, errors }
}

/** The names .env.example sets, in its order. */
export const envExampleNames = (file = '.env.example'): string[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name))

/**
 * The Compose project's name as Compose v2 chooses it: COMPOSE_PROJECT_NAME (the shell's or .env's),
 * else the file's top-level `name:`, else the folder's name, lower-cased, other characters dropped.
 */
export const projectName = (compose: ComposeFile, env: Env, folder: string): string =>
  env.COMPOSE_PROJECT_NAME ||
  (typeof compose.name === 'string' && compose.name) ||
  folder.toLowerCase().replace(/[^a-z0-9_-]/g, '')

/** The Docker volume a named volume of the file is: its `name:`, else <project>_<key>. */
export const volumeName = (compose: ComposeFile, project: string, key: string): string => {
  const volume = (compose.volumes as Record<string, { name?: string } | null> | undefined)?.[key]
  return volume?.name ?? `${project}_${key}`
}
