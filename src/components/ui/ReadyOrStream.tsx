import { Suspense, type ReactNode } from 'react'

/** How long the first HTML may wait for content before streaming it behind a placeholder instead. */
const WAIT_MS = 200

async function Await({ content }: { content: Promise<ReactNode> }) {
  return await content
}

/**
 * Puts `content` straight into the HTML when it is ready within a moment (the usual case: content is
 * cached), so it reads without JavaScript and never flashes a placeholder; only slower content streams
 * in behind `fallback`, which without JavaScript would never be replaced.
 */
export async function ReadyOrStream({ content, fallback }: { content: Promise<ReactNode>; fallback: ReactNode }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WAIT_MS)
  })
  const early = await Promise.race([content.then((node) => ({ node }), () => null), late])
  clearTimeout(timer)
  if (early) return <>{early.node}</>
  return (
    <Suspense fallback={fallback}>
      <Await content={content} />
    </Suspense>
  )
}
