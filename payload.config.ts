import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { build as prettyLog } from 'pino-pretty'
import sharp from 'sharp'

import { AnalyticsEvents } from './collections/AnalyticsEvents'
import { AuditLog } from './collections/AuditLog'
import { Concerns } from './collections/Concerns'
import { Consents } from './collections/Consents'
import { BoardAdvisors } from './collections/BoardAdvisors'
import { DataBreaches } from './collections/DataBreaches'
import { DataRequests } from './collections/DataRequests'
import { Donations } from './collections/Donations'
import { EmailOutbox } from './collections/EmailOutbox'
import { Messages } from './collections/Messages'
import { ImpactPartners } from './collections/ImpactPartners'
import { ImpactReportRequests } from './collections/ImpactReportRequests'
import { ImpactReports } from './collections/ImpactReports'
import { ImpactSponsors } from './collections/ImpactSponsors'
import { Media } from './collections/Media'
import { Churches } from './collections/Churches'
import { ChurchBranches } from './collections/Churches/Branches'
import { ChurchServices } from './collections/Churches/Services'
import { BusRuns } from './collections/Rides/BusRuns'
import { RideBookings } from './collections/Rides/RideBookings'
import { RideRequests } from './collections/Rides/RideRequests'
import { RunSeries } from './collections/Rides/RunSeries'
import { StandingBookings } from './collections/Rides/StandingBookings'
import { PhoneCodes } from './collections/Rides/PhoneCodes'
import { DriverDocuments } from './collections/Rides/DriverDocuments'
import { Drivers } from './collections/Rides/Drivers'
import { churchEndpoint } from './endpoints/forms/church'
import { rideEndpoint } from './endpoints/forms/ride'
import { MonthlyGifts } from './collections/MonthlyGifts'
import { Funds } from './collections/Funds'
import { Pledges } from './collections/Pledges'
import { TransferGifts } from './collections/TransferGiving/TransferGifts'
import { TransferReviews } from './collections/TransferGiving/TransferReviews'
import { GiftBatches } from './collections/GiftBatches'
import { News } from './collections/News'
import { LegalPages } from './collections/LegalPages'
import { PaystackTransactions } from './collections/PaystackTransactions'
import { PendingChanges } from './collections/PendingChanges'
import { PitchDecks } from './collections/PitchDecks'
import { Projects } from './collections/Projects'
import { ProjectStatusHistory } from './collections/ProjectStatusHistory'
import { RateLimitCounters } from './collections/RateLimitCounters'
import { StatementMailings } from './collections/StatementMailings'
import { ReportFiles } from './collections/ReportFiles'
import { SponsorLogos } from './collections/SponsorLogos'
import { SponsorshipApplications } from './collections/SponsorshipApplications'
import { TeamMembers } from './collections/TeamMembers'
import { Users } from './collections/Users'
import { VolunteerApplications } from './collections/VolunteerApplications'
import { VolunteerResumes } from './collections/VolunteerResumes'
import { analyticsEndpoint } from './endpoints/analytics'
import { analyticsReportEndpoint } from './endpoints/admin/analytics'
import { impactReportEndpoint } from './endpoints/forms/impactReport'
import { pitchDeckEndpoint } from './endpoints/forms/pitchDeck'
import { sponsorshipEndpoint } from './endpoints/forms/sponsorship'
import { volunteerEndpoint } from './endpoints/forms/volunteer'
import { donationEventsEndpoint } from './endpoints/donationEvents'
import { health } from './endpoints/health'
import { initializePaymentEndpoint } from './endpoints/payments/initialize'
import { verifyPaymentEndpoint } from './endpoints/payments/verify'
import { paystackWebhookEndpoint } from './endpoints/payments/webhook'
import { termiiWebhookEndpoint } from './endpoints/messaging/termii'
import { whatsAppEventsEndpoint, whatsAppVerifyEndpoint } from './endpoints/messaging/whatsapp'
import { inviteUserEndpoint } from './endpoints/users'
import { paystackTestEndpoint } from './endpoints/admin/paystackTest'
import { workflowEndpoints } from './endpoints/workflows'
import { pitchDeckEndpoints } from './endpoints/admin/pitchDecks'
import { recentDonorsCsvEndpoint } from './endpoints/admin/recentDonors'
import { monthlyGivingCsvEndpoint } from './endpoints/admin/monthlyGiving'
import { reportDownloadEndpoint } from './endpoints/reportDownload'
import { verifyPendingPaymentsEndpoint } from './endpoints/admin/verifyPayments'
import { clientErrorsAre400 } from './hooks/apiErrors'
import { auditTrail } from './hooks/audit'
import { apiQueryGuard } from './hooks/queryGuard'
import { publicSiteCache } from './hooks/revalidate'
import { humanLabels } from './src/admin/humanLabels'
import { globalSlugs, slugs } from './collections/slugs'
import { CUSTOM_VIEWS } from './src/admin/views/registry'
import { SHELL_VIEWS } from './src/admin/shell/paths'
import { ADMIN_TITLE_SUFFIX } from './src/admin/shell/title'
import { sidebarPerSection } from './src/admin/shell/sections'
import { authCopy } from './src/copy/auth'
import { shellCopy } from './src/copy/shell'
import { DEFAULT_SITE_NAME, SiteSettings } from './src/globals/SiteSettings'
import { jobs } from './src/jobs'
import { addCompoundIndexes } from './src/lib/db/indexes'
import { buildEmailAdapter } from './src/lib/mail/adapter'
import { storagePlugin } from './src/lib/storage/s3'
import { migrations } from './src/migrations'
import { deleteNothingQuietly, onPoolError } from './src/lib/db/tx'
import { configuredServerUrl, siteUrl } from './src/lib/siteUrl'
import { env } from './src/lib/config/env'
import { describeFailure } from './src/lib/uploads/failure'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const PUBLIC_TAGS = [
  slugs.projects,
  slugs.news,
  slugs.legalPages,
  slugs.teamMembers,
  slugs.boardAdvisors,
  slugs.impactSponsors,
  slugs.impactPartners,
  globalSlugs.siteSettings,
]
const isBuildPhase = env('NEXT_PHASE') === 'phase-production-build'

