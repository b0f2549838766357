import { A4, type PdfMark } from './document'

/**
 * Writing down a page and on to the next: a cursor (`y`, the next baseline from the top) over
 * A4 pages with margins. `room(h)` starts a new page when less than `h` points are left, and
 * `continued` draws what a new page repeats (a table's column heads).
 */
export type Flow = {
  y: number
  readonly margin: number
  readonly left: number
  readonly right: number
  add: (...marks: PdfMark[]) => void
  room: (height: number) => void
  pages: () => PdfMark[][]
}

export const createFlow = ({
  margin = 56,
  footerSpace = 40,
  continued,
}: {
  margin?: number
  /** Kept free at the foot of each page (page numbers). */
  footerSpace?: number
  continued?: (flow: Flow) => void
} = {}): Flow => {
  const pages: PdfMark[][] = [[]]
  const bottom = A4.height - margin - footerSpace
  const flow: Flow = {
    y: margin,
    margin,
    left: margin,
    right: A4.width - margin,
    add: (...marks) => pages[pages.length - 1].push(...marks),
    room: (height) => {
      if (flow.y + height <= bottom) return
      pages.push([])
      flow.y = margin
      continued?.(flow)
    },
    pages: () => pages,
  }
  return flow
}
