import { escapeHtml, oneLine } from './escape'

/**
 * What a passenger is told by e-mail (issue #19): a seat given or a place on the waitlist, both
 * with the booking code and the cancel link; and a seat given later, when the waitlist moved up.
 */
export type RideNoticeKind = 'confirmed' | 'waitlisted' | 'promoted'

type RideNoticeContext = {
  siteName: string
  passenger: string
  code: string
  run: string
  date: string
  stop: string
  people: number
  cancelLink: string
}

export const rideNotice = (kind: RideNoticeKind, context: RideNoticeContext) => {
  const { siteName, passenger, code, run, date, stop, people, cancelLink } = context
  const seats = people === 1 ? '1 seat' : `${people} seats`
  const subject =
    kind === 'waitlisted'
      ? `${oneLine(siteName, 60)}: you are on the waitlist for ${oneLine(run, 80)} (${code})`
      : `${oneLine(siteName, 60)}: your ride is booked (${code})`
  const lines = [
    `Dear ${passenger},`,
    kind === 'confirmed'
      ? `Your ${seats} on ${run} on ${date} ${people === 1 ? 'is' : 'are'} booked, from ${stop}.`
      : kind === 'promoted'
        ? `Good news: a seat came free, and your ${seats} on ${run} on ${date} ${people === 1 ? 'is' : 'are'} now booked, from ${stop}.`
        : `${run} on ${date} is full, so your request for ${seats} from ${stop} is on the waitlist. We will e-mail you as soon as a seat comes free.`,
    `Your booking code is ${code}.`,
    'If you cannot come, please cancel so that someone else can ride:',
  ]
  const text = [...lines, cancelLink].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(cancelLink)}">Cancel my booking</a></p>
</body></html>`
  return { subject, text, html }
}
