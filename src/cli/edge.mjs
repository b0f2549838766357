// The edge of the production server (serve.mjs), before Next.js sees a request: request bodies
// have a size limit, and every response carries the security headers. Plain JavaScript with
// Node's built-ins only, so it runs without a build and tests can put it in front of a stub.
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const KB = 1024
const MB = 1024 * KB
export const DEFAULT_API_BODY_LIMIT = 1 * MB
/** Payload's file limit (payload.config.ts upload.limits.fileSize, 20 MB) plus the multipart form around the file. */
export const DEFAULT_UPLOAD_BODY_LIMIT = 25 * MB
/** The public forms take a 5 MB logo or resume plus 64 KB of form (endpoints/forms/*: maxBytes); they check that themselves. */
export const PUBLIC_FORM_BODY_LIMIT = 6 * MB
/** The application to drive (/rides/drive) carries two papers of at most 5 MB each plus its form. */
export const DRIVER_FORM_BODY_LIMIT = 11 * MB
/** How long a refused client may go on sending (read and dropped) before its connection is cut. */
const LINGER_MS = 5_000

/** Payload's upload collections (collections/slugs.ts, collections/uploadLimits.ts): create and update. */
const UPLOAD_COLLECTIONS = [
  'media',
  'sponsor-logos',
  'volunteer-resumes',
  'pitch-decks',
  'report-files',
  'driver-documents',
]
const UPLOAD_PATHS = [
  new RegExp(`^/api/(?:${UPLOAD_COLLECTIONS.join('|')})(?:/[^/]+)?/?$`),
  // endpoints/admin/pitchDecks.ts: a deck attached to a request, or sent with its approval.
  /^\/api\/admin\/pitch-decks\/[^/]+\/(?:file|approve)\/?$/,
]
const PUBLIC_FORM_PATHS = /^\/api\/forms\/[^/]+\/?$/
/** Pages whose forms post to themselves without JavaScript (server actions, src/lib/forms/actions.ts): home and /impact have the volunteer form. */
const PUBLIC_FORM_PAGES = /^\/(?:impact\/?|sponsorship\/?|rides\/drive\/?)?$/
const DRIVER_FORM_PAGE = /^\/rides\/drive\/?$/
/** Payload's file route, /api/<collection>/file/<filename>: uploaded bytes, shown as they are. */
const FILE_PATHS = /^\/api\/[^/]+\/file\//

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

/** A whole-number setting of the environment, or `fallback` when unset; anything else stops the start. */
export const wholeNumberSetting = (
  env,
  name,
  fallback,
  { min = 1, what = 'a whole number' } = {},
) => {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be ${what} (for example ${fallback}), not "${raw}".`)
  }
  return value
}

const bytesSetting = (env, name, fallback) =>
  wholeNumberSetting(env, name, fallback, { what: 'a number of bytes' })

/** The limits in bytes: every request, the public forms, and multipart uploads of the back office. */
export const bodyLimits = (env = process.env) => {
  const api = bytesSetting(env, 'API_BODY_LIMIT_BYTES', DEFAULT_API_BODY_LIMIT)
  const upload = Math.max(
    api,
    bytesSetting(env, 'UPLOAD_BODY_LIMIT_BYTES', DEFAULT_UPLOAD_BODY_LIMIT),
  )
  return {
    api,
    form: Math.max(api, PUBLIC_FORM_BODY_LIMIT),
    driverForm: Math.max(api, DRIVER_FORM_BODY_LIMIT),
    upload,
  }
}

/** Where the server listens: LISTEN_HOST, or every interface. Never HOSTNAME: Docker sets it to the container id. */
export const listenOptions = (env = process.env) => ({
  port: Number(env.PORT || 3000),
  host: env.LISTEN_HOST?.trim() || undefined,
})

const originOf = (url) => {
  try {
    const { origin, protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : null
  } catch {
    return null
  }
}

/**
 * The browser-facing Paystack origins, from the variables src/lib/paystack/config.ts reads, with its
 * defaults. Paystack's own inline.js opens checkout.paystack.com; the simulator serves its inline.js
 * and its checkout from one address (src/paystack-simulator/server.mjs).
 */
const paystackOrigins = (env) => {
  const script = originOf(env.PAYSTACK_INLINE_SCRIPT_URL || 'https://js.paystack.co/v2/inline.js')
  const api = originOf(env.PAYSTACK_BASE_URL || 'https://api.paystack.co')
  const paystackHosted = script !== null && /(^|\.)paystack\.com?$/.test(new URL(script).hostname)
  const checkout = paystackHosted ? 'https://checkout.paystack.com' : script
  // A subscriber's own page (My giving's 'Update card' posts, then is sent there): paystack.com.
  const manage = paystackHosted ? 'https://paystack.com' : script
  return { script, api, checkout, manage }
}

/** Where uploaded images live when S3_BUCKET is set (src/lib/storage/s3.ts), as the browser would ask for them. */
const s3Origins = (env) => {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return []
  const pathStyle = env.S3_FORCE_PATH_STYLE === 'true'
  if (env.S3_ENDPOINT) {
    const endpoint = originOf(env.S3_ENDPOINT)
    if (!endpoint) return []
    const url = new URL(endpoint)
    return [pathStyle ? endpoint : originOf(`${url.protocol}//${bucket}.${url.host}`)].filter(
      Boolean,
    )
  }
  const region = env.S3_REGION || 'us-east-1'
  return [
    originOf(
      pathStyle
        ? `https://s3.${region}.amazonaws.com`
        : `https://${bucket}.s3.${region}.amazonaws.com`,
    ),
  ].filter(Boolean)
}

