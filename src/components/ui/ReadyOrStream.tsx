import { headers } from 'next/headers'
import { Suspense, type ReactNode } from 'react'

import { WHOLE_PAGE_HEADER } from '@/lib/http/wholePage.mjs'

/** How long the first HTML may wait for content before streaming it behind a placeholder instead. */
const WAIT_MS = 200

async function Await({ content }: { content: Promise<ReactNode> }) {
  return await content
}

/** A promise of null after `ms`, and a way to stop its timer once it is no longer needed. */
function nullAfter(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const promise = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return { promise, cancel: () => clearTimeout(timer) }
}

/**
 * Puts `content` straight into the HTML when it is ready within a moment (the usual case: content is
 * cached), so it reads without JavaScript and never flashes a placeholder; only slower content streams
 * in behind `fallback`, which without JavaScript would never be replaced. A render for the page cache
 * (a cold instance's first, or after a change) always waits: it is kept and served to everyone.
 */
export async function ReadyOrStream({
  content,
  fallback,
}: {
  content: Promise<ReactNode>
  fallback: ReactNode
}) {
  if ((await headers()).get(WHOLE_PAGE_HEADER) === '1') return <Await content={content} />
  const late = nullAfter(WAIT_MS)
  const early = await Promise.race([
    content.then(
      (node) => ({ node }),
      () => null,
    ),
    late.promise,
  ])
  late.cancel()
  if (early) return <>{early.node}</>
  return (
    <Suspense fallback={fallback}>
      <Await content={content} />
    </Suspense>
  )
}
