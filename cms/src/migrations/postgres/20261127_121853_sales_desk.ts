import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { hostOf } from '@aivis/contract'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_query_presets_access_read_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_update_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_delete_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_related_collection" AS ENUM('inquiries');
  CREATE TABLE "audits_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"inquiries_id" integer
  );
  
  CREATE TABLE "result_email_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"inquiries_id" integer
  );
  
  CREATE TABLE "payload_query_presets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"is_shared" boolean DEFAULT false,
  	"access_read_constraint" "enum_payload_query_presets_access_read_constraint" DEFAULT 'onlyMe',
  	"access_update_constraint" "enum_payload_query_presets_access_update_constraint" DEFAULT 'onlyMe',
  	"access_delete_constraint" "enum_payload_query_presets_access_delete_constraint" DEFAULT 'onlyMe',
  	"where" jsonb,
  	"columns" jsonb,
  	"group_by" varchar,
  	"related_collection" "enum_payload_query_presets_related_collection" NOT NULL,
  	"is_temp" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_query_presets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "audits" ADD COLUMN "website_domain" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "website_domain" varchar;
  ALTER TABLE "result_email_requests" ADD COLUMN "audit_record_id" integer;
  ALTER TABLE "result_email_requests" ADD COLUMN "audit_id" varchar;
  ALTER TABLE "audits_rels" ADD CONSTRAINT "audits_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audits_rels" ADD CONSTRAINT "audits_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "result_email_requests_rels" ADD CONSTRAINT "result_email_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."result_email_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "result_email_requests_rels" ADD CONSTRAINT "result_email_requests_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_query_presets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audits_rels_order_idx" ON "audits_rels" USING btree ("order");
  CREATE INDEX "audits_rels_parent_idx" ON "audits_rels" USING btree ("parent_id");
  CREATE INDEX "audits_rels_path_idx" ON "audits_rels" USING btree ("path");
  CREATE INDEX "audits_rels_inquiries_id_idx" ON "audits_rels" USING btree ("inquiries_id");
  CREATE INDEX "result_email_requests_rels_order_idx" ON "result_email_requests_rels" USING btree ("order");
  CREATE INDEX "result_email_requests_rels_parent_idx" ON "result_email_requests_rels" USING btree ("parent_id");
  CREATE INDEX "result_email_requests_rels_path_idx" ON "result_email_requests_rels" USING btree ("path");
  CREATE INDEX "result_email_requests_rels_inquiries_id_idx" ON "result_email_requests_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_query_presets_updated_at_idx" ON "payload_query_presets" USING btree ("updated_at");
  CREATE INDEX "payload_query_presets_created_at_idx" ON "payload_query_presets" USING btree ("created_at");
  CREATE INDEX "payload_query_presets_rels_order_idx" ON "payload_query_presets_rels" USING btree ("order");
  CREATE INDEX "payload_query_presets_rels_parent_idx" ON "payload_query_presets_rels" USING btree ("parent_id");
  CREATE INDEX "payload_query_presets_rels_path_idx" ON "payload_query_presets_rels" USING btree ("path");
  CREATE INDEX "payload_query_presets_rels_users_id_idx" ON "payload_query_presets_rels" USING btree ("users_id");
  ALTER TABLE "result_email_requests" ADD CONSTRAINT "result_email_requests_audit_record_id_audits_id_fk" FOREIGN KEY ("audit_record_id") REFERENCES "public"."audits"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audits_website_domain_idx" ON "audits" USING btree ("website_domain");
  CREATE INDEX "inquiries_website_domain_idx" ON "inquiries" USING btree ("website_domain");
  CREATE INDEX "result_email_requests_audit_record_idx" ON "result_email_requests" USING btree ("audit_record_id");
  CREATE INDEX "result_email_requests_audit_id_idx" ON "result_email_requests" USING btree ("audit_id");`)
  // Stored leads: their website domain and the audit id a results email names, so they can be
  // linked as new ones are (docs/decisions/0085).
  for (const [table, column] of [['audits', 'website'], ['inquiries', 'website_url']]) {
    const { rows } = await db.execute(
      sql`SELECT id, ${sql.raw(column)} AS website FROM ${sql.raw(table)} WHERE ${sql.raw(column)} IS NOT NULL`,
    )
    for (const row of rows as { id: number; website: string | null }[]) {
      const domain = hostOf(row.website)
      if (domain) await db.execute(sql`UPDATE ${sql.raw(table)} SET website_domain = ${domain} WHERE id = ${row.id}`)
    }
  }
  await db.execute(sql`UPDATE result_email_requests SET audit_id = audit->>'audit_id' WHERE audit IS NOT NULL AND jsonb_typeof(audit) = 'object'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "result_email_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_query_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_query_presets_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audits_rels" CASCADE;
  DROP TABLE "result_email_requests_rels" CASCADE;
  DROP TABLE "payload_query_presets" CASCADE;
  DROP TABLE "payload_query_presets_rels" CASCADE;
  ALTER TABLE "result_email_requests" DROP CONSTRAINT "result_email_requests_audit_record_id_audits_id_fk";
  
  DROP INDEX "audits_website_domain_idx";
  DROP INDEX "inquiries_website_domain_idx";
  DROP INDEX "result_email_requests_audit_record_idx";
  DROP INDEX "result_email_requests_audit_id_idx";
  ALTER TABLE "audits" DROP COLUMN "website_domain";
  ALTER TABLE "inquiries" DROP COLUMN "website_domain";
  ALTER TABLE "result_email_requests" DROP COLUMN "audit_record_id";
  ALTER TABLE "result_email_requests" DROP COLUMN "audit_id";
  DROP TYPE "public"."enum_payload_query_presets_access_read_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_update_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_delete_constraint";
  DROP TYPE "public"."enum_payload_query_presets_related_collection";`)
}