/**
 * Payload's JSON and code fields load the Monaco editor from jsDelivr (@monaco-editor/loader's
 * default); the admin allows that one package version, never the whole CDN.
 */
const monacoSources = () => {
  try {
    const vs = createRequire(path.join(ROOT, 'package.json'))(
      '@monaco-editor/loader/lib/cjs/config/index.js',
    ).default.paths.vs
    const match = /^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[\w.-]+\/min\//.exec(vs)
    return match ? [match[0]] : []
  } catch {
    return []
  }
}

const policy = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ')

/**
 * The Content-Security-Policy of pages and API answers. Next.js inlines its scripts (and pages will
 * be cached, so no nonces): 'unsafe-inline' stays for scripts and styles.
 */
export const contentSecurityPolicy = (env = process.env, { admin = false } = {}) => {
  const paystack = paystackOrigins(env)
  const monaco = admin ? monacoSources() : []
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", paystack.script, ...monaco],
    'style-src': ["'self'", "'unsafe-inline'", ...monaco],
    // data: and blob: for the admin's thumbnails and the previews of files about to be uploaded.
    'img-src': ["'self'", 'data:', 'blob:', ...s3Origins(env)],
    'font-src': ["'self'", 'data:', ...monaco],
    'connect-src': ["'self'", paystack.api, paystack.script, ...monaco],
    // Paystack's checkout opens in an iframe over the page (PaystackPop.resumeTransaction).
    'frame-src': [paystack.script, paystack.checkout],
    'worker-src': ["'self'", 'blob:', ...(monaco.length ? ['data:'] : [])],
    // Forms post to the site; a donation may continue on Paystack's hosted checkout, and My giving's
    // 'Update card' on Paystack's subscription page (a form's redirect is held to this list too).
    'form-action': ["'self'", ...new Set([paystack.checkout, paystack.manage])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  })
}

/**
 * Uploaded files are shown as they are: an SVG or HTML file must not run script or act as a page of
 * the site. A PDF goes without `sandbox`, in which Chrome and Safari refuse to show one at all; a
 * PDF's own scripts run inside the viewer, never on the site's origin.
 */
