/**
 * The proxy's question to a page's check route (src/proxy.ts: My giving links, ride pages), for
 * pages whose notFound() would reach a browser without JavaScript as an empty document
 * (vercel/next.js#62228). No Payload here: the proxy is bundled apart.
 */

/** A check route's answer: 204 when the page opens, 404 when it does not. */
export const checkRouteAnswer = (opens: boolean, headers: Record<string, string> = {}): Response =>
  new Response(null, { status: opens ? 204 : 404, headers })

/**
 * Whether the page behind `checkUrl` opens nothing (true), opens (false), or cannot be told
 * (undefined: an error, a slow answer or anything else; the page then decides).
 */
export const isRefusedByCheckRoute = async (
  checkUrl: string,
  timeoutMs = 2000,
): Promise<boolean | undefined> => {
  try {
    const response = await fetch(checkUrl, {
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    return response.status === 404 ? true : response.status === 204 ? false : undefined
  } catch {
    return undefined
  }
}
