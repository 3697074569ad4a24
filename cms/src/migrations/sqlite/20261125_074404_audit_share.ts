import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` ADD \`share_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`audits\` ADD \`shared_at\` text;`)
  await db.run(sql`CREATE INDEX \`audits_share_token_hash_idx\` ON \`audits\` (\`share_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`audits_share_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`share_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`shared_at\`;`)
}
