type Env = Record<string, string | undefined>

/**
 * The public site's address, from configuration only: links in e-mails, Paystack's return URL,
 * the sitemap and cookies must never follow a Host or X-Forwarded-Host header a client can forge.
 * PUBLIC_SERVER_URL without a trailing slash; unset, the local server on PORT (default 3000).
 * `env` is a parameter so checks and tests can pass their own.
 */
export const siteUrl = (env: Env = process.env): string => {
  const configured = env.PUBLIC_SERVER_URL?.trim()
  if (!configured) {
    const port = env.PORT?.trim() || '3000'
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535)
      throw new Error(`PORT must be a port number (1-65535), not "${port}".`)
    return `http://localhost:${port}`
  }
  const example =
    'Set it to the address visitors open, e.g. PUBLIC_SERVER_URL=https://rides.example.org'
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    throw new Error(`PUBLIC_SERVER_URL is not a valid URL: "${configured}". ${example}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(
      `PUBLIC_SERVER_URL must start with https:// or http://, not "${configured}". ${example}`,
    )
  if (url.username || url.password || url.search || url.hash)
    throw new Error(
      `PUBLIC_SERVER_URL must be a plain address without credentials, query or fragment: "${configured}". ${example}`,
    )
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/**
 * PUBLIC_SERVER_URL exactly as configured, '' when unset: Payload's serverURL and the admin's
 * trusted origins have always been given the raw value (siteUrl() is the normalised address).
 */
export const configuredServerUrl = (env: Env = process.env): string => env.PUBLIC_SERVER_URL || ''

/** Served over https: cookies are Secure and Paystack keys are expected in live mode. */
export const isHttpsSite = (env: Env = process.env): boolean => siteUrl(env).startsWith('https://')
