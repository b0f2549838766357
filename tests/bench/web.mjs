// npm run bench:web — Lighthouse (mobile, default simulated throttling) on the production build with
// the demo content: three runs per page, medians printed. Targets (issue #3): performance >= 98,
// accessibility 100, LCP <= 1.5 s on every page; at most 119 KB of gzipped JavaScript on /.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse from 'lighthouse'

import { build } from '../../src/cli/build.mjs'
import { ROOT } from '../../src/cli/runtime.mjs'
import { waitFor } from './common.mjs'

const PORT = Number(process.env.BENCH_PORT || 3400)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 54600)
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT || 9333)
const RUNS = Number(process.env.BENCH_RUNS || 3)
const PAGES = (process.env.BENCH_PAGES || '/,/impact,/sponsorship').split(',')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const base = `http://localhost:${PORT}`

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

if ((await build()) !== 0) process.exit(1)

const dataDir = '.data/bench'
fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true })
const server = spawn(process.execPath, ['src/cli/start.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    EMBEDDED_PG_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    SEED_DEMO_CONTENT: 'true',
    PUBLIC_SERVER_URL: base,
    UPLOADS_DIR: `${dataDir}/uploads`,
  },
})
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
const chromium = spawn(
  CHROMIUM,
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
)

const results = []
try {
  await waitFor(`${base}/api/health`, 240_000)
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 30_000)
  for (const page of PAGES) await fetch(base + page) // warm the server's content cache, as a live site's would be

  for (const page of PAGES) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(base + page, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
      })
      // BENCH_SAVE=dir keeps each full report, for finding what costs the points.
      if (process.env.BENCH_SAVE)
        fs.writeFileSync(
          path.join(process.env.BENCH_SAVE, `${page.replace(/\W+/g, '_') || 'home'}-${run}.json`),
          JSON.stringify(lhr),
        )
      const scripts = lhr.audits['network-requests'].details.items.filter(
        (item) => item.resourceType === 'Script',
      )
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      })
    }
    const pick = (key) => median(runs.map((run) => run[key]))
    results.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      jsKb: pick('jsKb'),
      failing: [...new Set(runs.flatMap((run) => run.failing))],
    })
  }
} finally {
  chromium.kill('SIGTERM')
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(profile, { recursive: true, force: true })
}

const row = (cells) => `| ${cells.join(' | ')} |`
console.log(
  `\nLighthouse ${RUNS} runs per page, medians (mobile, simulated slow 4G, 4x CPU slowdown)\n`,
)
console.log(row(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS gz']))
console.log(row(Array(9).fill('---')))
for (const r of results) {
  console.log(
    row([
      r.page,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(r.tbtMs)} ms`,
      r.cls.toFixed(3),
      `${r.jsKb.toFixed(1)} KB`,
    ]),
  )
}
const misses = results.flatMap((r) => [
  ...(r.performance < 98 ? [`${r.page}: performance ${r.performance} < 98`] : []),
  ...(r.accessibility < 100 ? [`${r.page}: accessibility ${r.accessibility} < 100`] : []),
  ...(r.lcpMs > 1500 ? [`${r.page}: LCP ${(r.lcpMs / 1000).toFixed(2)} s > 1.5 s`] : []),
  ...(r.page === '/' && r.jsKb > 119 ? [`/: ${r.jsKb.toFixed(1)} KB of JavaScript > 119 KB`] : []),
])
for (const r of results)
  if (r.failing.length) console.log(`${r.page} failing audits: ${r.failing.join(', ')}`)
console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nAll targets met.')
