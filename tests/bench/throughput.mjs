// The throughput half of bench:web: the same HTML served by our server and by nginx (a static file,
// the floor a full-page cache aims at), each loaded with wrk in turn, gzip asked for as a phone does.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { waitFor } from './common.mjs'

const CONNECTIONS = 16
const THREADS = 2
const WARMUP_SECONDS = 2
// zlib's default, the level Next's compression uses; nginx's own default (1) would make it cheaper.
const GZIP_LEVEL = 6

const findBinary = (name) => {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin']
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name)
    try {
      fs.accessSync(file, fs.constants.X_OK)
      return file
    } catch {
      /* not here */
    }
  }
  return null
}

// apt-cache or apt-get; the latter as root (through sudo when this is not root), without questions.
const debian = (program, args, { asRoot = false } = {}) => {
  const sudo = asRoot && process.getuid?.() !== 0
  const result = spawnSync(sudo ? 'sudo' : program, sudo ? ['-n', program, ...args] : args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (asRoot && result.status !== 0)
    throw new Error(
      `${program} ${args.join(' ')} failed:\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-2000)}`,
    )
  return result.status
}
const aptHas = (pkg) => debian('apt-cache', ['show', pkg]) === 0
const apt = (args) => debian('apt-get', args, { asRoot: true })

// The first of `packages` that Debian has, installed when `binary` is missing; null when it was there.
const ensureTool = (binary, packages) => {
  if (findBinary(binary)) return null
  let pkg = packages.find(aptHas)
  if (!pkg) {
    // A fresh machine may have no package lists yet.
    apt(['update'])
    pkg = packages.find(aptHas)
  }
  if (!pkg) throw new Error(`${binary} is missing and apt knows none of: ${packages.join(', ')}`)
  apt(['install', '-y', '--no-install-recommends', pkg])
  if (!findBinary(binary))
    throw new Error(`installed ${pkg}, yet no ${binary} on PATH or /usr/sbin`)
  return pkg
}

const versionOf = (binary, args, pattern) => {
  const result = spawnSync(binary, args, { encoding: 'utf8' })
  return `${result.stdout}${result.stderr}`.match(pattern)?.[1] ?? 'unknown version'
}

/** nginx and wrk, installed from Debian's packages when missing; says what it installed. */
export const ensureLoadTools = () => {
  const installed = [
    ensureTool('nginx', ['nginx-light', 'nginx']),
    ensureTool('wrk', ['wrk']),
  ].filter(Boolean)
  const nginx = findBinary('nginx')
  const wrk = findBinary('wrk')
  const versions = `nginx ${versionOf(nginx, ['-v'], /nginx\/(\S+)/)}, wrk ${versionOf(wrk, ['-v'], /wrk (?:debian\/)?(\S+)/)}`
  console.log(
    installed.length
      ? `Installed ${installed.join(' and ')} (Debian) for the throughput comparison: ${versions}.`
      : `Throughput comparison with ${versions} (already installed).`,
  )
  return { nginx, wrk }
}

// One GET, body as the bytes that crossed the wire (no decoding).
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })

const fileFor = (root, page) => path.join(root, page.replace(/^\/+|\/+$/g, ''), 'index.html')

const nginxConfig = (dir, root, port) => `
daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level ${GZIP_LEVEL};
  gzip_types text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }
}
`

const startNginx = async (binary, dir, port) => {
  const conf = path.join(dir, 'nginx.conf')
  const errorLog = path.join(dir, 'error.log')
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: 'ignore' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const failed = exited.then((code) => {
    const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''
    throw new Error(`nginx exited (${code}) before answering:\n${log}`)
  })
  failed.catch(() => {}) // only an early exit is an error
  await Promise.race([waitFor(`http://127.0.0.1:${port}/`, 15_000), failed])
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit]

const parseWrk = (output) => {
  const rps = output.match(/Requests\/sec:\s+([\d.]+)/)
  if (!rps) throw new Error(`wrk printed no Requests/sec:\n${output}`)
  const latency = (p) => {
    const match = output.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'))
    return match ? toMs(match[1], match[2]) : null
  }
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0)
  const socket = output.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  )
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  return { rps: Number(rps[1]), p50: latency(50), p99: latency(99), errors: non2xx + socketErrors }
}

