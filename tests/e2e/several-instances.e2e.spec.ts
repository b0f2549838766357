// Two app instances in one folder on one PostgreSQL (README: Running several instances). The e2e
// server is instance A; instance B is started here by `npm start`'s own launcher on A's database,
// as an operator adds a second instance. A change made through A must show on B within 2 s.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, test, type APIRequestContext } from './fixtures'

import { E2E_DATABASE } from '../../playwright.config'
import { richText } from '../helpers/richText'
import { superHeaders } from '../helpers/e2eAdmin'

/**
 * How long a change made through one instance should take to show on another: a target, printed
 * with the time measured at the end of the run (tests/timings.mjs), not a limit on the test, which
 * waits for the change with a ceiling meant only to catch one that never comes.
 */
const PROPAGATION_TARGET = '2 s'
const NEVER_SHOWS_MS = 60_000

const CACHE_ROOT = path.resolve('.next', 'cache')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Files under .next/cache (Turbopack's build cache aside): the instances' cached content. */
const cacheFiles = (): string[] => {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== path.join(CACHE_ROOT, 'turbopack')) walk(full)
      } else if (entry.isFile() && !entry.name.endsWith('.tmp')) found.push(full)
    }
  }
  if (fs.existsSync(CACHE_ROOT)) walk(CACHE_ROOT)
  return found
}

/** The instances' cache folders (README: Running several instances). */
const cacheFolders = () => {
  const base = path.join(CACHE_ROOT, 'instances')
  return fs.existsSync(base) ? fs.readdirSync(base).map((name) => path.join(base, name)) : []
}

type Instance = {
  url: string
  process: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

/** `npm start` on the e2e server's database: no embedded PostgreSQL, no demo content, no jobs. */
const startSecondInstance = async (): Promise<Instance> => {
  const password = fs
    .readFileSync(path.resolve(E2E_DATABASE.dir, 'postgres.password'), 'utf8')
    .trim()
  const port = await freePort()
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, ['src/cli/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URI: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_DATABASE.port}/fellowship`,
      PUBLIC_SERVER_URL: url,
      SEED_DEMO_CONTENT: 'false',
      UPLOADS_DIR: path.join(E2E_DATABASE.dir, 'uploads'),
      JOBS_AUTORUN: 'false',
      PAYSTACK_SECRET_KEY: '',
      PAYSTACK_SIMULATOR_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  }
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`The second instance exited with ${child.exitCode}:\n${output}`)
        return (await fetch(`${url}/api/health`).catch(() => null))?.status
      },
      { timeout: 180_000, intervals: [250], message: 'the second instance answers /api/health' },
    )
    .toBe(200)
  return { url, process: child, output: () => output, stop }
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/** Polls a page until its HTML shows `text`; resolves to the milliseconds since `since`. */
const showsWithin = async (
  request: APIRequestContext,
  pageUrl: string,
  text: string,
  since: number,
) => {
  await expect
    .poll(async () => (await (await request.get(pageUrl)).text()).includes(html(text)), {
      timeout: NEVER_SHOWS_MS,
      intervals: [25],
      message: `${pageUrl} shows "${text}"`,
    })
    .toBe(true)
  return Date.now() - since
}

/** Stops B and removes its cache folder: its port was picked for this run only. */
const stopSecondInstance = async (b: Instance | undefined, foldersBefore: string[]) => {
  await b?.stop()
  for (const folder of cacheFolders())
    if (!foldersBefore.includes(folder)) fs.rmSync(folder, { recursive: true, force: true })
}

test("starting a second instance in the same folder leaves the first one's cache in place", async ({
  request,
}) => {
  test.setTimeout(240_000)
  for (const page of ['/', '/news', '/impact']) expect((await request.get(page)).status()).toBe(200)
  await expect
    .poll(() => cacheFiles().length, { message: 'instance A cached the pages it served' })
    .toBeGreaterThan(0)
  const cachedByA = cacheFiles()

  const foldersBefore = cacheFolders()
  const b = await startSecondInstance()
  try {
    expect(
      cachedByA.filter((file) => !fs.existsSync(file)),
      'cache files of instance A removed by starting B',
    ).toEqual([])
  } finally {
    await stopSecondInstance(b, foldersBefore)
  }
})

test.describe('a change made through one instance', () => {
  let b: Instance
  let foldersBefore: string[] = []
  const created: number[] = []

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    foldersBefore = cacheFolders()
    b = await startSecondInstance()
  })

  test.afterAll(async ({ request }) => {
    await stopSecondInstance(b, foldersBefore)
    if (created.length === 0) return
    const headers = await superHeaders(request)
    for (const id of created) await request.delete(`/api/news/${id}`, { headers })
  })

  test('shows an article published through A on B', async ({ page, request }) => {
    const headers = await superHeaders(request)
    const title = `Published through instance A ${Date.now()}`
    const draft = await request.post('/api/news', {
      headers,
      data: {
        title,
        content: richText('Written in one instance, read in the other.'),
        is_published: false,
      },
    })
    expect(draft.status()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    created.push(doc.id)

    // B has the news list and the (not yet public) article cached before the change.
    for (let i = 0; i < 2; i++) {
      expect(await (await request.get(`${b.url}/news`)).text()).not.toContain(title)
      expect((await request.get(`${b.url}/news/${doc.id}`)).status()).toBe(404)
    }

    const published = await request.patch(`/api/news/${doc.id}`, {
      headers,
      data: { is_published: true },
    })
    expect(published.status()).toBe(200)
    const publishedAt = Date.now()
    const listMs = await showsWithin(request, `${b.url}/news`, title, publishedAt)
    const articleMs = await showsWithin(request, `${b.url}/news/${doc.id}`, title, publishedAt)
    test.info().annotations.push({
      type: 'measurement',
      description: `an article published through A: on B's news list after ${listMs} ms, its page after ${articleMs} ms (target ${PROPAGATION_TARGET})`,
    })

    await page.goto(`${b.url}/news`)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  })

  test("shows a project's new title on B", async ({ request }) => {
    const headers = await superHeaders(request)
    const { docs } = (await (
      await request.get('/api/projects?limit=1&sort=-createdAt&depth=0')
    ).json()) as { docs: { id: number; title: string }[] }
    const [project] = docs
    for (let i = 0; i < 2; i++)
      expect(await (await request.get(`${b.url}/projects/${project.id}`)).text()).toContain(
        html(project.title),
      )
    // B serves the page from its page cache (src/cli/pageCache.mjs) once it hears the database:
    // the change must empty it.
    await expect
      .poll(
        async () =>
          (await request.get(`${b.url}/projects/${project.id}`)).headers()['x-page-cache'],
      )
      .toBe('hit')

    const renamed = `${project.title} (renamed through A ${Date.now()})`
    try {
      expect(
        (
          await request.patch(`/api/projects/${project.id}`, { headers, data: { title: renamed } })
        ).status(),
      ).toBe(200)
      const ms = await showsWithin(request, `${b.url}/projects/${project.id}`, renamed, Date.now())
      test.info().annotations.push({
        type: 'measurement',
        description: `a project renamed through A: on B's page after ${ms} ms (target ${PROPAGATION_TARGET})`,
      })
    } finally {
      await request.patch(`/api/projects/${project.id}`, {
        headers,
        data: { title: project.title },
      })
    }
  })
})
