/** Option lists shared by collections and the public site's forms; no imports, so client bundles stay small. */
export const PREFERRED_AREAS = [
  'Product',
  'Customer support',
  'Technical support',
  'Marketing',
  'Finance',
  'Legal and Compliance',
  'Logistics',
] as const

export const SPONSOR_CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR', 'CAD'] as const
export const CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp'] as const

/** public-site.md section 9: minimum impact sponsorship per currency. */
export const SPONSOR_MINIMUMS: Record<(typeof SPONSOR_CURRENCIES)[number], number> = {
  NGN: 5_000_000,
  USD: 5_000,
  GBP: 4_000,
  EUR: 4_500,
  CAD: 6_500,
}

/** public-site.md section 3: the donation form's organization types. */
export const ORGANIZATION_TYPES = [
  { value: 'corporate', label: 'Corporate' },
  { value: 'ngo', label: 'NGO/Non-Profit' },
  { value: 'church', label: 'Church' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'other', label: 'Other' },
] as const

/** Nigeria's 36 states and the Federal Capital Territory: a church branch's state (issue #19). */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const

export const SERVICE_DAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export const SERVICE_DAY_LABELS: Record<(typeof SERVICE_DAYS)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
}

/** A registered church: waiting for staff, serving members, or turned down (with a reason). */
export const CHURCH_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'rejected', label: 'Rejected' },
] as const

/** A bus run open to anyone who asks, or to the church's own members only. */
export const RUN_VISIBILITY = [
  { value: 'public', label: 'Anyone' },
  { value: 'members', label: 'Members only' },
] as const

/** What carries a run's passengers: a church's bus, or a verified driver's own car (issue #19). */
export const RUN_KINDS = [
  { value: 'bus', label: 'Church bus' },
  { value: 'car', label: 'A driver’s own car' },
] as const

/** Who may ride: a driver may offer their car to women only or men only. */
export const RUN_RIDERS = [
  { value: 'anyone', label: 'Anyone' },
  { value: 'women', label: 'Women only' },
  { value: 'men', label: 'Men only' },
] as const

/** A safeguarding concern's handling (issue #34): closed only with its outcome written. */
export const CONCERN_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'looking', label: 'Looking into it' },
  { value: 'closed', label: 'Closed' },
] as const

export const BOOKING_STATUSES = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'cancelled', label: 'Cancelled' },
] as const

/** A confirmed passenger on the day (issue #34), as their driver marked them. */
export const BOARDING_MARKS = [
  { value: 'boarded', label: 'On board' },
  { value: 'no_show', label: 'Not here' },
] as const
export type BoardingMark = (typeof BOARDING_MARKS)[number]['value']

/** How a child's hand-over at drop-off was checked (issue #34). */
export const HANDOVER_WAYS = [
  { value: 'code', label: 'The hand-over code' },
  { value: 'name', label: 'A name the driver wrote' },
] as const

/** An every-week booking (issue #34): active until its member (or staff) stops it. */
export const STANDING_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'stopped', label: 'Stopped' },
] as const

/**
 * How a passenger is told of their ride (issue #33): by e-mail, by SMS, or by a WhatsApp template
 * message (which falls back to SMS once when it fails).
 */
export const NOTICE_CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number]['value']

/** A volunteer driver's standing (issue #19): verified by staff or their church's admin. */
export const DRIVER_STATUSES = [
  { value: 'pending', label: 'To verify' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
] as const

/** The most people one seat request may bring (a family). */
export const MAX_PEOPLE_PER_BOOKING = 10

/**
 * Issue #32: what a person may consent to, where consent is the lawful basis. Each is a separate,
 * unticked choice on the form that asks it, recorded in `consents`.
 */
export const CONSENT_PURPOSES = [
  { value: 'public_listing', label: 'Public donor listing' },
  { value: 'guardian_ride', label: 'Guardian’s consent for a child’s ride' },
  { value: 'news_email', label: 'News by e-mail' },
  { value: 'messages', label: 'Messages by SMS/WhatsApp' },
] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]['value']

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = [
  { value: 'donation_form', label: 'Donation form' },
  { value: 'seat_request', label: 'Find a Ride seat request' },
  { value: 'my_giving', label: 'My giving' },
  { value: 'booking_page', label: 'Booking page' },
  { value: 'text_reply', label: 'Reply by SMS or WhatsApp' },
] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]['value']
