import type { CollectionSlug } from 'payload'

import { slugs } from '@collections/slugs'

/**
 * The data map (issue #32, "A person's rights"): every collection that holds a person's data, how
 * their records are found, what they are given when they ask for their data, and what erasure does.
 * `exportPersonalData` and `erasePersonalData` (./export.ts, ./erase.ts) only follow it, and
 * tests/int/privacy-coverage.int.spec.ts fails when a collection with personal fields is missing
 * here, or a personal field is neither exported nor erased.
 *
 * Records are found by e-mail, compared without regard to case or surrounding spaces; text
 * messages by the phone numbers those records hold, compared by their digits (0803… as 234803…).
 * A person who asks by phone (no e-mail given) is found by that number in each record's own
 * phone field (`ownPhoneField`), and in the messages and phone codes to it.
 */

/** Written in place of an e-mail address a column cannot be without: 'erased-<row id>@erased.invalid'. */
export const ERASED_ADDRESS = Symbol('erased address')
/** Written in place of a name a column cannot be without. */
const ERASED_NAME = 'Erased'

export type ErasedValue = string | boolean | null | typeof ERASED_ADDRESS

type Erasure =
  /** The record goes, with its files (the collection's delete hooks and storage run). */
  | { delete: true }
  /** The record stays for what the law or others need (`why`); these fields are overwritten. */
  | { set: Record<string, ErasedValue>; why: string }
  /** The record stays as it is; `why` says what requires it. */
  | { keep: string }

export type PersonalCollection = {
  slug: CollectionSlug
  /** What the person reads on their page and in the file. */
  label: string
  /**
   * Their records: those whose `email` fields hold their address, those a found record names, or
   * those whose `field` holds a phone number that their records found before hold in `from`.
   */
  findBy:
    | { email: string[] }
    | { via: { from: CollectionSlug; field: string } }
    | {
        phone: {
          field: string
          from: { collection: CollectionSlug; field: string }[]
          /** Found only by a request made with the phone itself, never through an e-mail's records. */
          proven?: true
        }
      }
  /** The person's own data in these records: each one is exported and erased. */
  personal: string[]
  /** Given with the personal fields so the record reads sensibly (amounts, dates, statuses). */
  context: string[]
  /** Upload fields whose files are theirs: exported inside the file, deleted by erasure. */
  files?: { field: string; collection: CollectionSlug }[]
  /**
   * 'Correct my details' on My data: the fields holding the person's name and phone, corrected at
   * once; or `staff`, why staff check a correction first (a verified driver's papers name them).
   */
  correct?: { name?: string; phone?: string } | { staff: string }
  erase: Erasure
}

/** The accounts keep a donation's amount, date, reference, project and status; nothing says who gave. */
const DONATION_LAW =
  'Accounting law keeps each gift: its amount, date, reference, project and status stay, with nothing that says who gave.'

/** Every collection holding a person's data, in the order their page shows them. */
/** The person's own numbers (not a guardian's or an emergency contact's), where their records hold them. */
const OWN_PHONES = [
  { collection: slugs.donations, field: 'donor_phone' },
  { collection: slugs.pledges, field: 'donor_phone' },
  { collection: slugs.rideBookings, field: 'phone' },
  { collection: slugs.standingBookings, field: 'phone' },
  { collection: slugs.rideRequests, field: 'phone' },
  { collection: slugs.consents, field: 'phone' },
  { collection: slugs.drivers, field: 'phone' },
  { collection: slugs.churches, field: 'contact_phone' },
  { collection: slugs.busRuns, field: 'coordinator_phone' },
  { collection: slugs.sponsorshipApplications, field: 'phone' },
  { collection: slugs.volunteerApplications, field: 'phone' },
] as const satisfies { collection: CollectionSlug; field: string }[]

/**
 * The field of `slug`'s records that holds the person's own number: how a request by phone finds
 * them (a data request made by phone too).
 */
export const ownPhoneField = (slug: CollectionSlug): string | null =>
  slug === slugs.dataRequests
    ? 'phone'
    : (OWN_PHONES.find((own) => own.collection === slug)?.field ?? null)

