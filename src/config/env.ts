import path from 'node:path'

import { z } from 'zod'

import { parseTrustedProxies } from '../lib/clientAddress.mjs'
import { parseOriginList } from '../lib/thirdParty'

import { DEFAULT_BUILD_CHECK_INTERVAL_SECONDS } from './constants'

/** `true`/`1` or `false`/`0`; unset stays undefined so a default can be derived. */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  )

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection string')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next.js while `next build` runs; the build needs neither database nor secret. */
    NEXT_PHASE: z.string().optional(),
    DATABASE_URL: postgresUrl.optional(),
    /**
     * Streaming replicas the site's public reads and search use, in turn (src/lib/db.ts); comma-
     * separated. Writes, migrations, the admin (which reads its own writes) and jobs use the primary.
     */
    DATABASE_REPLICA_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(postgresUrl)),
    /**
     * A replica further behind the primary than this (seconds) leaves the reads' rotation until it
     * has caught up (src/lib/replicaRotation.ts).
     */
    DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(1).max(3600).default(10),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    /** Checked against the password policy when the first admin is created (src/seed/admin.ts). */
    ADMIN_PASSWORD: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    MEDIA_DIR: z.string().optional(),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Several instances: Next's page and data caches live in this Redis (src/cache/handler.mjs)
     * and every instance hears the others' changes (src/cache/bus.ts). Unset: all in this process.
     */
    REDIS_URL: z
      .url()
      .refine(
        (url) => /^rediss?:$/.test(new URL(url).protocol),
        'must be a redis:// or rediss:// URL',
      )
      .optional(),
    /** Media on S3-compatible object storage (src/plugins/objectStorage.ts); unset: MEDIA_DIR. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Path-style bucket URLs (MinIO, s3rver); default: on when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: booleanString,
    /** Where the bucket's files are public (a CDN or the bucket's website): pages link them there. */
    S3_PUBLIC_URL: z.url().optional(),
    /**
     * Longest statement of a request through Payload (editors, the Local API), in ms; 0 turns the
     * limit off. The public reads and search have shorter limits of their own (src/lib/db.ts).
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    /**
     * Counts each public /api answer's SQL statements into its Server-Timing header (tests, benchmarks):
     * off by default, as counting makes every query capture a stack trace (src/lib/db.ts).
     */
    QUERY_STATS: booleanString,
    /** Unset: cookies are `Secure` exactly when SITE_URL is https (resolved below). */
    COOKIE_SECURE: booleanString,
    /** How often the server runs due jobs (scheduled publish/unpublish); croner syntax, seconds allowed. */
    JOBS_CRON: z.string().default('* * * * *'),
    /**
     * Hosts a merchant feed may be fetched from although they are not public (`host:port`, comma-
     * separated): for tests and intranets. Every other feed address must resolve to public addresses.
     */
    FEED_ALLOW_HOSTS: z.string().optional(),
    /** A feed download's limit on the wire, in MB. */
    FEED_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(512),
    /** A feed's limit once unpacked, in MB: a gzip bomb stops here. */
    FEED_MAX_UNPACKED_MB: z.coerce.number().int().min(1).max(50_000).default(2_048),
    /** How long a feed download may take in all, in seconds (connecting: 10 s). */
    FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(600),
    /**
     * Database connections a feed run may use, and how many offers it writes per statement: the
     * run's budget, so shoppers' pages keep theirs.
     */
    FEED_DB_CONNECTIONS: z.coerce.number().int().min(1).max(4).default(1),
    FEED_BATCH_SIZE: z.coerce.number().int().min(100).max(50_000).default(2_000),
    /** The editors' time zone: the admin's schedule drawer and dashboard show times in it. */
    ADMIN_TIMEZONE: z
      .string()
      .refine((zone) => zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone), {
        message: 'ADMIN_TIMEZONE must be an IANA time zone such as Europe/Berlin',
      })
      .default('Europe/Berlin'),
    /** Lets the CI check write `migrate:create` output to a scratch folder instead of migrations/. */
    PAYLOAD_MIGRATION_DIR: z.string().optional(),
    /** Seconds between an open page's checks for a new build; it also checks on tab focus. */
    BUILD_CHECK_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .max(86_400)
      .default(DEFAULT_BUILD_CHECK_INTERVAL_SECONDS),
    /**
     * Test hook: a file whose content, read on every request, the build-id endpoint answers instead of
     * `.next/BUILD_ID` (end-to-end tests simulate a deploy without rebuilding). Unset in production.
     */
    BUILD_ID_OVERRIDE_FILE: z.string().optional(),
    /**
     * Third-party origins allowed to serve the analytics script and receive its beacons: added to the
     * public pages' Content-Security-Policy, and the only ones SiteSettings accepts for the script URL.
     */
    ANALYTICS_ORIGINS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const origins = parseOriginList(value ?? '')
        if (origins === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a comma-separated list of https:// origins',
          })
          return z.NEVER
        }
        return origins
      }),
    /**
     * Which X-Forwarded-For hops to believe for the client address that rate limits count by: a
     * number of proxies in front, or a comma-separated list of their addresses or CIDR ranges.
     * Unset: the socket's address (scripts/server.mjs decides it; src/lib/clientAddress.mjs).
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustedProxies(value)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message })
          return z.NEVER
        }
      }),
  })
  .superRefine((value, ctx) => {
    const building = value.NEXT_PHASE === 'phase-production-build'
    if (value.NODE_ENV === 'production' && !building && !value.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is required when NODE_ENV=production',
      })
    }
  })
  // One rule for every cookie (Payload's session, the site's preferences): Secure behind HTTPS.
  .transform((value) => ({
    ...value,
    COOKIE_SECURE: value.COOKIE_SECURE ?? Boolean(value.SITE_URL?.startsWith('https:')),
  }))

export type Env = z.infer<typeof envSchema>

/** Parses the environment once; a bad value stops the process with one line per problem. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`FOO=` in .env or compose) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
  throw new Error(`Invalid environment: ${problems.join('; ')}`)
}

export const env: Env = parseEnv()

/** Where uploads are stored (Payload's media staticDir). */
/** Where pages link uploaded files: the bucket's public address, or this site's file route. */
export const mediaUrlBase =
  env.S3_BUCKET && env.S3_PUBLIC_URL
    ? `${env.S3_PUBLIC_URL.replace(/\/+$/, '')}/`
    : '/api/media/file/'

export const mediaDir = path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media'))

export const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
