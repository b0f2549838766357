// The routing table's machinery. Each resource module exports `routes`: `route(method, path,
// handler)` entries, and `under(path, …)` for what Paystack does on a whole prefix before it looks
// for the route (check the key, read the body, find the record a parameter names). A path is
// matched one segment at a time, a literal segment before a parameter and never back, so
// /subscription/disable is never a subscription called "disable".
import { HttpError, readBody, requireKey } from './http.mjs'

/**
 * What a handler is given.
 * @typedef {{
 *   sim: import('./state.mjs').Simulator,
 *   req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse,
 *   params: Record<string, any>,
 *   query: URLSearchParams,
 *   body: Record<string, any>,
 * }} Request
 */

/**
 * `key`: the secret key is required; `body`: the body is read (JSON or a form), for every method
 * or those a function accepts; `resolve`: the path's last parameter becomes the record it names.
 * @typedef {{
 *   key?: boolean,
 *   body?: boolean | ((method: string) => boolean),
 *   resolve?: (sim: import('./state.mjs').Simulator, value: string) => unknown,
 * }} Guard
 */

/**
 * @param {string} method
 * @param {string} path e.g. '/plan/:code'
 * @param {(request: Request) => unknown} handle
 * @param {Pick<Guard, 'key' | 'body'>} [guard] checked once the route is found, key first
 */
export const route = (method, path, handle, guard = {}) => ({ method, path, handle, guard })

/**
 * @param {string} path
 * @param {Guard} guard checked on every request whose path passes through `path`, found or not
 */
export const under = (path, guard) => ({ path, guard })

const newNode = (name = undefined) => ({
  /** @type {Map<string, any>} */
  literals: new Map(),
  /** @type {any} */
  param: undefined,
  /** The parameter's name when this node is reached through one. */
  name,
  /** @type {Map<string, ReturnType<typeof route>>} */
  routes: new Map(),
  /** @type {Guard | undefined} */
  guard: undefined,
})

const nodeAt = (root, path) => {
  let node = root
  for (const segment of path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      if (!node.literals.has(segment)) node.literals.set(segment, newNode())
      node = node.literals.get(segment)
      continue
    }
    const name = segment.slice(1)
    node.param ??= newNode(name)
    if (node.param.name !== name)
      throw new Error(`${path}: :${name} where another route has :${node.param.name}`)
    node = node.param
  }
  return node
}

/**
 * @param {(ReturnType<typeof route> | ReturnType<typeof under>)[]} table
 * @returns {(sim: import('./state.mjs').Simulator, req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse) => Promise<unknown>}
 */
export function createRouter(table) {
  const root = newNode()
  for (const entry of table) {
    const node = nodeAt(root, entry.path)
    if ('method' in entry) {
      if (node.routes.has(entry.method)) throw new Error(`${entry.method} ${entry.path} twice`)
      node.routes.set(entry.method, entry)
    } else {
      if (node.guard) throw new Error(`under ${entry.path} twice`)
      if (entry.guard.resolve && !node.name)
        throw new Error(`under ${entry.path}: resolve needs a path ending in a parameter`)
      node.guard = entry.guard
    }
  }

  return async function dispatch(sim, req, res) {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://simulator.invalid')
    let parts
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      throw new HttpError(400, 'Malformed URL')
    }
    const method = req.method ?? 'GET'
    /** @type {Request} */
    const request = { sim, req, res, params: {}, query: searchParams, body: {} }
    let bodyRead = false
    /** @param {Guard} guard */
    const check = async (guard, param = undefined) => {
      if (guard.key) requireKey(sim, req)
      const wantsBody = typeof guard.body === 'function' ? guard.body(method) : guard.body
      if (wantsBody && !bodyRead) {
        request.body = await readBody(req)
        bodyRead = true
      }
      if (guard.resolve && param) request.params[param] = guard.resolve(sim, request.params[param])
    }

    let node = root
    for (const part of parts) {
      node = node.literals.get(part) ?? node.param
      if (!node) throw new HttpError(404, 'Route not found')
      if (node.name) request.params[node.name] = part
      if (node.guard) await check(node.guard, node.name)
    }
    const found = node.routes.get(method)
    if (!found) throw new HttpError(404, 'Route not found')
    await check(found.guard)
    return found.handle(request)
  }
}
