// Issue #34, the day itself: on the run's day its driver marks each confirmed passenger On board or
// Not here from their own page's link (and no other driver's link can); a child's hand-over is
// checked by the code sent to the guardian with the seat; a run with a child on board not handed
// over closes only with the driver's note, which is e-mailed to the church's admin and staff once;
// and Rides Given counts the people who boarded, the no-shows apart.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { EveryWeekSection } from '@/components/rides/EveryWeekSection'
import { DayAnswer, PassengerDay } from '@/components/rides/RunDay'
import { rideCounts } from '@/lib/db/dashboardCounts'
import { closeRun, handOverChild, markBoarding } from '@/lib/rides/boarding'
import { runDayCopy } from '@/copy/runDay'
import { bookingPath, bookSeat, cancelByLink, openBooking } from '@/lib/rides/bookings'
import { cancelRideAsDriver } from '@/lib/rides/driverCancel'
import {
  COORDINATOR_PAGE,
  openCoordinatorPage,
  sendCoordinatorLink,
} from '@/lib/rides/coordinatorPage'
import { driverPath } from '@/lib/rides/driverPage'
import { handoverCode } from '@/lib/rides/handoverCode'

import { seedActiveChurch, seedBusRun, seedDriver } from '../helpers/churches'
import { messagesTo, newNumber } from '../helpers/messaging'
import { outboxTo, queuedEmailsTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

let payload: Payload
let chapel: Awaited<ReturnType<typeof seedActiveChurch>>

beforeAll(async () => {
  payload = await getTestPayload()
  chapel = await seedActiveChurch(payload, 'Boarding Chapel')
})

const verifiedDriver = async (name: string) => {
  const driver = await seedDriver(payload, chapel.church, { name })
  await payload.db.drizzle.execute(
    sql`update drivers set status = 'verified' where id = ${driver.id}`,
  )
  return { ...driver, link: driverPath(driver).slice('/rides/driver/'.length) }
}

/** A run today, driven by `driver`. */
const runToday = (driver: number, title: string) =>
  seedBusRun(payload, chapel, { driver, title, date: new Date().toISOString() })

let n = 0
const book = async (
  runId: number,
  { people = 1, child = false }: { people?: number; child?: boolean } = {},
) => {
  const outcome = await bookSeat(payload, {
    runId,
    name: `Rider ${++n}`,
    phone: `+23480355501${String(n).padStart(2, '0')}`,
    email: `rider-${n}-${Date.now()}@example.org`,
    people,
    stop: 'Allen Junction',
    guardian: child ? { name: 'Mama Ada', phone: '+2348035550999' } : undefined,
  })
  if (!outcome.ok || outcome.status !== 'confirmed') throw new Error('not confirmed')
  return outcome.code
}

const bookingOf = async (code: string) =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { code: { equals: code } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]

const mailsTo = async (to: string) => {
  await payload.jobs.run({ limit: 100 })
  return outboxTo(payload, to)
}

describe('boarding marks', () => {
  it('are idempotent, may change until the run closes, and are refused from another driver’s link', async () => {
    const driver = await verifiedDriver('Chioma Nwosu')
    const other = await verifiedDriver('Musa Bello')
    const run = await runToday(driver.id, 'Marks bus')
    const code = await book(run)

    expect(await markBoarding(payload, { link: driver.link, code, mark: 'no_show' })).toEqual({
      ok: true,
      answer: 'marked',
      runId: run,
    })
    const first = await bookingOf(code)
    expect(first).toMatchObject({ boarding: 'no_show', boarding_by: driver.id })
    // A second tap changes nothing, not even the time.
    await markBoarding(payload, { link: driver.link, code, mark: 'no_show' })
    expect((await bookingOf(code)).boarding_at).toBe(first.boarding_at)

    // Another driver's link, or a link tampered with: refused, nothing stored.
    expect(await markBoarding(payload, { link: other.link, code, mark: 'boarded' })).toEqual({
      ok: false,
      refused: true,
    })
    expect(
      await markBoarding(payload, {
        link: `${driver.id}.${'x'.repeat(43)}`,
        code,
        mark: 'boarded',
      }),
    ).toEqual({ ok: false, refused: true })
    expect((await bookingOf(code)).boarding).toBe('no_show')

    // A change of mind: the passenger came after all.
    await markBoarding(payload, { link: driver.link, code, mark: 'boarded' })
    expect((await bookingOf(code)).boarding).toBe('boarded')

    // Closed, the marks stay as they are.
    expect(await closeRun(payload, { link: driver.link, runId: run, note: '' })).toMatchObject({
      ok: true,
    })
    expect(await markBoarding(payload, { link: driver.link, code, mark: 'no_show' })).toEqual({
      ok: false,
      refused: false,
      answer: 'closedAlready',
      runId: run,
    })
    expect((await bookingOf(code)).boarding).toBe('boarded')
  })
})

describe('a child on the run', () => {
  it('is handed over by the guardian’s code; a child not handed over needs a note to close, e-mailed once', async () => {
    const driver = await verifiedDriver('Tunde Bakare')
    const pastor = await createUser(payload, { role: 'church_admin', church: chapel.church })
    const staff = await createUser(payload, { role: 'admin' })
    const run = await runToday(driver.id, 'Children bus')
    const ada = await book(run, { child: true })
    const obi = await book(run, { child: true })

    // The guardian's confirmation carries the child's hand-over code.
    const adaBooking = await bookingOf(ada)
    const [confirmation] = await mailsTo(adaBooking.email!)
    expect(confirmation.text).toContain(`hand-over code: ${handoverCode(ada)}`)
    // The guardian's own phone is texted the code too, once per booking.
    const toGuardian = (await messagesTo(payload, '+2348035550999')).filter((text) =>
      text.text?.includes(`${handoverCode(ada)}:`),
    )
    expect(toGuardian).toHaveLength(1)
    expect(toGuardian[0].text).toContain('hand-over code')
    // And the booking's own page shows it, should the message be lost.
    const page = await openBooking(payload, bookingPath(ada).slice('/rides/booking/'.length))
    expect(page?.handover).toBe(handoverCode(ada))

    for (const code of [ada, obi])
      await markBoarding(payload, { link: driver.link, code, mark: 'boarded' })
    const wrong = handoverCode(ada) === '0000' ? '0001' : '0000'
    expect(
      await handOverChild(payload, { link: driver.link, code: ada, given: wrong, name: '' }),
    ).toMatchObject({ ok: false, answer: 'wrong-code' })
    expect((await bookingOf(ada)).handed_over_at).toBeFalsy()
    expect(
      await handOverChild(payload, {
        link: driver.link,
        code: ada,
        given: handoverCode(ada),
        name: '',
      }),
    ).toMatchObject({ ok: true, answer: 'handed' })
    expect(await bookingOf(ada)).toMatchObject({ handed_to: 'Mama Ada', handed_over_by: 'code' })

    // Obi is on board and not handed over: the run does not close without a note.
    expect(await closeRun(payload, { link: driver.link, runId: run, note: '  ' })).toMatchObject({
      ok: false,
      answer: 'children-left',
    })
    const open = await payload.findByID({
      collection: slugs.busRuns,
      id: run,
      overrideAccess: true,
      depth: 0,
    })
    expect(open.closed_at).toBeFalsy()
    expect(await mailsTo(pastor.email)).toHaveLength(0)

    const note = 'Nobody met Obi at the church gate; he is with me, and I am calling his mother.'
    await closeRun(payload, { link: driver.link, runId: run, note })
    // Closing again (a second tap, a lost answer) tells nobody again.
    await closeRun(payload, { link: driver.link, runId: run, note })
    const closed = await payload.findByID({
      collection: slugs.busRuns,
      id: run,
      overrideAccess: true,
      depth: 0,
    })
    expect(closed).toMatchObject({ escalation_note: note })
    expect(closed.closed_at).toBeTruthy()
    for (const reader of [pastor, staff]) {
      const mails = await mailsTo(reader.email)
      expect(mails).toHaveLength(1)
      expect(mails[0].subject).toContain('a child was not handed over on Children bus')
      expect(mails[0].text).toContain(note)
      expect(mails[0].text).toContain(obi)
    }
  })

  it('is accounted for before the run closes: never marked, or On board then “Not here”, it needs the note', async () => {
    const driver = await verifiedDriver('Ngozi Okafor')
    const run = await runToday(driver.id, 'Unmarked child bus')
    const child = await book(run, { child: true })
    const closing = () => closeRun(payload, { link: driver.link, runId: run, note: '' })

    // Never marked: the driver may not close as if the child was not there.
    expect(await closing()).toMatchObject({ ok: false, answer: 'children-left' })
    await markBoarding(payload, { link: driver.link, code: child, mark: 'boarded' })
    // On board, the child leaves the bus only by hand-over.
    expect(
      await markBoarding(payload, { link: driver.link, code: child, mark: 'no_show' }),
    ).toEqual({ ok: false, refused: false, answer: 'child-on-board', runId: run })
    expect((await bookingOf(child)).boarding).toBe('boarded')
    expect(await closing()).toMatchObject({ ok: false, answer: 'children-left' })

    // A child who never came is accounted for.
    const absent = await runToday(driver.id, 'Absent child bus')
    const away = await book(absent, { child: true })
    await markBoarding(payload, { link: driver.link, code: away, mark: 'no_show' })
    expect(await closeRun(payload, { link: driver.link, runId: absent, note: '' })).toMatchObject({
      ok: true,
      answer: 'closed',
    })
  })
})

describe('a child’s hand-over code', () => {
  it('is taken no more after 5 wrong codes in the hour, not even the right one; a name still is', async () => {
    const driver = await verifiedDriver('Yemi Alade')
    const run = await runToday(driver.id, 'Guessing bus')
    const child = await book(run, { child: true })
    await markBoarding(payload, { link: driver.link, code: child, mark: 'boarded' })
    const right = handoverCode(child)
    const wrong = right === '0000' ? '0001' : '0000'
    const handOver = (given: string, name = '') =>
      handOverChild(payload, { link: driver.link, code: child, given, name })

    for (let i = 0; i < 5; i++)
      expect(await handOver(wrong)).toMatchObject({ answer: 'wrong-code' })
    expect(await handOver(right)).toMatchObject({ ok: false, answer: 'code-limit' })
    expect((await bookingOf(child)).handed_over_at).toBeFalsy()
    expect(await handOver('', 'Aunty Bisi')).toMatchObject({ ok: true, answer: 'handed' })
    expect(await bookingOf(child)).toMatchObject({
      handed_to: 'Aunty Bisi',
      handed_over_by: 'name',
    })
  })
})

describe('a bus run with no driver, boarded by its coordinator', () => {
  /** A bus today with no driver, its coordinator named; the day link as the coordinator receives it. */
  const coordinatedRun = async (title: string) => {
    const run = await seedBusRun(payload, chapel, { title, date: new Date().toISOString() })
    const email = `coordinator-${++n}-${Date.now()}@example.org`
    const phone = newNumber()
    await payload.update({
      collection: slugs.busRuns,
      id: run,
      data: {
        coordinator_name: 'Deacon Femi Ade',
        coordinator_email: email,
        coordinator_phone: phone,
      },
      overrideAccess: true,
    })
    return { run, email, phone }
  }
  const linkIn = (text: string) =>
    new RegExp(`${COORDINATOR_PAGE}/(\\d+\\.[\\w-]{43})`).exec(text)?.[1] ?? ''

  it('is sent its day link once, by staff or its own church admin only, to the stored address', async () => {
    const { run, email, phone } = await coordinatedRun('Coordinated bus')
    const staff = await createUser(payload, { role: 'admin' })
    const elsewhere = await seedActiveChurch(payload, 'Other Chapel')
    const stranger = await createUser(payload, { role: 'church_admin', church: elsewhere.church })

    // Another church's admin does not find the run; nothing is queued.
    expect(await sendCoordinatorLink(payload, stranger, String(run))).toMatchObject({
      ok: false,
      status: 404,
    })
    // A double click, or two admins at once: one e-mail and one text.
    const answers = await Promise.all([
      sendCoordinatorLink(payload, staff, String(run)),
      sendCoordinatorLink(payload, staff, String(run)),
    ])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ status: 409 })
    const queued = await queuedEmailsTo(payload, email)
    expect(queued).toHaveLength(1)
    expect(await messagesTo(payload, phone)).toHaveLength(1)
    const link = linkIn(queued[0].text)
    expect(linkIn((await messagesTo(payload, phone))[0].text ?? '')).toBe(link)
    expect((await openCoordinatorPage(payload, link))?.run.id).toBe(run)
  })

  it('marks its own run only, idempotently; a link for one run is refused on another', async () => {
    const a = await coordinatedRun('Coordinated bus A')
    const b = await coordinatedRun('Coordinated bus B')
    const staff = await createUser(payload, { role: 'admin' })
    for (const { run } of [a, b])
      expect(await sendCoordinatorLink(payload, staff, String(run))).toMatchObject({ ok: true })
    const linkOf = async (email: string) => linkIn((await queuedEmailsTo(payload, email))[0].text)
    const linkA = await linkOf(a.email)
    const onA = await book(a.run)
    const onB = await book(b.run)
    const page = 'coordinator' as const

    expect(await markBoarding(payload, { link: linkA, code: onA, mark: 'boarded', page })).toEqual({
      ok: true,
      answer: 'marked',
      runId: a.run,
    })
    const first = await bookingOf(onA)
    expect(first).toMatchObject({ boarding: 'boarded', boarding_by: null })
    await markBoarding(payload, { link: linkA, code: onA, mark: 'boarded', page })
    expect((await bookingOf(onA)).boarding_at).toBe(first.boarding_at)

    // Run A's link on run B's passenger or close: refused, nothing stored.
    expect(await markBoarding(payload, { link: linkA, code: onB, mark: 'boarded', page })).toEqual({
      ok: false,
      refused: true,
    })
    expect(await closeRun(payload, { link: linkA, runId: b.run, note: '', page })).toEqual({
      ok: false,
      refused: true,
    })
    expect((await bookingOf(onB)).boarding).toBeNull()
    // Nor is it a driver's link, and a driver's page link is no coordinator's.
    expect(await markBoarding(payload, { link: linkA, code: onA, mark: 'no_show' })).toEqual({
      ok: false,
      refused: true,
    })

    // An id past PostgreSQL's integer is no run's page: not found, not a 500.
    expect(await openCoordinatorPage(payload, `9999999999.${'a'.repeat(43)}`)).toBeNull()

    // A new coordinator retires the link sent to the old one.
    await payload.update({
      collection: slugs.busRuns,
      id: a.run,
      data: { coordinator_email: `new-${a.email}` },
      overrideAccess: true,
    })
    expect(await openCoordinatorPage(payload, linkA)).toBeNull()
    expect(await markBoarding(payload, { link: linkA, code: onA, mark: 'no_show', page })).toEqual({
      ok: false,
      refused: true,
    })
    expect((await bookingOf(onA)).boarding).toBe('boarded')
  })
})

