// The app's /api over real HTTP on a random port, for callers outside the test process (the
// Paystack simulator's webhooks, an EventSource-like reader): node:http -> Fetch Request ->
// Payload's REST router (handleEndpoints), the Response body streamed back as it is produced, so
// Server-Sent Events arrive event by event. Like src/cli/serve.mjs, the socket's peer address is
// written into PEER_HEADER over anything the client sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { handleEndpoints } from 'payload'

import { PEER_HEADER } from '@/lib/http/clientAddress'

export type AppServer = { url: string; port: number; close: () => Promise<void> }

const toHeaders = (raw: http.IncomingHttpHeaders): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

export const startAppServer = async (): Promise<AppServer> => {
  const { default: config } = await import('@payload-config')
  const server = http.createServer(async (req, res) => {
    // The client went away: the endpoint sees its request aborted (SSE streams clean up on it).
    const aborted = new AbortController()
    res.on('close', () => aborted.abort())
    try {
      const headers = toHeaders(req.headers)
      headers.set(PEER_HEADER, req.socket.remoteAddress ?? '')
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(
        new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`),
        {
          method: req.method,
          headers,
          body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
          // @ts-expect-error Node's RequestInit takes `duplex` for a streamed body; the DOM typings lack it.
          duplex: 'half',
          signal: aborted.signal,
        },
      )
      const response = await handleEndpoints({ config, request })
      for (const [name, value] of response.headers)
        if (name !== 'set-cookie') res.setHeader(name, value)
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) res.setHeader('set-cookie', cookies)
      res.writeHead(response.status)
      res.flushHeaders()
      if (response.body) {
        const reader = response.body.getReader()
        aborted.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), {
          once: true,
        })
        for (;;) {
          const { done, value } = await reader.read()
          if (done || res.destroyed) break
          res.write(value)
        }
      }
      res.end()
    } catch (error) {
      if (aborted.signal.aborted) return
      console.error('appServer:', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('appServer failed')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
