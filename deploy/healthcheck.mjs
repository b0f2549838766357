// The image's HEALTHCHECK: exit code 0 when this container's own server answers /api/health with
// 200, else 1. It asks 127.0.0.1, never HOSTNAME (Docker sets that to the container id), unless
// LISTEN_HOST names one address.
const listen = process.env.LISTEN_HOST?.trim()
const host = !listen || listen === '0.0.0.0' || listen === '::' ? '127.0.0.1' : listen
const url = `http://${host.includes(':') ? `[${host}]` : host}:${Number(process.env.PORT || 3000)}/api/health`
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) })
  process.exit(response.status === 200 ? 0 : 1)
} catch {
  process.exit(1)
}
