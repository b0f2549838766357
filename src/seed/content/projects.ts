import type { Project } from '@/payload-types'
import { slugs } from '@collections/slugs'

import { day, ensureDoc, ensureMedia, type SeedContext } from '../context'

interface ProjectSeed {
  title: string
  description: string
  location: string
  status: Project['status']
  progress: number
  budget: number | null
  start: string
  end?: string
  /** A file in src/seed/images/. */
  image: { alt: string; filename: string }
}

/**
 * Covers every state the home page distinguishes: active with progress, completed by status,
 * completed by reaching 100 %, planning, and a project without a budget.
 */
const projectSeeds: ProjectSeed[] = [
  {
    title: 'Lagos Mainland Sunday Shuttle',
    description:
      'Two 18-seater buses run a Sunday loop through Yaba, Surulere and Ikeja, picking up members who have no car and cannot afford the fare to service. Funds cover fuel, drivers’ allowances and maintenance for a full year.',
    location: 'Lagos (Yaba, Surulere, Ikeja)',
    status: 'active',
    progress: 65,
    budget: 12000000,
    start: '2026-02-01',
    image: {
      alt: 'Illustration of a church bus on a Lagos road with a church on the hill',
      filename: 'project-lagos-sunday-shuttle.jpg',
    },
  },
  {
    title: 'Abuja Fellowship Bus Fund',
    description:
      'A shared fund that lets partner churches in Kubwa, Gwarinpa and Lugbe book a bus for retreats, conferences and midweek fellowship without paying commercial rates.',
    location: 'Abuja (Kubwa, Gwarinpa, Lugbe)',
    status: 'active',
    progress: 40,
    budget: 8500000,
    start: '2026-04-15',
    image: {
      alt: 'Illustration of three church buses parked at a depot in Abuja',
      filename: 'project-abuja-bus-fund.jpg',
    },
  },
  {
    title: 'Port Harcourt Safe Drivers Training',
    description:
      'Defensive-driving, first-aid and safeguarding training for 120 volunteer drivers from churches across Port Harcourt, with certificates issued by an accredited driving school.',
    location: 'Port Harcourt, Rivers State',
    status: 'active',
    progress: 25,
    budget: 4500000,
    start: '2026-06-01',
    image: {
      alt: 'Illustration of volunteer drivers gathered under a steering wheel emblem',
      filename: 'project-port-harcourt-drivers.jpg',
    },
  },
  {
    title: 'Ibadan Campus Fellowship Rides',
    description:
      'Evening rides for students of the University of Ibadan and the Polytechnic to campus fellowships in Bodija and Agbowo, so that nobody walks home alone after late meetings.',
    location: 'Ibadan, Oyo State',
    status: 'active',
    progress: 80,
    budget: 3200000,
    start: '2026-01-10',
    image: {
      alt: 'Illustration of students waiting for a fellowship bus in Ibadan',
      filename: 'project-ibadan-campus-rides.jpg',
    },
  },
  {
    title: 'Benin City Door-to-Door Rides for Elderly Members',
    description:
      'Volunteers with cars collect elderly and disabled members from their homes in Benin City and bring them back after service. The cost depends on how many volunteers join, so no budget is set yet.',
    location: 'Benin City, Edo State',
    status: 'active',
    progress: 35,
    budget: null,
    start: '2026-05-04',
    image: {
      alt: 'Illustration of a volunteer car collecting elderly members from their homes',
      filename: 'project-benin-door-to-door.jpg',
    },
  },
  {
    title: 'Enugu Midweek Service Carpool',
    description:
      'Matched 340 members in Independence Layout, Trans-Ekulu and New Haven with drivers going to Wednesday Bible study and Friday vigils. The carpool now runs on volunteer drivers alone.',
    location: 'Enugu, Enugu State',
    status: 'completed',
    progress: 100,
    budget: 2800000,
    start: '2025-09-01',
    end: '2026-06-30',
    image: {
      alt: 'Illustration of members gathering in front of a church in Enugu',
      filename: 'project-enugu-midweek-carpool.jpg',
    },
  },
  {
    title: 'Kaduna Youth Convention Transport',
    description:
      'Hired and coordinated eight buses to carry 1,200 young people from churches across Kaduna State to the August youth convention and back, with marshals on every bus.',
    location: 'Kaduna, Kaduna State',
    status: 'active',
    progress: 100,
    budget: 6000000,
    start: '2026-05-20',
    end: '2026-08-31',
    image: {
      alt: 'Illustration of young people at a youth convention in Kaduna',
      filename: 'project-kaduna-youth-convention.jpg',
    },
  },
  {
    title: 'Jos Plateau Rural Church Link',
    description:
      'A planned weekly bus linking village congregations around Bukuru, Vom and Barkin Ladi with the larger churches in Jos for Sunday service, choir practice and counselling.',
    location: 'Jos, Plateau State',
    status: 'planning',
    progress: 0,
    budget: 15000000,
    start: '2027-02-01',
    image: {
      alt: 'Illustration of a planned bus route linking villages to a church in Jos',
      filename: 'project-jos-rural-link.jpg',
    },
  },
]

/** Seeds the projects and returns their ids by title, for donations that name a project. */
export async function seedProjects(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  // Lists sort newest first, so creating in reverse shows the projects in the order written here.
  for (const seed of [...projectSeeds].reverse()) {
    const doc = await ensureDoc(
      ctx,
      slugs.projects,
      { title: { equals: seed.title } },
      async () => ({
        title: seed.title,
        description: seed.description,
        location: seed.location,
        status: seed.status,
        progress_percentage: seed.progress,
        budget: seed.budget,
        start_date: day(seed.start),
        end_date: seed.end ? day(seed.end) : null,
        image: await ensureMedia(ctx, seed.image),
      }),
    )
    ids.set(seed.title, doc.id)
  }
  return ids
}
