// Next's build files (scripts and styles under /_next/static/) in brotli, made once at build time at
// the highest quality, so a phone downloads them some 12% smaller than Next's own gzip. Served here,
// before Next, to a browser that takes brotli; any other request is left to Next as before.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { encodingFor } from './pageCache.mjs'

const brotli = promisify(zlib.brotliCompress)
const PREFIX = '/_next/static/'
/** Build files are hashed names of these characters; anything else is left to Next. */
const BUILD_FILE = /^[\w-]+(?:\/[\w-][\w.-]*)*\.(js|css)$/
const TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' }
/** Below this, compression saves less than its header costs. */
const MIN_BYTES = 1024

/** Writes <file>.br beside every script and style in `dir` (.next/static); returns how many. */
export const compressBuildFiles = async (dir) => {
  let count = 0
  const walk = async (folder) => {
    for (const entry of await fs.promises.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (/\.(js|css)$/.test(entry.name)) {
        const source = await fs.promises.readFile(full)
        if (source.length < MIN_BYTES) continue
        const compressed = await brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        })
        await fs.promises.writeFile(`${full}.br`, compressed)
        count += 1
      }
    }
  }
  if (fs.existsSync(dir)) await walk(dir)
  return count
}

/** Next's stylesheet links in a page's head, as it writes them. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/static\/([^"]+\.css)"([^>]*?)\/?>/g

/**
 * (html) => Promise<html>: the site's stylesheets written into the page, so its first paint waits
 * for no second request (issue #17). Each link stays, with a type no browser fetches, for React
 * to find: it then adopts it instead of adding the stylesheet again. A file it cannot read, or one
 * that could end the <style> early, stays a plain link.
 */
export const createStyleInliner = ({ dir }) => {
  const root = path.resolve(dir)
  const contents = new Map()
  const read = async (name) => {
    if (!contents.has(name)) {
      const file = path.join(root, name)
      const css =
        BUILD_FILE.test(name) && file.startsWith(root + path.sep)
          ? await fs.promises.readFile(file, 'utf8').catch(() => null)
          : null
      contents.set(name, css !== null && !/<\/style/i.test(css) ? css : null)
    }
    return contents.get(name)
  }
  return async (html) => {
    let out = ''
    let last = 0
    for (const match of html.matchAll(STYLESHEET_LINK)) {
      const css = await read(match[1])
      if (css === null) continue
      const href = `/_next/static/${match[1]}`
      out += `${html.slice(last, match.index)}<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}"${match[2]} type="text/x-inlined"/>`
      last = match.index + match[0].length
    }
    return last === 0 ? html : out + html.slice(last)
  }
}

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/chunks\/[\w.-]+\.js)"[^>]*\/>/g

/**
 * (html) => html: the page's scripts fetched after its first paint, not while it is parsed
 * (issue #17). Next puts them in the <head> as async scripts: the browser fetches, and on a slow
 * phone runs, about 120 KB of them before it paints the text it already has. Here one small
 * script at the end adds them once the page has painted its first text; the page reads the same
 * and works without them (every page does: Opera Mini runs none), and Turbopack's runtime finds
 * them by their src as before.
 */
export const deferScripts = (html) => {
  const sources = []
  const out = html.replace(ASYNC_SCRIPT, (_, src) => {
    sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  const withoutPreloads = out.replace(SCRIPT_PRELOAD, (tag, src) =>
    sources.includes(src) ? '' : tag,
  )
  // After the first contentful paint (Paint Timing); where that is not reported, after the first frame.
  const loader =
    `<script>(function(){var done=0,load=function(){if(done)return;done=1;${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})};` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(load)}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(load)})})()</script>`
  const end = withoutPreloads.lastIndexOf('</body>')
  return end < 0
    ? withoutPreloads + loader
    : withoutPreloads.slice(0, end) + loader + withoutPreloads.slice(end)
}

/** (req, res) => Promise<boolean>: true when it answered with the brotli copy of a build file. */
export const createBuildFiles = ({ dir }) => {
  const root = path.resolve(dir)
  return async (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX))
      return false
    if (encodingFor(req.headers['accept-encoding']) !== 'br') return false
    const name = req.url.slice(PREFIX.length).split('?', 1)[0]
    const kind = BUILD_FILE.exec(name)?.[1]
    if (!kind) return false
    const file = path.join(root, `${name}.br`)
    if (!file.startsWith(root + path.sep)) return false
    let size
    try {
      size = (await fs.promises.stat(file)).size
    } catch {
      return false
    }
    res.statusCode = 200
    res.setHeader('Content-Type', TYPES[kind])
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Content-Length', size)
    res.setHeader('Vary', 'Accept-Encoding')
    // Hashed names: a new build has new names, so a browser or CDN may keep these for good.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    if (req.method === 'HEAD') {
      res.end()
      return true
    }
    await new Promise((resolve) => {
      const stream = fs.createReadStream(file)
      stream.on('error', () => {
        res.destroy()
        resolve()
      })
      res.on('close', resolve)
      stream.pipe(res)
    })
    return true
  }
}
