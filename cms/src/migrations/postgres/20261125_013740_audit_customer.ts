import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" ADD COLUMN "customer_id" integer;
  ALTER TABLE "audits" ADD CONSTRAINT "audits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audits_customer_idx" ON "audits" USING btree ("customer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" DROP CONSTRAINT "audits_customer_id_customers_id_fk";
  
  DROP INDEX "audits_customer_idx";
  ALTER TABLE "audits" DROP COLUMN "customer_id";`)
}
