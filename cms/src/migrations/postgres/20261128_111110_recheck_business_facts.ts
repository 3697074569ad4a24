import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ADD COLUMN "fact_check" jsonb;
  ALTER TABLE "rechecks" ADD COLUMN "business_facts" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" DROP COLUMN "fact_check";
  ALTER TABLE "rechecks" DROP COLUMN "business_facts";`)
}
