import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rechecks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_name" varchar NOT NULL,
  	"specialism" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"website" varchar,
  	"business_type" varchar,
  	"customer_id" integer NOT NULL,
  	"active" boolean DEFAULT true,
  	"last_run_at" timestamp(3) with time zone NOT NULL,
  	"runs" numeric DEFAULT 0,
  	"stopped_at" timestamp(3) with time zone,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rechecks_id" integer;
  ALTER TABLE "rechecks" ADD CONSTRAINT "rechecks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "rechecks_business_name_idx" ON "rechecks" USING btree ("business_name");
  CREATE INDEX "rechecks_customer_idx" ON "rechecks" USING btree ("customer_id");
  CREATE INDEX "rechecks_active_idx" ON "rechecks" USING btree ("active");
  CREATE INDEX "rechecks_last_run_at_idx" ON "rechecks" USING btree ("last_run_at");
  CREATE UNIQUE INDEX "rechecks_idempotency_key_idx" ON "rechecks" USING btree ("idempotency_key");
  CREATE INDEX "rechecks_updated_at_idx" ON "rechecks" USING btree ("updated_at");
  CREATE INDEX "rechecks_created_at_idx" ON "rechecks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rechecks_fk" FOREIGN KEY ("rechecks_id") REFERENCES "public"."rechecks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rechecks_id_idx" ON "payload_locked_documents_rels" USING btree ("rechecks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rechecks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rechecks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rechecks_fk";
  
  DROP INDEX "payload_locked_documents_rels_rechecks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rechecks_id";`)
}
