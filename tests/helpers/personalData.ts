// One record of every kind the data map covers (issue #32), all held for one e-mail address, for
// the export and erasure tests.
import { randomBytes } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'

import { slugs } from '@collections/slugs'

import { seedActiveChurch, seedBusRun, seedDriver } from './churches'
import { docxFile, pngFile, type TestFile } from './files'

const unique = () => randomBytes(4).toString('hex')

/** payload.create with data as a test writes it (the server-set defaults left out). */
const create = (
  payload: Payload,
  options: {
    collection: CollectionSlug
    data: Record<string, unknown>
    file?: TestFile
    overrideAccess: true
  },
) =>
  payload.create(options as never) as unknown as Promise<{ id: number } & Record<string, unknown>>

/** A completed gift of `amount` to `project` by `email`, with its Paystack transaction. */
export const seedDonation = async (
  payload: Payload,
  {
    email,
    name,
    amount,
    project,
    phone = '+234 805 000 0000',
  }: { email: string; name: string; amount: number; project: number; phone?: string },
) => {
  const reference = `FR-${unique()}`
  const donation = await create(payload, {
    collection: slugs.donations,
    data: {
      amount,
      reference,
      status: 'completed',
      donor_name: name,
      donor_email: email,
      donor_phone: phone,
      church: 'Grace Chapel',
      is_anonymous: false,
      show_publicly: true,
      project,
      completed_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const transaction = await create(payload, {
    collection: slugs.paystackTransactions,
    data: {
      reference,
      donation: donation.id,
      status: 'success',
      amount,
      raw_response: { customer: { email }, authorization: { account_name: name } },
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: slugs.donations,
    id: donation.id,
    data: { transaction: transaction.id },
    overrideAccess: true,
  })
  return { donation: donation.id, transaction: transaction.id, reference }
}

/**
 * The person `email` as a donor (a gift and a cancelled monthly gift), a passenger, a driver with
 * papers, a church contact, a sponsor and a volunteer with files, a report requester, a team member,
 * a back-office user with an audit entry, and a recipient of an e-mail and of text messages.
 */
export const seedPersonEverywhere = async (payload: Payload, email: string, name: string) => {
  const project = (
    await create(payload, {
      collection: slugs.projects,
      data: { title: `Bus fund ${unique()}`, status: 'active', progress_percentage: 10 },
      overrideAccess: true,
    })
  ).id
  const gift = await seedDonation(payload, {
    email,
    name,
    amount: 5000,
    project,
    phone: '+234 803 111 2222',
  })
  const monthly = await create(payload, {
    collection: slugs.monthlyGifts,
    data: {
      donor_name: name,
      donor_email: email,
      amount: 2000,
      status: 'cancelled',
      project,
      first_donation: gift.donation,
      plan_code: `PLN_${unique()}`,
      customer_code: `CUS_${unique()}`,
    },
    overrideAccess: true,
  })
  // Issue #35: their own account for giving by bank transfer.
  const transferGift = await create(payload, {
    collection: slugs.transferGifts,
    data: {
      donor_name: name,
      donor_email: email,
      email_key: email.toLowerCase(),
      amount: 2000,
      status: 'active',
      donor: { donor_name: name, donor_email: email },
      customer_code: `CUS_${unique()}`,
      bank_name: 'Test Bank',
      account_number: '9012345678',
      account_name: `FELLOWSHIP/${name}`.toUpperCase(),
    },
    overrideAccess: true,
  })
  // A pledge to the default fund (issue #35): found by the donor's e-mail, deleted on erasure.
  const general = await payload.find({
    collection: slugs.funds,
    where: { is_default: { equals: true } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const pledge = await create(payload, {
    collection: slugs.pledges,
    data: {
      donor_name: name,
      donor_email: email,
      fund: general.docs[0].id,
      amount: 100_000,
      due_date: '2030-12-31T00:00:00.000Z',
      note: 'Toward the second bus',
    },
    overrideAccess: true,
  })
  const { church, service } = await seedActiveChurch(payload, `Data Church ${unique()}`)
  const run = await seedBusRun(payload, { church, service })
  // The passenger as their booking and their every-week booking (issue #34) hold them.
  const passenger = {
    church,
    passenger_name: name,
    phone: '+234 803 333 4444',
    email,
    people: 1,
    stop: 'Allen Junction',
  }
  const booking = await create(payload, {
    collection: slugs.rideBookings,
    data: {
      code: `B${unique()}`.toUpperCase(),
      bus_run: run,
      ...passenger,
      minors: true,
      guardian_name: `${name}'s mother`,
      guardian_phone: '+234 803 333 5555',
      guardian_consent_at: new Date().toISOString(),
      status: 'confirmed',
      booked_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  // A request for a ride where none went (issue #34).
  const { docs: branches } = await payload.find({
    collection: slugs.churchBranches,
    where: { church: { equals: church } },
    depth: 0,
    overrideAccess: true,
  })
  const rideRequest = await create(payload, {
    collection: slugs.rideRequests,
    data: {
      church,
      branch: branches[0].id,
      area: 'Surulere',
      name,
      phone: '+234 803 333 4444',
      email,
      consent_at: new Date().toISOString(),
      status: 'open',
    },
    overrideAccess: true,
  })
  const driver = await seedDriver(payload, church, { name, email })
  // The person coordinates a bus run on the day (issue #34).
  await payload.update({
    collection: slugs.busRuns,
    id: run,
    data: {
      coordinator_name: name,
      coordinator_email: email,
      coordinator_phone: '+234 803 666 8888',
    },
    overrideAccess: true,
  })
  const contactChurch = await seedActiveChurch(payload, `Contact Church ${unique()}`)
  await payload.update({
    collection: slugs.churches,
    id: contactChurch.church,
    data: { contact_name: name, contact_email: email, contact_phone: '+234 803 666 7777' },
    overrideAccess: true,
  })
  const logo = await create(payload, {
    collection: slugs.sponsorLogos,
    data: {},
    file: await pngFile(),
    overrideAccess: true,
  })
  const sponsorship = await create(payload, {
    collection: slugs.sponsorshipApplications,
    data: {
      sponsor_type: 'individual',
      contact_person: name,
      email,
      phone: '+234 803 888 9999',
      address: '12 Allen Avenue, Ikeja',
      sponsor_amount: 100000,
      motivation: 'I want children to reach church safely.',
      profile_picture: logo.id,
    },
    overrideAccess: true,
  })
  const resume = await create(payload, {
    collection: slugs.volunteerResumes,
    data: {},
    file: docxFile(),
    overrideAccess: true,
  })
  const volunteer = await create(payload, {
    collection: slugs.volunteerApplications,
    data: {
      applicant_name: name,
      email,
      phone: '+234 803 000 1111',
      preferred_areas: 'Customer support',
      applied_date: new Date().toISOString(),
      resume: resume.id,
    },
    overrideAccess: true,
  })
  const request = await create(payload, {
    collection: slugs.impactReportRequests,
    data: {
      report_type: 'impact_report',
      requester_name: name,
      requester_email: email,
      organization: 'Grace Chapel',
      purpose: 'Our board asked for it.',
    },
    overrideAccess: true,
  })
  const outbox = await create(payload, {
    collection: slugs.emailOutbox,
    data: { to: email, subject: 'Your receipt', text: `Dear ${name}, thank you.` },
    overrideAccess: true,
  })
  // Text messages reach people by the numbers their records hold, typed any way: a notice to the
  // booking's phone, and a reply from the gift's.
  const textMessages = [
    await create(payload, {
      collection: slugs.messages,
      data: {
        direction: 'out',
        channel: 'sms',
        to: '+2348033334444',
        text: `${name}, your seat is confirmed.`,
        status: 'delivered',
      },
      overrideAccess: true,
    }),
    await create(payload, {
      collection: slugs.messages,
      data: { direction: 'in', channel: 'whatsapp', to: '+2348031112223', text: 'Thank you' },
      overrideAccess: true,
    }),
  ].map((message) => message.id)
  const teamMember = await create(payload, {
    collection: slugs.teamMembers,
    data: { name, role: 'Volunteer lead', email, bio: `${name} leads the volunteers.` },
    overrideAccess: true,
  })
  const user = await create(payload, {
    collection: slugs.users,
    data: { email, password: `pw-${unique()}-${unique()}`, full_name: name, role: 'admin' },
    overrideAccess: true,
  })
  // The trail: the person's account changed a project, and staff corrected the person's phone.
  await payload.update({
    collection: slugs.projects,
    id: project,
    data: { progress_percentage: 20 },
    user: { ...user, collection: slugs.users },
    overrideAccess: true,
  })
  const staff = await create(payload, {
    collection: slugs.users,
    data: {
      email: `staff-${unique()}@example.org`,
      password: `pw-${unique()}-${unique()}`,
      role: 'super_admin',
    },
    overrideAccess: true,
  })
  // Issue #34: their every-week booking (its weekly run is not needed to find or erase it).
  const standing = await create(payload, {
    collection: slugs.standingBookings,
    data: { ...passenger, status: 'active', started_at: new Date().toISOString() },
    overrideAccess: true,
  })
  await payload.update({
    collection: slugs.donations,
    id: gift.donation,
    data: { donor_phone: '+234 803 111 2223' },
    user: { ...staff, collection: slugs.users },
    overrideAccess: true,
  })
  return {
    project,
    ...gift,
    monthly: monthly.id,
    transferGift: transferGift.id,
    pledge: pledge.id,
    church,
    run,
    booking: booking.id,
    standing: standing.id,
    rideRequest: rideRequest.id,
    driver: driver.id,
    paper: driver.roadworthiness_document as number,
    contactChurch: contactChurch.church,
    logo: logo.id,
    sponsorship: sponsorship.id,
    resume: resume.id,
    volunteer: volunteer.id,
    request: request.id,
    outbox: outbox.id,
    textMessages,
    teamMember: teamMember.id,
    user: user.id,
  }
}
