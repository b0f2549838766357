import type { Payload } from 'payload'

import { globalSlugs } from '@collections/slugs'
import { feesCopy } from '@/copy/fees'
import { givingCopy } from '@/copy/giving'
import { statementsCopy } from '@/copy/statements'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { formatDate } from '@/lib/dates'
import { A4, renderPdf, type PdfMark, type Rgb } from '@/lib/pdf/document'
import { createFlow, type Flow } from '@/lib/pdf/layout'
import { wrapText, wrapTextLines } from '@/lib/pdf/text'
import { siteUrl } from '@/lib/siteUrl'

import { rangeWords, wholeYearOf, type StatementRange } from './statementRange'
import type { Donor, Receipt, Statement } from './summary'

/**
 * The donor's documents from My giving (issue #18): a receipt for one gift and a statement of a
 * year's gifts, as PDFs in Noto Sans (src/lib/pdf/fonts.ts), so amounts read '₦5,000' and names
 * print as they are spelt (issue #35). Dates are Lagos calendar days ('MMM dd, yyyy'), as
 * everywhere on the site.
 */
const copy = givingCopy.pdf

type Issuer = { siteName: string; contactEmail: string | null; siteUrl: string }

/** The charity as its documents name it: the site settings' name and contact address. */
export const readIssuer = async (payload: Payload): Promise<Issuer> => {
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: false,
  })
  return {
    siteName: settings.site_name || DEFAULT_SITE_NAME,
    contactEmail: settings.contact_email || null,
    siteUrl: siteUrl(),
  }
}

const grouped = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 })

/** '₦5,000', as the site writes naira. */
const pdfNaira = (amount: number): string => `₦${grouped.format(amount)}`

const TEAL: Rgb = [0.051, 0.278, 0.251]
const INK: Rgb = [0.11, 0.169, 0.169]
const SOFT: Rgb = [0.3, 0.36, 0.35]
const LINE: Rgb = [0.81, 0.91, 0.87]

const donorLine = (donor: Donor): string =>
  [donor.organization, donor.name].filter(Boolean).join(', ') || donor.email

/** The charity's name over a teal rule: the head of every first page. */
const letterhead = (flow: Flow, issuer: Issuer, title: string) => {
  flow.add(
    { kind: 'box', x: 0, y: 0, width: A4.width, height: 8, color: TEAL },
    {
      kind: 'text',
      x: flow.left,
      y: flow.y + 14,
      text: issuer.siteName,
      size: 18,
      font: 'bold',
      color: TEAL,
    },
    { kind: 'text', x: flow.left, y: flow.y + 40, text: title, size: 14, font: 'bold', color: INK },
  )
  flow.y += 62
}

/** A paragraph wrapped to the page's width. */
const paragraph = (flow: Flow, text: string, size = 10, color: Rgb = INK) => {
  for (const line of wrapText(text, 'regular', size, flow.right - flow.left)) {
    flow.room(size * 1.5)
    flow.add({ kind: 'text', x: flow.left, y: flow.y, text: line, size, color })
    flow.y += size * 1.45
  }
}

/** Label and value rows, the value wrapped beside its label. */
const details = (flow: Flow, rows: readonly (readonly [string, string])[]) => {
  const valueX = flow.left + 120
  for (const [label, value] of rows) {
    const lines = wrapText(value, 'regular', 10.5, flow.right - valueX)
    flow.room(lines.length * 15 + 10)
    flow.add({
      kind: 'text',
      x: flow.left,
      y: flow.y,
      text: label,
      size: 10.5,
      font: 'bold',
      color: SOFT,
    })
    lines.forEach((line, index) =>
      flow.add({
        kind: 'text',
        x: valueX,
        y: flow.y + index * 15,
        text: line,
        size: 10.5,
        color: INK,
      }),
    )
    flow.y += lines.length * 15 - 15 + 9
    flow.add({ kind: 'rule', x1: flow.left, x2: flow.right, y: flow.y, color: LINE })
    flow.y += 16
  }
}

