/** The impact page (/impact): spec texts word for word, our own story copy around them. */
export const impactCopy = {
  meta: {
    title: 'Our Impact Story',
    description:
      'How free, safe rides to church are bringing Nigerian church families together: our story, our projects, our team and the Board of Jethros.',
  },
  hero: {
    eyebrow: (product: string) => `${product} Impact`,
    title: 'Our Impact Story',
    lead: (product: string) =>
      `Every Sunday across Nigeria, church members with a car and an empty seat pick up brothers and sisters who would otherwise stay at home. This is how ${product} grew from a few shared rides into a network of churches, verified drivers and buses, and what your support has made possible.`,
  },
  verse: {
    text: 'Let us not become weary in doing good, for at the proper time we will reap a harvest if we do not give up.',
    reference: 'Galatians 6:9 (NIV)',
  },
  why: {
    title: 'Why We Started',
    lead: 'Nobody should miss fellowship because getting there is too hard, too costly or too unsafe.',
    needs: [
      {
        title: 'Fares that keep people home',
        text: 'Transport costs have climbed steeply since 2023. For a widow in Ikorodu or a student in Nsukka, the keke or danfo fare to church and back is often what decides whether Sunday happens at all.',
      },
      {
        title: 'Early mornings, late nights',
        text: 'Buses are scarce before the 7 a.m. service, and walking home after a night vigil or midweek fellowship on dark roads is not safe, least of all for women and young people.',
      },
      {
        title: 'Members who quietly drift away',
        text: 'The elderly, people living with disabilities and new believers who live far from their parish are the first to stop coming when the journey is hard. We want them back in the pew.',
      },
    ],
  },
  how: {
    title: 'How a Ride Works',
    lead: 'Simple on purpose: neighbours from the same church family, travelling together.',
    steps: [
      {
        title: 'Your church joins the network',
        text: 'A pastor or church council signs up and names a ride coordinator, often someone from the welfare or ushering team who already knows the members by name.',
      },
      {
        title: 'Drivers are verified church members',
        text: 'Every driver is a member in good standing, recommended by their pastor. We check licence, ID and vehicle papers, and each driver completes our training in defensive driving, first aid and safeguarding.',
      },
      {
        title: 'Members book a seat by street and service',
        text: 'Members who need a seat open Find a Ride, choose their branch, service and area, and book a seat on a church bus or a volunteer driver’s car going their way, so a pick-up is a short detour, not a long trip. Their coordinator can book for those who cannot.',
      },
      {
        title: 'The ride is always free',
        text: 'No fares and no tips. Donations pay for fuel, maintenance and training, and for retreats, conventions and crusades we coordinate church buses so whole congregations travel together.',
      },
    ],
  },
  journey: {
    title: 'The Journey So Far',
    lead: 'Counted from our project records, and updated as every project moves forward.',
    completed: 'Projects completed',
    // The Active Projects list's count, as on the home and sponsorship pages.
    active: 'Active projects',
    raised: 'Raised for projects',
    people: 'People on our team and board',
    // Issue #19: counted from the churches, bus runs and bookings.
    ridesLabel: 'Rides so far',
    churches: 'Churches riding with us',
    rides: 'Rides given',
    seatsFilled: 'Seats filled',
  },
  projectsLead:
    'Shuttles, bus funds and driver training, city by city. Give to the project closest to your heart.',
  team: {
    title: 'Meet Our Impact Team',
    lead: 'Church members from across Nigeria who give their skills in logistics, safety, finance and partnerships, so that nobody misses fellowship for lack of a ride.',
    loading: 'Loading team members...',
    empty: 'Our team will be introduced here soon.',
    denomination: 'Denomination',
    linkedin: (name: string) => `LinkedIn profile of ${name}`,
  },
  board: {
    title: 'Board of Jethros',
    lead: 'As Jethro counselled Moses in Exodus 18, these pastors and seasoned professionals advise us, question us and keep us faithful to our calling.',
    loading: 'Loading the Board of Jethros...',
    empty: 'Our board will be introduced here soon.',
    church: 'Church:',
  },
  volunteer: {
    title: 'Join Our Volunteer Community',
    text: 'Drive on Sunday mornings, coordinate rides for your parish, answer calls from members, or lend your skills in technology, finance or law. However you serve, you help someone get to church.',
    support: 'Support Our Cause',
  },
  closingVerse: {
    text: 'And let us consider how we may spur one another on toward love and good deeds, not giving up meeting together, as some are in the habit of doing, but encouraging one another.',
    reference: 'Hebrews 10:24–25 (NIV)',
  },
} as const

/** The page of one project (/projects/[id]). */
export const projectPageCopy = {
  back: 'Back to all projects',
  location: 'Location',
  status: 'Status',
  budget: 'Budget',
  raised: 'Raised',
  progress: 'Progress',
  funding: 'Project funding',
  completed: 'Project Completed',
  completedText: 'Thank you to everyone who gave: this project has reached its goal.',
  started: 'Started',
  starts: 'Starts',
  ends: 'Target end',
  donate: 'Donate to this project',
  share: 'Share on WhatsApp',
  statuses: {
    planning: 'Planning',
    active: 'Active',
    paused: 'Paused',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  defaultStatus: 'Active',
} as const
