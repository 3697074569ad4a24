import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ADD COLUMN "share_token_hash" varchar;
  ALTER TABLE "audits" ADD COLUMN "shared_at" timestamp(3) with time zone;
  CREATE INDEX "audits_share_token_hash_idx" ON "audits" USING btree ("share_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "audits_share_token_hash_idx";
  ALTER TABLE "audits" DROP COLUMN "share_token_hash";
  ALTER TABLE "audits" DROP COLUMN "shared_at";`)
}
