import { slugs } from '@collections/slugs'

import { ensureDoc, ensureMedia, type SeedContext } from '../context'
import { lexicalParagraphs } from '../lexical'

type ExternalLink = { platform: string; url: string; title: string }

interface NewsSeed {
  title: string
  excerpt: string
  paragraphs: string[]
  category: string
  author: string
  /** null keeps the article a draft. */
  publishedAt: string | null
  links?: ExternalLink[]
  /** A file in src/seed/images/. */
  image: { alt: string; filename: string }
}

/** Published dates are distinct because the home page orders by them, newest first. */
const newsSeeds: NewsSeed[] = [
  {
    title: 'Kaduna Youth Convention: 1,200 Young People Carried Safely',
    excerpt:
      'Eight buses, forty marshals and not one missed pick-up: how churches across Kaduna State got their youth to the August convention and home again.',
    paragraphs: [
      'For three days in August, eight buses ran between Zaria, Kafanchan, Kachia and the convention ground in Kaduna. Every bus had two trained marshals and a printed list of the young people on board, and parents received a text message when their children arrived.',
      'The convention committee told us that attendance from rural parishes doubled compared with last year, because transport had always been the first obstacle. Several churches have already asked us to plan the same for next year’s Easter retreat.',
      'Thank you to every donor and partner who made this possible. The project has reached its goal, and the remaining funds have been moved to driver training.',
    ],
    category: 'Milestones',
    author: 'Hauwa Ibrahim',
    publishedAt: '2026-09-14T09:00:00.000Z',
    links: [
      {
        platform: 'YouTube',
        url: 'https://www.youtube.com/watch?v=fellowshiprides-kaduna-2026',
        title: 'Highlights from the convention journeys',
      },
      {
        platform: 'Instagram',
        url: 'https://www.instagram.com/p/fellowshiprides-kaduna',
        title: 'Photos from the departure points',
      },
    ],
    image: {
      alt: 'Illustration of young people celebrating after arriving at the Kaduna youth convention',
      filename: 'news-kaduna-convention.jpg',
    },
  },
  {
    title: 'Lagos Mainland Shuttle Passes 10,000 Rides',
    excerpt:
      'Since February, our two Sunday buses in Lagos have carried more than ten thousand passengers to service, most of them elderly members and young families.',
    paragraphs: [
      'When the Lagos Mainland Sunday Shuttle started in February, we hoped to carry two hundred people a week. By the end of July, the two buses were full on every run, and the count has now passed ten thousand rides.',
      'Mama Comfort Ogundipe, who is 78 and lives in Surulere, told us she had not attended a Sunday service in person for two years before the shuttle came to her street. Stories like hers are why we keep going.',
      'The project is 65% funded. A third bus for the Ikorodu corridor is next on the list, and every donation brings it closer.',
    ],
    category: 'Projects',
    author: 'Oluwaseun Adeyemi',
    publishedAt: '2026-08-02T08:30:00.000Z',
    links: [
      {
        platform: 'Facebook',
        url: 'https://www.facebook.com/fellowshiprides/posts/lagos-10000-rides',
        title: 'Passengers share their stories',
      },
    ],
    image: {
      alt: 'Illustration of the Lagos shuttle bus on its Sunday route',
      filename: 'news-lagos-10000-rides.jpg',
    },
  },
  {
    title: 'Enugu Midweek Carpool Hands Over to Local Volunteers',
    excerpt:
      'After ten months, the Enugu carpool is complete: 340 members are matched with drivers, and the network now runs without outside funding.',
    paragraphs: [
      'The Enugu Midweek Service Carpool set out to prove that a carpool can sustain itself once enough drivers are involved. Ten months later, 96 volunteer drivers give lifts to 340 members on Wednesdays and Fridays.',
      'Our team has handed the coordination over to a committee drawn from the participating parishes, and we will stay available for training and support.',
    ],
    category: 'Projects',
    author: 'Chinedu Eze',
    publishedAt: '2026-07-05T10:00:00.000Z',
    image: {
      alt: 'Illustration of a church in Enugu with members arriving for midweek service',
      filename: 'news-enugu-carpool-handover.jpg',
    },
  },
  {
    title: '120 Volunteer Drivers Begin Safety Training in Port Harcourt',
    excerpt:
      'Defensive driving, first aid and safeguarding: the first cohort of volunteer drivers from Port Harcourt churches started training this month.',
    paragraphs: [
      'Safe rides start with safe drivers. This month, the first 40 of 120 volunteer drivers from churches in Port Harcourt began a six-week course with an accredited driving school on Aba Road.',
      'Besides defensive driving, the course covers first aid, vehicle checks and how to care for children and vulnerable adults on church journeys. Drivers who pass receive a certificate and a Fellowship Rides ID card.',
      'The next two cohorts start in September and November. Churches that want to nominate drivers can reach us through the partners e-mail address.',
    ],
    category: 'Training',
    author: 'Adaeze Okafor',
    publishedAt: '2026-06-12T11:15:00.000Z',
    links: [
      {
        platform: 'YouTube',
        url: 'https://www.youtube.com/watch?v=fellowshiprides-ph-drivers',
        title: 'Inside the first training day',
      },
    ],
    image: {
      alt: 'Illustration of volunteer drivers in training in Port Harcourt',
      filename: 'news-port-harcourt-training.jpg',
    },
  },
  {
    title: 'Planning the Jos Plateau Rural Church Link',
    excerpt:
      'A first look at the weekly bus we are planning between village congregations and the churches in Jos.',
    paragraphs: [
      'We are surveying routes between Bukuru, Vom, Barkin Ladi and Jos with local pastors to understand when people travel and where buses can safely stop.',
      'This article is a draft and will be published once the route survey is complete.',
    ],
    category: 'Announcements',
    author: 'Emeka Nwachukwu',
    publishedAt: null,
    image: {
      alt: 'Illustration of a draft route map for the Jos rural church link',
      filename: 'news-jos-planning.jpg',
    },
  },
]

export async function seedNews(ctx: SeedContext): Promise<void> {
  // Created oldest first, so the admin's newest-first list matches the publication order.
  for (const seed of [...newsSeeds].reverse()) {
    await ensureDoc(ctx, slugs.news, { title: { equals: seed.title } }, async () => ({
      title: seed.title,
      excerpt: seed.excerpt,
      content: lexicalParagraphs(seed.paragraphs),
      category: seed.category,
      author_name: seed.author,
      is_published: seed.publishedAt !== null,
      published_at: seed.publishedAt,
      external_links: seed.links ?? [],
      image: await ensureMedia(ctx, seed.image),
    }))
  }
}