const closing = (flow: Flow, issuer: Issuer, now: Date) => {
  flow.y += 10
  paragraph(flow, copy.thanks)
  if (issuer.contactEmail) paragraph(flow, copy.contact(issuer.contactEmail), 10, SOFT)
  paragraph(flow, `${copy.issued(formatDate(now))} · ${issuer.siteUrl}`, 9, SOFT)
}

/** 'Page 1 of 2' and the charity's name at the foot of every page. */
const withFooters = (pages: PdfMark[][], issuer: Issuer): PdfMark[][] =>
  pages.map((marks, index) => [
    ...marks,
    { kind: 'rule', x1: 56, x2: A4.width - 56, y: A4.height - 50, color: LINE },
    { kind: 'text', x: 56, y: A4.height - 36, text: issuer.siteName, size: 8.5, color: SOFT },
    {
      kind: 'text',
      x: A4.width - 56,
      y: A4.height - 36,
      text: copy.page(index + 1, pages.length),
      size: 8.5,
      color: SOFT,
      align: 'right',
    },
  ])

/** 'Giving statement 2025', or 'Giving statement, Mar 01, 2026 to Jun 30, 2026' for other days. */
const statementTitle = (statement: Statement): string =>
  statement.year !== null
    ? copy.statementTitle(statement.year)
    : statementsCopy.range.title(...rangeWords(statement.range))

const statusText = (gift: Receipt): string =>
  gift.refunded
    ? copy.refunded
    : gift.refundedAmount > 0
      ? copy.partlyRefunded(pdfNaira(gift.refundedAmount))
      : copy.received

export const receiptPdf = (receipt: Receipt, issuer: Issuer, now = new Date()) => {
  const flow = createFlow()
  letterhead(flow, issuer, copy.receiptTitle)
  paragraph(flow, copy.receiptIntro(issuer.siteName))
  flow.y += 12
  details(flow, [
    [copy.receivedFrom, receipt.donor.name || receipt.donor.organization || receipt.donor.email],
    ...(receipt.donor.organization
      ? ([[copy.onBehalfOf, receipt.donor.organization]] as const)
      : []),
    [copy.email, receipt.donor.email],
    [copy.amount, pdfNaira(receipt.amount)],
    ...(receipt.feesCovered > 0
      ? ([
          [
            feesCopy.receiptLabel,
            feesCopy.receiptLine(
              pdfNaira(receipt.feesCovered),
              pdfNaira(receipt.amount - receipt.feesCovered),
            ),
          ],
        ] as const)
      : []),
    [copy.date, formatDate(receipt.givenAt)],
    [copy.reference, receipt.reference],
    [copy.givenTo, receipt.fundName ?? copy.generalDonation],
    [copy.kind, receipt.offline ? copy.offline : receipt.monthly ? copy.monthly : copy.oneOff],
    [copy.status, statusText(receipt)],
  ])
  closing(flow, issuer, now)
  return renderPdf({
    title: `${copy.receiptTitle} ${receipt.reference}`,
    author: issuer.siteName,
    pages: withFooters(flow.pages(), issuer),
    createdAt: now,
  })
}

/** The statement's columns: where each starts (amount: where it ends) and how wide it may be. */
const COLUMNS = {
  date: { x: 56, width: 58 },
  reference: { x: 116, width: 168 },
  to: { x: 292, width: 112 },
  kind: { x: 408, width: 44 },
  amount: { right: A4.width - 56 },
} as const
const TABLE_SIZE = 8.5
const TABLE_LEADING = 11

const tableHead = (flow: Flow) => {
  const head = (x: number, text: string, align: 'left' | 'right' = 'left') =>
    ({
      kind: 'text',
      x,
      y: flow.y,
      text,
      size: TABLE_SIZE,
      font: 'bold',
      color: SOFT,
      align,
    }) as const
  const words = givingCopy.gifts
  flow.add(
    head(COLUMNS.date.x, words.date),
    head(COLUMNS.reference.x, words.reference),
    head(COLUMNS.to.x, words.to),
    head(COLUMNS.kind.x, words.kind),
    head(COLUMNS.amount.right, words.amount, 'right'),
  )
  flow.y += 6
  flow.add({ kind: 'rule', x1: flow.left, x2: flow.right, y: flow.y, width: 0.8, color: TEAL })
  flow.y += 14
}

