import { PREFERRED_AREAS } from '@collections/options'
import { slugs } from '@collections/slugs'
import { insertDemoVisits } from '@/lib/db/seed'

import { daysAgo, ensureDoc, type SeedContext } from '../context'

/**
 * What the back office shows on a fresh demo: applications, report and pitch-deck requests waiting
 * for a decision, and a month of visits for the analytics page. Visitors' own submissions go
 * through the public endpoints; these are written directly, as already-received records.
 */
const volunteers = [
  {
    name: 'Emeka Eze',
    email: 'emeka.eze@example.com',
    phone: '+234 803 555 0101',
    areas: [PREFERRED_AREAS[0], PREFERRED_AREAS[1]],
    status: 'pending' as const,
    daysAgo: 1,
  },
  {
    name: 'Funke Adeyemi',
    email: 'funke.adeyemi@example.com',
    phone: '+234 805 555 0102',
    areas: [...PREFERRED_AREAS.slice(0, 4)],
    status: 'pending' as const,
    daysAgo: 3,
  },
  {
    name: 'Sani Abdullahi',
    email: 'sani.abdullahi@example.com',
    phone: '+234 806 555 0103',
    areas: [PREFERRED_AREAS[2]],
    status: 'approved' as const,
    daysAgo: 12,
  },
]

const sponsorApplications = [
  {
    sponsor_type: 'organization' as const,
    organization_name: 'Redeemed Logistics Ltd',
    contact_person: 'Mrs. Ngozi Okafor',
    email: 'ngozi.okafor@redeemed-logistics.example.com',
    phone: '+234 802 555 0201',
    address: '14 Adeola Odeku Street, Victoria Island, Lagos',
    sponsor_amount: 1_500_000,
    sponsor_duration: 'email' as const,
    motivation:
      'Church Denomination: Redeemed Christian Church of God\nWe move goods all week; on Sundays our vans could move worshippers.',
  },
  {
    sponsor_type: 'individual' as const,
    organization_name: null,
    contact_person: 'Pastor Kunle Ajayi',
    email: 'kunle.ajayi@example.com',
    phone: '+234 809 555 0202',
    address: '7 Bodija Road, Ibadan',
    sponsor_amount: 250_000,
    sponsor_duration: 'whatsapp' as const,
    motivation: 'Church Denomination: Baptist\nFor the Ibadan campus rides.',
  },
]

const reportRequests = [
  {
    report_type: 'impact_report' as const,
    requester_name: 'Dr. Amaka Chukwu',
    requester_email: 'amaka.chukwu@example.org',
    organization: 'Lagos Christian Foundation',
    purpose: 'Board review of our 2026 grants to transport ministries.',
    status: 'pending' as const,
  },
  {
    report_type: 'impact_report' as const,
    requester_name: 'Yemi Alade',
    requester_email: 'yemi.alade@example.org',
    organization: '',
    purpose: 'Personal giving decision.',
    status: 'approved' as const,
  },
  {
    report_type: 'pitch_deck' as const,
    requester_name: 'Tosin Bakare',
    requester_email: 'tosin.bakare@example.org',
    organization: 'Harvest Capital Partners',
    purpose: 'Pitch deck request',
    status: 'pending' as const,
  },
  {
    report_type: 'pitch_deck' as const,
    requester_name: 'Chidi Okonkwo',
    requester_email: 'chidi.okonkwo@example.org',
    organization: 'Okonkwo Family Trust',
    purpose: 'Pitch deck request',
    status: 'pending' as const,
  },
  {
    report_type: 'pitch_deck' as const,
    requester_name: 'Test Sender',
    requester_email: 'spam-test@example.org',
    organization: '',
    purpose: 'Pitch deck request',
    status: 'rejected' as const,
    approved_at: daysAgo(5),
  },
]

export async function seedBackOffice(ctx: SeedContext): Promise<void> {
  for (const v of volunteers) {
    await ensureDoc(ctx, slugs.volunteerApplications, { email: { equals: v.email } }, () => ({
      applicant_name: v.name,
      email: v.email,
      phone: v.phone,
      preferred_areas: v.areas.join(', '),
      status: v.status,
      applied_date: daysAgo(v.daysAgo),
    }))
  }
  for (const a of sponsorApplications) {
    await ensureDoc(ctx, slugs.sponsorshipApplications, { email: { equals: a.email } }, () => ({
      ...a,
      currency: 'NGN' as const,
      status: 'pending' as const,
    }))
  }
  for (const r of reportRequests) {
    await ensureDoc(
      ctx,
      slugs.impactReportRequests,
      { requester_email: { equals: r.requester_email } },
      () => ({ ...r }),
    )
  }
  await seedVisits(ctx)
}

/** A month of visits for the analytics page (src/lib/db/seed.ts), written once. */
async function seedVisits(ctx: SeedContext): Promise<void> {
  if (await insertDemoVisits(ctx.payload, ctx.req)) ctx.tally.created += 1
  else ctx.tally.skipped += 1
}
