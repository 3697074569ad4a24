import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_billing" AS ENUM('one-time', 'monthly');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_offers_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_tagline" varchar,
  	"version_price" numeric,
  	"version_billing" "enum__offers_v_version_billing" DEFAULT 'one-time',
  	"version_minimum_term_months" numeric,
  	"version_delivery_time" varchar,
  	"version_cta_label" varchar DEFAULT 'Get started',
  	"version_cta_url" varchar DEFAULT '/contact',
  	"version_highlighted" boolean DEFAULT false,
  	"version_badge" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"offers_id" integer
  );
  
  ALTER TABLE "offers_features" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "billing" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "cta_label" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "cta_url" DROP NOT NULL;
  ALTER TABLE "offers" ADD COLUMN "_status" "enum_offers_status" DEFAULT 'draft';
  -- Offers stored before drafts were on the site: they stay published (docs/decisions/0088).
  UPDATE "offers" SET "_status" = 'published';
  ALTER TABLE "_offers_v_version_features" ADD CONSTRAINT "_offers_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_offers_v_version_features_order_idx" ON "_offers_v_version_features" USING btree ("_order");
  CREATE INDEX "_offers_v_version_features_parent_id_idx" ON "_offers_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_slug_idx" ON "_offers_v" USING btree ("version_slug");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_offers_id_idx" ON "_offers_v_rels" USING btree ("offers_id");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_offers_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_offers_v_version_features" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "offers__status_idx";
  ALTER TABLE "offers_features" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "billing" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "cta_label" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "cta_url" SET NOT NULL;
  ALTER TABLE "offers" DROP COLUMN "_status";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_billing";
  DROP TYPE "public"."enum__offers_v_version_status";`)
}
