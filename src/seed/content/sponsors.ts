import type { ImpactSponsor } from '@/payload-types'
import { slugs } from '@collections/slugs'
import { sponsorTier } from '@/lib/workflows/sponsorships'

import { day, ensureDoc, ensureMedia, type SeedContext } from '../context'

interface SponsorSeed {
  sponsor_name: string
  sponsor_type: ImpactSponsor['sponsor_type']
  contribution_amount: number
  motivation: string
  website_url: string
  start: string
  order_index: number
  is_active: boolean
}

const sponsorSeeds: SponsorSeed[] = [
  {
    sponsor_name: 'Shalom Motors Nigeria',
    sponsor_type: 'partner',
    contribution_amount: 2500000,
    motivation:
      'We service buses for a living. Keeping church buses safe and on the road is the most useful thing we can give.',
    website_url: 'https://shalom-motors.example.com',
    start: '2026-02-01',
    order_index: 1,
    is_active: true,
  },
  {
    sponsor_name: 'Harvest Microfinance Bank',
    sponsor_type: 'partner',
    contribution_amount: 1500000,
    motivation:
      'Many of our customers are traders who lost their Sunday to long trips to church. Free rides give them that time back.',
    website_url: 'https://harvest-mfb.example.com',
    start: '2026-03-15',
    order_index: 2,
    is_active: true,
  },
  {
    sponsor_name: 'Grace Assembly Ikeja',
    sponsor_type: 'church',
    contribution_amount: 750000,
    motivation:
      'Our members in Agege and Ogba could not reach midweek service. Sponsoring the Lagos shuttle was an easy decision for our council.',
    website_url: 'https://grace-assembly-ikeja.example.org',
    start: '2026-04-01',
    order_index: 3,
    is_active: true,
  },
  {
    sponsor_name: 'Mrs. Ngozi Chukwuma',
    sponsor_type: 'individual',
    contribution_amount: 300000,
    motivation:
      'In memory of my mother, who walked an hour to church every Sunday until she was eighty.',
    website_url: 'https://ngozi-chukwuma.example.com',
    start: '2026-05-10',
    order_index: 4,
    is_active: true,
  },
  {
    sponsor_name: 'Kingdom Builders Cooperative',
    sponsor_type: 'organization',
    contribution_amount: 400000,
    motivation: 'Our cooperative sponsored the first year of the Enugu carpool.',
    website_url: 'https://kingdom-builders.example.org',
    start: '2025-09-01',
    order_index: 5,
    is_active: false,
  },
]

interface PartnerSeed {
  company_name: string
  website_url: string
  display_order: number
  is_active: boolean
  /** Shown with src/seed/images/partner-<name>.png; partners without one show their initials on the site. */
  logo?: boolean
}

const partnerSeeds: PartnerSeed[] = [
  {
    company_name: 'Shalom Motors Nigeria',
    website_url: 'https://shalom-motors.example.com',
    display_order: 1,
    is_active: true,
    logo: true,
  },
  {
    company_name: 'Covenant Insurance Brokers',
    website_url: 'https://covenant-insurance.example.com',
    display_order: 2,
    is_active: true,
    logo: true,
  },
  {
    company_name: 'Agape Health Clinics',
    website_url: 'https://agape-health.example.com',
    display_order: 3,
    is_active: true,
  },
  {
    company_name: 'Eagle Wings Tyres & Services',
    website_url: 'https://eaglewings-tyres.example.com',
    display_order: 4,
    is_active: true,
  },
  {
    company_name: 'Christian Drivers Association of Nigeria',
    website_url: 'https://cdan.example.org',
    display_order: 5,
    is_active: true,
  },
  {
    company_name: 'Bethel Fuel Stations',
    website_url: 'https://bethel-fuel.example.com',
    display_order: 6,
    is_active: false,
  },
]

export async function seedSponsors(ctx: SeedContext): Promise<void> {
  for (const seed of sponsorSeeds) {
    await ensureDoc(
      ctx,
      slugs.impactSponsors,
      { sponsor_name: { equals: seed.sponsor_name } },
      () => ({
        sponsor_name: seed.sponsor_name,
        sponsor_type: seed.sponsor_type,
        contribution_amount: seed.contribution_amount,
        tier: sponsorTier(seed.contribution_amount),
        motivation: seed.motivation,
        website_url: seed.website_url,
        start_date: day(seed.start),
        order_index: seed.order_index,
        is_active: seed.is_active,
      }),
    )
  }

  for (const seed of partnerSeeds) {
    await ensureDoc(
      ctx,
      slugs.impactPartners,
      { company_name: { equals: seed.company_name } },
      async () => ({
        company_name: seed.company_name,
        website_url: seed.website_url,
        display_order: seed.display_order,
        is_active: seed.is_active,
        logo: seed.logo
          ? await ensureMedia(ctx, {
              alt: `${seed.company_name} logo`,
              filename: `partner-${seed.company_name.toLowerCase().replace(/[^a-z]+/g, '-')}.png`,
            })
          : null,
      }),
    )
  }
}
