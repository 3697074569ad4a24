import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_result_email_requests_severity" AS ENUM('LOW', 'MODERATE', 'STRONG');
  CREATE TYPE "public"."enum_lead_delivery_failures_kind" AS ENUM('inquiry', 'newsletter', 'results_email', 'audit', 'mail');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'customer';
  CREATE TABLE "inquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "result_email_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"business_name" varchar,
  	"service" varchar,
  	"location" varchar,
  	"severity" "enum_result_email_requests_severity",
  	"audit" jsonb,
  	"sent_at" timestamp(3) with time zone,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_delivery_failures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar,
  	"kind" "enum_lead_delivery_failures_kind" NOT NULL,
  	"attempts" numeric,
  	"last_error" varchar,
  	"first_failed_at" timestamp(3) with time zone,
  	"last_failed_at" timestamp(3) with time zone,
  	"resolved" boolean DEFAULT false,
  	"payload" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'inquiries' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  -- Added by hand: 'closed' is no longer a status; a closed inquiry counts as lost (decision 0019).
  UPDATE "inquiries" SET "status" = 'lost' WHERE "status" = 'closed';
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "audits" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "inquiries" ADD COLUMN "source" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "result_email_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_delivery_failures_id" integer;
  ALTER TABLE "inquiries_notes" ADD CONSTRAINT "inquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_notes" ADD CONSTRAINT "inquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_notes_order_idx" ON "inquiries_notes" USING btree ("_order");
  CREATE INDEX "inquiries_notes_parent_id_idx" ON "inquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "inquiries_notes_author_idx" ON "inquiries_notes" USING btree ("author_id");
  CREATE INDEX "result_email_requests_email_idx" ON "result_email_requests" USING btree ("email");
  CREATE UNIQUE INDEX "result_email_requests_idempotency_key_idx" ON "result_email_requests" USING btree ("idempotency_key");
  CREATE INDEX "result_email_requests_updated_at_idx" ON "result_email_requests" USING btree ("updated_at");
  CREATE INDEX "result_email_requests_created_at_idx" ON "result_email_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_delivery_failures_idempotency_key_idx" ON "lead_delivery_failures" USING btree ("idempotency_key");
  CREATE INDEX "lead_delivery_failures_kind_idx" ON "lead_delivery_failures" USING btree ("kind");
  CREATE INDEX "lead_delivery_failures_resolved_idx" ON "lead_delivery_failures" USING btree ("resolved");
  CREATE INDEX "lead_delivery_failures_updated_at_idx" ON "lead_delivery_failures" USING btree ("updated_at");
  CREATE INDEX "lead_delivery_failures_created_at_idx" ON "lead_delivery_failures" USING btree ("created_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_result_email_requests_fk" FOREIGN KEY ("result_email_requests_id") REFERENCES "public"."result_email_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_delivery_failures_fk" FOREIGN KEY ("lead_delivery_failures_id") REFERENCES "public"."lead_delivery_failures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "audits_idempotency_key_idx" ON "audits" USING btree ("idempotency_key");
  CREATE INDEX "inquiries_email_idx" ON "inquiries" USING btree ("email");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id");
  CREATE UNIQUE INDEX "inquiries_idempotency_key_idx" ON "inquiries" USING btree ("idempotency_key");
  CREATE INDEX "newsletter_subscribers_unsubscribed_idx" ON "newsletter_subscribers" USING btree ("unsubscribed");
  CREATE UNIQUE INDEX "newsletter_subscribers_idempotency_key_idx" ON "newsletter_subscribers" USING btree ("idempotency_key");
  CREATE INDEX "payload_locked_documents_rels_result_email_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("result_email_requests_id");
  CREATE INDEX "payload_locked_documents_rels_lead_delivery_failures_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_delivery_failures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "result_email_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_delivery_failures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_notes" CASCADE;
  DROP TABLE "result_email_requests" CASCADE;
  DROP TABLE "lead_delivery_failures" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_assignee_id_users_id_fk";
  
  -- IF EXISTS added by hand: DROP TABLE … CASCADE above already dropped it.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_result_email_requests_fk";
  
  -- IF EXISTS added by hand: DROP TABLE … CASCADE above already dropped it.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_delivery_failures_fk";
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  -- Added by hand: won and lost were 'closed' before.
  UPDATE "inquiries" SET "status" = 'closed' WHERE "status" IN ('won', 'lost');
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'contacted', 'qualified', 'closed');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  -- Added by hand: the customer role did not exist before.
  DELETE FROM "users_roles" WHERE "value" = 'customer';
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales', 'service');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "audits_idempotency_key_idx";
  DROP INDEX "inquiries_email_idx";
  DROP INDEX "inquiries_status_idx";
  DROP INDEX "inquiries_assignee_idx";
  DROP INDEX "inquiries_idempotency_key_idx";
  DROP INDEX "newsletter_subscribers_unsubscribed_idx";
  DROP INDEX "newsletter_subscribers_idempotency_key_idx";
  DROP INDEX "payload_locked_documents_rels_result_email_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_delivery_failures_id_idx";
  ALTER TABLE "audits" DROP COLUMN "idempotency_key";
  ALTER TABLE "inquiries" DROP COLUMN "assignee_id";
  ALTER TABLE "inquiries" DROP COLUMN "source";
  ALTER TABLE "inquiries" DROP COLUMN "idempotency_key";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "idempotency_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "result_email_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_delivery_failures_id";
  DROP TYPE "public"."enum_result_email_requests_severity";
  DROP TYPE "public"."enum_lead_delivery_failures_kind";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
