import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// audits.fact_check comes with the re-checks' migration just before this one; this adds the
// contact questions (the two were made on parallel branches).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` ADD \`contact_questions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`contact_questions\`;`)
}