it('a child on board has no “Not here” button, an adult on board still has it', () => {
  const day = (minors: boolean) =>
    renderToStaticMarkup(
      createElement(PassengerDay, {
        link: 'x',
        code: 'FR-AAAAAA',
        minors,
        mark: { boarding: 'boarded', handedTo: null },
        closed: false,
      }),
    )
  expect(day(true)).toContain(runDayCopy.onBoard)
  expect(day(true)).not.toContain(`>${runDayCopy.notHere}</button>`)
  expect(day(false)).toContain(`>${runDayCopy.notHere}</button>`)
})

it('a crafted answer in the page’s address shows nothing, and is no error', () => {
  const standing = {
    active: true,
    series: 'Ikeja bus',
    day: 'Sunday',
    pauses: [],
    ahead: 0,
    from: '2026-11-29',
  }
  for (const crafted of ['__proto__', 'constructor', 'toString']) {
    expect(renderToStaticMarkup(createElement(DayAnswer, { answer: crafted }))).toBe('')
    const html = renderToStaticMarkup(
      createElement(EveryWeekSection, {
        link: 'x',
        standing,
        done: crafted,
        error: crafted,
        askStop: false,
      }),
    )
    expect(html).not.toContain('role="status"')
    expect(html).not.toContain('role="alert"')
  }
})

