import { sql } from '@payloadcms/db-postgres'

import { PREFERRED_AREAS } from '@collections/options'
import { slugs } from '@collections/slugs'
import { drizzleFor } from '@/lib/db/tx'
import { rowsOf } from '@/lib/db/rows'

import { daysAgo, ensureDoc, type SeedContext } from '../context'

/**
 * What the back office shows on a fresh demo: applications, report and pitch-deck requests waiting
 * for a decision, and a month of visits for the analytics page. Visitors' own submissions go
 * through the public endpoints; these are written directly, as already-received records.
 */
const volunteers = [
  { name: 'Emeka Eze', email: 'emeka.eze@example.com', phone: '+234 803 555 0101', areas: [PREFERRED_AREAS[0], PREFERRED_AREAS[1]], status: 'pending' as const, daysAgo: 1 },
  { name: 'Funke Adeyemi', email: 'funke.adeyemi@example.com', phone: '+234 805 555 0102', areas: [...PREFERRED_AREAS.slice(0, 4)], status: 'pending' as const, daysAgo: 3 },
  { name: 'Sani Abdullahi', email: 'sani.abdullahi@example.com', phone: '+234 806 555 0103', areas: [PREFERRED_AREAS[2]], status: 'approved' as const, daysAgo: 12 },
]

const sponsorApplications = [
  {
    sponsor_type: 'organization' as const, organization_name: 'Redeemed Logistics Ltd', contact_person: 'Mrs. Ngozi Okafor', email: 'ngozi.okafor@redeemed-logistics.example.com', phone: '+234 802 555 0201',
    address: '14 Adeola Odeku Street, Victoria Island, Lagos', sponsor_amount: 1_500_000, sponsor_duration: 'email' as const,
    motivation: 'Church Denomination: Redeemed Christian Church of God\nWe move goods all week; on Sundays our vans could move worshippers.',
  },
  {
    sponsor_type: 'individual' as const, organization_name: null, contact_person: 'Pastor Kunle Ajayi', email: 'kunle.ajayi@example.com', phone: '+234 809 555 0202',
    address: '7 Bodija Road, Ibadan', sponsor_amount: 250_000, sponsor_duration: 'whatsapp' as const, motivation: 'Church Denomination: Baptist\nFor the Ibadan campus rides.',
  },
]

const reportRequests = [
  { report_type: 'impact_report' as const, requester_name: 'Dr. Amaka Chukwu', requester_email: 'amaka.chukwu@example.org', organization: 'Lagos Christian Foundation', purpose: 'Board review of our 2026 grants to transport ministries.', status: 'pending' as const },
  { report_type: 'impact_report' as const, requester_name: 'Yemi Alade', requester_email: 'yemi.alade@example.org', organization: '', purpose: 'Personal giving decision.', status: 'approved' as const },
  { report_type: 'pitch_deck' as const, requester_name: 'Tosin Bakare', requester_email: 'tosin.bakare@example.org', organization: 'Harvest Capital Partners', purpose: 'Pitch deck request', status: 'pending' as const },
  { report_type: 'pitch_deck' as const, requester_name: 'Chidi Okonkwo', requester_email: 'chidi.okonkwo@example.org', organization: 'Okonkwo Family Trust', purpose: 'Pitch deck request', status: 'pending' as const },
  { report_type: 'pitch_deck' as const, requester_name: 'Test Sender', requester_email: 'spam-test@example.org', organization: '', purpose: 'Pitch deck request', status: 'rejected' as const, approved_at: daysAgo(5) },
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
    await ensureDoc(ctx, slugs.sponsorshipApplications, { email: { equals: a.email } }, () => ({ ...a, currency: 'NGN' as const, status: 'pending' as const }))
  }
  for (const r of reportRequests) {
    await ensureDoc(ctx, slugs.impactReportRequests, { requester_email: { equals: r.requester_email } }, () => ({ ...r }))
  }
  await seedVisits(ctx)
}

/**
 * A month of visits: sessions of one to three page views a day, every third one returning, some
 * starting a donation and fewer finishing one. Written once (sessions named demo-…).
 */
async function seedVisits(ctx: SeedContext): Promise<void> {
  const db = await drizzleFor(ctx.payload, ctx.req)
  const [{ seeded }] = rowsOf<{ seeded: boolean }>(await db.execute(sql`select exists (select 1 from analytics_events where session_id like 'demo-%') as seeded`))
  if (seeded) {
    ctx.tally.skipped += 1
    return
  }
  const userAgent = 'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
  await db.execute(sql`
    insert into analytics_events (event_type, page_path, user_agent, referrer, session_id, metadata, created_at, updated_at)
    select 'page_view', (array['/', '/sponsorship', '/impact', '/', '/news', '/sponsorship', '/impact'])[1 + (d * 3 + s * 5 + v) % 7],
      ${userAgent}, case when v = 0 and s % 4 = 0 then 'https://www.google.com/' end, 'demo-' || d || '-' || s,
      jsonb_build_object('is_returning_visitor', s % 3 = 0), t, t
    from generate_series(1, 30) as d, generate_series(0, 3 + (d * 7) % 6) as s, generate_series(0, s % 3) as v,
      lateral (select date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 7 + s, mins => v * 3)) as at(t)`)
  await db.execute(sql`
    insert into analytics_events (event_type, page_path, user_agent, session_id, metadata, created_at, updated_at)
    select 'donation_funnel', '/sponsorship', ${userAgent}, 'demo-' || d || '-' || s, jsonb_build_object('step', step), t, t
    from generate_series(1, 30) as d, generate_series(0, 3 + (d * 7) % 6) as s,
      lateral (values ('initiated', 0), ('completed', 1)) as steps(step, n),
      lateral (select date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 7 + s, mins => 10 + n * 5)) as at(t)
    where s % 2 = 1 and (steps.step = 'initiated' or (d + s) % 3 = 0)`)
  ctx.tally.created += 1
}
