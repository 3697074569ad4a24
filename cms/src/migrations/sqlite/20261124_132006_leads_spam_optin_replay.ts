import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`suspected_spam\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`spam_reason\` text;`)
  await db.run(sql`CREATE INDEX \`inquiries_suspected_spam_idx\` ON \`inquiries\` (\`suspected_spam\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmed_at\` text;`)
  // Everyone on the list now signed up under single opt-in: confirmed as of their signup
  // (docs/decisions/0061). Subscribers from now on start unconfirmed.
  await db.run(
    sql`UPDATE \`newsletter_subscribers\` SET \`confirmed\` = true, \`confirmed_at\` = \`created_at\`;`,
  )
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`suspected_spam\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`spam_reason\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_confirmed_idx\` ON \`newsletter_subscribers\` (\`confirmed\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_suspected_spam_idx\` ON \`newsletter_subscribers\` (\`suspected_spam\`);`)
  await db.run(sql`ALTER TABLE \`result_email_requests\` ADD \`suspected_spam\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`result_email_requests\` ADD \`spam_reason\` text;`)
  await db.run(sql`CREATE INDEX \`result_email_requests_suspected_spam_idx\` ON \`result_email_requests\` (\`suspected_spam\`);`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` ADD \`collection\` text;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` ADD \`refused\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` ADD \`replayed_at\` text;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` ADD \`replay_error\` text;`)
  await db.run(sql`CREATE INDEX \`lead_delivery_failures_collection_idx\` ON \`lead_delivery_failures\` (\`collection\`);`)
  await db.run(sql`CREATE INDEX \`lead_delivery_failures_refused_idx\` ON \`lead_delivery_failures\` (\`refused\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`inquiries_suspected_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`suspected_spam\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`spam_reason\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmed_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_suspected_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmed\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`suspected_spam\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`spam_reason\`;`)
  await db.run(sql`DROP INDEX \`result_email_requests_suspected_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`result_email_requests\` DROP COLUMN \`suspected_spam\`;`)
  await db.run(sql`ALTER TABLE \`result_email_requests\` DROP COLUMN \`spam_reason\`;`)
  await db.run(sql`DROP INDEX \`lead_delivery_failures_collection_idx\`;`)
  await db.run(sql`DROP INDEX \`lead_delivery_failures_refused_idx\`;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` DROP COLUMN \`collection\`;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` DROP COLUMN \`refused\`;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` DROP COLUMN \`replayed_at\`;`)
  await db.run(sql`ALTER TABLE \`lead_delivery_failures\` DROP COLUMN \`replay_error\`;`)
}