export const PERSONAL_DATA: PersonalCollection[] = [
  {
    slug: slugs.donations,
    label: 'Donations',
    findBy: { email: ['donor_email'] },
    personal: [
      'donor_name',
      'donor_email',
      'donor_phone',
      'organization_name',
      'contact_person',
      'church',
      'is_christian',
    ],
    context: [
      'reference',
      'amount',
      'currency',
      'status',
      'project',
      'createdAt',
      'completed_at',
      'donor_type',
      'is_anonymous',
      'show_publicly',
    ],
    correct: { name: 'donor_name', phone: 'donor_phone' },
    erase: {
      set: {
        donor_name: null,
        donor_email: ERASED_ADDRESS,
        donor_phone: null,
        organization_name: null,
        contact_person: null,
        organization_type: null,
        church: null,
        is_christian: null,
        is_anonymous: true,
        show_publicly: false,
      },
      why: DONATION_LAW,
    },
  },
  {
    slug: slugs.paystackTransactions,
    label: 'Card payments',
    findBy: { via: { from: slugs.donations, field: 'donation' } },
    // Paystack's answers name the payer (customer e-mail, card holder).
    personal: ['raw_response'],
    context: ['reference', 'status', 'amount', 'currency', 'channel', 'paid_at'],
    erase: {
      set: { raw_response: null, authorization_url: null, access_code: null },
      why: DONATION_LAW,
    },
  },
  {
    slug: slugs.monthlyGifts,
    label: 'Monthly gifts',
    findBy: { email: ['donor_email'] },
    personal: ['donor_name', 'donor_email', 'customer_code'],
    context: ['amount', 'currency', 'status', 'project', 'started_at', 'cancelled_at'],
    correct: { name: 'donor_name' },
    erase: {
      set: {
        donor_name: null,
        donor_email: ERASED_ADDRESS,
        customer_code: null,
        email_token: null,
        is_anonymous: true,
      },
      why: DONATION_LAW,
    },
  },
  {
    slug: slugs.pledges,
    label: 'Pledges',
    findBy: { email: ['donor_email'] },
    personal: ['donor_name', 'donor_email', 'donor_phone', 'note'],
    context: ['fund', 'amount', 'due_date', 'start_date', 'status', 'createdAt'],
    correct: { name: 'donor_name', phone: 'donor_phone' },
    // Deleted: a promise, not a gift; the gifts made toward it stay, erased as any donation.
    erase: { delete: true },
  },
  {
    // Issue #35: the donor's own account for giving by bank transfer. Its donations keep their own
    // copy of the donor's details (erased as donations); the account itself goes.
    slug: slugs.transferGifts,
    label: 'Monthly giving by bank transfer',
    findBy: { email: ['donor_email'] },
    personal: [
      'donor_name',
      'donor_email',
      'email_key',
      'donor',
      'customer_code',
      'bank_name',
      'account_number',
      'account_name',
    ],
    context: ['amount', 'status', 'project', 'set_up_at'],
    correct: { name: 'donor_name' },
    erase: { delete: true },
  },
  {
    slug: slugs.rideBookings,
    label: 'Ride bookings',
    findBy: { email: ['email'] },
    // short_link: the key of the booking's short link in its texts (issue #33); erased, it opens nothing.
    // handed_to: who received a child at drop-off (issue #34), the guardian's name or as the driver wrote it.
    // rating_comment: the passenger's words after the ride (issue #34).
    personal: [
      'passenger_name',
      'phone',
      'email',
      'guardian_name',
      'guardian_phone',
      'short_link',
      'handed_to',
      'rating_comment',
    ],
    context: [
      'code',
      'bus_run',
      'stop',
      'people',
      'minors',
      'guardian_consent_at',
      'status',
      'booked_at',
      'boarding',
      'handed_over_at',
      'rating',
    ],
    correct: { name: 'passenger_name', phone: 'phone' },
    erase: {
      set: {
        passenger_name: ERASED_NAME,
        phone: '',
        email: ERASED_ADDRESS,
        guardian_name: null,
        guardian_phone: null,
        short_link: null,
        handed_to: null,
        rating_comment: null,
      },
      why: 'A run’s seat counts and the impact figures count past bookings; nothing says who rode.',
    },
  },
  {
    slug: slugs.standingBookings,
    label: 'Every-week ride bookings',
    findBy: { email: ['email'] },
    personal: ['passenger_name', 'phone', 'email', 'guardian_name', 'guardian_phone'],
    context: ['series', 'stop', 'people', 'minors', 'status', 'started_at', 'stopped_at'],
    correct: { name: 'passenger_name', phone: 'phone' },
    // Deleted: it only asks for future seats; the bookings it made stay, erased as any booking.
    erase: { delete: true },
  },
  {
    slug: slugs.rideRequests,
    label: 'Ride requests where no ride went',
    findBy: { email: ['email'] },
    personal: ['name', 'phone', 'email', 'area'],
    context: ['church', 'service', 'status', 'consent_at', 'told_at', 'createdAt'],
    correct: { name: 'name', phone: 'phone' },
    erase: { delete: true },
  },
  {
    slug: slugs.consents,
    label: 'Consents',
    findBy: { email: ['email'] },
    personal: ['email', 'phone'],
    context: ['purpose', 'choice', 'reference', 'notice_version', 'at', 'source'],
    erase: {
      set: { email: ERASED_ADDRESS, phone: null },
      why: 'A consent’s record (what, when, under which notice) is the proof the law asks for; nothing says whose it was.',
    },
  },
  {
    slug: slugs.drivers,
    label: 'Driver records',
    findBy: { email: ['email'] },
    personal: [
      'name',
      'email',
      'phone',
      'emergency_contact_name',
      'emergency_contact_phone',
      'licence_number',
      'vehicle',
      'plate',
      // The key of the short link to their page in their texts (issue #33), deleted with them.
      'short_link',
    ],
    context: [
      'church',
      'licence_expiry',
      'seats',
      'roadworthiness_expiry',
      'insurance_expiry',
      'status',
      'createdAt',
    ],
    files: [
      { field: 'roadworthiness_document', collection: slugs.driverDocuments },
      { field: 'insurance_document', collection: slugs.driverDocuments },
    ],
    // Papers go with the driver (Drivers.ts, deletePapersWithDriver).
    correct: {
      staff:
        'A driver’s name and phone were checked against their licence and papers when they were verified.',
    },
    erase: { delete: true },
  },
  {
    slug: slugs.churches,
    label: 'Church registrations',
    findBy: { email: ['contact_email'] },
    personal: ['contact_name', 'contact_email', 'contact_phone'],
    context: ['name', 'status', 'registered_at'],
    correct: { name: 'contact_name', phone: 'contact_phone' },
    erase: {
      set: { contact_name: ERASED_NAME, contact_email: ERASED_ADDRESS, contact_phone: '' },
      why: 'The church stays registered with its branches, runs and members; staff give it a new contact.',
    },
  },
  {
    slug: slugs.busRuns,
    label: 'Bus runs you coordinate',
    findBy: { email: ['coordinator_email'] },
    personal: ['coordinator_name', 'coordinator_email', 'coordinator_phone'],
    context: ['title', 'date', 'status'],
    correct: { name: 'coordinator_name', phone: 'coordinator_phone' },
    erase: {
      set: { coordinator_name: null, coordinator_email: null, coordinator_phone: null },
      // Its day link is signed with the coordinator's address: erased, the link opens nothing.
      why: 'The run stays for its passengers and its church, which names another coordinator.',
    },
  },
  {
    slug: slugs.sponsorshipApplications,
    label: 'Sponsorship applications',
    findBy: { email: ['email'] },
    personal: ['organization_name', 'contact_person', 'email', 'phone', 'address', 'motivation'],
    context: ['sponsor_type', 'currency', 'sponsor_duration', 'status', 'createdAt'],
    files: [{ field: 'profile_picture', collection: slugs.sponsorLogos }],
    correct: { name: 'contact_person', phone: 'phone' },
    erase: { delete: true },
  },
  {
    slug: slugs.volunteerApplications,
    label: 'Volunteer applications',
    findBy: { email: ['email'] },
    personal: ['applicant_name', 'email', 'phone'],
    context: ['preferred_areas', 'applied_date', 'status'],
    files: [{ field: 'resume', collection: slugs.volunteerResumes }],
    correct: { name: 'applicant_name', phone: 'phone' },
    erase: { delete: true },
  },
  {
    slug: slugs.impactReportRequests,
    label: 'Report and pitch-deck requests',
    findBy: { email: ['requester_email'] },
    personal: ['requester_name', 'requester_email', 'organization', 'purpose'],
    context: ['report_type', 'status', 'createdAt', 'sent_at'],
    correct: { name: 'requester_name' },
    erase: { delete: true },
  },
  {
    slug: slugs.emailOutbox,
    label: 'E-mails we sent you',
    findBy: { email: ['to'] },
    personal: ['to', 'subject', 'text'],
    context: ['createdAt'],
    erase: { delete: true },
  },
  {
    slug: slugs.messages,
    label: 'Text messages',
    findBy: { phone: { field: 'to', from: OWN_PHONES } },
    personal: ['to', 'text', 'params'],
    context: ['direction', 'channel', 'status', 'template', 'createdAt', 'sent_at'],
    erase: { delete: true },
  },
  {
    slug: slugs.concerns,
    label: 'Safeguarding concerns you reported',
    // A reporter leaves no e-mail (issue #34): found by the phone they gave for a reply.
    // Only a request made with that phone reaches a report (issue #34): a number typed on someone's
    // booking could otherwise show, or erase, who reported a concern.
    findBy: { phone: { field: 'reporter_phone', from: OWN_PHONES, proven: true } },
    personal: ['reporter_name', 'reporter_phone'],
    context: ['reported_at', 'status'],
    erase: {
      set: { reporter_name: null, reporter_phone: null },
      why: 'A safeguarding concern is kept, with what was done about it, for the people it may protect; nothing says who reported it.',
    },
  },
  {
    slug: slugs.phoneCodes,
    label: 'Seat requests waiting for a phone code',
    // A request without an e-mail waits here for its code, 10 minutes at most (issue #33).
    findBy: { phone: { field: 'phone', from: OWN_PHONES } },
    personal: ['phone', 'request'],
    context: ['expires_at', 'createdAt'],
    erase: { delete: true },
  },
  {
    slug: slugs.teamMembers,
    label: 'Team profile',
    findBy: { email: ['email'] },
    personal: ['name', 'email', 'role', 'bio'],
    context: ['createdAt'],
    erase: { delete: true },
  },
  {
    slug: slugs.users,
    label: 'Back-office account',
    findBy: { email: ['email'] },
    personal: ['full_name', 'email'],
    context: ['role', 'is_active', 'last_login', 'createdAt'],
    // The trail of what the account did stays (with no address); the account can no longer sign in.
    erase: {
      set: { full_name: null, email: ERASED_ADDRESS, is_active: false },
      why: 'The audit trail names the account behind each change it made; the account is closed.',
    },
  },
  {
    slug: slugs.auditLog,
    label: 'Changes you made in the back office',
    findBy: { email: ['user_email'] },
    personal: ['user_email'],
    context: ['at', 'action', 'collection', 'summary'],
    erase: {
      set: { user_email: null },
      why: 'The audit trail keeps each change; it no longer quotes the address.',
    },
  },
  {
    slug: slugs.dataRequests,
    label: 'Your requests about your data',
    findBy: { email: ['email'] },
    personal: ['email', 'phone', 'details'],
    context: ['kind', 'received_at', 'status', 'outcome'],
    erase: {
      keep: 'The record that a request was made and how it was answered, which the NDPA asks us to be able to show.',
    },
  },
]

