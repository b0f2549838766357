// The edge of the production server (src/cli/edge.mjs, used by serve.mjs) in front of a stub that
// reads whole bodies as Next.js does: oversized bodies get 413 before the app buffers them, and
// every response carries the security headers, whose CSP still lets Paystack's checkout work.
import http from 'node:http'
import { createRequire } from 'node:module'
import net, { type AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { type Browser, chromium } from '@playwright/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DECK_MAX_BYTES, LOGO_MAX_BYTES, RESUME_MAX_BYTES } from '@collections/uploadLimits'
import {
  bodyLimitFor,
  bodyLimits,
  contentSecurityPolicy,
  createEdgeServer,
  fileContentSecurityPolicy,
  listenOptions,
} from '@/cli/edge.mjs'
import { findFreePort } from '@/lib/db/embedded.mjs'
import { paystackConfig } from '@/lib/paystack/config'
import { type PaystackSimulator, startSimulator } from '@/paystack-simulator/server.mjs'

const MB = 1024 * 1024
const ENVELOPE = 64 * 1024
const PAYLOAD_STYLE_SVG_CSP = "script-src 'none'; frame-src 'none'; object-src 'none'"

type Seen = { path: string; transferEncoding?: string; bytes?: number; error?: string }
type Answer = {
  status: number
  headers: http.IncomingHttpHeaders
  rawHeaders: string[]
  text: string
}

/** What the stub app was asked, and how far it got reading each body. */
let seen: Seen[] = []
let reads: Promise<void>[] = []

/** Copies headers the way Next.js's sendResponse does: a header already on the response is kept, Vary is always appended. */
const sendLikeNext = (
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
) => {
  res.statusCode = status
  for (const [name, value] of Object.entries(headers))
    if (name === 'vary' || res.getHeader(name) === undefined) res.appendHeader(name, value)
  res.flushHeaders()
  res.write(body)
  res.end()
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>window.ran = true</script><text y="20">logo</text></svg>'
/** What the test pages' own scripts leave on window: the SVG's, pageHtml's and evil.js's. */
type PageGlobals = {
  ran?: boolean
  inlineRan?: boolean
  evil?: boolean
  events: [string, string?][]
  pay: (accessCode: string) => Promise<void>
}

const stub = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const path = (req.url ?? '/').split('?')[0]
  const entry: Seen = { path, transferEncoding: req.headers['transfer-encoding'] }
  seen.push(entry)
  if (path.endsWith('.svg'))
    return sendLikeNext(
      res,
      200,
      { 'content-type': 'image/svg+xml', 'content-security-policy': PAYLOAD_STYLE_SVG_CSP },
      SVG,
    )
  if (path.endsWith('.pdf'))
    return sendLikeNext(res, 200, { 'content-type': 'application/pdf' }, '%PDF-1.4\n%%EOF\n')
  // The signed pitch-deck link page keeps its token out of every Referer (endpoints/admin/pitchDecks.ts).
  if (path === '/api/pitch-deck/download')
    return sendLikeNext(
      res,
      403,
      { 'content-type': 'text/html', 'referrer-policy': 'no-referrer' },
      '<h1>Link not valid</h1>',
    )
  // What Payload's withPayload adds to every response, for the admin's theme.
  const colorSchemeHint = {
    'accept-ch': 'Sec-CH-Prefers-Color-Scheme',
    'critical-ch': 'Sec-CH-Prefers-Color-Scheme',
    vary: 'Sec-CH-Prefers-Color-Scheme, Accept-Encoding',
  }
  if (path === '/' || path.startsWith('/admin') || path === '/sponsorship')
    return sendLikeNext(
      res,
      200,
      { 'content-type': 'text/html; charset=utf-8', ...colorSchemeHint },
      pageHtml,
    )
  if (path.startsWith('/_next/static/'))
    return sendLikeNext(
      res,
      200,
      { 'content-type': 'application/javascript; charset=UTF-8', ...colorSchemeHint },
      'window.built = true',
    )
  reads.push(
    (async () => {
      let bytes = 0
      try {
        for await (const chunk of req) bytes += (chunk as Buffer).length
        entry.bytes = bytes
        sendLikeNext(res, 200, { 'content-type': 'application/json' }, JSON.stringify({ bytes }))
      } catch (error) {
        entry.error = (error as Error).message
        // What Payload would answer to a body it could not read; the edge has answered already.
        sendLikeNext(
          res,
          500,
          { 'content-type': 'application/json', vary: 'Origin' },
          JSON.stringify({ errors: [{ message: 'Something went wrong.' }] }),
        )
      }
    })(),
  )
}

let pageHtml = '<!doctype html><title>Fellowship Rides</title><h1>Give a ride</h1>'

const servers: http.Server[] = []
const startEdge = async (env?: Record<string, string | undefined>) => {
  const server = createEdgeServer(stub, env ? { env } : undefined)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let base: string
beforeAll(async () => {
  base = await startEdge({ PUBLIC_SERVER_URL: 'http://localhost:3000' })
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})
afterEach(() => {
  seen = []
  reads = []
})

const inPieces = function* (body: Buffer, size = 64 * 1024) {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size)
}

/** One request; with `chunked` the body streams without Content-Length. The answer must arrive whole. */
const send = (
  url: string,
  {
    method = 'POST',
    body = Buffer.alloc(0),
    contentType = 'application/json',
    chunked = false,
    accept = undefined as string | undefined,
  } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': contentType }
    if (accept) headers.accept = accept
    if (!chunked && method !== 'GET') headers['content-length'] = body.length
    const request = http.request(url, { method, headers })
    let answered = false
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          text: Buffer.concat(chunks).toString(),
        }),
      )
    })
    // Once the answer is in, a refused upload's unsent rest may fail to write; that is the point.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (method === 'GET') request.end()
    else if (chunked) Readable.from(inPieces(body)).pipe(request)
    else request.end(body)
  })