describe('a run under way', () => {
  it('is cancelled by nobody once someone is on board; closed, it books and promotes nobody', async () => {
    const driver = await verifiedDriver('Bola Tinubu-Ade')
    const run = await runToday(driver.id, 'Under way bus')
    const child = await book(run, { child: true })
    const adult = await book(run)
    const waiting = await book(run)
    await payload.update({
      collection: slugs.rideBookings,
      id: (await bookingOf(waiting)).id,
      data: { status: 'waitlisted' },
      overrideAccess: true,
    })
    await markBoarding(payload, { link: driver.link, code: child, mark: 'boarded' })

    // Neither the driver nor a passenger takes the child (or anyone) off a bus under way.
    expect(await cancelRideAsDriver(payload, driver.link, run, 'My car broke down')).toEqual({
      ok: false,
      refused: 'underway',
    })
    expect(
      await cancelByLink(payload, bookingPath(adult).slice('/rides/booking/'.length)),
    ).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('under way') })
    // Nor do staff: the back office's cancel follows the driver's rule.
    const staffCancel = () =>
      payload.update({
        collection: slugs.busRuns,
        id: run,
        data: { status: 'cancelled' },
        overrideAccess: true,
      })
    await expect(staffCancel()).rejects.toMatchObject({
      data: { errors: [{ message: expect.stringContaining('Someone is on board') }] },
    })
    for (const code of [child, adult]) expect((await bookingOf(code)).status).toBe('confirmed')

    await handOverChild(payload, {
      link: driver.link,
      code: child,
      given: handoverCode(child),
      name: '',
    })
    await closeRun(payload, { link: driver.link, runId: run, note: '' })

    // Closed: no seat is given, nobody waiting moves up, and staff cannot cancel what happened.
    await expect(book(run)).rejects.toThrow('not confirmed')
    await payload.update({
      collection: slugs.busRuns,
      id: run,
      data: { seats: 12 },
      overrideAccess: true,
    })
    expect((await bookingOf(waiting)).status).toBe('waitlisted')
    await expect(staffCancel()).rejects.toMatchObject({
      data: { errors: [{ message: expect.stringContaining('closed this run') }] },
    })
    const kept = await payload.findByID({
      collection: slugs.busRuns,
      id: run,
      overrideAccess: true,
      depth: 0,
    })
    expect(kept.status).toBe('scheduled')
    expect((await bookingOf(adult)).status).toBe('confirmed')
  })
})

it('Rides Given counts the people who boarded; the no-shows are counted apart', async () => {
  const driver = await verifiedDriver('Kemi Adeyemi')
  const run = await runToday(driver.id, 'Counting bus')
  const before = await rideCounts(payload)
  const came = await book(run, { people: 3 })
  const stayed = await book(run, { people: 2 })
  const unmarked = await book(run)
  await markBoarding(payload, { link: driver.link, code: came, mark: 'boarded' })
  await markBoarding(payload, { link: driver.link, code: stayed, mark: 'no_show' })
  // Not yet gone: today's run counts once its driver closes it.
  expect((await rideCounts(payload)).ridesGiven).toBe(before.ridesGiven)
  await closeRun(payload, { link: driver.link, runId: run, note: '' })
  const after = await rideCounts(payload)
  // 6 seats were booked; 3 people boarded, 2 did not come, 1 was not marked.
  expect(after.ridesGiven - before.ridesGiven).toBe(3)
  expect(after.noShows - before.noShows).toBe(2)
  expect(unmarked).toBeTruthy()
})
