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

/** The active demo church and its services by 'Branch/Service', for its bus runs. */
type SeededChurch = { church: number; services: Map<string, number> }

export async function seedChurches(ctx: SeedContext): Promise<SeededChurch> {
  const seeded: SeededChurch = { church: 0, services: new Map() }
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
    if (church === CHURCHES[0]) seeded.church = doc.id
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
      for (const service of branch.services) {
        const serviceDoc = await ensureDoc(
          ctx,
          slugs.churchServices,
          { and: [{ branch: { equals: branchDoc.id } }, { name: { equals: service.name } }] },
          () => ({ branch: branchDoc.id, church: doc.id, ...service }),
        )
        if (church === CHURCHES[0])
          seeded.services.set(`${branch.name}/${service.name}`, serviceDoc.id)
      }
    }
  }
  return seeded
}

/** The next Sunday after today (Lagos), at 06:00 UTC, as a bus run's service date. */
const nextSunday = (): string => {
  const date = new Date()
  date.setUTCHours(6, 0, 0, 0)
  do date.setUTCDate(date.getUTCDate() + 1)
  while (date.getUTCDay() !== 0)
  return date.toISOString()
}

type DemoRun = {
  title: string
  branch: string
  service: string
  date: string
  seats: number
  visibility: 'public' | 'members'
  stops: { place: string; area: string; time: string }[]
  /** People per confirmed booking. */
  riders: number[]
}

/**
 * Issue #19: Grace Assembly's buses. Last Sunday's run has gone (its riders count as rides given
 * on the Impact page); next Sunday's are open on Find a Ride, one for members only.
 */
const runs = (): DemoRun[] => [
  {
    title: 'Ikeja bus, last Sunday',
    branch: 'Ikeja',
    service: 'First service',
    date: daysAgo(7, 6),
    seats: 14,
    visibility: 'public',
    stops: [
      { place: 'Allen Junction', area: 'Ikeja', time: '06:45' },
      { place: 'Ojota Park', area: 'Ojota', time: '07:00' },
    ],
    riders: [2, 1, 4, 1, 3],
  },
  {
    title: 'Ikeja bus, next Sunday',
    branch: 'Ikeja',
    service: 'First service',
    date: nextSunday(),
    seats: 14,
    visibility: 'public',
    stops: [
      { place: 'Allen Junction', area: 'Ikeja', time: '06:45' },
      { place: 'Ojota Park', area: 'Ojota', time: '07:00' },
    ],
    riders: [2, 1],
  },
  {
    title: 'Surulere members’ bus',
    branch: 'Surulere',
    service: 'Sunday service',
    date: nextSunday(),
    seats: 8,
    visibility: 'members',
    stops: [{ place: 'Ojuelegba Bridge', area: 'Surulere', time: '07:20' }],
    riders: [],
  },
]

const DEMO_RIDERS = ['Ngozi Okafor', 'Emeka Obi', 'Funke Adebayo', 'Musa Bello', 'Ada Eze']

export async function seedBusRuns(ctx: SeedContext, { church, services }: SeededChurch) {
  let n = 0
  for (const run of runs()) {
    const service = services.get(`${run.branch}/${run.service}`)
    if (!service) throw new Error(`The demo church has no ${run.branch} ${run.service}`)
    const runDoc = await ensureDoc(ctx, slugs.busRuns, { title: { equals: run.title } }, () => ({
      church,
      title: run.title,
      service,
      date: run.date,
      seats: run.seats,
      visibility: run.visibility,
      status: 'scheduled' as const,
      kind: 'bus' as const,
      riders: 'anyone' as const,
      stops: run.stops,
    }))
    for (const people of run.riders) {
      n += 1
      // 'FR-DEMQB2': the shape of a real code, plainly a demo one.
      const code = `FR-DEMQ${String.fromCharCode(65 + n)}${n + 1}`
      await ensureDoc(ctx, slugs.rideBookings, { code: { equals: code } }, () => ({
        code,
        bus_run: runDoc.id,
        church,
        passenger_name: DEMO_RIDERS[(n - 1) % DEMO_RIDERS.length],
        phone: `+234 803 555 01${String(n).padStart(2, '0')}`,
        email: `rider${n}@example.org`,
        people,
        stop: run.stops[0].place,
        status: 'confirmed' as const,
        booked_at: daysAgo(9),
        confirmed_at: daysAgo(9),
      }))
    }
  }
}