const secret = env('PAYLOAD_SECRET')
if (!secret && !isBuildPhase) {
  throw new Error(
    'PAYLOAD_SECRET is not set. Start with `npm start` (it generates one into .env) or set it in the environment.',
  )
}

/**
 * The origins whose pages may use an admin's session cookie (Payload ignores the cookie on a request
 * from any other Origin, so a same-site page cannot act as a signed-in admin). Without a configured
 * site, the local server is also reached as 127.0.0.1.
 */
const trustedOrigins = (): string[] => {
  if (isBuildPhase) return []
  const site = new URL(siteUrl()).origin
  if (configuredServerUrl()) return [site]
  return [site, site.replace('//localhost', '//127.0.0.1')]
}

/** A wrong password, a throttled sign-in, a refused query or change is a person's doing, not a fault: one info line, no stack. */
const quietErrors: Record<string, 'info'> = {
  AuthenticationError: 'info',
  TooManyAttempts: 'info',
  QueryError: 'info',
  BadQuery: 'info',
  RefusedChange: 'info',
}

export default buildConfig({
  secret: secret || 'build-phase-placeholder-never-used-at-runtime',
  serverURL: configuredServerUrl(),
  csrf: trustedOrigins(),
  // Nothing of ours speaks GraphQL; off, it is neither a second door around the REST checks nor a schema to probe.
  graphQL: { disable: true },
  hooks: { afterError: [clientErrorsAre400] },
  loggingLevels: quietErrors,
  // A failed job is logged with its input (a requester's name and e-mail, say), and a failed query
  // with its arguments: neither reaches the log. Payload's own readable console format otherwise.
  logger: {
    options: {
      redact: {
        paths: [
          'job.input',
          'job.log',
          'job.taskStatus',
          'input',
          'err.args',
          'err.params',
          'err.query',
        ],
        censor: '[redacted]',
      },
    },
    destination: prettyLog({
      colorize: true,
      ignore: 'pid,hostname',
      translateTime: 'SYS:HH:MM:ss',
    }),
  },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    // The charity's name and icon in the browser tab ('Analytics · Fellowship Rides Admin'); the
    // admin page swaps in the site settings' current name (src/admin/shell/routing).
    meta: {
      titleSuffix: ADMIN_TITLE_SUFFIX,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
      openGraph: { siteName: DEFAULT_SITE_NAME, description: DEFAULT_SITE_NAME },
    },
    // Payload's default asks Gravatar for every admin's e-mail hash; no admin's address leaves the site.
    avatar: 'default',
    // The set-new-password screen of reset and invitation links (/admin/reset?token=…).
    components: {
      // back-office.md's header (title, theme, e-mail, Sign Out) and the charity's mark for Payload's.
      header: ['/src/admin/shell/Header#ShellHeader'],
      graphics: {
        Logo: '/src/admin/shell/Brand#BrandLogo',
        Icon: '/src/admin/shell/Brand#BrandIcon',
      },
      // The header's labelled Sign Out replaces the sidebar's unlabelled icon.
      logout: { Button: '/src/admin/shell/Nothing#Nothing' },
      // The dashboard's welcome, 'System Online' and the spec's seven cards, above Payload's own.
      beforeDashboard: ['/src/admin/views/DashboardSummary#DashboardSummary'],
      // The sidebar's Overview group: dashboard and the custom pages below, per the user's rights.
      beforeNavLinks: ['/src/admin/components/NavLinks#NavLinks'],
      views: {
        // back-office.md's not-found and refusals, in place of Payload's 'Nothing found' and 'Unauthorized'.
        notFound: {
          Component: '/src/admin/shell/Views#NotFoundView',
          path: SHELL_VIEWS.notFound,
          exact: true,
          meta: { title: shellCopy.notFound.title },
        },
        accessDenied: {
          Component: '/src/admin/shell/Views#AccessDeniedView',
          path: SHELL_VIEWS.accessDenied,
          exact: true,
          meta: { title: authCopy.accessDenied },
        },
        logout: {
          Component: '/src/admin/shell/Views#LogoutView',
          path: '/logout',
          exact: true,
          meta: { title: shellCopy.signOut },
        },
        unauthorized: {
          Component: '/src/admin/shell/Views#UnauthorizedView',
          path: '/unauthorized',
          exact: true,
          meta: { title: authCopy.accessDenied },
        },
        reset: {
          Component: '/src/admin/views/ResetPassword#ResetPasswordView',
          path: '/reset',
          exact: true,
        },
        // The custom pages of back-office.md; each checks the user itself (src/admin/views/AdminPage).
        analytics: {
          Component: '/src/admin/views/Analytics#AnalyticsView',
          path: CUSTOM_VIEWS.analytics.path,
          exact: true,
          meta: { title: CUSTOM_VIEWS.analytics.label },
        },
        recentDonors: {
          Component: '/src/admin/views/RecentDonors#RecentDonorsView',
          path: CUSTOM_VIEWS.recentDonors.path,
          exact: true,
          meta: { title: CUSTOM_VIEWS.recentDonors.label },
        },
        monthlyGiving: {
          Component: '/src/admin/views/MonthlyGiving#MonthlyGivingView',
          path: CUSTOM_VIEWS.monthlyGiving.path,
          exact: true,
          meta: { title: CUSTOM_VIEWS.monthlyGiving.label },
        },
        pitchDeckRequests: {
          Component: '/src/admin/views/PitchDeckRequests#PitchDeckRequestsView',
          path: CUSTOM_VIEWS.pitchDeckRequests.path,
          exact: true,
          meta: { title: CUSTOM_VIEWS.pitchDeckRequests.label },
        },
        paymentDiagnostics: {
          Component: '/src/admin/views/PaymentDiagnostics#PaymentDiagnosticsView',
          path: CUSTOM_VIEWS.paymentDiagnostics.path,
          exact: true,
          meta: { title: CUSTOM_VIEWS.paymentDiagnostics.label },
        },
      },
    },
  },
  collections: [
    Users,
    Projects,
    ProjectStatusHistory,
    News,
    LegalPages,
    TeamMembers,
    BoardAdvisors,
    ImpactSponsors,
    ImpactPartners,
    SponsorshipApplications,
    VolunteerApplications,
    Donations,
    PaystackTransactions,
    MonthlyGifts,
    Funds,
    Pledges,
    TransferGifts,
    TransferReviews,
    GiftBatches,
    ImpactReports,
    ImpactReportRequests,
    PendingChanges,
    AnalyticsEvents,
    EmailOutbox,
    Messages,
    RateLimitCounters,
    StatementMailings,
    Media,
    VolunteerResumes,
    SponsorLogos,
    PitchDecks,
    ReportFiles,
    AuditLog,
    DataBreaches,
    DataRequests,
    Churches,
    ChurchBranches,
    ChurchServices,
    BusRuns,
    RunSeries,
    RideBookings,
    StandingBookings,
    RideRequests,
    PhoneCodes,
    Drivers,
    DriverDocuments,
    Consents,
    Concerns,
  ],
  globals: [SiteSettings],
  endpoints: [
    health,
    volunteerEndpoint,
    sponsorshipEndpoint,
    pitchDeckEndpoint,
    impactReportEndpoint,
    churchEndpoint,
    rideEndpoint,
    analyticsEndpoint,
    analyticsReportEndpoint,
    initializePaymentEndpoint,
    verifyPaymentEndpoint,
    paystackWebhookEndpoint,
    whatsAppVerifyEndpoint,
    whatsAppEventsEndpoint,
    termiiWebhookEndpoint,
    donationEventsEndpoint,
    ...workflowEndpoints,
    inviteUserEndpoint,
    paystackTestEndpoint,
    ...pitchDeckEndpoints,
    reportDownloadEndpoint,
    recentDonorsCsvEndpoint,
    monthlyGivingCsvEndpoint,
    verifyPendingPaymentsEndpoint,
  ],
  jobs,
  // An idle pooled connection the server closes (a database restart, a failover) is dropped and
  // replaced; with nobody listening, the pool's 'error' would stop the whole process.
  onInit: (payload) => {
    deleteNothingQuietly(payload)
    onPoolError(payload, (error) =>
      payload.logger.warn(
        `A database connection was closed (${describeFailure(error)}); the pool replaces it`,
      ),
    )
  },
  // back-office.md's wording where Payload's own screens speak, and no developers' words for staff.
  i18n: {
    translations: {
      en: {
        general: {
          aboutToDelete:
            'Are you sure you want to delete "<1>{{title}}</1>"? This action cannot be undone.',
          successfullyCreated: '{{label}} created',
          titleDeleted: '{{label}} deleted',
          createNew: 'Add new',
          createNewLabel: 'Add {{label}}',
          noLabel: '—',
          // back-office.md's empty state.
          noResultsFound: 'No data found',
          payloadSettings: 'Display settings',
        },
        authentication: {
          forceUnlock: 'Unlock sign-in',
          backToLogin: authCopy.backToLogin,
          emailSent: authCopy.resetSent.title,
          checkYourEmailForPasswordReset: authCopy.resetSent.description,
        },
        error: {
          followingFieldsInvalid_one: 'Please check this field:',
          followingFieldsInvalid_other: 'Please check these fields:',
          unknown: 'Something went wrong. Please try again.',
        },
      },
    },
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: env('DATABASE_URI'),
      max: env('DATABASE_POOL_MAX'),
      // Backstops for a transaction some code never ends, which would hold its connection (and row
      // locks) for ever: PostgreSQL ends it once idle this long, and a caller waits at most
      // DATABASE_CONNECT_TIMEOUT_SECONDS (15) for a free connection, so a drained pool answers with errors (a 503 health check), not silence.
      idle_in_transaction_session_timeout: env('DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS') * 1000,
      connectionTimeoutMillis: env('DATABASE_CONNECT_TIMEOUT_SECONDS') * 1000,
      // A connection the server ended (unheard, its 'error' would stop the process) goes back to the
      // pool as broken: after a second, for code still holding it that never will (an abandoned transaction).
      onConnect: (client) => {
        client.on('error', (error) => {
          const release = (client as typeof client & { release?: (error: Error) => void }).release
          setTimeout(() => {
            try {
              release?.(error)
            } catch {
              // Given back already; the pool drops a broken connection itself.
            }
          }, 1000).unref()
        })
      },
    },
    // The schema changes only through committed migrations, never by dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
    afterSchemaInit: [addCompoundIndexes],
  }),
  email: buildEmailAdapter(),
  sharp,
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
  // A collection's hooks run in the order the plugins add them: the cache expiry, then the audit entry.
  // The query guard goes last, so it also covers collections other plugins change.
  plugins: [
    publicSiteCache({
      collections: [
        slugs.projects,
        slugs.news,
        slugs.legalPages,
        slugs.teamMembers,
        slugs.boardAdvisors,
        slugs.impactSponsors,
        slugs.impactPartners,
        slugs.donations,
        slugs.media,
        slugs.sponsorLogos,
        slugs.churches,
        slugs.busRuns,
        slugs.rideBookings,
      ],
      globals: [globalSlugs.siteSettings],
      // Pages embed images, so a changed image expires every page's content; a logo shows with its sponsor.
      alsoExpire: { [slugs.media]: PUBLIC_TAGS, [slugs.sponsorLogos]: [slugs.impactSponsors] },
    }),
    // High-volume or system collections whose rows no admin edits: auditing them would drown the trail.
    auditTrail({
      except: [
        slugs.analyticsEvents,
        slugs.emailOutbox,
        slugs.messages,
        slugs.rateLimitCounters,
        slugs.statementMailings,
      ],
    }),
    storagePlugin(),
    // Staff's words on Payload's screens: labels, word and money cells, Lagos dates, no API tab.
    humanLabels,
    apiQueryGuard,
    // Admin UI only: each section's lists leave the sidebar of an admin who may not view the section.
    sidebarPerSection,
  ],
  // Types are generated by `npm run generate` and committed; `npm run types:check` (part of `npm
  // test`) fails when they differ from the config. Left on, every Payload started outside
  // production (each integration file, each spawned instance) would run a 12 CPU-second
  // `generate:types` child and rewrite the file mid-run.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
