import { BOARDING_MARKS, type BoardingMark } from '@collections/options'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { getPayload } from '@/lib/payload/client'
import { hitRateLimit } from '@/lib/rateLimit'
import {
  closeRun,
  handOverChild,
  markBoarding,
  type DayOutcome,
  type DayPage,
} from '@/lib/rides/boarding'
import { describeFailure } from '@/lib/uploads/failure'

import { isCrossSite, plainText, seeOther } from '../giving/respond'

type Context = { params: Promise<{ link: string }> }

/** The site's 404 page (src/proxy.ts keeps it there): what a post the link may not make is answered with. */
const NOT_HERE = '/_missing'

const text = (form: FormData | null, name: string) => {
  const value = form?.get(name)
  return typeof value === 'string' ? value : ''
}

const PAGES: Record<DayPage, string> = {
  driver: '/rides/driver',
  coordinator: '/rides/coordinator',
}

/**
 * The marks on the day (issue #34) from a driver's page or a bus run's coordinator's day page
 * (`<page>/<link>/day`, each route is this handler), plain forms that work without JavaScript:
 * `action` is 'board' (with `booking` and `mark`), 'hand-over' (`booking`, and `code` or `name`)
 * or 'close' (`run`, and `note` when a child was not handed over). The same-site check and a
 * rate limit per client address come first, then the link's signature and the run's own driver
 * (src/lib/rides/boarding.ts). Answered by a 303 back to the page at the ride, with the answer's
 * key; a post about a run the link may not mark is sent to the site's 404 page, nothing stored.
 */
export const dayPost = (kind: DayPage) =>
  async function POST(request: Request, { params }: Context): Promise<Response> {
    if (isCrossSite(request)) return plainText(403, 'Forbidden')
    const { link } = await params
    const page = `${PAGES[kind]}/${encodeURIComponent(link)}`
    const payload = await getPayload()
    try {
      const limit = await hitRateLimit(
        payload,
        'ride-day',
        hashAddress(clientAddress(request.headers)),
      )
      if (!limit.allowed) return seeOther(`${page}?day=limited#your-rides`)
      const form = await request.formData().catch(() => null)
      const outcome = await act(kind, link, form)
      if (!outcome || (!outcome.ok && outcome.refused)) return seeOther(NOT_HERE)
      return seeOther(`${page}?day=${outcome.answer}&run=${outcome.runId}#ride-${outcome.runId}`)
    } catch (error) {
      // By kind only: a failed query's text quotes its parameters (a passenger's name).
      payload.logger.error(`A driver's mark could not be saved (${describeFailure(error)})`)
      return seeOther(`${page}?day=failed#your-rides`)
    }
  }

const act = async (
  page: DayPage,
  link: string,
  form: FormData | null,
): Promise<DayOutcome | null> => {
  const payload = await getPayload()
  const code = text(form, 'booking')
  switch (text(form, 'action')) {
    case 'board': {
      const mark = text(form, 'mark')
      if (!BOARDING_MARKS.some((option) => option.value === mark)) return null
      return markBoarding(payload, { link, code, mark: mark as BoardingMark, page })
    }
    case 'hand-over':
      return handOverChild(payload, {
        link,
        code,
        given: text(form, 'code'),
        name: text(form, 'name'),
        page,
      })
    case 'close': {
      const runId = Number(text(form, 'run'))
      if (!Number.isSafeInteger(runId) || runId <= 0) return null
      return closeRun(payload, { link, runId, note: text(form, 'note'), page })
    }
    default:
      return null
  }
}

/** Its address opened directly: the page. */
export const dayGet = (kind: DayPage) =>
  async function GET(_request: Request, { params }: Context): Promise<Response> {
    return seeOther(`${PAGES[kind]}/${encodeURIComponent((await params).link)}`)
  }