/** A login body of exactly `bytes` bytes. */
const json = (bytes: number) => {
  const [head, tail] = ['{"email":"ada@example.org","password":"', '"}']
  return Buffer.from(head + 'x'.repeat(bytes - head.length - tail.length) + tail)
}
const multipart = (fileBytes: number) => {
  const boundary = 'edge-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA bus\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bus.png"\r\nContent-Type: image/png\r\n\r\n`
  return {
    body: Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(fileBytes, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

describe('request bodies', () => {
  it('a 2 MB JSON login is answered 413 at once, and the app never sees it', async () => {
    const answer = await send(`${base}/api/users/login`, { body: json(2 * MB) })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.text)).toEqual({
      error: 'The request is too large (at most 1 MB).',
      code: 'payload_too_large',
      errors: [{ message: 'The request is too large (at most 1 MB).' }],
    })
    expect(seen).toEqual([])
  })

  it("a form posted without JavaScript past the forms' limit gets a page that says so, with a way back", async () => {
    const upload = multipart(7 * MB)
    const answer = await send(`${base}/sponsorship`, {
      body: upload.body,
      contentType: upload.contentType,
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    })
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.text).toContain('<h1>The form was too large to send</h1>')
    expect(answer.text).toContain(
      'The request is too large (at most 6 MB). Files can be at most 5 MB: please go back, choose a smaller file and send the form again.',
    )
    expect(answer.text).toContain('<a href="/sponsorship">Back to the form</a>')
    expect(seen).toEqual([])
  })

  it('a 2 MB body sent in chunks without Content-Length is cut with 413; the app never reads it whole', async () => {
    const answer = await send(`${base}/api/graphql`, { body: json(2 * MB), chunked: true })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'payload_too_large' })
    await Promise.all(reads)
    expect(seen).toEqual([
      {
        path: '/api/graphql',
        transferEncoding: 'chunked',
        error: 'The request is too large (at most 1 MB).',
      },
    ])
    // The server goes on serving.
    expect((await send(`${base}/api/users/login`, { body: json(1024) })).status).toBe(200)
  })

  it('small bodies reach the app whole, chunked or not, and the Paystack webhook path is one of them', async () => {
    const login = await send(`${base}/api/users/login`, { body: json(1024) })
    expect([login.status, JSON.parse(login.text)]).toEqual([200, { bytes: 1024 }])
    const chunked = await send(`${base}/api/forms/impact-report`, {
      body: json(900 * 1024),
      chunked: true,
    })
    expect([chunked.status, JSON.parse(chunked.text)]).toEqual([200, { bytes: 900 * 1024 }])
    // endpoints/payments/webhook.ts takes up to 256 KB itself.
    const webhook = await send(`${base}/api/paystack/webhook`, { body: json(256 * 1024) })
    expect([webhook.status, JSON.parse(webhook.text)]).toEqual([200, { bytes: 256 * 1024 }])
  })

  it('a 10 MB image upload to /api/media passes; a 30 MB one is refused, streamed or not', async () => {
    const ten = multipart(10 * MB)
    const passed = await send(`${base}/api/media`, { body: ten.body, contentType: ten.contentType })
    expect([passed.status, JSON.parse(passed.text)]).toEqual([200, { bytes: ten.body.length }])

    const thirty = multipart(30 * MB)
    seen = []
    const refused = await send(`${base}/api/media`, {
      body: thirty.body,
      contentType: thirty.contentType,
    })
    expect([refused.status, JSON.parse(refused.text).error]).toEqual([
      413,
      'The request is too large (at most 25 MB).',
    ])
    expect(seen).toEqual([])
    const streamed = await send(`${base}/api/media/7`, {
      method: 'PATCH',
      body: thirty.body,
      contentType: thirty.contentType,
      chunked: true,
    })
    expect(streamed.status).toBe(413)
    await Promise.all(reads)
    expect(seen.map(({ bytes, error }) => ({ bytes, error }))).toEqual([
      { bytes: undefined, error: 'The request is too large (at most 25 MB).' },
    ])
  })

  for (const chunked of [false, true]) {
    it(`a client that reads nothing until its whole body is sent still gets the 413, not a reset (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      const { port } = new URL(base)
      const socket = net.connect(Number(port), '127.0.0.1')
      socket.pause()
      const received: Buffer[] = []
      socket.on('data', (chunk: Buffer) => received.push(chunk))
      // A reset fails the test at once (EPIPE or ECONNRESET) instead of leaving it waiting.
      const closed = new Promise<void>((resolve, reject) => {
        socket.on('end', resolve)
        socket.on('error', reject)
      })
      const body = json(8 * MB)
      const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`
      socket.write(
        `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
      )
      for (const piece of inPieces(body)) {
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece
        if (!socket.write(framed))
          await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed])
      }
      if (chunked) socket.write('0\r\n\r\n')
      socket.resume()
      await closed
      socket.destroy()
      const answer = Buffer.concat(received).toString()
      expect(answer).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/)
      expect(answer).toContain('"code":"payload_too_large"')
      await Promise.all(reads)
    })
  }

  it('a too-large upload sent with Expect: 100-continue is refused before its body is sent', async () => {
    const { contentType } = multipart(0)
    const answer = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false
      const request = http.request(`${base}/api/media`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': 30 * MB, expect: '100-continue' },
      })
      request.on('continue', () => (continued = true))
      request.on('response', (response) => {
        response.resume()
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, continued })
          request.destroy()
        })
      })
      request.on('error', reject)
      request.flushHeaders()
    })
    expect(answer).toEqual({ status: 413, continued: false })
    expect(seen).toEqual([])
  })

  it('the limits are at least what the app itself accepts: Payload uploads, pitch decks, public forms', async () => {
    const { default: configPromise } = await import('@payload-config')
    const config = await configPromise
    const fileSize = config.upload.limits?.fileSize ?? 0
    expect(fileSize).toBeGreaterThan(0)
    const upload = { 'content-type': 'multipart/form-data; boundary=x' }
    const limitOf = (url: string, headers: http.IncomingHttpHeaders = upload) =>
      bodyLimitFor({ url, headers }, bodyLimits({}))

    const uploadSlugs = config.collections
      .filter((collection) => collection.upload)
      .map((collection) => collection.slug)
    expect(uploadSlugs.sort()).toEqual([
      'driver-documents',
      'media',
      'pitch-decks',
      'report-files',
      'sponsor-logos',
      'volunteer-resumes',
    ])
    for (const slug of uploadSlugs) {
      expect(limitOf(`/api/${slug}?depth=0`)).toBeGreaterThanOrEqual(fileSize + ENVELOPE)
      expect(limitOf(`/api/${slug}/12`)).toBeGreaterThanOrEqual(fileSize + ENVELOPE)
    }
    expect(limitOf('/api/admin/pitch-decks/3/file')).toBeGreaterThanOrEqual(
      DECK_MAX_BYTES + ENVELOPE,
    )
    expect(limitOf('/api/admin/pitch-decks/3/approve')).toBeGreaterThanOrEqual(
      DECK_MAX_BYTES + ENVELOPE,
    )
    expect(limitOf('/api/forms/sponsorship')).toBeGreaterThanOrEqual(LOGO_MAX_BYTES + ENVELOPE)
    expect(limitOf('/api/forms/volunteer')).toBeGreaterThanOrEqual(RESUME_MAX_BYTES + ENVELOPE)
    // Without JavaScript the same forms post to their own page (a server action): POST only.
    const post = (url: string) =>
      bodyLimitFor({ url, headers: upload, method: 'POST' }, bodyLimits({}))
    expect(post('/impact')).toBe(limitOf('/api/forms/volunteer'))
    expect(post('/sponsorship')).toBe(limitOf('/api/forms/sponsorship'))
    expect(post('/')).toBe(limitOf('/api/forms/volunteer'))
    expect(post('/news')).toBe(MB)
    // The application to drive carries two papers (src/lib/rides/driverApplication.ts).
    expect(post('/rides/drive')).toBeGreaterThanOrEqual(2 * (RESUME_MAX_BYTES + ENVELOPE))
    expect(post('/rides/drive')).toBeLessThan(limitOf('/api/media'))
    expect(limitOf('/sponsorship')).toBe(MB)
    // Public forms stay well below the back office's uploads; JSON never gets the upload limit.
    expect(limitOf('/api/forms/volunteer')).toBeLessThan(limitOf('/api/media'))
    expect(limitOf('/api/media', { 'content-type': 'application/json' })).toBe(MB)
    expect(limitOf('/api/users/login')).toBe(MB)
    expect(limitOf('/%61pi/media')).toBe(MB)
  })

  it('the limits follow API_BODY_LIMIT_BYTES and UPLOAD_BODY_LIMIT_BYTES, and refuse a value that is not bytes', async () => {
    const small = await startEdge({
      API_BODY_LIMIT_BYTES: '2048',
      UPLOAD_BODY_LIMIT_BYTES: String(3 * MB),
    })
    expect((await send(`${small}/api/users/login`, { body: json(4096) })).status).toBe(413)
    const upload = multipart(4 * MB)
    expect(
      (await send(`${small}/api/media`, { body: upload.body, contentType: upload.contentType }))
        .status,
    ).toBe(413)
    expect(() => bodyLimits({ API_BODY_LIMIT_BYTES: '1mb' })).toThrow(
      'API_BODY_LIMIT_BYTES must be a number of bytes (for example 1048576), not "1mb".',
    )
  })
})

describe('security headers', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of ['PUBLIC_SERVER_URL', 'PAYSTACK_INLINE_SCRIPT_URL', 'PAYSTACK_BASE_URL']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  const expectCommonHeaders = (answer: Answer) => {
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    // One of each: never a second copy next to one the app set.
    const names = answer.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase())
    expect(
      names.filter(
        (name) =>
          name === 'content-security-policy' ||
          name === 'referrer-policy' ||
          name === 'x-frame-options',
      ),
    ).toHaveLength(3)
  }

  it('pages, API answers, files and a 413 all carry them; no HSTS on an http site', async () => {
    const answers = {
      page: await send(`${base}/`, { method: 'GET' }),
      admin: await send(`${base}/admin/login`, { method: 'GET' }),
      api: await send(`${base}/api/health`, { method: 'GET' }),
      file: await send(`${base}/api/media/file/logo.svg`, { method: 'GET' }),
      refused: await send(`${base}/api/users/login`, { body: json(2 * MB) }),
    }
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 413])
    for (const answer of Object.values(answers)) {
      expectCommonHeaders(answer)
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(answer.headers['strict-transport-security']).toBeUndefined()
    }
    expect(answers.page.headers['content-security-policy']).toBe(
      contentSecurityPolicy({ PUBLIC_SERVER_URL: 'http://localhost:3000' }),
    )
    expect(answers.api.headers['content-security-policy']).toBe(
      answers.page.headers['content-security-policy'],
    )
    // An uploaded SVG gets the sandboxing policy in place of Payload's own.
    expect(answers.file.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    )
    expect(answers.file.text).toBe(SVG)
  })

  it("a build file gets nosniff alone, and outside the admin Payload's colour-scheme hint is dropped", async () => {
    const script = await send(`${base}/_next/static/chunks/app.js`, { method: 'GET' })
    expect(script.status).toBe(200)
    expect(script.text).toBe('window.built = true')
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(script.headers[name], name).toBeUndefined()
    const page = await send(`${base}/`, { method: 'GET' })
    for (const answer of [script, page]) {
      // Critical-CH would make Chromium ask for the page twice; Vary on the hint splits caches.
      expect(answer.headers['accept-ch']).toBeUndefined()
      expect(answer.headers['critical-ch']).toBeUndefined()
      expect(answer.headers.vary).toBe('Accept-Encoding')
    }
    const admin = await send(`${base}/admin/login`, { method: 'GET' })
    expect(admin.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers.vary).toContain('Sec-CH-Prefers-Color-Scheme')
  })

  it('a PDF file is not sandboxed (browsers would refuse to show it), and a stricter Referrer-Policy of the app is kept', async () => {
    const pdf = await send(`${base}/api/report-files/file/report-2025.pdf`, { method: 'GET' })
    expectCommonHeaders(pdf)
    expect(pdf.headers['content-security-policy']).toBe(
      fileContentSecurityPolicy('application/pdf'),
    )
    expect(pdf.headers['content-security-policy']).not.toContain('sandbox')
    const link = await send(`${base}/api/pitch-deck/download?token=abc`, { method: 'GET' })
    expectCommonHeaders(link)
    expect(link.headers['referrer-policy']).toBe('no-referrer')
  })

  it('HSTS only when PUBLIC_SERVER_URL is https', async () => {
    process.env.PUBLIC_SERVER_URL = 'https://rides.example.org'
    const https = await startEdge()
    for (const path of ['/', '/api/health', '/api/media/file/logo.svg']) {
      expect(
        (await send(`${https}${path}`, { method: 'GET' })).headers['strict-transport-security'],
      ).toBe('max-age=31536000; includeSubDomains')
    }
    expect(
      (await send(`${https}/api/users/login`, { body: json(2 * MB) })).headers[
        'strict-transport-security'
      ],
    ).toBe('max-age=31536000; includeSubDomains')
    process.env.PUBLIC_SERVER_URL = 'http://rides.example.org'
    const plain = await startEdge()
    expect(
      (await send(`${plain}/`, { method: 'GET' })).headers['strict-transport-security'],
    ).toBeUndefined()
  })

  it("the CSP names the Paystack script and checkout the app's own Paystack config gives the browser", () => {
    delete process.env.PAYSTACK_INLINE_SCRIPT_URL
    delete process.env.PAYSTACK_BASE_URL
    const real = contentSecurityPolicy(process.env)
    expect(real).toContain(
      `script-src 'self' 'unsafe-inline' ${new URL(paystackConfig().inlineScriptUrl).origin};`,
    )
    expect(real).toContain('frame-src https://js.paystack.co https://checkout.paystack.com;')
    expect(real).toContain("form-action 'self' https://checkout.paystack.com https://paystack.com;")
    expect(real).toContain(
      `connect-src 'self' ${new URL(paystackConfig().baseUrl).origin} https://js.paystack.co;`,
    )

    // What src/cli/paystack.mjs sets for the simulator.
    process.env.PAYSTACK_INLINE_SCRIPT_URL = 'http://localhost:54400/inline.js'
    process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:54400'
    const simulator = contentSecurityPolicy(process.env)
    const origin = new URL(paystackConfig().inlineScriptUrl).origin
    expect(origin).toBe('http://localhost:54400')
    expect(simulator).toContain(`script-src 'self' 'unsafe-inline' ${origin};`)
    expect(simulator).toContain(`frame-src ${origin};`)
    expect(simulator).toContain(`form-action 'self' ${origin};`)
    expect(simulator).not.toContain('paystack.co')
  })

  it('S3 images are allowed from the bucket when S3 is configured, and Monaco (JSON fields) only in the admin', () => {
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data: blob:;")
    expect(
      contentSecurityPolicy({
        S3_BUCKET: 'rides',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toContain("img-src 'self' data: blob: http://127.0.0.1:4569;")
    expect(contentSecurityPolicy({ S3_BUCKET: 'rides', S3_REGION: 'eu-west-1' })).toContain(
      "img-src 'self' data: blob: https://rides.s3.eu-west-1.amazonaws.com;",
    )

    // Where Payload's code editor loads Monaco from: @monaco-editor/loader's default.
    const vs: string = createRequire(import.meta.url)(
      '@monaco-editor/loader/lib/cjs/config/index.js',
    ).default.paths.vs
    const admin = contentSecurityPolicy({}, { admin: true })
    const monaco = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/ ]+\/min\//.exec(admin)?.[0]
    expect(monaco && `${vs}/`.startsWith(monaco)).toBe(true)
    expect(admin).toContain(`script-src 'self' 'unsafe-inline' https://js.paystack.co ${monaco};`)
    expect(contentSecurityPolicy({})).not.toContain('jsdelivr')
  })
})

