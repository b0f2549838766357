import type { Donation } from '@/payload-types'
import { slugs } from '@collections/slugs'

import { daysAgo, ensureDoc, type SeedContext } from '../context'

type Organization = {
  name: string
  contact: string
  type: NonNullable<Donation['organization_type']>
}

interface DonationSeed {
  /** Suffix of the fixed reference `demo-donation-NNN`, the natural key. */
  n: number
  amount: number
  status: Donation['status']
  name: string
  email: string
  phone: string
  organization?: Organization
  church?: string
  christian: 'yes' | 'no'
  anonymous?: boolean
  publicly?: boolean
  /** Title of the project the gift is for; none means a general donation. */
  project?: string
  /** Completed gifts only: how long ago the payment was confirmed. */
  completedDaysAgo?: number
}

const donationSeeds: DonationSeed[] = [
  // Completed and shown in Recent Donors.
  {
    n: 1,
    amount: 25000,
    status: 'completed',
    name: 'Chiamaka Nwosu',
    email: 'chiamaka.nwosu@example.com',
    phone: '+234 803 412 7788',
    church: 'RCCG Jesus House, Abuja',
    christian: 'yes',
    project: 'Abuja Fellowship Bus Fund',
    completedDaysAgo: 2,
  },
  {
    n: 2,
    amount: 100000,
    status: 'completed',
    name: 'Ifeanyi Obi',
    email: 'ifeanyi.obi@example.com',
    phone: '+234 806 220 1934',
    church: 'Holy Ghost Catholic Church, Enugu',
    christian: 'yes',
    anonymous: true,
    completedDaysAgo: 4,
  },
  {
    n: 3,
    amount: 500000,
    status: 'completed',
    name: 'Grace Assembly Ikeja',
    email: 'finance@grace-assembly-ikeja.example.org',
    phone: '+234 802 555 0143',
    organization: {
      name: 'Grace Assembly Ikeja',
      contact: 'Deaconess Yetunde Bello',
      type: 'church',
    },
    christian: 'yes',
    project: 'Lagos Mainland Sunday Shuttle',
    completedDaysAgo: 7,
  },
  {
    n: 4,
    amount: 10000,
    status: 'completed',
    name: 'Babatunde Ogunleye',
    email: 'tunde.ogunleye@example.com',
    phone: '+234 805 781 3320',
    church: 'Christ Anglican Church, Ikeja',
    christian: 'yes',
    project: 'Lagos Mainland Sunday Shuttle',
    completedDaysAgo: 9,
  },
  {
    n: 5,
    amount: 250000,
    status: 'completed',
    name: 'Shalom Motors Nigeria',
    email: 'csr@shalom-motors.example.com',
    phone: '+234 809 310 6612',
    organization: {
      name: 'Shalom Motors Nigeria',
      contact: 'Mr. Kunle Afolabi',
      type: 'corporate',
    },
    christian: 'yes',
    project: 'Port Harcourt Safe Drivers Training',
    completedDaysAgo: 12,
  },
  {
    n: 6,
    amount: 50000,
    status: 'completed',
    name: 'Musa Garba',
    email: 'musa.garba@example.com',
    phone: '+234 703 118 4527',
    church: 'ECWA Good News Church, Kaduna',
    christian: 'yes',
    anonymous: true,
    completedDaysAgo: 15,
  },
  {
    n: 7,
    amount: 5000,
    status: 'completed',
    name: 'Aisha Danjuma',
    email: 'aisha.danjuma@example.com',
    phone: '+234 816 402 9951',
    christian: 'no',
    project: 'Ibadan Campus Fellowship Rides',
    completedDaysAgo: 18,
  },
  {
    n: 8,
    amount: 15000,
    status: 'completed',
    name: 'Kelechi Umeh',
    email: 'kelechi.umeh@example.com',
    phone: '+234 813 667 2048',
    church: 'Assemblies of God, Enugu',
    christian: 'yes',
    completedDaysAgo: 22,
  },
  {
    n: 9,
    amount: 750000,
    status: 'completed',
    name: 'Agape Health Foundation',
    email: 'grants@agape-health.example.org',
    phone: '+234 809 004 7720',
    organization: {
      name: 'Agape Health Foundation',
      contact: 'Dr. Omolara Fashola',
      type: 'foundation',
    },
    christian: 'yes',
    project: 'Benin City Door-to-Door Rides for Elderly Members',
    completedDaysAgo: 27,
  },
  {
    n: 10,
    amount: 200000,
    status: 'completed',
    name: 'Kingdom Builders Cooperative',
    email: 'treasurer@kingdom-builders.example.org',
    phone: '+234 802 930 5514',
    organization: {
      name: 'Kingdom Builders Cooperative',
      contact: 'Mrs. Chioma Okonkwo',
      type: 'other',
    },
    christian: 'yes',
    anonymous: true,
    completedDaysAgo: 33,
  },
  {
    n: 11,
    amount: 20000,
    status: 'completed',
    name: 'Funmilayo Adeleke',
    email: 'funmi.adeleke@example.com',
    phone: '+234 807 245 1186',
    church: 'First Baptist Church, Ibadan',
    christian: 'yes',
    project: 'Ibadan Campus Fellowship Rides',
    completedDaysAgo: 41,
  },
  {
    n: 12,
    amount: 30000,
    status: 'completed',
    name: 'Tonye Ebikabowei',
    email: 'tonye.ebi@example.com',
    phone: '+234 803 991 0267',
    church: 'St. Patrick’s Catholic Church, Port Harcourt',
    christian: 'yes',
    project: 'Port Harcourt Safe Drivers Training',
    completedDaysAgo: 55,
  },
  // Completed, but the donor asked not to be listed.
  {
    n: 13,
    amount: 40000,
    status: 'completed',
    name: 'Ugochukwu Okeke',
    email: 'ugo.okeke@example.com',
    phone: '+234 806 573 2290',
    church: 'Methodist Cathedral, Umuahia',
    christian: 'yes',
    publicly: false,
    completedDaysAgo: 6,
  },
  {
    n: 14,
    amount: 150000,
    status: 'completed',
    name: 'Covenant Insurance Brokers',
    email: 'accounts@covenant-insurance.example.com',
    phone: '+234 809 117 3348',
    organization: {
      name: 'Covenant Insurance Brokers',
      contact: 'Mr. Obinna Nnaji',
      type: 'corporate',
    },
    christian: 'no',
    publicly: false,
    project: 'Abuja Fellowship Bus Fund',
    completedDaysAgo: 20,
  },
  // Not completed: never listed publicly.
  {
    n: 15,
    amount: 10000,
    status: 'pending',
    name: 'Zainab Yusuf',
    email: 'zainab.yusuf@example.com',
    phone: '+234 812 340 5567',
    church: 'COCIN Church, Jos',
    christian: 'yes',
    project: 'Jos Plateau Rural Church Link',
  },
  {
    n: 16,
    amount: 60000,
    status: 'pending',
    name: 'Osaro Igbinedion',
    email: 'osaro.igbinedion@example.com',
    phone: '+234 805 228 9043',
    church: 'Deeper Life Bible Church, Benin City',
    christian: 'yes',
  },
  {
    n: 17,
    amount: 25000,
    status: 'failed',
    name: 'Damilola Ojo',
    email: 'dami.ojo@example.com',
    phone: '+234 708 665 1209',
    church: 'Living Faith Church, Ibadan',
    christian: 'yes',
    project: 'Ibadan Campus Fellowship Rides',
  },
]

