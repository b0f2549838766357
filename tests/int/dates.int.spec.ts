// Every date shown is on Lagos's calendar and clock whatever the server's TZ (src/lib/dates.ts).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { formatDate, formatDateTime, formatDay, isoDay } from '@/lib/dates'

const run = promisify(execFile)
const LATE_ON_MARCH_14_UTC = '2026-03-14T23:30:00Z'
const SERVER_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']

/** What a freshly started Node process in time zone `tz` prints, with only dates.ts loaded. */
const printedUnder = async (tz: string): Promise<Record<string, string>> => {
  const script = `
    const dates = await import(${JSON.stringify(path.resolve('src/lib/dates.ts'))})
    const at = new Date(${JSON.stringify(LATE_ON_MARCH_14_UTC)})
    console.log(JSON.stringify({ local: at.toString(), date: dates.formatDate(at), dateTime: dates.formatDateTime(at.toISOString()), day: dates.isoDay(at), reportDay: dates.formatDay('2026-03-15') }))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TZ: tz },
  })
  return JSON.parse(stdout)
}

describe('dates in Lagos time', () => {
  const savedTz = process.env.TZ
  afterAll(() => {
    if (savedTz === undefined) delete process.env.TZ
    else process.env.TZ = savedTz
  })

  it.each([
    ['UTC', 'Sat Mar 14 2026 23:30'],
    ['America/Los_Angeles', 'Sat Mar 14 2026 16:30'],
    ['Asia/Tokyo', 'Sun Mar 15 2026 08:30'],
  ])(
    'a server in %s (its own clock at %s) prints the Lagos date and time',
    async (tz, localTime) => {
      const { local, ...printed } = await printedUnder(tz)
      expect(local.startsWith(localTime)).toBe(true)
      expect(printed).toEqual({
        date: 'Mar 15, 2026',
        dateTime: 'Mar 15, 2026 00:30',
        day: '2026-03-15',
        reportDay: 'Mar 15, 2026',
      })
    },
  )

  it.each(SERVER_ZONES)('every format agrees after the process switches to %s', (tz) => {
    process.env.TZ = tz
    const at = new Date(LATE_ON_MARCH_14_UTC)
    expect(formatDate(at)).toBe('Mar 15, 2026')
    expect(formatDateTime(at)).toBe('Mar 15, 2026 00:30')
    expect(isoDay(at)).toBe('2026-03-15')
    expect(formatDay('2026-03-15')).toBe('Mar 15, 2026')
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026')
  })

  it("keeps the specs' formats: two-digit days, three-letter months, 24-hour times, '' for no date", () => {
    expect(formatDate('2026-09-04T12:00:00.000Z')).toBe('Sep 04, 2026')
    expect(formatDate('2026-12-31T23:00:00.000Z')).toBe('Jan 01, 2027')
    expect(formatDateTime('2026-06-01T12:05:00.000Z')).toBe('Jun 01, 2026 13:05')
    expect(formatDateTime('2026-06-01T22:59:00.000Z')).toBe('Jun 01, 2026 23:59')
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })

  it('gives the same answer from its memo as from a first formatting, across Lagos midnight', () => {
    const midnight = Date.UTC(2026, 4, 31, 23) // 00:00 on Jun 01 in Lagos
    for (const offset of [-1, 0, 59 * 60_000, 3_600_000 - 1, -3_600_000]) {
      const at = new Date(midnight + offset)
      const expected = offset < 0 ? 'May 31, 2026' : 'Jun 01, 2026'
      expect(formatDate(at)).toBe(expected)
      expect(formatDate(at)).toBe(expected)
    }
  })
})
