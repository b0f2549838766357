import { slugs } from '@collections/slugs'

import { ensureDoc, ensureMedia, type SeedContext } from '../context'

interface TeamSeed {
  name: string
  role: string
  bio: string
  church_denomination: string
  linkedin: string
  email: string
  order_index: number
  is_active: boolean
  /** Shown with src/seed/images/team-<name>.jpg; members without one show their initials on the site. */
  portrait?: boolean
}

const teamSeeds: TeamSeed[] = [
  {
    name: 'Adaeze Okafor',
    role: 'Executive Director',
    bio: 'Adaeze spent twelve years in logistics at a Lagos shipping firm before starting Fellowship Rides with members of her parish. She leads partnerships with churches and donors.',
    church_denomination: 'Anglican (Church of Nigeria)',
    linkedin: 'adaeze-okafor-fellowshiprides',
    email: 'adaeze.okafor@fellowshiprides.example.org',
    order_index: 1,
    is_active: true,
    portrait: true,
  },
  {
    name: 'Oluwaseun Adeyemi',
    role: 'Head of Operations',
    bio: 'Seun plans routes, schedules drivers and keeps the buses on the road. He previously coordinated transport for the RCCG Holy Ghost Congress volunteers.',
    church_denomination: 'Redeemed Christian Church of God',
    linkedin: 'oluwaseun-adeyemi-ops',
    email: 'seun.adeyemi@fellowshiprides.example.org',
    order_index: 2,
    is_active: true,
    portrait: true,
  },
  {
    name: 'Hauwa Ibrahim',
    role: 'Church Partnerships Lead',
    bio: 'Based in Kaduna, Hauwa works with pastors and church councils in the North to set up carpools and bus schedules that fit their services.',
    church_denomination: 'ECWA (Evangelical Church Winning All)',
    linkedin: 'hauwa-ibrahim-partnerships',
    email: 'hauwa.ibrahim@fellowshiprides.example.org',
    order_index: 3,
    is_active: true,
    portrait: true,
  },
  {
    name: 'Chinedu Eze',
    role: 'Driver Safety Coordinator',
    bio: 'A certified defensive-driving instructor from Enugu, Chinedu designs the training and background checks every volunteer driver goes through.',
    church_denomination: 'Catholic',
    linkedin: 'chinedu-eze-safety',
    email: 'chinedu.eze@fellowshiprides.example.org',
    order_index: 4,
    is_active: true,
  },
  {
    name: 'Emeka Nwachukwu',
    role: 'Finance & Compliance Officer',
    bio: 'Emeka is a chartered accountant who makes sure every naira given is tracked to a project and reported back to donors.',
    church_denomination: 'Methodist Church Nigeria',
    linkedin: 'emeka-nwachukwu-finance',
    email: 'emeka.nwachukwu@fellowshiprides.example.org',
    order_index: 5,
    is_active: true,
  },
  {
    name: 'Blessing Akpan',
    role: 'Volunteer Coordinator',
    bio: 'Blessing recruited and onboarded our first fifty volunteers in Uyo and Calabar. She has since moved on to a mission posting.',
    church_denomination: 'Qua Iboe Church',
    linkedin: 'blessing-akpan-volunteers',
    email: 'blessing.akpan@fellowshiprides.example.org',
    order_index: 6,
    is_active: false,
  },
]

interface AdvisorSeed {
  name: string
  title: string
  company: string
  bio: string
  church_denomination: string
  linkedin?: string
  order_index: number
  is_active: boolean
}

/** The Board of Jethros: the site labels `company` as "Church:". */
const advisorSeeds: AdvisorSeed[] = [
  {
    name: 'Pastor (Dr.) Folake Adebayo',
    title: 'Senior Pastor',
    company: 'RCCG Jesus House, Abuja',
    bio: 'Pastor Folake has led a congregation of four thousand for fifteen years and advises us on pastoral care for passengers and drivers.',
    church_denomination: 'Redeemed Christian Church of God',
    order_index: 1,
    is_active: true,
  },
  {
    name: 'Engr. Yakubu Danladi',
    title: 'Retired Transport Engineer & Church Elder',
    company: 'ECWA Good News Church, Kaduna',
    bio: 'Yakubu spent thirty years planning bus networks for the Kaduna State transport authority and reviews every new route we propose.',
    church_denomination: 'ECWA',
    linkedin: 'yakubu-danladi-transport',
    order_index: 2,
    is_active: true,
  },
  {
    name: 'Mrs. Ifeoma Chukwu',
    title: 'Chartered Accountant & Deaconess',
    company: 'Christ Anglican Church, Ikeja',
    bio: 'Ifeoma chairs our finance committee and oversees the annual independent audit of donations and project spending.',
    church_denomination: 'Anglican (Church of Nigeria)',
    linkedin: 'ifeoma-chukwu-fca',
    order_index: 3,
    is_active: true,
  },
  {
    name: 'Barr. Tamuno Briggs',
    title: 'Lawyer & Parish Council Chairman',
    company: 'St. Patrick’s Catholic Church, Port Harcourt',
    bio: 'Tamuno advises on safeguarding, insurance and the agreements we sign with partner churches and bus owners.',
    church_denomination: 'Catholic',
    order_index: 4,
    is_active: true,
  },
  {
    name: 'Rev. Samuel Oyelaran',
    title: 'Retired Reverend',
    company: 'First Baptist Church, Ibadan',
    bio: 'Rev. Oyelaran was one of our founding advisors and stepped down from the board in 2026.',
    church_denomination: 'Nigerian Baptist Convention',
    order_index: 5,
    is_active: false,
  },
]

const linkedin = (handle: string): string => `https://www.linkedin.com/in/${handle}`

export async function seedPeople(ctx: SeedContext): Promise<void> {
  for (const seed of teamSeeds) {
    await ensureDoc(ctx, slugs.teamMembers, { name: { equals: seed.name } }, async () => ({
      name: seed.name,
      role: seed.role,
      bio: seed.bio,
      email: seed.email,
      church_denomination: seed.church_denomination,
      linkedin_url: linkedin(seed.linkedin),
      order_index: seed.order_index,
      is_active: seed.is_active,
      image: !seed.portrait
        ? null
        : await ensureMedia(ctx, {
            alt: `Portrait of ${seed.name}, ${seed.role}`,
            filename: `team-${seed.name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`,
          }),
    }))
  }

  for (const seed of advisorSeeds) {
    await ensureDoc(ctx, slugs.boardAdvisors, { name: { equals: seed.name } }, () => ({
      name: seed.name,
      title: seed.title,
      company: seed.company,
      bio: seed.bio,
      church_denomination: seed.church_denomination,
      linkedin_url: seed.linkedin ? linkedin(seed.linkedin) : null,
      order_index: seed.order_index,
      is_active: seed.is_active,
    }))
  }
}