describe('in Chromium', () => {
  let browser: Browser
  let simulator: PaystackSimulator
  let site: string
  let elsewhere: http.Server
  let elsewhereUrl: string
  const SECRET = 'sk_test_edge_secret'

  beforeAll(async () => {
    // As `npm start` runs it: the API on 127.0.0.1, the browser's address on localhost.
    const port = await findFreePort()
    simulator = await startSimulator({
      port,
      publicUrl: `http://localhost:${port}`,
      secretKey: SECRET,
      log: () => {},
    })
    site = await startEdge({
      PAYSTACK_INLINE_SCRIPT_URL: `${simulator.publicUrl}/inline.js`,
      PAYSTACK_BASE_URL: simulator.url,
    })
    // Another origin: a script nobody allowed, and a page that tries to frame the site.
    elsewhere = http.createServer((req, res) => {
      if (req.url === '/evil.js')
        return res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.evil = true')
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><title>Framing</title><iframe src="${site}/sponsorship"></iframe>`)
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`
    // Like the sponsorship page: Next.js's inline scripts, and Paystack's inline.js loaded on demand (src/lib/payments/paystackInline.ts).
    pageHtml = `<!doctype html><html lang="en"><head><title>Sponsorship</title>
<script>window.inlineRan = true; window.events = [];</script>
<script src="${elsewhereUrl}/evil.js"></script></head>
<body><h1>Give a ride</h1><script>
window.pay = (accessCode) => new Promise((resolve, reject) => {
  const script = document.createElement('script');
  script.src = ${JSON.stringify(`${simulator.publicUrl}/inline.js`)};
  script.onload = () => { new PaystackPop().resumeTransaction(accessCode, { onSuccess: (t) => events.push(['success', t.reference]), onCancel: () => events.push(['cancel']) }); resolve(); };
  script.onerror = () => reject(new Error('inline.js blocked'));
  document.head.appendChild(script);
});
</script></body></html>`
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    })
  })

  afterAll(async () => {
    await browser?.close()
    await simulator?.close()
    if (elsewhere) await new Promise<void>((resolve) => elsewhere.close(() => resolve()))
  })

  it("inline scripts and the simulator's checkout iframe work under the CSP; another origin's script does not run", async () => {
    const initialized = await fetch(`${simulator.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ada@example.org',
        amount: 2_500_000,
        reference: 'edge-csp-pay',
      }),
    })
    const { access_code: accessCode } = (
      (await initialized.json()) as { data: { access_code: string } }
    ).data
    const page = await browser.newPage()
    try {
      await page.goto(`${site}/sponsorship`)
      expect(
        await page.evaluate(() => [
          (window as typeof window & PageGlobals).inlineRan,
          (window as typeof window & PageGlobals).evil,
        ]),
      ).toEqual([true, undefined])
      await page.evaluate((code) => (window as typeof window & PageGlobals).pay(code), accessCode)
      const checkout = page.frameLocator('iframe[title="Paystack Simulator checkout"]')
      await checkout.getByText('₦25,000').waitFor()
      await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect
        .poll(() => page.evaluate(() => (window as typeof window & PageGlobals).events))
        .toEqual([['success', 'edge-csp-pay']])
    } finally {
      await page.close()
    }
  })

  it('another site cannot frame a page, and an uploaded SVG opened directly runs no script', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(elsewhereUrl)
      const framed = page.frames().find((frame) => frame !== page.mainFrame())
      // The page was served, and Chromium showed its error page in the frame instead.
      expect(seen.map(({ path }) => path)).toContain('/sponsorship')
      expect(framed?.url()).toBe('chrome-error://chromewebdata/')

      await page.goto(`${site}/api/media/file/logo.svg`)
      expect(await page.locator('text').textContent()).toBe('logo')
      expect(await page.evaluate(() => (window as typeof window & PageGlobals).ran)).toBeUndefined()
    } finally {
      await page.close()
    }
  })
})

describe('listening', () => {
  it("listens on every interface when Docker's HOSTNAME is a container id, and on LISTEN_HOST when set", async () => {
    const options = listenOptions({ HOSTNAME: '3f2a9c1b7d4e', PORT: '0' })
    expect(options).toEqual({ port: 0, host: undefined })
    const server = createEdgeServer(stub)
    servers.push(server)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port, options.host, resolve)
    })
    const { port } = server.address() as AddressInfo
    const answer = await send(`http://127.0.0.1:${port}/api/health`, { method: 'GET' })
    expect(answer.status).toBe(200)
    expect(
      listenOptions({ HOSTNAME: '3f2a9c1b7d4e', LISTEN_HOST: '127.0.0.1', PORT: '8080' }),
    ).toEqual({ port: 8080, host: '127.0.0.1' })
  })
})
