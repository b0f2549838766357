import type { Payload } from 'payload'
import { beforeAll, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'

import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

it('without SMTP, a sent e-mail is composed by nodemailer, kept in the outbox and logged in one line', async () => {
  const log = vi.spyOn(payload.logger, 'info')
  await payload.sendEmail({
    to: 'Donor@Example.org',
    subject: 'Thank you for your donation',
    html: '<p>We received <strong>₦25,000</strong>.</p>',
    text: 'We received ₦25,000.',
  })
  const { docs } = await payload.find({
    collection: slugs.emailOutbox,
    overrideAccess: true,
    where: { to: { equals: 'donor@example.org' } },
  })
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    subject: 'Thank you for your donation',
    from: 'Fellowship Rides <no-reply@fellowshiprides.ng>',
    text: 'We received ₦25,000.',
    html: '<p>We received <strong>₦25,000</strong>.</p>',
  })
  expect(docs[0].raw).toMatch(/^Content-Type: multipart\/alternative/m)
  expect(docs[0].raw).toMatch(/^Subject: Thank you for your donation$/m)
  // The log says where to read it, never who it is for or what it says.
  expect(log).toHaveBeenCalledWith(
    `[outbox] e-mail ${docs[0].id} kept (no SMTP configured; read it in the admin's E-mail outbox)`,
  )
  expect(JSON.stringify(log.mock.calls)).not.toMatch(
    /donor@example\.org|Thank you for your donation/i,
  )
})

it('a plain admin reads only its own mail in the outbox; a super admin reads all of it', async () => {
  const admin = await createUser(payload, { role: 'admin' })
  const superAdmin = await createUser(payload, { role: 'super_admin' })
  await payload.sendEmail({
    to: admin.email,
    subject: 'Reset your password',
    text: 'link for the admin',
  })
  await payload.sendEmail({
    to: superAdmin.email,
    subject: 'Reset your password',
    text: 'link for the super admin',
  })
  const seenByAdmin = await payload.find({
    collection: slugs.emailOutbox,
    user: admin,
    overrideAccess: false,
  })
  expect(seenByAdmin.docs.map((doc) => doc.text)).toEqual(['link for the admin'])
  const seenBySuper = await payload.find({
    collection: slugs.emailOutbox,
    user: superAdmin,
    overrideAccess: false,
  })
  expect(seenBySuper.docs.map((doc) => doc.text)).toEqual(
    expect.arrayContaining(['link for the admin', 'link for the super admin']),
  )
})
