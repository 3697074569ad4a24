import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` ADD \`web_search\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`audits\` ADD \`search_location\` text;`)
  await db.run(sql`ALTER TABLE \`audits\` ADD \`verdict\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`web_search\`;`)
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`search_location\`;`)
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`verdict\`;`)
}