const donationReference = (n: number): string => `demo-donation-${String(n).padStart(3, '0')}`

/** A church's funds besides each project's own and the default (General) fund (issue #35). */
const FUND_SEEDS = [
  { name: 'Tithe', description: 'Tithes given through the fellowship.' },
  { name: 'Offering', description: 'Sunday offerings and collections.' },
  { name: 'Building', description: 'Toward the new bus depot and office.' },
]

export async function seedDonations(
  ctx: SeedContext,
  projectIds: Map<string, number>,
): Promise<void> {
  for (const fund of FUND_SEEDS)
    await ensureDoc(ctx, slugs.funds, { name: { equals: fund.name } }, () => ({ ...fund }))
  // Recent Donors sorts by creation time, so the oldest gifts are created first.
  const oldestFirst = [...donationSeeds].sort(
    (a, b) => (b.completedDaysAgo ?? -1) - (a.completedDaysAgo ?? -1),
  )
  for (const seed of oldestFirst) {
    const reference = donationReference(seed.n)
    const org = seed.organization
    await ensureDoc(ctx, slugs.donations, { reference: { equals: reference } }, () => ({
      reference,
      amount: seed.amount,
      currency: 'NGN' as const,
      status: seed.status,
      donor_name: org ? org.contact : seed.name,
      donor_email: seed.email,
      donor_phone: seed.phone,
      donor_type: org ? ('organization' as const) : ('individual' as const),
      organization_name: org?.name ?? null,
      contact_person: org?.contact ?? null,
      organization_type: org?.type ?? null,
      church: seed.church ?? null,
      is_christian: seed.christian,
      is_anonymous: seed.anonymous ?? false,
      show_publicly: seed.publicly ?? true,
      project: seed.project ? (projectIds.get(seed.project) ?? null) : null,
      completed_at: seed.status === 'completed' ? daysAgo(seed.completedDaysAgo ?? 0) : null,
      // Demo gifts never e-mail anyone: their receipts count as sent, so reconciliation queues none.
      receipt_sent_at: seed.status === 'completed' ? daysAgo(seed.completedDaysAgo ?? 0) : null,
    }))
  }
}