/**
 * Collections holding personal data that the map cannot reach yet, each with what is missing. The
 * coverage test lists them by name, so a gap is seen, never silently passed.
 */
export const NOT_YET_COVERED: Record<string, string> = {}

/**
 * Collections that quote other records in a trail or a waiting change. Erasure rewrites what they
 * say about each erased record (erase.ts: `scrubQuotes`), so no old value survives there.
 */
export const QUOTING: Record<string, { fields: string[]; how: string }> = {
  [slugs.auditLog]: {
    fields: ['summary', 'changes'],
    how: 'entries about an erased record are titled by its kind and id, without old and new values',
  },
  [slugs.pendingChanges]: {
    fields: ['old_data', 'new_data'],
    how: 'changes waiting for approval to an erased record are dropped',
  },
}

/** Issue #35: a batch's gift names its donor only until the batch is committed. */
const GIFT_BATCH_DONOR =
  'the donor of an offline gift as staff typed it, held while the batch waits to be committed; the commit moves it to the gift’s donation, exported and erased with the donor’s donations, and clears it here. An erasure waits while an open batch names the person (erase.ts)'

/**
 * Fields that look personal by their name or kind but are not a person's data, and collections
 * that hold no requester's data, each with the reason. The coverage test accepts only these.
 */
export const NOT_PERSONAL: Record<string, string> = {
  [`${slugs.consents}.purpose`]: 'what a consent was for, one of four fixed choices',
  [`${slugs.projects}.image`]: 'a project’s picture',
  [`${slugs.funds}.name`]: 'what gifts are for (Tithe, Building, a project), named by staff',
  [`${slugs.funds}.description`]: 'staff’s words on what a fund is for',
  [`${slugs.giftBatches}.gifts.donor_name`]: GIFT_BATCH_DONOR,
  [`${slugs.giftBatches}.gifts.donor_email`]: GIFT_BATCH_DONOR,
  [`${slugs.giftBatches}.gifts.donor_phone`]: GIFT_BATCH_DONOR,
  [`${slugs.giftBatches}.gifts.note`]:
    'staff’s words on an offline gift (a cheque’s number, a teller)',
  [`${slugs.news}.author_name`]: 'the byline of a staff member’s published article',
  [`${slugs.news}.image`]: 'an article’s picture',
  [`${slugs.teamMembers}.image`]: 'the profile picture staff publish with it, in the media library',
  [`${slugs.boardAdvisors}.name`]:
    'a published advisor’s profile, with no e-mail to find it by: staff remove it on request',
  [`${slugs.boardAdvisors}.image`]: 'the published advisor’s picture',
  [`${slugs.impactSponsors}.sponsor_name`]: 'a published sponsor (an organisation)',
  [`${slugs.impactSponsors}.logo`]: 'a published sponsor’s logo',
  [`${slugs.impactSponsors}.motivation`]: 'a published sponsor’s public statement',
  [`${slugs.impactPartners}.company_name`]: 'a partner organisation',
  [`${slugs.impactPartners}.logo`]: 'a partner organisation’s logo',
  [`${slugs.impactReports}.file`]: 'the charity’s report',
  [`${slugs.impactReports}.images.image`]: 'the charity’s report’s pictures',
  [`${slugs.impactReports}.metrics.name`]: 'a figure’s name in a report',
  [`${slugs.impactReportRequests}.pitch_deck_file`]: 'the charity’s own deck that was sent',
  [`${slugs.emailOutbox}.message_id`]: 'the message’s technical id',
  [`${slugs.messages}.provider_message_id`]: 'the text message’s id at its provider',
  [`${slugs.messages}.reply_to`]: 'the received message a confirmation answers, erased with it',
  [`${slugs.pendingChanges}.table_name`]: 'the kind of record a change is to',
  [`${slugs.churches}.name`]: 'the church’s name',
  [`${slugs.churchBranches}.name`]: 'the branch’s name',
  [`${slugs.churchBranches}.address`]: 'the branch’s public address (a church building)',
  [`${slugs.churchServices}.name`]: 'the service’s name',
  [`${slugs.monthlyGifts}.email_token`]: 'the gift’s secret for its e-mails: erased with the gift',
  [`${slugs.drivers}.licence_expiry`]: 'a date, given with the driver’s record',
  [`${slugs.rideBookings}.guardian_consent_at`]: 'when consent was given, kept with the booking',
  [`${slugs.busRuns}.driver_cancel_reason`]:
    'the driver’s reason for cancelling a run, kept with the run for its church and staff',
  [`${slugs.concerns}.what_happened`]:
    'a safeguarding report, kept for the people it may protect (its reporter’s name and phone are theirs)',
  [`${slugs.concerns}.outcome`]: 'staff’s words on what was done',
  [`${slugs.projects}.description`]: 'staff’s words',
  [`${slugs.projects}.pause_reason`]: 'staff’s words',
  [`${slugs.projectStatusHistory}.reason`]: 'staff’s words',
  [`${slugs.projectStatusHistory}.metadata`]: 'a status change’s details',
  [`${slugs.news}.excerpt`]: 'staff’s words',
  [`${slugs.boardAdvisors}.bio`]: 'the published advisor’s profile',
  [`${slugs.impactReports}.description`]: 'staff’s words',
  [`${slugs.impactReports}.content`]: 'staff’s words',
  [`${slugs.donations}.void_reason`]: 'staff’s reason for voiding a gift',
  [`${slugs.transferReviews}.close_reason`]: 'staff’s reason a bank transfer is not a gift',
  [`${slugs.paystackTransactions}.refunds`]: 'refund amounts by Paystack’s refund id',
  [`${slugs.pendingChanges}.rejection_reason`]: 'staff’s reason',
  [`${slugs.churches}.rejection_reason`]: 'staff’s reason',
  [`${slugs.drivers}.rejection_reason`]: 'staff’s reason, erased with the driver',
  [`${slugs.busRuns}.escalation_note`]:
    'the driver’s safeguarding account of a run closed with a child not handed over (issue #34), kept with the run for the church and staff',
  [`${slugs.analyticsEvents}.metadata`]: 'a page event’s details, with no identity',
  [`${slugs.legalPages}.summary`]: 'staff’s words on a published page',
  [`${slugs.dataBreaches}.details`]:
    'the breach register’s account (groups of people, not a person’s record), kept as the NDPA requires',
  [`${slugs.dataBreaches}.actions_taken`]: 'staff’s account of what was done about a breach',
  [`${slugs.dataRequests}.outcome`]: 'staff’s account of what was done, given with the request',
}
