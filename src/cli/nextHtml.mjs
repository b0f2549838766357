// The one place that knows how Next.js writes a page and asks for something else than one: the page
// cache (pageCache.mjs) keeps pages rewritten here, with the stylesheets written in and the scripts
// moved behind the first paint (issue #17), and passes Next's own requests by. It relies on Next's
// output, checked against next 16.4.6 (tests/fixtures/next-page.html, captured from its build;
// tests/int/internals-contract.int.spec.ts fails on an upgrade; ARCHITECTURE.md, "Where we reach
// into Payload and Next", says what Cache Components change):
// - `<link rel="stylesheet" href="/_next/static/….css" …/>` in the head, which React adopts by href;
// - `<script src="/_next/static/chunks/….js" async=""></script>` for every build script (the
//   no-module polyfill apart), and `<link rel="preload" as="script" … href=…/>` for some;
// - the request headers of Next's router and server actions (FLIGHT_HEADERS, next-action, next-url)
//   and its `_rsc` query parameter.
// A page whose build scripts are written otherwise keeps Next's own tags, and the rewrite says so once.
import fs from 'node:fs'
import path from 'node:path'

/** Requests for which Next answers something else than the page's HTML: RSC payloads, server actions. */
const NEXT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-hmr-refresh',
  'next-action',
  'next-url',
]

/** True when Next answers this request with something else than a page's HTML. */
export const asksNextForPayload = (headers, url) =>
  NEXT_HEADERS.some((name) => headers[name] !== undefined) || url.searchParams.has('_rsc')

/** Build files (under /_next/static/) are hashed names of these characters; buildFiles.mjs serves them. */
export const BUILD_FILE = /^[\w-]+(?:\/[\w-][\w.-]*)*\.(js|css)$/
/** Next's stylesheet links in a page's head, as it writes them. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/static\/([^"]+\.css)"([^>]*?)\/?>/g
/** Any stylesheet link of the build, however written. */
const ANY_STYLESHEET_LINK =
  /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="\/_next\/static\/)[^>]*>/g

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/chunks\/[\w.-]+\.js)"[^>]*\/>/g
/** Any script tag of the build, however written. */
const ANY_BUILD_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*>(?:<\/script>)?/g
/** The build scripts whose form we know: async (deferred here) or the no-module polyfill (left). */
const KNOWN_BUILD_SCRIPT =
  /^<script src="\/_next\/static\/chunks\/[\w.-]+\.js" (?:async=""|noModule="")><\/script>$/

/**
 * What of Next's markup this module does not recognise in `html`: a build script tag or stylesheet
 * link written otherwise than above. Empty for every page of the Next it was checked against.
 */
export const unrecognisedMarkup = (html) => {
  const found = []
  const script = [...html.matchAll(ANY_BUILD_SCRIPT)].find(([tag]) => !KNOWN_BUILD_SCRIPT.test(tag))
  if (script) found.push({ kind: 'script', tag: script[0] })
  const link = [...html.matchAll(ANY_STYLESHEET_LINK)].find(
    ([tag]) => !new RegExp(STYLESHEET_LINK.source).test(tag),
  )
  if (link) found.push({ kind: 'stylesheet', tag: link[0] })
  return found
}

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

/**
 * (html) => html: the page's scripts fetched after its first paint, not while it is parsed
 * (issue #17). Next puts them in the <head> as async scripts: the browser fetches, and on a slow
 * phone runs, about 120 KB of them before it paints the text it already has. Here one small
 * script at the end adds them once the page has painted its first text; the page reads the same
 * and works without them (every page does: Opera Mini runs none), and Turbopack's runtime finds
 * them by their src as before. A page with a build script written otherwise is left as it is:
 * moving only some of its scripts could run them out of their order.
 */
export const deferScripts = (html) => {
  if (unrecognisedMarkup(html).some(({ kind }) => kind === 'script')) return html
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

/**
 * (html) => Promise<html>: the rewrite the page cache applies to a page before keeping it. Markup it
 * does not recognise (a Next upgrade) is logged once per kind, naming the tag, with what the pages
 * lose; those pages keep Next's own tags for it, so they still work, only slower.
 */
export const createNextHtmlRewrite = ({ dir, warn = (message) => console.warn(message) }) => {
  const inlineStyles = createStyleInliner({ dir })
  const warned = new Set()
  return async (html) => {
    for (const { kind, tag } of unrecognisedMarkup(html)) {
      if (warned.has(kind)) continue
      warned.add(kind)
      warn(
        kind === 'script'
          ? `Next writes a build script as ${tag}, which src/cli/nextHtml.mjs does not know: pages keep Next's script tags (no script waits for the first paint) until it is updated`
          : `Next writes a stylesheet link as ${tag}, which src/cli/nextHtml.mjs does not know: such stylesheets are not written into the pages until it is updated`,
      )
    }
    return deferScripts(await inlineStyles(html))
  }
}

/** Next's Link header without the preloads of stylesheets the page now carries itself. */
export const linkWithoutInlined = (link, html) =>
  String(link)
    .split(/,(?=\s*<)/)
    .filter((entry) => {
      const href = /<([^>]+)>/.exec(entry)?.[1]
      return !(href && /rel=preload/.test(entry) && html.includes(`<style data-href="${href}">`))
    })
    .join(',')
    .trim()
