import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ADD COLUMN "contact_questions" jsonb;
  ALTER TABLE "audits" ADD COLUMN "fact_check" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" DROP COLUMN "contact_questions";
  ALTER TABLE "audits" DROP COLUMN "fact_check";`)
}
