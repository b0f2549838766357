import { slugs } from '@collections/slugs'

import { daysAgo, ensureDoc, type SeedContext } from '../context'

type DemoChurch = {
  name: string
  denomination: string
  status: 'active' | 'pending'
  contact: { name: string; email: string; phone: string }
  branches: {
    name: string
    address: string
    state: 'Lagos' | 'FCT' | 'Oyo'
    lga: string
    services: { name: string; day: 'sunday' | 'wednesday'; time: string }[]
  }[]
  registered: number
}

/** Issue #19: one church already serving members, and one registration waiting for staff. */
const CHURCHES: DemoChurch[] = [
  {
    name: 'Grace Assembly Lagos',
    denomination: 'Pentecostal',
    status: 'active',
    contact: {
      name: 'Pastor Bisi Adeyemi',
      email: 'bisi@grace-assembly.example',
      phone: '+234 803 555 0101',
    },
    branches: [
      {
        name: 'Ikeja',
        address: '12 Allen Avenue',
        state: 'Lagos',
        lga: 'Ikeja',
        services: [
          { name: 'First service', day: 'sunday', time: '07:30' },
          { name: 'Second service', day: 'sunday', time: '10:00' },
          { name: 'Midweek service', day: 'wednesday', time: '18:00' },
        ],
      },
      {
        name: 'Surulere',
        address: '4 Bode Thomas Street',
        state: 'Lagos',
        lga: 'Surulere',
        services: [{ name: 'Sunday service', day: 'sunday', time: '08:00' }],
      },
    ],
    registered: 40,
  },
  {
    name: 'St Andrew’s Anglican Church, Wuse',
    denomination: 'Anglican',
    status: 'pending',
    contact: {
      name: 'Revd. Tunde Ajayi',
      email: 'tunde@st-andrews.example',
      phone: '+234 802 111 2222',
    },
    branches: [
      {
        name: 'Wuse II',
        address: '7 Aminu Kano Crescent',
        state: 'FCT',
        lga: 'Abuja Municipal',
        services: [{ name: 'Sunday service', day: 'sunday', time: '09:00' }],
      },
    ],
    registered: 2,
  },
]

export async function seedChurches(ctx: SeedContext): Promise<void> {
  for (const church of CHURCHES) {
    const doc = await ensureDoc(ctx, slugs.churches, { name: { equals: church.name } }, () => ({
      name: church.name,
      denomination: church.denomination,
      status: church.status,
      contact_name: church.contact.name,
      contact_email: church.contact.email,
      contact_phone: church.contact.phone,
      registered_at: daysAgo(church.registered),
    }))
    for (const branch of church.branches) {
      const branchDoc = await ensureDoc(
        ctx,
        slugs.churchBranches,
        { and: [{ church: { equals: doc.id } }, { name: { equals: branch.name } }] },
        () => ({
          church: doc.id,
          name: branch.name,
          address: branch.address,
          state: branch.state,
          lga: branch.lga,
        }),
      )
      for (const service of branch.services)
        await ensureDoc(
          ctx,
          slugs.churchServices,
          { and: [{ branch: { equals: branchDoc.id } }, { name: { equals: service.name } }] },
          () => ({ branch: branchDoc.id, church: doc.id, ...service }),
        )
    }
  }
}
