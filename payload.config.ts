import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { Media } from '@/collections/Media'
import { PostCategories } from '@/collections/PostCategories'
import { Posts } from '@/collections/Posts'
import { ProductGroups } from '@/collections/ProductGroups'
import { Products } from '@/collections/Products'
import { Stores } from '@/collections/Stores'
import { Users } from '@/collections/Users'
import { env, siteUrl } from '@/config/env'
import { MAX_UPLOAD_BYTES } from '@/config/requestLimits.mjs'
import { clicksReportCsv } from '@/endpoints/clicksReport'
import { health, ready } from '@/endpoints/health'
import { openApiEndpoint } from '@/endpoints/openapi'
import { revalidateEndpoint } from '@/cache/revalidate'
import { richTextEditor } from '@/fields/richText'
import { Home } from '@/globals/Home'
import { Imprint, Privacy } from '@/globals/legalPage'
import { SiteSettings } from '@/globals/SiteSettings'
import { badInputIs400, graphQLRefusalsAsInfo, loggedError } from '@/hooks/apiErrors'
import { withRevalidation } from '@/cache/hooks'
import { adminCustomTranslations, adminLanguages } from '@/i18n/admin'
import { defaultLocale, locales } from '@/i18n/locales'
import { applicationName } from '@/lib/db'
import { runsJobs } from '@/lib/jobsLeader'
import { PREVIEWABLE } from '@/lib/preview'
import { migratingOneAtATime } from '@/lib/migrationLock'
import { unboundedMigrations } from '@/lib/migrations'
import { plugins } from '@/plugins'
import { recordPricesTask } from '@/prices/task'
import { importTask } from '@/import/task'
import { FeedFiles, FeedRuns, Feeds } from '@/collections/Feeds'
import { FEEDS_QUEUE } from '@/feeds/endpoint'
import { runFeedTask, scheduleFeedsTask } from '@/feeds/task'
import { graphQLCostRules } from '@/lib/graphQLCost'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's server-rendered dates (the version view's) take the editors' zone when given none, as
// its client does (src/components/admin/AdminTimeZone.tsx).
globalThis.__payloadAdminTimeZone = env.ADMIN_TIMEZONE

