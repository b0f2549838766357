// The public forms' server actions (src/lib/forms/actions.ts), which a POST without JavaScript runs:
// the same rules and stored rows as the endpoints, the typed values handed back with the errors,
// the per-address rate limit read from the request's headers, and our own fault as one sentence.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import {
  impactReportAction,
  pitchDeckAction,
  sponsorshipAction,
  volunteerAction,
} from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'
import { donationAction } from '@/lib/payments/donationAction'
import { refuseDonation } from '@/lib/payments/donationForm'

import { pdfFile, pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`
/** A request from its own address, so one test's count does not reach another's limit. */
const fromNewAddress = () => {
  requestHeaders = new Headers({
    'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  })
}
const form = (fields: Record<string, string | File>) => {
  const data = new FormData()
  // What React adds to a progressively enhanced form: never a typed value.
  data.append('$ACTION_REF_1', '')
  data.append('website', '')
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}
/**
 * A stored form is answered by Next's redirect (a 303 to a browser without JavaScript) to its
 * page's success notice: the address it goes to, or undefined when the action did not redirect.
 */
const redirectedTo = async (sending: Promise<unknown>): Promise<string | undefined> => {
  const thrown = await sending.then(
    () => undefined,
    (error: unknown) => error,
  )
  const digest = (thrown as { digest?: unknown } | undefined)?.digest
  if (typeof digest !== 'string' || !digest.startsWith('NEXT_REDIRECT;')) throw thrown
  return digest.split(';')[2]
}
const rows = (collection: (typeof slugs)[keyof typeof slugs], field: string, value: string) =>
  payload
    .find({
      collection: collection as typeof slugs.volunteerApplications,
      where: { [field]: { equals: value } },
      overrideAccess: true,
      depth: 0,
    })
    .then((result) => result.docs as unknown as Record<string, unknown>[])

describe('public form actions', () => {
  it('a refused volunteer form comes back with every error at once and the typed values; nothing is stored', async () => {
    fromNewAddress()
    const email = 'adaeze-at-example'
    // No area chosen: the browser sends no preferred_areas at all (its placeholder is disabled).
    const state = await volunteerAction(
      idleFormState,
      form({ applicant_name: 'Adaeze Okonkwo-Bello', email, phone: '' }),
    )
    expect(state).toEqual({
      status: 'invalid',
      code: 'invalid',
      values: { applicant_name: 'Adaeze Okonkwo-Bello', email, phone: '' },
      fieldErrors: {
        email: 'Please enter a valid email address.',
        preferred_areas: 'This field is required.',
      },
      error: 'Please enter a valid email address.',
    })
    expect(await rows(slugs.volunteerApplications, 'email', email)).toEqual([])
  })

  it('a correct volunteer form with a resume is stored as the endpoint stores it', async () => {
    fromNewAddress()
    const email = unique('adaeze')
    const resume = pdfFile('cv.pdf')
    const sent = await redirectedTo(
      volunteerAction(
        idleFormState,
        form({
          applicant_name: ' Adaeze Okonkwo-Bello ',
          email,
          phone: '+234 803 555 0199',
          preferred_areas: 'Finance',
          page: '/',
          resume: new File([new Uint8Array(resume.data)], 'cv.pdf', { type: 'application/pdf' }),
        }),
      ),
    )
    // Back to the page it was sent from, at its success notice: a reload sends nothing again.
    expect(sent).toBe('/#volunteer-sent')
    const [stored] = await rows(slugs.volunteerApplications, 'email', email)
    expect(stored).toMatchObject({
      applicant_name: 'Adaeze Okonkwo-Bello',
      preferred_areas: 'Finance',
      status: 'pending',
    })
    expect(stored.resume).toBeTruthy()
  })

  it('an .exe renamed cv.pdf is told it is not really a PDF', async () => {
    fromNewAddress()
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)])
    const state = await volunteerAction(
      idleFormState,
      form({
        applicant_name: 'Bola Ade',
        email: unique('bola'),
        preferred_areas: 'Finance',
        resume: new File([exe], 'cv.pdf', { type: 'application/pdf' }),
      }),
    )
    expect(state).toMatchObject({
      status: 'invalid',
      code: 'upload_rejected',
      fieldErrors: {
        resume:
          'This file is named .pdf but is not really a PDF. Please choose a PDF, DOC or DOCX file.',
      },
    })
  })

  it('a sponsorship with its logo, a pitch-deck and an impact-report request are stored', async () => {
    fromNewAddress()
    const sponsor = unique('emeka')
    const logo = await pngFile('logo.png')
    expect(
      await redirectedTo(
        sponsorshipAction(
          idleFormState,
          form({
            sponsor_type: 'individual',
            contact_person: 'Emeka Nwosu',
            email: sponsor,
            phone: '+234 805 000 0000',
            currency: 'NGN',
            // As people write naira: the sign, and thousands grouped by spaces.
            sponsor_amount: '₦5 000 000',
            preferred_contact: 'email',
            profile_picture: new File([new Uint8Array(logo.data)], 'logo.png', {
              type: 'image/png',
            }),
          }),
        ),
      ),
    ).toBe('/sponsorship#sponsorship-sent')
    expect(await rows(slugs.sponsorshipApplications, 'email', sponsor)).toMatchObject([
      { contact_person: 'Emeka Nwosu', sponsor_amount: 5_000_000, currency: 'NGN' },
    ])

    const deck = unique('ngozi')
    expect(
      await redirectedTo(
        pitchDeckAction(idleFormState, form({ full_name: 'Ngozi Okafor', email: deck })),
      ),
    ).toBe('/sponsorship#pitch-deck-sent')
    const report = unique('funmi')
    expect(
      await redirectedTo(
        impactReportAction(
          idleFormState,
          form({ requester_name: '', requester_email: report, organization: '', purpose: '' }),
        ),
      ),
    ).toBe('/sponsorship#report-sent')
    expect(await rows(slugs.impactReportRequests, 'requester_email', deck)).toMatchObject([
      { report_type: 'pitch_deck', requester_name: 'Ngozi Okafor' },
    ])
    expect(await rows(slugs.impactReportRequests, 'requester_email', report)).toMatchObject([
      { report_type: 'impact_report', purpose: expect.any(String) },
    ])
  })

  it('counts per address from the request headers, and past the limit says how long to wait', async () => {
    vi.stubEnv('RATE_LIMIT_FORMS_PER_HOUR', '2')
    fromNewAddress()
    const send = () =>
      pitchDeckAction(idleFormState, form({ full_name: 'Ngozi Okafor', email: unique('limit') }))
    expect(await redirectedTo(send())).toBe('/sponsorship#pitch-deck-sent')
    expect(await redirectedTo(send())).toBe('/sponsorship#pitch-deck-sent')
    const refused = await send()
    expect(refused).toMatchObject({
      status: 'failed',
      code: 'rate_limited',
      values: { full_name: 'Ngozi Okafor' },
      error: expect.stringMatching(
        /^Too many requests from your network\. Please try again in \d+ minutes?\.$/,
      ),
    })
    // Another address is counted on its own.
    fromNewAddress()
    expect(await redirectedTo(send())).toBe('/sponsorship#pitch-deck-sent')
  })

  it('the same e-mail again and again is refused whatever address it comes from; others still pass', async () => {
    vi.stubEnv('RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR', '2')
    const email = unique('again')
    const send = (to: string) => {
      // A new address each time: a congregation behind one Wi-Fi is not what is counted here.
      fromNewAddress()
      return impactReportAction(idleFormState, form({ requester_email: to, purpose: 'Audit' }))
    }
    expect(await redirectedTo(send(email))).toBe('/sponsorship#report-sent')
    expect(await redirectedTo(send(email.toUpperCase()))).toBe('/sponsorship#report-sent')
    expect(await send(email)).toMatchObject({
      status: 'failed',
      code: 'rate_limited',
      values: { requester_email: email, purpose: 'Audit' },
      error: expect.stringMatching(
        /^This form was sent too many times with this e-mail address\. Please try again in \d+ minutes?\.$/,
      ),
    })
    expect(await rows(slugs.impactReportRequests, 'requester_email', email)).toHaveLength(1)
    expect(await redirectedTo(send(unique('other')))).toBe('/sponsorship#report-sent')
  })

  it('a file named .pdf that Payload finds malformed (no xref) is the visitor’s field error, not our fault', async () => {
    fromNewAddress()
    const email = unique('broken')
    const broken = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')
    const state = await volunteerAction(
      idleFormState,
      form({
        applicant_name: 'Bola Ade',
        email,
        preferred_areas: 'Finance',
        resume: new File([broken], 'cv.pdf', { type: 'application/pdf' }),
      }),
    )
    expect(state).toMatchObject({
      status: 'invalid',
      code: 'upload_rejected',
      fieldErrors: {
        resume:
          'This file is named .pdf but is not really a PDF. Please choose a PDF, DOC or DOCX file.',
      },
    })
    expect(await rows(slugs.volunteerApplications, 'email', email)).toEqual([])
  })

  it('a fault of ours is one sentence, with the typed values kept', async () => {
    fromNewAddress()
    vi.spyOn(payload, 'create').mockRejectedValueOnce(new Error('connection reset'))
    const email = unique('fault')
    expect(
      await impactReportAction(idleFormState, form({ requester_email: email, purpose: 'Audit' })),
    ).toEqual({
      status: 'failed',
      code: 'server_error',
      values: { requester_email: email, purpose: 'Audit' },
      fieldErrors: {},
      error: 'Something went wrong on our side. Please try again.',
    })
  })

  it('a refused donation form is answered as the browser’s check answers it, by the form’s field names; nothing is stored', async () => {
    const email = unique('gift')
    const individual = {
      country: 'NG',
      frequency: 'once',
      donor_type: 'individual',
      donor_name: 'Ngozi Eze',
      email,
      phone: '+234 803 555 0199',
      amount: '₦5,000',
      is_christian: 'yes',
      church: '',
      show_publicly: 'on',
    }
    const refused = [
      individual,
      { ...individual, church: 'All Saints Yaba', amount: '0' },
      { ...individual, is_christian: 'no', email: 'ngozi-at-example', phone: '12' },
      { ...individual, donor_type: 'organization', organization_name: 'Kingdom Foods Ltd' },
      { ...individual, country: 'GB' },
    ]
    for (const fields of refused) {
      fromNewAddress()
      const check = refuseDonation(form(fields))
      expect(check).not.toBeNull()
      const state = await donationAction(idleFormState, form(fields))
      expect(state).toMatchObject({ status: 'invalid', ...check })
      expect(Object.keys(state.fieldErrors).sort()).toEqual(Object.keys(check!.fieldErrors).sort())
      expect(state.values).toMatchObject(fields)
    }
    expect(await rows(slugs.donations, 'donor_email', email)).toEqual([])
  })
})