// Asynchronous, so that nothing in this process (a server under test, timers) is held up meanwhile.
const wrk = (binary, url, seconds) =>
  new Promise((resolve, reject) => {
    const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency']
    const child = spawn(binary, [...args, '-H', 'Accept-Encoding: gzip', url])
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`wrk failed (${code}): ${stderr}`))
      else {
        try {
          resolve(parseWrk(stdout))
        } catch (error) {
          reject(error)
        }
      }
    })
  })

const measure = async (binary, url, seconds) => {
  await wrk(binary, url, WARMUP_SECONDS)
  return wrk(binary, url, seconds)
}

/**
 * Copies each page's HTML from our server into a document root that nginx serves on `nginxPort`,
 * then loads ours and nginx's in turn, page by page. Our server must be up.
 */
export const compareThroughput = async ({ tools, ourPort, nginxPort, pages, seconds }) => {
  const ours = `http://127.0.0.1:${ourPort}`
  const theirs = `http://127.0.0.1:${nginxPort}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  // nginx's workers run as nobody when started by root: they must be able to read the root.
  fs.chmodSync(dir, 0o755)
  const root = path.join(dir, 'root')
  let nginx
  try {
    const sizes = {}
    for (const page of pages) {
      const { status, headers, body } = await get(ours + page, { 'accept-encoding': 'identity' })
      if (status !== 200 || headers['content-encoding'])
        throw new Error(`${page}: ours answered ${status} ${headers['content-encoding'] ?? ''}`)
      fs.mkdirSync(path.dirname(fileFor(root, page)), { recursive: true })
      fs.writeFileSync(fileFor(root, page), body)
      sizes[page] = { html: body.length, cacheControl: headers['cache-control'] ?? '(none)' }
    }
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, root, nginxPort))
    nginx = await startNginx(tools.nginx, dir, nginxPort)

    const rows = []
    for (const page of pages) {
      // What each sends a phone, to show both do the same work (gzip, the same HTML).
      const [ourGz, nginxGz] = await Promise.all(
        [ours, theirs].map((origin) => get(origin + page, { 'accept-encoding': 'gzip' })),
      )
      for (const [who, res] of [
        ['ours', ourGz],
        ['nginx', nginxGz],
      ])
        if (res.status !== 200) throw new Error(`${page}: ${who} answered ${res.status}`)
      rows.push({
        page,
        ...sizes[page],
        ourEncoding: ourGz.headers['content-encoding'] ?? 'identity',
        ourBytes: ourGz.body.length,
        nginxBytes: nginxGz.body.length,
        ours: await measure(tools.wrk, ours + page, seconds),
        nginx: await measure(tools.wrk, theirs + page, seconds),
      })
    }
    return rows
  } finally {
    await nginx?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const ms = (value) => (value === null ? '?' : value < 10 ? value.toFixed(2) : value.toFixed(0))

export const printThroughput = (rows, seconds) => {
  const row = (cells) => `| ${cells.join(' | ')} |`
  console.log(
    `\nThroughput: wrk, ${THREADS} threads, ${CONNECTIONS} connections, ${seconds} s per server ` +
      `after ${WARMUP_SECONDS} s of warm-up, Accept-Encoding: gzip; nginx serves a copy of our HTML ` +
      `(gzip level ${GZIP_LEVEL})\n`,
  )
  console.log(
    row([
      'page',
      'HTML',
      'gz ours / nginx',
      'ours req/s',
      'nginx req/s',
      'share',
      'ours p50 / p99',
      'nginx p50 / p99',
    ]),
  )
  console.log(row(Array(8).fill('---')))
  for (const r of rows)
    console.log(
      row([
        r.page,
        `${(r.html / 1024).toFixed(1)} KB`,
        `${(r.ourBytes / 1024).toFixed(1)} / ${(r.nginxBytes / 1024).toFixed(1)} KB`,
        r.ours.rps.toFixed(0),
        r.nginx.rps.toFixed(0),
        `${(r.ours.rps / r.nginx.rps).toFixed(2)}x`,
        `${ms(r.ours.p50)} / ${ms(r.ours.p99)} ms`,
        `${ms(r.nginx.p50)} / ${ms(r.nginx.p99)} ms`,
      ]),
    )
  for (const r of rows) {
    if (r.ourEncoding !== 'gzip') console.log(`${r.page}: ours answered ${r.ourEncoding}, not gzip`)
    for (const who of ['ours', 'nginx'])
      if (r[who].errors) console.log(`${r.page}: ${who} had ${r[who].errors} errors under load`)
  }
}
