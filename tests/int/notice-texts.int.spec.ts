// Issue #33: every ride and giving text fits one or two 160-character GSM-7 parts whatever the
// names, stops and titles people give (accents, curly quotes, great length), starts with the
// site's name and ends with the person's short link; every WhatsApp template is given its
// parameters and is listed, word for word, for staff to have Meta approve.
import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { chargeFailedSms, donationReceiptSms } from '@/lib/giving/texts'
import type { RideNoticeKind } from '@/lib/mail/rideNotices'
import { gsmSeptets, smsParts, toGsm } from '@/lib/messaging/gsm'
import { parameterCount, WHATSAPP_TEMPLATES } from '@/lib/messaging/templates'
import { handoverSms, passengerListSms, reminderTexts, rideTexts } from '@/lib/rides/texts'

const SITE = 'Fellowship Rides Lagos'
// The longest a site's address and a key make it: https://rides.fellowshipchurch.org.ng/s/<12>.
const LINK = 'https://rides.fellowshipchurch.org.ng/s/k7m2x9q4rt8w'

const LONG = {
  siteName: SITE,
  passenger: 'Oluwaseyifunmi Adébáyọ̀-Okonkwo Chukwuemeka',
  code: 'FR-7K3Q9P',
  run: 'Ikeja–Ojota “Sunday Morning” Bus to the Redeemed Christian Church Headquarters (via Ketu)',
  date: 'Nov 29, 2026',
  stop: 'Allen Avenue Junction, opposite the First Bank branch by the petrol station',
  time: '07:15',
  people: 4,
  returned: 2,
  link: LINK,
}

const expectFits = (text: string) => {
  expect(gsmSeptets(text), `not GSM-7: ${text}`).not.toBeNull()
  expect(smsParts(text), text).toBeLessThanOrEqual(2)
}

const KINDS: RideNoticeKind[] = [
  'confirmed',
  'waitlisted',
  'promoted',
  'cancelled',
  'seats-returned',
  'run-cancelled',
  'run-changed',
]

describe('ride texts', () => {
  it('each notice fits two GSM-7 parts, starts with the site and carries the whole short link', () => {
    for (const kind of KINDS) {
      const { sms, whatsapp } = rideTexts(kind, LONG)
      expectFits(sms)
      expect(sms.startsWith(`${SITE}: `), sms).toBe(true)
      expect(sms.endsWith(LINK), sms).toBe(true)
      expect(sms).toContain('FR-7K3Q9P')
      if (kind !== 'cancelled' && kind !== 'run-cancelled') expect(sms).toMatch(/\.\. at 07:15/)
      // WhatsApp has the values whole (it is not GSM), the link among them.
      expect(whatsapp.params).toHaveLength(parameterCount(whatsapp.template))
      expect(whatsapp.params).toContain(LINK)
    }
    // A weekly run's change that took the passenger's stop off the route says so, and still fits.
    const moved = rideTexts('run-changed', { ...LONG, movedFrom: LONG.stop }).sms
    expectFits(moved)
    expect(moved).toContain('Your old stop is no longer on the route.')
    expect(moved.endsWith(LINK)).toBe(true)
    // A child's hand-over code texted to the guardian's own phone keeps the code whole.
    const handover = handoverSms({ ...LONG, handover: '4821' })
    expectFits(handover)
    expect(handover).toContain('hand-over code is 4821:')
    const reminder = reminderTexts({
      ...LONG,
      driver: {
        name: 'Babatunde Olúwaṣẹ́gun Bello',
        vehicle: 'Toyota Hiace (white, 18 seats)',
        plate: 'LND-482-KJ',
      },
    })
    expectFits(reminder.sms)
    expect(reminder.sms.startsWith(`${SITE}: `)).toBe(true)
    expect(reminder.sms).toContain(
      'Driver: Babatunde, Toyota Hiace (white, 18 seats), plate LND-482-KJ.',
    )
    expect(reminder.sms.endsWith(LINK)).toBe(true)
    expect(reminder.whatsapp.params).toHaveLength(parameterCount('ride_reminder'))

    const list = passengerListSms({
      siteName: SITE,
      driver: 'Babatunde Bello',
      run: LONG.run,
      date: LONG.date,
      riders: 13,
      link: LINK,
    })
    expectFits(list)
    expect(list).toContain('13 people ride with you on')
    expect(list.endsWith(LINK)).toBe(true)
  })

  it('short values are kept as they are; what GSM-7 lacks is made plain, not sent as UCS-2', () => {
    const { sms } = rideTexts('confirmed', {
      ...LONG,
      passenger: 'Ada Eze',
      run: 'Ikeja bus',
      stop: 'Allen Junction',
      people: 1,
    })
    expect(sms).toBe(
      `${SITE}: Ada, your 1 seat on Ikeja bus, Nov 29, 2026, from Allen Junction at 07:15 is booked. Code FR-7K3Q9P. Can't come? Please cancel: ${LINK}`,
    )
    expect(toGsm('Adébáyọ̀ ‘Seun’ — 🚌 ₦5,000')).toBe("Adebayo 'Seun' - ? NGN5,000")
  })

  it('a donor’s receipt and failed-charge texts fit one part with the amount and reference', () => {
    const receipt = donationReceiptSms({
      siteName: SITE,
      amount: 1_250_000,
      reference: 'FR-DON-20261128-8F3K2Q',
    })
    expect(smsParts(receipt)).toBe(1)
    expect(receipt).toContain('NGN1,250,000, reference FR-DON-20261128-8F3K2Q')
    const failed = chargeFailedSms({ siteName: SITE, amount: 5000 })
    expect(smsParts(failed)).toBeLessThanOrEqual(2)
    expect(failed).toContain('NGN5,000')
  })
})

it('docs/messaging-providers.md lists every WhatsApp template with its body, word for word', async () => {
  const docs = await readFile('docs/messaging-providers.md', 'utf8')
  for (const [name, body] of Object.entries(WHATSAPP_TEMPLATES)) {
    expect(docs).toContain(`\`${name}\``)
    expect(docs).toContain(body)
  }
})
