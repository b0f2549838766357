/**
 * Issue #32: the line every public form gives about what its data is for, before the link to the
 * Privacy Policy (src/components/forms/PurposeNotice.tsx), and the words of the consents asked.
 */
export const consentCopy = {
  policy: 'Privacy Policy',
  purpose: {
    volunteer: 'We use your details to consider your application to volunteer and to reply to you.',
    sponsorship:
      'We use your details to consider your sponsorship application and to reply to you.',
    pitchDeck: 'We use your details to send you our pitch deck and to follow up on your interest.',
    impactReport: 'We use your details to send you the impact report and to reply to you.',
    church: 'We use these details to review your church’s registration and to set up its rides.',
    driver:
      'We use your details and papers to verify you as a driver, to arrange rides and to reach your emergency contact if needed.',
    rideOffer: 'We use these details to offer your ride to passengers and to tell you who rides.',
    seatRequest: 'We use your details to arrange your ride and to tell you about it.',
    concern:
      'We use what you tell us to keep people safe on our rides: only your church’s admin and our safeguarding staff read it, and your name and phone only to reply to you.',
    rideRequest:
      'We keep your request only to tell you once when a ride starts from your area, and then for as long as ride bookings are kept.',
    givingLink: 'We use your e-mail only to send you the link to your giving.',
    dataLink: 'We use your e-mail only to send you the link to the data we hold about you.',
    dataLinkPhone: 'We use your number only to text you the link to the data we hold about you.',
    donation:
      'We use your details to take your gift, send your receipt and keep the records the law requires.',
  },
} as const
