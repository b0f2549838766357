/**
 * A request for a ride where none goes yet (issue #34): the form on Find a Ride, its answer, the
 * notice when a ride appears, and the back office's list. Shared by the components and the tests.
 */
export const rideRequestCopy = {
  form: {
    heading: 'No ride here yet? Leave your request',
    lead: 'Tell us where you would be picked up and for which service. When a ride starts from your area to this church, we tell you once, and you can book it.',
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    emailHint: 'Optional, to hear by e-mail.',
    notifyLegend: 'How should we tell you?',
    service: 'For which service',
    anyService: 'Any service',
    area: 'Your area',
    areaHint: 'Where you would be picked up, such as Surulere or Ikeja.',
    consent:
      'Keep my request and tell me once when a ride to this church starts from my area. I can ask you to delete it at any time from My data.',
    submit: 'Keep my request',
    submitting: 'Keeping your request…',
    problem: 'Please check the form',
    failed: 'Your request could not be kept',
  },
  messages: {
    consent: 'Please tick the box so that we may keep your request and tell you.',
    branch: 'Please choose your church and branch again.',
    service: 'Please choose one of this branch’s services.',
    notifyBy: 'Please choose WhatsApp, SMS or e-mail.',
    notifyByEmail: 'To hear from us by e-mail, please give your e-mail address.',
  },
  kept: {
    metaTitle: 'Your request is kept',
    title: 'Your request is kept',
    text: 'When a ride to your church starts from your area, we tell you once, the way you chose, with a link to book it.',
    back: 'Back to Find a Ride',
  },
  notice: {
    subject: (site: string) => `${site}: a ride now goes from your area`,
    body: (church: string, area: string, date: string) =>
      `Good news: a ride to ${church} now goes from ${area} on ${date}. You asked us to tell you. Book your seat here:`,
    sms: (church: string, area: string, date: string, link: string) =>
      `A ride to ${church} now goes from ${area} on ${date}, as you asked. Book: ${link}`,
  },
  admin: {
    description:
      'People who asked for a ride where none went. Each is told once, when a run of their church starts from their area. Open requests by area show where rides are wanted.',
    byArea: 'Open requests by area',
    none: 'No open requests.',
  },
} as const
