/** The Analytics dashboard's texts (back-office.md, Analytics dashboard), shared by the view and its tests. */
export const analyticsCopy = {
  title: 'Analytics',
  rangeNav: 'Time range',
  rangeNote: (from: string, to: string) => `${from} to ${to}, days in Lagos time (WAT)`,
  cards: {
    uniqueVisitors: {
      title: 'Unique Visitors',
      note: (pageViews: string) => `${pageViews} page views`,
    },
    conversionRate: {
      title: 'Donation Conversion Rate',
      note: (completed: string, initiated: string) =>
        `${completed} completed / ${initiated} initiated, as the site's tracker saw them (browsers that block tracking are not counted)`,
    },
    impactSponsors: { title: 'Impact Sponsors', note: 'New sponsor applications' },
    volunteerApplications: { title: 'Volunteer Applications', note: 'New applications' },
    returningVisitors: {
      title: 'Returning Visitors',
      note: (percent: string) => `${percent} of unique visitors`,
    },
    donationsCompleted: {
      title: 'Donations Completed',
      note: 'Payments confirmed by Paystack, from the donation records',
    },
    totalInteractions: {
      title: 'Total Interactions',
      note: 'All tracked events, page views included',
    },
  },
  popularPages: 'Most Popular Pages',
  noPageViews: 'No page view data available',
  views: (count: number, formatted: string) => `${formatted} ${count === 1 ? 'view' : 'views'}`,
  dailyActivity: 'Daily Activity',
  dailyColumns: {
    date: 'Date',
    visitors: 'Visitors',
    pageViews: 'Page views',
    donations: 'Donations',
    sponsors: 'Sponsors',
    volunteers: 'Volunteers',
  },
  chart: 'Daily visitors and donations',
  chartVisitors: 'Visitors per day',
  chartDonations: 'Donations per day',
  chartSummary: (what: string, total: string, peak: string, peakDate: string) =>
    `${what}: ${total} in total; highest ${peak} on ${peakDate}.`,
  chartData: "Show the chart's data as a table",
} as const
