/**
 * One seat decision per bus run at a time on this instance, the others waiting in memory (issue
 * #29). Every decision holds the run's row lock (bookings.ts), so decisions on one run are made one
 * after another anyway; waiting here instead of on the lock keeps the database pool free: a burst
 * of 200 requests on one run used to hold every connection while each waited for the lock, and the
 * rest of the site (and half the burst) failed. Across instances the row lock still decides, with at
 * most one waiting connection per instance.
 */

/** Requests waiting for each run's turn; a run is in the map while one request has its turn. */
const lines = new Map<number, Array<() => void>>()

/** A bound on memory, far above any real burst: past it a request is answered busy at once. */
const MOST_WAITING = 2_000

/** Gives the turn to the next in line, once. */
const releaser = (key: number) => {
  let released = false
  return () => {
    if (released) return
    released = true
    const next = lines.get(key)?.shift()
    if (next) next()
    else lines.delete(key)
  }
}

/**
 * Waits for this run's turn until the deadline (epoch ms). Resolves to the function that gives the
 * turn on (call it once the decision is committed), or null when the deadline passed first.
 */
export const takeTurn = (key: number, deadline: number): Promise<(() => void) | null> => {
  const line = lines.get(key)
  if (!line) {
    lines.set(key, [])
    return Promise.resolve(releaser(key))
  }
  if (line.length >= MOST_WAITING || deadline <= Date.now()) return Promise.resolve(null)
  return new Promise((resolve) => {
    const enter = () => {
      clearTimeout(timer)
      resolve(releaser(key))
    }
    const timer = setTimeout(() => {
      const at = line.indexOf(enter)
      if (at >= 0) line.splice(at, 1)
      resolve(null)
    }, deadline - Date.now())
    line.push(enter)
  })
}
