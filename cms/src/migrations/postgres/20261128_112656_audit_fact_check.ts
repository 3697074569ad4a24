import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// audits.fact_check comes with the re-checks' migration just before this one; this adds the
// contact questions (the two were made on parallel branches).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ADD COLUMN "contact_questions" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" DROP COLUMN "contact_questions";`)
}
