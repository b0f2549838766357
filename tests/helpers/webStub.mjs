// Stands in for src/cli/serve.mjs: GET /api/health answers from the database, with this process's
// pid so a test can tell a restarted server from the old one.
import http from 'node:http'

import pg from 'pg'

const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
// A lost connection makes /api/health answer 503, like the app's.
db.on('error', () => {})
await db.connect()
const server = http.createServer(async (req, res) => {
  if (req.url !== '/api/health') return res.writeHead(404).end()
  try {
    await db.query('SELECT 1')
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'ok', pid: process.pid }))
  } catch {
    res
      .writeHead(503, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'unavailable', pid: process.pid }))
  }
})
server.listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log(`[web stub] ready on port ${process.env.PORT}`),
)
const shutdown = () => {
  server.close()
  server.closeAllConnections()
  db.end().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
