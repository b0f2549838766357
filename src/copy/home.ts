/** The home page and the news screens; the spec's own texts (public-site.md) word for word. */

export type Scripture = { text: string; reference: string }

export type Benefit = {
  icon: 'calendar' | 'gift' | 'shield' | 'heart' | 'bus' | 'leaf'
  title: string
  text: string
}

export const homeCopy = {
  hero: {
    eyebrow: 'Church carpooling in Nigeria',
    title: 'Free Rides to Church & Fellowship',
    description:
      'Join a faith-driven carpool network that connects church members for safe, free and reliable transport. Never miss a service again, while building stronger bonds with your church family and caring for God’s creation.',
    registerChurch: 'Register Your Church',
    findRide: 'Find a Ride',
    journeyTitle: 'Your Journey to Faith Starts Here',
    journeyBullets: [
      'Free rides to all church events',
      'Safe travel with church family',
      'Never miss a service again',
    ],
    quotes: [
      {
        text: 'Not giving up meeting together, as some are in the habit of doing, but encouraging one another.',
        reference: 'Hebrews 10:25 (NIV)',
      },
      {
        text: 'I rejoiced with those who said to me, ‘Let us go to the house of the LORD.’',
        reference: 'Psalm 122:1 (NIV)',
      },
    ] satisfies Scripture[],
  },
  benefits: {
    title: 'Bringing the Church Family Together',
    lead: 'A carpool run by church members for church members: rides to Sunday service, midweek fellowship and every gathering in between.',
    cards: [
      {
        icon: 'calendar',
        title: 'Never Miss Church',
        text: 'Distance, cost or a car in the workshop no longer keep you from Sunday service, Bible study or a midweek vigil.',
      },
      {
        icon: 'gift',
        title: 'Completely Free',
        text: 'Rides cost nothing. Drivers give their seats as a ministry, and donors cover fuel and upkeep.',
      },
      {
        icon: 'shield',
        title: 'Safe & Trusted',
        text: 'Every driver is a verified church member, trained in safe driving and known to their congregation.',
      },
      {
        icon: 'heart',
        title: 'Lasting Friendships',
        text: 'The ride to church becomes part of the fellowship: neighbours pray, talk and grow together on the way.',
      },
      {
        icon: 'bus',
        title: 'Church Bus Coordination',
        text: 'Church buses planned and shared for retreats, conferences, crusades and special events, so no seat goes empty.',
      },
      {
        icon: 'leaf',
        title: 'Eco-Friendly Impact',
        text: 'Fuller cars and fewer trips mean less traffic and cleaner air: caring for the creation we have been given.',
      },
    ] satisfies Benefit[],
    quotes: [
      {
        text: 'For where two or three gather in my name, there am I with them.',
        reference: 'Matthew 18:20 (NIV)',
      },
      {
        text: 'Carry each other’s burdens, and in this way you will fulfill the law of Christ.',
        reference: 'Galatians 6:2 (NIV)',
      },
      {
        text: 'Every day they continued to meet together in the temple courts. They broke bread in their homes and ate together with glad and sincere hearts.',
        reference: 'Acts 2:46 (NIV)',
      },
      {
        text: 'Be devoted to one another in love. Honor one another above yourselves.',
        reference: 'Romans 12:10 (NIV)',
      },
    ] satisfies Scripture[],
  },
  impactCta: {
    title: 'See Our Impact in Action',
    text: (product: string) =>
      `Buses on the road, volunteers behind the wheel and congregations growing again: see the people, partners and projects behind ${product}.`,
    link: 'View Our Impact',
  },
  finalCta: {
    title: 'Help Every Member Reach Fellowship',
    text: 'A gift fuels a bus for a Sunday; an hour of your time fills a seat. However you give, you carry someone to church.',
    support: 'Support Our Cause',
  },
} as const

export const newsCopy = {
  title: 'Latest News & Updates',
  lead: 'Stories from the road: milestones, new routes and the people who make every ride possible.',
  empty: 'No news articles available at the moment. Check back soon!',
  viewAll: 'View All News',
  loading: 'Loading news...',
  readMore: 'Read full story',
  /** Read by screen readers after 'Read full story', so each card's link is told apart. */
  readMoreContext: (title: string) => `about ${title}`,
  by: (author: string) => `By ${author}`,
  linksTitle: 'Watch & Read More',
  allTitle: 'News & Updates',
  allLead: 'Every story we have published, newest first.',
  backToAll: 'Back to all news',
  backHome: 'Back to home',
} as const
