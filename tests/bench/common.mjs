// Shared by the benchmarks: waiting for a server, and percentiles.
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export const waitFor = async (url, timeoutMs) => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await sleep(500)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