export const fileContentSecurityPolicy = (contentType = '') => {
  const base = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
  return /^application\/pdf\s*(;|$)/i.test(String(contentType).trim()) ? base : `${base}; sandbox`
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const pathOf = (url = '/') => {
  if (url.startsWith('/')) return url.split(/[?#]/, 1)[0]
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

const isMultipart = (headers) =>
  /^multipart\/form-data\s*(;|$)/i.test(String(headers['content-type'] ?? '').trim())

/**
 * The body limit of one request. Every request has one (pages too: Next.js's own limit for server
 * actions is the same 1 MB); only exact upload paths get more, so an odd spelling of a path can only
 * get the smaller limit.
 */
export const bodyLimitFor = ({ url, headers, method }, limits = bodyLimits()) => {
  const requestPath = pathOf(url)
  if (!isMultipart(headers)) return limits.api
  if (UPLOAD_PATHS.some((pattern) => pattern.test(requestPath))) return limits.upload
  if (PUBLIC_FORM_PATHS.test(requestPath)) return limits.form
  if (method === 'POST' && DRIVER_FORM_PAGE.test(requestPath)) return limits.driverForm
  if (method === 'POST' && PUBLIC_FORM_PAGES.test(requestPath)) return limits.form
  return limits.api
}

const sizeText = (bytes) =>
  bytes >= MB ? `${Number((bytes / MB).toFixed(1))} MB` : `${Math.ceil(bytes / KB)} KB`

export class PayloadTooLargeError extends Error {
  constructor(limit) {
    super(`The request is too large (at most ${sizeText(limit)}).`)
    this.code = 'payload_too_large'
    this.limit = limit
  }
}

const refusedSockets = new WeakSet()

/**
 * Node closes a Connection: close response's socket at once; a client still sending would then get a
 * reset and may never read the 413. Instead: send the 413 and our FIN, keep reading (and dropping)
 * what it still sends until it closes too, or until LINGER_MS.
 */
const lingerOnClose = (socket) => {
  refusedSockets.add(socket)
  socket.destroySoon = function lingeringClose() {
    this.end()
    const timer = setTimeout(() => this.destroy(), LINGER_MS)
    timer.unref()
    this.once('end', () => this.destroy())
    this.once('close', () => clearTimeout(timer))
  }
}

/** After the edge has answered, whatever the handler still writes is dropped instead of throwing. */
const RESPONSE_METHODS = [
  'writeHead',
  'setHeader',
  'setHeaders',
  'appendHeader',
  'removeHeader',
  'flushHeaders',
  'write',
  'end',
  'addTrailers',
  'writeContinue',
  'writeProcessing',
  'writeEarlyHints',
]
const ignoreFurtherWrites = (res) => {
  for (const method of RESPONSE_METHODS) {
    res[method] = function ignored(...args) {
      const callback = args.findLast((arg) => typeof arg === 'function')
      if (callback) process.nextTick(callback)
      return this
    }
  }
}

/** A page's own form sent without JavaScript: the browser shows the answer as a page, so it gets words, not JSON. */
const isPagePost = (req) =>
  PUBLIC_FORM_PAGES.test(pathOf(req.url)) &&
  /\btext\/html\b/i.test(String(req.headers.accept ?? '')) &&
  !req.headers['next-action']

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The refusal of a too-large form post without JavaScript, as a page with a way back. */
const tooLargePage = (message, requestPath) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>The form was too large to send</title></head><body>',
    '<main><h1>The form was too large to send</h1>',
    `<p>${escapeHtml(message)} Files can be at most 5 MB: please go back, choose a smaller file and send the form again.</p>`,
    `<p><a href="${escapeHtml(requestPath)}">Back to the form</a></p></main></body></html>`,
  ].join('')

/** 413 with a JSON body like the app's own errors ('errors' is what Payload's admin shows); a page's form gets a page. */
const refuse = (req, res, limit) => {
  if (res.writableEnded) return
  if (res.headersSent) {
    // A response already under way cannot become a 413; cut the connection.
    req.socket.destroy()
    return
  }
  const error = new PayloadTooLargeError(limit)
  const page = isPagePost(req)
  const body = page
    ? tooLargePage(error.message, pathOf(req.url))
    : JSON.stringify({
        error: error.message,
        code: error.code,
        errors: [{ message: error.message }],
      })
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  lingerOnClose(req.socket)
  res.writeHead(413, {
    'Content-Type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(body)
  return error
}

/**
 * Counts a body without Content-Length (chunked) as it arrives. Node's HTTP parser hands every body
 * chunk to IncomingMessage#push before anyone reads it, whoever reads it later (Next.js, a pipe, a
 * web stream), so counting there sees every byte first and buffers nothing. Past the limit: a 413,
 * the rest is dropped, and the handler's read fails.
 */
const countBody = (req, res, limit) => {
  const push = req.push
  let received = 0
  let refused = false
  req.push = function countedPush(chunk, encoding) {
    if (refused) return true // dropped; true keeps the socket flowing while the client finishes
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length
      if (received > limit) {
        refused = true
        const error = refuse(req, res, limit)
        ignoreFurtherWrites(res)
        if (error) {
          // IncomingMessage#destroy would take the socket, and the 413 on it, down too.
          req._destroy = (err, callback) => callback(req.listenerCount('error') > 0 ? err : null)
          req.destroy(error)
        }
        return true
      }
    }
    return push.call(this, chunk, encoding)
  }
}

/** Next's hashed build files: scripts and styles, never a document. */
const STATIC_ASSETS = /^\/_next\/static\//
const ADMIN_PATHS = /^\/admin(?:\/|$)/
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme'

/**
 * Payload's withPayload asks every response for the colour-scheme client hint, for the admin's
 * theme. Outside the admin nothing reads it, and it costs: Critical-CH makes Chromium fetch a page
 * twice on a first visit, and Vary on it splits every cache (a CDN's, the browser's) in two.
 */
const dropColorSchemeHint = (res) => {
  res.removeHeader('Accept-CH')
  res.removeHeader('Critical-CH')
  const vary = res.getHeader('Vary')
  if (vary === undefined) return
  const kept = String(vary)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name.toLowerCase() !== COLOR_SCHEME_HINT.toLowerCase())
  if (kept.length) res.setHeader('Vary', kept.join(', '))
  else res.removeHeader('Vary')
}

/**
 * Security headers of one response; the handler's own value of a header wins, except a file's CSP.
 * A build file (script or style) gets only nosniff: a CSP or frame rule applies to documents, and on
 * the dozen scripts of a page they would be some 7 KB more to send over a phone's link.
 */
const securityHeaders = (env) => {
  const hsts = /^https:\/\//i.test(env.PUBLIC_SERVER_URL?.trim() ?? '')
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
  const pagePolicy = contentSecurityPolicy(env)
  const adminPolicy = contentSecurityPolicy(env, { admin: true })
  return (requestPath, res) => {
    const admin = ADMIN_PATHS.test(requestPath)
    if (!admin) dropColorSchemeHint(res)
    if (STATIC_ASSETS.test(requestPath)) {
      if (!res.hasHeader('X-Content-Type-Options'))
        res.setHeader('X-Content-Type-Options', 'nosniff')
      return
    }
    for (const [name, value] of Object.entries(common))
      if (!res.hasHeader(name)) res.setHeader(name, value)
    if (FILE_PATHS.test(requestPath)) {
      // Payload's own CSP for SVG files neither sandboxes them nor stops framing; this one replaces it.
      res.setHeader(
        'Content-Security-Policy',
        fileContentSecurityPolicy(res.getHeader('content-type')),
      )
    } else if (!res.hasHeader('Content-Security-Policy')) {
      res.setHeader('Content-Security-Policy', admin ? adminPolicy : pagePolicy)
    }
  }
}

/**
 * The edge in front of `handler`: (req, res, { expectsContinue }) => void. Headers are added when the
 * response's head goes out (every write passes through writeHead), so a header the handler set itself
 * (a stricter Referrer-Policy on a signed link) is kept, and Next.js never gets a second copy of one.
 */
export const createEdge = (handler, { env = process.env } = {}) => {
  const limits = bodyLimits(env)
  const addHeaders = securityHeaders(env)
  return (req, res, { expectsContinue = false } = {}) => {
    // A client that sent more after a refused body gets nothing more on that connection.
    if (refusedSockets.has(req.socket)) return req.socket.destroy()
    const requestPath = pathOf(req.url)
    const writeHead = res.writeHead
    res.writeHead = function writeHeadWithSecurityHeaders(...args) {
      if (!this.headersSent) addHeaders(requestPath, this)
      return writeHead.apply(this, args)
    }
    const limit = bodyLimitFor(req, limits)
    const declared = req.headers['content-length']
    if (declared !== undefined && Number(declared) > limit) return void refuse(req, res, limit)
    countBody(req, res, limit)
    if (expectsContinue) res.writeContinue()
    handler(req, res)
  }
}

/** An HTTP server with the edge in front of `handler`; a too-large upload sent with Expect: 100-continue is refused before its body. */
export const createEdgeServer = (handler, options) => {
  const edge = createEdge(handler, options)
  const server = http.createServer((req, res) => edge(req, res))
  server.on('checkContinue', (req, res) => edge(req, res, { expectsContinue: true }))
  return server
}
