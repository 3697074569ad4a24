import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` ADD \`fact_check\` text;`)
  await db.run(sql`ALTER TABLE \`rechecks\` ADD \`business_facts\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`fact_check\`;`)
  await db.run(sql`ALTER TABLE \`rechecks\` DROP COLUMN \`business_facts\`;`)
}
