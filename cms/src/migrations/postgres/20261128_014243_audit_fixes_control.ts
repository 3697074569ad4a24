import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ADD COLUMN "control_questions" jsonb;
  ALTER TABLE "audits" ADD COLUMN "fixes" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" DROP COLUMN "control_questions";
  ALTER TABLE "audits" DROP COLUMN "fixes";`)
}
