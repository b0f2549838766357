// Requests in, answers out: the plumbing every resource's handlers share.

import http from 'node:http'

import { MESSAGES } from './contract.mjs'

const MAX_BODY_BYTES = 1024 * 1024

/** Thrown by a handler; the server answers `{ status: false, message }` with its status code. */
export class HttpError extends Error {
  constructor(statusCode, message) {
    super(message)
    this.statusCode = statusCode
  }
}

/** The app's `Authorization: Bearer …` must be the secret key, as on Paystack's API. */
export function requireKey(sim, req) {
  if (req.headers.authorization !== `Bearer ${sim.secretKey}`)
    throw new HttpError(401, MESSAGES.invalidKey)
}

export const clientAddress = (req) =>
  String(req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || null

export async function readBody(req) {
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text.trim()) return {}
  if (String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Invalid JSON body')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new HttpError(400, 'Body must be a JSON object')
  return parsed
}

export function send(res, statusCode, contentType, body) {
  res.writeHead(statusCode, { 'content-type': contentType, 'cache-control': 'no-store' })
  res.end(body)
}

export function sendJson(res, statusCode, body) {
  send(res, statusCode, 'application/json; charset=utf-8', JSON.stringify(body))
}

export const sendHtml = (res, statusCode, html) =>
  send(res, statusCode, 'text/html; charset=utf-8', html)

export function redirect(res, location) {
  res.writeHead(303, { location, 'cache-control': 'no-store' })
  res.end()
}

export function isHttpUrl(value) {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** A whole number ≥ 0, sent as a number or (forms, query strings) as digits; absent is undefined. */
export function optionalInteger(value, name) {
  if (value === undefined || value === null || value === '') return undefined
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (!Number.isSafeInteger(number) || number < 0)
    throw new HttpError(400, `${name} must be a whole number`)
  return number
}

export function optionalBoolean(value, name) {
  if (value === undefined || value === null || value === '') return undefined
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  throw new HttpError(400, `${name} must be true or false`)
}

/** A page of `items` with Paystack's list meta. */
export function paginate(items, page, perPage) {
  const skipped = (page - 1) * perPage
  return {
    data: items.slice(skipped, skipped + perPage),
    meta: {
      total: items.length,
      skipped,
      perPage,
      page,
      pageCount: Math.ceil(items.length / perPage),
    },
  }
}

/**
 * Serves `dispatch` on host:port (every simulator's server) (0 picks a free port); an HttpError becomes `errorBody(status,
 * message)` with its status, anything else a 500.
 */
export async function serve({ sim, dispatch, port, host, errorBody }) {
  const server = http.createServer((req, res) => {
    dispatch(sim, req, res).catch((error) => {
      const statusCode = error instanceof HttpError ? error.statusCode : 500
      if (statusCode === 500) sim.log(`internal error: ${error?.stack ?? error}`)
      if (res.headersSent) return res.end()
      sendJson(
        res,
        statusCode,
        errorBody(
          statusCode,
          error instanceof HttpError ? error.message : 'Internal simulator error',
          error,
        ),
      )
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  sim.url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  return {
    url: sim.url,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        sim.deliveries.abort()
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      }),
  }
}
