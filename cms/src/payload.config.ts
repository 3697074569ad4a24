/**
 * Payload 3 configuration of the CMS.
 *
 * - Content model from `@aivis/collections`: the `contentModel` plugin, given every setting its
 *   hooks and endpoints read in one call (docs/decisions/0124).
 * - Database adapter chosen by the scheme of DATABASE_URI
 *   (docs/decisions/0009-database-chosen-by-uri-scheme.md): `file:` SQLite (default,
 *   `data/cms.db`), `mongodb://` MongoDB (mongoose), `postgres://` Postgres.
 * - Next.js hosts nothing but Payload (docs/decisions/0008-next-hosts-only-payload.md).
 * - SQL schemas never use dev "push": committed migrations (`src/migrations/<dialect>`) are applied at
 *   every start, before seeding; see docs/decisions/0002-sql-migrations-applied-at-start.md.
 * - On start: migrations, then the idempotent seed (spec content, dev admin, audit-service API key;
 *   the accounts: docs/decisions/0037).
 * - Sales export leads as CSV (`leadExportPlugin`, export only; docs/decisions/0019).
 * - The configuration is validated again when the server starts (src/instrumentation.ts), which
 *   exits on a refused one (docs/decisions/0063).
 * - Payload's own collections are narrowed once built: document locks and admin preferences for
 *   staff only (docs/decisions/0045, 0090); built-in routes the product does not use closed
 *   (docs/decisions/0091). Request bodies are limited in the API's route handlers (src/bodyLimit.ts).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type DatabaseAdapterObj, type Payload } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import {
  contentModel,
  seed,
  hasRole,
  queryPresetsAccess,
  staffOnlyDocumentLocks,
  staffOnlyPreferences,
  closeUnusedRoutes,
} from '@aivis/collections'
import { createLogger } from '@aivis/contract/log'
import { DEV_DEFAULTS, loadEnv } from './env'
import { deskDashboard } from './dashboard/config'
import { leadExportPlugin } from './leadExport'
import { adminTimezones } from './timezones'
import { PREVIEWED_ON_HOME, previewUrl } from './previewUrl'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { migrations as postgresMigrations } from './migrations/postgres'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = loadEnv()

function databaseAdapter(): DatabaseAdapterObj {
  switch (env.dbKind) {
    case 'sqlite':
      return sqliteAdapter({
        client: { url: env.DATABASE_URI },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        wal: true,
        busyTimeout: 5000,
      })
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: env.DATABASE_URI },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
      })
    case 'mongodb':
      return mongooseAdapter({ url: env.DATABASE_URI })
  }
}

/** Applies committed SQL migrations (no-op for MongoDB, which needs none). */
async function migrate(payload: Payload): Promise<void> {
  if (env.dbKind === 'mongodb') return
  const migrations = env.dbKind === 'sqlite' ? sqliteMigrations : postgresMigrations
  await payload.db.migrate({ migrations: migrations as never })
}

