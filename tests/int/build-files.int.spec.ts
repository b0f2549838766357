// Next's build files in brotli (src/cli/buildFiles.mjs): made at build time beside each script and
// style, served before Next to a browser that takes brotli; everything else is left to Next. And
// the page rewrite that writes them into a page and defers them (src/cli/nextHtml.mjs).
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compressBuildFiles, createBuildFiles } from '@/cli/buildFiles.mjs'
import { createEdgeServer } from '@/cli/edge.mjs'
import { createStyleInliner, deferScripts } from '@/cli/nextHtml.mjs'

let root: string
let base: string
let server: http.Server
const passedOn: string[] = []
const script = `self.ride = ${JSON.stringify('Free rides to church. '.repeat(400))}`

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-static-'))
  fs.mkdirSync(path.join(root, 'chunks'))
  fs.writeFileSync(path.join(root, 'chunks', 'app-1a2b.js'), script)
  fs.writeFileSync(
    path.join(root, 'chunks', 'site-3c4d.css'),
    `body{color:#223}${' '.repeat(2000)}`,
  )
  fs.writeFileSync(path.join(root, 'chunks', 'tiny.js'), 'self.a=1')
  fs.writeFileSync(path.join(root, 'chunks', 'notes.txt'), 'not a build file')
  const buildFile = createBuildFiles({ dir: root })
  server = createEdgeServer(
    (req, res) =>
      void buildFile(req, res).then((answered) => {
        if (answered) return
        passedOn.push(req.url ?? '')
        res.end('from Next')
      }),
    { env: { PUBLIC_SERVER_URL: 'http://localhost:3000' } },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  fs.rmSync(root, { recursive: true, force: true })
})

const get = (address: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${address}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
        .on('error', reject)
    },
  )

describe('build files in brotli', () => {
  it('are written beside each script and style worth compressing', async () => {
    expect(await compressBuildFiles(root)).toBe(2)
    expect(fs.existsSync(path.join(root, 'chunks', 'app-1a2b.js.br'))).toBe(true)
    expect(fs.existsSync(path.join(root, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(root, 'chunks', 'notes.txt.br'))).toBe(false)
  })

  it('are what a browser that takes brotli gets: the same script, smaller, kept for good', async () => {
    const answer = await get('/_next/static/chunks/app-1a2b.js', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toBe(script)
    expect(answer.body.length).toBeLessThan(script.length / 10)
    const style = await get('/_next/static/chunks/site-3c4d.css', 'br')
    expect(style.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(passedOn).toEqual([])
  })

  it('leave Next everything else: no brotli asked, no copy, not a build file, a way out of the folder', async () => {
    for (const [address, encoding] of [
      ['/_next/static/chunks/app-1a2b.js', 'gzip'],
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/chunks/notes.txt', 'br'],
      ['/_next/static/chunks/../../secret.js', 'br'],
      ['/_next/static/chunks/%2e%2e/app-1a2b.js', 'br'],
      ['/sponsorship', 'br'],
    ])
      expect((await get(address, encoding)).body.toString()).toBe('from Next')
    expect(passedOn).toHaveLength(6)
  })
})

describe('stylesheets written into a page', () => {
  const page = (...names: string[]) =>
    `<!DOCTYPE html><html><head>${names
      .map(
        (name) =>
          `<link rel="stylesheet" href="/_next/static/chunks/${name}" data-precedence="next"/>`,
      )
      .join('')}</head><body><h1>Free rides</h1></body></html>`

  it('puts each one in the head where its link was, and keeps the link unfetched for React to find', async () => {
    const inline = createStyleInliner({ dir: root })
    const html = await inline(page('site-3c4d.css'))
    expect(html).toContain('<style data-href="/_next/static/chunks/site-3c4d.css">body{color:#223}')
    // React looks for link[rel="stylesheet"][href]; a type no browser knows is never fetched.
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site-3c4d.css" data-precedence="next" type="text/x-inlined"/>',
    )
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<h1>'))
  })

  it('leaves a link it cannot read, or whose text could close the <style>, as it was', async () => {
    fs.writeFileSync(path.join(root, 'chunks', 'odd-5e6f.css'), 'a::after{content:"</style>"}')
    const inline = createStyleInliner({ dir: root })
    const original = page('missing-0000.css', 'odd-5e6f.css')
    expect(await inline(original)).toBe(original)
    const traversal = page('../../etc/passwd.css')
    expect(await inline(traversal)).toBe(traversal)
  })
})

describe('scripts fetched after the first paint', () => {
  const head =
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b-2.js"/>' +
    '<script src="/_next/static/chunks/a-1.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>'
  const body =
    '<h1>Free rides</h1><script>self.__next_f.push([0])</script>' +
    '<script src="/_next/static/chunks/b-2.js" async=""></script>'
  const page = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

  /** Runs the page's loader in a stand-in document; says what it would add, and when. */
  const runLoader = (html: string, paintTiming: boolean) => {
    const loader = /<script>(\(function\(\)\{var done=0[\s\S]*?)<\/script><\/body>/.exec(html)?.[1]
    expect(loader).toBeDefined()
    const added: string[] = []
    let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null
    let frame: (() => void) | null = null
    const later: (() => void)[] = []
    class Observer {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
      constructor(callback: typeof paint) {
        paint = callback
      }
      observe() {}
    }
    const window = { PerformanceObserver: Observer }
    const document = {
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (element: { src: string }) => added.push(element.src) },
    }
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader!)(
      window,
      document,
      (callback: () => void) => (frame = callback),
      (callback: () => void) => later.push(callback),
    )
    const flush = () => later.splice(0).forEach((callback) => callback())
    return {
      added,
      painted: () => {
        paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
        flush()
      },
      framed: () => {
        frame?.()
        flush()
      },
    }
  }

  it('takes every async build script out of the page, with its preload, and adds them back in order', () => {
    const html = deferScripts(page)
    expect(html).not.toContain('async=""')
    expect(html).not.toContain('rel="preload" as="script"')
    // Not a build chunk Next loads async: the no-module polyfill and the inline data stay.
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(html).toContain('<script>self.__next_f.push([0])</script>')
    const loader = runLoader(html, true)
    expect(loader.added).toEqual([])
    loader.painted()
    expect(loader.added).toEqual(['/_next/static/chunks/a-1.js', '/_next/static/chunks/b-2.js'])
    loader.painted()
    expect(loader.added).toHaveLength(2)
  })

  it('waits for the first frame where the browser does not report paints', () => {
    const loader = runLoader(deferScripts(page), false)
    expect(loader.added).toEqual([])
    loader.framed()
    expect(loader.added).toEqual(['/_next/static/chunks/a-1.js', '/_next/static/chunks/b-2.js'])
  })

  it('leaves a page without build scripts as it was', () => {
    const plain = '<!DOCTYPE html><html><body><p>Hello</p></body></html>'
    expect(deferScripts(plain)).toBe(plain)
  })
})
