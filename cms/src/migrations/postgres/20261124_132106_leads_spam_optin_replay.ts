import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ADD COLUMN "suspected_spam" boolean DEFAULT false;
  ALTER TABLE "inquiries" ADD COLUMN "spam_reason" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "suspected_spam" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "spam_reason" varchar;
  ALTER TABLE "result_email_requests" ADD COLUMN "suspected_spam" boolean DEFAULT false;
  ALTER TABLE "result_email_requests" ADD COLUMN "spam_reason" varchar;
  ALTER TABLE "lead_delivery_failures" ADD COLUMN "collection" varchar;
  ALTER TABLE "lead_delivery_failures" ADD COLUMN "refused" boolean DEFAULT false;
  ALTER TABLE "lead_delivery_failures" ADD COLUMN "replayed_at" timestamp(3) with time zone;
  ALTER TABLE "lead_delivery_failures" ADD COLUMN "replay_error" varchar;
  CREATE INDEX "inquiries_suspected_spam_idx" ON "inquiries" USING btree ("suspected_spam");
  CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("confirmed");
  CREATE INDEX "newsletter_subscribers_suspected_spam_idx" ON "newsletter_subscribers" USING btree ("suspected_spam");
  CREATE INDEX "result_email_requests_suspected_spam_idx" ON "result_email_requests" USING btree ("suspected_spam");
  CREATE INDEX "lead_delivery_failures_collection_idx" ON "lead_delivery_failures" USING btree ("collection");
  CREATE INDEX "lead_delivery_failures_refused_idx" ON "lead_delivery_failures" USING btree ("refused");`)
  // Everyone on the list now signed up under single opt-in: confirmed as of their signup
  // (docs/decisions/0061). Subscribers from now on start unconfirmed.
  await db.execute(
    sql`UPDATE "newsletter_subscribers" SET "confirmed" = true, "confirmed_at" = "created_at";`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "inquiries_suspected_spam_idx";
  DROP INDEX "newsletter_subscribers_confirmed_idx";
  DROP INDEX "newsletter_subscribers_suspected_spam_idx";
  DROP INDEX "result_email_requests_suspected_spam_idx";
  DROP INDEX "lead_delivery_failures_collection_idx";
  DROP INDEX "lead_delivery_failures_refused_idx";
  ALTER TABLE "inquiries" DROP COLUMN "suspected_spam";
  ALTER TABLE "inquiries" DROP COLUMN "spam_reason";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "suspected_spam";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "spam_reason";
  ALTER TABLE "result_email_requests" DROP COLUMN "suspected_spam";
  ALTER TABLE "result_email_requests" DROP COLUMN "spam_reason";
  ALTER TABLE "lead_delivery_failures" DROP COLUMN "collection";
  ALTER TABLE "lead_delivery_failures" DROP COLUMN "refused";
  ALTER TABLE "lead_delivery_failures" DROP COLUMN "replayed_at";
  ALTER TABLE "lead_delivery_failures" DROP COLUMN "replay_error";`)
}