export default buildConfig({
  serverURL: siteUrl,
  secret: env.PAYLOAD_SECRET ?? '',
  telemetry: false,
  admin: {
    user: Users.slug,
    // The default avatar is fetched from Gravatar; this machine and many intranets have no internet.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Shopping Guide admin' },
    // Dates in each editor's language's own style (date-fns' localized formats): "29. Nov. 2026,
    // 14:05" in German, "Nov 29, 2026, 2:05 PM" in English. Payload's default pattern is English
    // word order in every language ("November 29. 2026, 2:05 nachm.").
    // The zone is named ("GMT+1"): every date of the admin is in ADMIN_TIMEZONE, whatever the
    // browser's zone (src/components/admin/AdminTimeZone.tsx).
    dateFormat: 'PPp O',
    // Scheduling asks for a time in the editors' zone (any other can be picked).
    timezones: { defaultTimezone: env.ADMIN_TIMEZONE },
    // The media bucket's upload handler (S3_BUCKET) is in the import map whether or not a bucket is
    // configured: one committed import map for every deployment.
    dependencies: {
      s3ClientUploadHandler: {
        type: 'component',
        path: '@payloadcms/storage-s3/client#S3ClientUploadHandler',
      },
    },
    components: {
      // The shoppers' clicks to the shops (src/clicks), by day, store and country.
      views: {
        clicks: { Component: '/src/components/admin/ClicksReport#ClicksReport', path: '/clicks' },
      },
      afterNavLinks: ['/src/components/admin/ClicksNavLink#ClicksNavLink'],
      beforeDashboard: ['/src/components/admin/Dashboard#Dashboard'],
      providers: [
        '/src/components/admin/FollowAdminLanguage#FollowAdminLanguage',
        '/src/components/admin/AdminTimeZone#AdminTimeZone',
      ],
    },
    // Live preview of guides, stores and products in the locale being edited.
    livePreview: {
      collections: [...PREVIEWABLE],
      url: ({ data, collectionConfig, locale }) =>
        `${siteUrl}/preview/${collectionConfig?.slug}/${data.id}?locale=${locale.code}`,
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
        { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
    },
  },
  // The admin in the editors' languages; each editor picks one (Account), else the browser's is used.
  i18n: {
    supportedLanguages: adminLanguages,
    fallbackLanguage: 'en',
    // Payload's type names only the languages it ships; Finnish is the project's.
    translations: adminCustomTranslations as NonNullable<Config['i18n']>['translations'],
  },
  collections: [
    PostCategories,
    Posts,
    Stores,
    Products,
    ProductGroups,
    Feeds,
    FeedRuns,
    FeedFiles,
    Media,
    Users,
  ],
  globals: [Home, SiteSettings, Imprint, Privacy].map(withRevalidation),
  endpoints: [health, ready, openApiEndpoint, clicksReportCsv, revalidateEndpoint],
  hooks: { afterError: [badInputIs400] },
  // One JSON line per entry; errors without SQL text and with a bounded size (src/hooks/apiErrors.ts).
  logger: {
    options: {
      serializers: { err: loggedError },
      hooks: { logMethod: graphQLRefusalsAsInfo as never },
    },
  },
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphQLCostRules },
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // Refused requests are expected traffic, not server errors: keep them out of the error log.
  loggingLevels: {
    Forbidden: 'info',
    NotFound: 'info',
    ValidationError: 'info',
    AuthenticationError: 'info',
    LockedAuth: 'warn',
    QueryError: 'info',
    // Payload's own refusals of bad input (missing e-mail, invalid JSON, …) carry a 4xx status; a
    // fault of ours is logged under its request id by src/hooks/apiErrors.ts.
    APIError: 'info',
    // Payload looks the name up at run time; its type lists only Payload's own error classes.
    ...({ EditorsOnlyError: false } as object),
  },
  localization: {
    locales: locales.map(({ code, label, iso }) => ({
      code,
      label,
      fallbackLocale: defaultLocale,
      iso,
    })),
    defaultLocale,
    fallback: true,
  },
  editor: richTextEditor,
  db: migratingOneAtATime(
    postgresAdapter({
      pool: {
        connectionString: env.DATABASE_URL,
        max: env.DATABASE_POOL_MAX,
        application_name: applicationName('payload'),
        // No request holds a connection for long, so a few slow ones cannot fill the pool; a request
        // that still finds it full fails after a few seconds instead of queueing without end.
        statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
        idle_in_transaction_session_timeout: 30_000,
        connectionTimeoutMillis: 10_000,
      },
      // The schema lives only in migrations/; never let drizzle push it: on a database that was ever
      // pushed, `payload migrate` stops at a y/N question.
      push: false,
      migrationDir: env.PAYLOAD_MIGRATION_DIR ?? path.resolve(dirname, 'migrations'),
      prodMigrations: unboundedMigrations,
      // Lets the seed give the hidden category its fixed id 314 (then it moves the sequence past it).
      allowIDOnCreate: true,
    }),
  ),
  jobs: {
    tasks: [recordPricesTask, importTask, runFeedTask, scheduleFeedsTask],
    // Scheduled publish and unpublish run inside the server itself: no extra process to start. Feed
    // runs have a queue of their own, one at a time: a long run never holds up a publication.
    autoRun: [
      { cron: env.JOBS_CRON, queue: 'default', limit: 100 },
      { cron: env.JOBS_CRON, queue: FEEDS_QUEUE, limit: 1 },
    ],
    // Every instance ticks; one at a time runs the queue (src/lib/jobsLeader.ts).
    shouldAutoRun: runsJobs,
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, group: 'Settings' },
    }),
  },
  sharp,
  plugins,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Otherwise every start outside production (each migration, seed and test worker) spawns a whole
    // second Payload to rewrite this file. `npm run generate:types` writes it, and the test run
    // fails when the committed file drifts from the config.
    autoGenerate: false,
  },
})
