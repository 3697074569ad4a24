import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` ADD \`contact_questions\` text;`)
  await db.run(sql`ALTER TABLE \`audits\` ADD \`fact_check\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`contact_questions\`;`)
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`fact_check\`;`)
}
