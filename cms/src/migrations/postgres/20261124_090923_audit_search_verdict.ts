import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audits_severity" ADD VALUE 'INCONCLUSIVE';
  ALTER TYPE "public"."enum_result_email_requests_severity" ADD VALUE 'INCONCLUSIVE';
  ALTER TABLE "audits" ADD COLUMN "web_search" boolean DEFAULT false;
  ALTER TABLE "audits" ADD COLUMN "search_location" jsonb;
  ALTER TABLE "audits" ADD COLUMN "verdict" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ALTER COLUMN "severity" SET DATA TYPE text;
  DROP TYPE "public"."enum_audits_severity";
  CREATE TYPE "public"."enum_audits_severity" AS ENUM('LOW', 'MODERATE', 'STRONG');
  ALTER TABLE "audits" ALTER COLUMN "severity" SET DATA TYPE "public"."enum_audits_severity" USING "severity"::"public"."enum_audits_severity";
  ALTER TABLE "result_email_requests" ALTER COLUMN "severity" SET DATA TYPE text;
  DROP TYPE "public"."enum_result_email_requests_severity";
  CREATE TYPE "public"."enum_result_email_requests_severity" AS ENUM('LOW', 'MODERATE', 'STRONG');
  ALTER TABLE "result_email_requests" ALTER COLUMN "severity" SET DATA TYPE "public"."enum_result_email_requests_severity" USING "severity"::"public"."enum_result_email_requests_severity";
  ALTER TABLE "audits" DROP COLUMN "web_search";
  ALTER TABLE "audits" DROP COLUMN "search_location";
  ALTER TABLE "audits" DROP COLUMN "verdict";`)
}