export const statementPdf = (statement: Statement, issuer: Issuer, now = new Date()) => {
  // A page the table goes on to starts with its column heads; the closing words after it do not.
  let inTable = true
  const flow = createFlow({ continued: (next) => inTable && tableHead(next) })
  letterhead(flow, issuer, statementTitle(statement))
  details(flow, [
    [copy.statementFor, donorLine(statement.donor)],
    [copy.email, statement.donor.email],
    [
      copy.period,
      statement.year !== null
        ? copy.periodText(statement.year)
        : statementsCopy.range.periodText(...rangeWords(statement.range)),
    ],
  ])
  flow.y += 8
  tableHead(flow)
  for (const line of statement.lines) {
    // A reference is never cut (it is what a bank or the charity looks a gift up by): it wraps.
    const reference = wrapText(line.reference, 'regular', TABLE_SIZE, COLUMNS.reference.width)
    const to = wrapTextLines(
      line.fundName ?? copy.general,
      'regular',
      TABLE_SIZE,
      COLUMNS.to.width,
      2,
    )
    const refundNote =
      line.refundedAmount > 0
        ? `${pdfNaira(line.amount)}, ${givingCopy.gifts.partlyRefunded(pdfNaira(line.refundedAmount))}`
        : null
    const rows = Math.max(reference.length, to.length, refundNote ? 2 : 1)
    flow.room(rows * TABLE_LEADING + 12)
    const text = (x: number, value: string, y = flow.y) =>
      ({ kind: 'text', x, y, text: value, size: TABLE_SIZE, color: INK }) as const
    flow.add(
      text(COLUMNS.date.x, formatDate(line.givenAt)),
      ...reference.map((part, index) =>
        text(COLUMNS.reference.x, part, flow.y + index * TABLE_LEADING),
      ),
      ...to.map((part, index) => text(COLUMNS.to.x, part, flow.y + index * TABLE_LEADING)),
      text(
        COLUMNS.kind.x,
        line.offline ? copy.offlineShort : line.monthly ? copy.monthlyShort : copy.oneOffShort,
      ),
      { ...text(COLUMNS.amount.right, pdfNaira(line.kept)), align: 'right' },
    )
    if (refundNote)
      flow.add({
        kind: 'text',
        x: COLUMNS.amount.right,
        y: flow.y + TABLE_LEADING,
        text: refundNote,
        size: 7,
        color: SOFT,
        align: 'right',
      })
    flow.y += (rows - 1) * TABLE_LEADING + 6
    flow.add({ kind: 'rule', x1: flow.left, x2: flow.right, y: flow.y, color: LINE })
    flow.y += 13
  }
  flow.room(40)
  flow.add(
    { kind: 'rule', x1: flow.left, x2: flow.right, y: flow.y - 10, width: 0.8, color: TEAL },
    {
      kind: 'text',
      x: flow.left,
      y: flow.y + 4,
      text: copy.total(statement.lines.length),
      size: 11,
      font: 'bold',
      color: INK,
    },
    {
      kind: 'text',
      x: COLUMNS.amount.right,
      y: flow.y + 4,
      text: pdfNaira(statement.total),
      size: 11,
      font: 'bold',
      color: INK,
      align: 'right',
    },
  )
  flow.y += 28
  inTable = false
  if (statement.lines.some((line) => line.refundedAmount > 0))
    paragraph(flow, copy.partRefundNote, 9, SOFT)
  closing(flow, issuer, now)
  return renderPdf({
    title: statementTitle(statement),
    author: issuer.siteName,
    pages: withFooters(flow.pages(), issuer),
    createdAt: now,
  })
}

export const receiptFileName = (reference: string) =>
  `receipt-${reference.replace(/[^A-Za-z0-9.=-]/g, '')}.pdf`

export const statementFileName = (range: StatementRange) => {
  const year = wholeYearOf(range)
  return year !== null
    ? `giving-statement-${year}.pdf`
    : `giving-statement-${range.from}-to-${range.to}.pdf`
}
