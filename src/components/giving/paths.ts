import { targets } from '@/components/sponsorship/targets'

/** The addresses of My giving (src/app/(frontend)/giving/), shared by its pages, forms and tests. */
export const GIVING_PATH = '/giving'
export const LINK_REQUEST_PATH = '/giving/link'

/** The gift list's section on My giving, where its page links land. */
export const GIFTS_SECTION_ID = 'giving-gifts'
/** The pledges' section, where their forms' answers land. */
export const PLEDGES_SECTION_ID = 'giving-pledges'
/** The statement-for-any-dates form's section, where a refused range comes back to. */
export const STATEMENT_RANGE_ID = 'giving-statement-range'

export const givingPaths = (token: string) => {
  const page = `${GIVING_PATH}/${encodeURIComponent(token)}`
  return {
    page,
    gift: (giftId: number) => `${page}/gifts/${giftId}`,
    cancel: (giftId: number) => `${page}/gifts/${giftId}/cancel`,
    receipt: (donationId: number) => `${page}/receipts/${donationId}`,
    statement: (year: number) => `${page}/statements/${year}`,
    /** The statement of any days: `?from=yyyy-MM-dd&to=yyyy-MM-dd` (issue #35). */
    statementRange: `${page}/statements/range`,
    /** Back to the range form with the days typed, which the page checks again and explains. */
    statementRangeRefused: (from: string, to: string) =>
      `${page}?${new URLSearchParams({ from, to })}#${STATEMENT_RANGE_ID}`,
    /** The public donor list's consent (issue #32): its "Withdraw" posts here. */
    listing: `${page}/listing`,
    /** Pledges (issue #35): "Make a pledge" posts here, and each pledge's "Cancel pledge" below it. */
    pledges: `${page}/pledges`,
    pledge: (pledgeId: number) => `${page}/pledges/${pledgeId}`,
    /** A page of the gift list, at the list: the page number is all the query holds. */
    gifts: (n: number) => `${page}${n > 1 ? `?page=${n}` : ''}#${GIFTS_SECTION_ID}`,
  }
}

/** The donation form, where a lapsed gift is started again. */
export const GIVE_AGAIN_PATH = `/sponsorship?open=donate#${targets.donate}`
