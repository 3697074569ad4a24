import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The SQLite generator leaves the ON DELETE rule out of an added column: written here as the
// generated tables have it (a re-check outlives its audit; a link goes with its customer).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rechecks_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiries_id\` integer,
  	\`result_email_requests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rechecks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`result_email_requests_id\`) REFERENCES \`result_email_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rechecks_rels_order_idx\` ON \`rechecks_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_rels_parent_idx\` ON \`rechecks_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_rels_path_idx\` ON \`rechecks_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_rels_inquiries_id_idx\` ON \`rechecks_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_rels_result_email_requests_id_idx\` ON \`rechecks_rels\` (\`result_email_requests_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_rels_order_idx\` ON \`inquiries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_parent_idx\` ON \`inquiries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_path_idx\` ON \`inquiries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_customers_id_idx\` ON \`inquiries_rels\` (\`customers_id\`);`)
  await db.run(sql`ALTER TABLE \`rechecks\` ADD \`audit_id\` integer REFERENCES audits(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`rechecks_audit_idx\` ON \`rechecks\` (\`audit_id\`);`)
  await db.run(sql`ALTER TABLE \`result_email_requests_rels\` ADD \`customers_id\` integer REFERENCES customers(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_customers_id_idx\` ON \`result_email_requests_rels\` (\`customers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rechecks_rels\`;`)
  await db.run(sql`DROP TABLE \`inquiries_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_rechecks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`specialism\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`website\` text,
  	\`business_type\` text,
  	\`customer_id\` integer NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`last_run_at\` text NOT NULL,
  	\`runs\` numeric DEFAULT 0,
  	\`stopped_at\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`business_facts\` text,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rechecks\`("id", "business_name", "specialism", "location", "website", "business_type", "customer_id", "active", "last_run_at", "runs", "stopped_at", "idempotency_key", "updated_at", "created_at", "business_facts") SELECT "id", "business_name", "specialism", "location", "website", "business_type", "customer_id", "active", "last_run_at", "runs", "stopped_at", "idempotency_key", "updated_at", "created_at", "business_facts" FROM \`rechecks\`;`)
  await db.run(sql`DROP TABLE \`rechecks\`;`)
  await db.run(sql`ALTER TABLE \`__new_rechecks\` RENAME TO \`rechecks\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`rechecks_business_name_idx\` ON \`rechecks\` (\`business_name\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_customer_idx\` ON \`rechecks\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_active_idx\` ON \`rechecks\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_last_run_at_idx\` ON \`rechecks\` (\`last_run_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`rechecks_idempotency_key_idx\` ON \`rechecks\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_updated_at_idx\` ON \`rechecks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rechecks_created_at_idx\` ON \`rechecks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_result_email_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`result_email_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_result_email_requests_rels\`("id", "order", "parent_id", "path", "inquiries_id") SELECT "id", "order", "parent_id", "path", "inquiries_id" FROM \`result_email_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`result_email_requests_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_result_email_requests_rels\` RENAME TO \`result_email_requests_rels\`;`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_order_idx\` ON \`result_email_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_parent_idx\` ON \`result_email_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_path_idx\` ON \`result_email_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_inquiries_id_idx\` ON \`result_email_requests_rels\` (\`inquiries_id\`);`)
}
