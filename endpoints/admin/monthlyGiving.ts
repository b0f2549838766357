import { MONTHLY_GIFT_STATUSES } from '@collections/MonthlyGifts'
import { adminEndpoint } from '@/access/adminEndpoint'
import { mayViewDonations } from '@/access/rights'
import { monthlyGivingCopy as copy } from '@/copy/monthlyGiving'
import { CRLF, csvRow, UTF8_BOM } from '@/lib/csv'
import { formatDate, isoDay } from '@/lib/dates'
import { selectGiftsForCsv, type GiftRecord } from '@/lib/db/monthlyGiving'

const STATUS_LABELS: Record<string, string> = Object.fromEntries(
  MONTHLY_GIFT_STATUSES.map((option) => [option.value, option.label]),
)

/** One gift as a CSV line; a hidden anonymous donor reads 'Anonymous' with no e-mail. */
const giftCsvLine = (gift: GiftRecord): string =>
  csvRow([
    gift.hidden ? copy.csv.hiddenName : gift.donorName,
    gift.donorEmail,
    gift.amount,
    STATUS_LABELS[gift.status] ?? gift.status,
    formatDate(gift.startedAt),
    formatDate(gift.nextChargeAt),
    gift.failedCharges,
    formatDate(gift.lastFailureAt),
    gift.isAnonymous ? 'Yes' : 'No',
  ])

/**
 * GET /api/admin/monthly-giving.csv[?anonymous=1]: every monthly gift past its first payment, as the
 * Monthly Giving page lists them, for admins who may view donations. Anonymous donors are masked
 * unless details are shown, as in the Recent Donors CSV; csvRow guards every text cell against
 * spreadsheet formulas. Gifts are far fewer than donations (whose CSV streams from a cursor), so
 * this file is built in one piece.
 */
export const monthlyGivingCsvEndpoint = adminEndpoint({
  path: '/admin/monthly-giving.csv',
  method: 'get',
  may: mayViewDonations,
  handler: async (req) => {
    const showAnonymous =
      new URL(req.url ?? '', 'http://localhost').searchParams.get('anonymous') === '1'
    const gifts = await selectGiftsForCsv(req.payload, { showAnonymous })
    const body = UTF8_BOM + copy.csv.columns.join(',') + CRLF + gifts.map(giftCsvLine).join('')
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="monthly-giving-${isoDay(new Date())}.csv"`,
        'Cache-Control': 'no-store',
        'X-Total-Count': String(gifts.length),
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
})