// Payload's document-lock records: staff only, not the service account (docs/decisions/0045).
export default buildConfig({
  serverURL: env.CMS_PUBLIC_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · CMS' },
    avatar: 'default',
    // The site's time zone first in every zone picker (the schedule drawer's): decision 0129.
    timezones: adminTimezones(env.SITE_TIME_ZONE),
    components: {
      // Escape in a date picker closes the picker, not the schedule drawer (decision 0129).
      providers: ['/admin/DatePickerEscape#DatePickerEscape'],
    },
    // The lead desk for sales and admins (docs/decisions/0087); editors keep the collections.
    dashboard: deskDashboard,
    // Live preview (docs/decisions/0029): the page in an iframe on the public site, which renders the
    // form's unsaved state sent by the admin; breakpoints match the screenshots the team checks.
    // An offer, FAQ or testimonial is previewed on the home page, at its block (src/previewUrl.ts).
    livePreview: {
      collections: ['pages', 'compare-pages', ...PREVIEWED_ON_HOME],
      url: ({ data, collectionConfig }) =>
        previewUrl(env.WEB_PUBLIC_URL, collectionConfig?.slug, data?.slug, data?.id),
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  // Scheduled publications (an offer's new price at its time, docs/decisions/0088): Payload's job
  // queue, run by this process every PUBLISH_CHECK_SECONDS; only content editors queue, run or
  // cancel jobs (Payload's default is any signed-in user, customers included).
  jobs: {
    access: {
      queue: ({ req }) => hasRole(req, 'admin', 'editor'),
      run: ({ req }) => hasRole(req, 'admin', 'editor'),
      cancel: ({ req }) => hasRole(req, 'admin', 'editor'),
    },
    autoRun: [{ cron: `*/${env.PUBLISH_CHECK_SECONDS} * * * * *`, queue: 'default' }],
    shouldAutoRun: () => !env.PAYLOAD_MIGRATING,
  },
  // Saved list views for staff only (docs/decisions/0086); the sales views are seeded.
  queryPresets: {
    access: queryPresetsAccess,
    constraints: {},
    labels: { singular: 'Saved view', plural: 'Saved views' },
  },
  plugins: [
    // The content model (docs/decisions/0124), then the lead export that works on its collections.
    contentModel({
      // The site-cache purge after each edit (docs/decisions/0005); none with WEB_PURGE_URL=off.
      purge: env.WEB_PURGE_URL ? { url: env.WEB_PURGE_URL, secret: env.CMS_PURGE_SECRET } : null,
      // Customer accounts (docs/decisions/0074): the site vouches for its visitors' addresses with
      // the key it shares with the CMS, and account mails are queued with the audit service.
      siteKey: env.CMS_SITE_KEY,
      accountMail: { url: env.AUDIT_SERVICE_URL, key: env.CMS_API_KEY },
      // The sign-in limit's client address (docs/decisions/0063).
      trustedProxyHops: env.CMS_TRUSTED_PROXY_HOPS,
      // Where staff read an audit as its customer sees it (docs/decisions/0125).
      siteUrl: env.WEB_PUBLIC_URL,
      // Uploads live on the CMS's disk beside its database (a volume in compose).
      mediaDir: env.mediaDir,
      // Staff session cookies: Secure and SameSite=Strict in production (docs/decisions/0045).
      secureCookies: env.APP_ENV === 'production',
    }),
    leadExportPlugin({ staticDir: path.join(env.repoRoot, 'data', 'exports') }),
  ],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // Only the admin's own origin (docs/decisions/0045): the site reads the CMS from its server and
  // the audit service writes with its API key, so no browser on the site's origin gets credentialed
  // CORS or a CSRF pass.
  cors: [],
  csrf: [env.CMS_PUBLIC_URL],
  typescript: { outputFile: path.resolve(dirname, '../../collections/src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  telemetry: false,
  // JSON lines like the site's and the audit service's (pino, LOG_LEVEL; docs/decisions/0032).
  logger: createLogger('cms'),
  // A refused anonymous read is expected traffic, not a server error.
  loggingLevels: { Forbidden: 'debug' },
  onInit: async (payload) => {
    if (env.PAYLOAD_MIGRATING) return // the payload CLI runs migrations itself
    await migrate(payload)
    await seed(payload, {
      adminEmail: env.CMS_ADMIN_EMAIL,
      adminPassword: env.CMS_ADMIN_PASSWORD,
      devAdminPassword: DEV_DEFAULTS.CMS_ADMIN_PASSWORD,
      production: env.APP_ENV === 'production',
      serviceEmail: env.CMS_SERVICE_EMAIL,
      serviceApiKey: env.CMS_API_KEY,
      mediaDirs: {
        brandIcons: path.join(
          env.repoRoot,
          'node_modules',
          '@lobehub',
          'icons-static-svg',
          'icons',
        ),
        promo: path.join(env.repoRoot, 'collections', 'src', 'seed', 'media'),
      },
    })
  },
})
  .then(staffOnlyDocumentLocks)
  // Admin preferences for staff only, bounded (docs/decisions/0090); Payload's routes the product
  // does not use closed (docs/decisions/0091).
  .then(staffOnlyPreferences)
  .then(closeUnusedRoutes)
