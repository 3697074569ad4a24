import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { hostOf } from '@aivis/contract'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audits_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`audits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`audits_rels_order_idx\` ON \`audits_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`audits_rels_parent_idx\` ON \`audits_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`audits_rels_path_idx\` ON \`audits_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`audits_rels_inquiries_id_idx\` ON \`audits_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE TABLE \`result_email_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`result_email_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_order_idx\` ON \`result_email_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_parent_idx\` ON \`result_email_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_path_idx\` ON \`result_email_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_rels_inquiries_id_idx\` ON \`result_email_requests_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_query_presets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`is_shared\` integer DEFAULT false,
  	\`access_read_constraint\` text DEFAULT 'onlyMe',
  	\`access_update_constraint\` text DEFAULT 'onlyMe',
  	\`access_delete_constraint\` text DEFAULT 'onlyMe',
  	\`where\` text,
  	\`columns\` text,
  	\`group_by\` text,
  	\`related_collection\` text NOT NULL,
  	\`is_temp\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_query_presets_updated_at_idx\` ON \`payload_query_presets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_created_at_idx\` ON \`payload_query_presets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_query_presets_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_query_presets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_order_idx\` ON \`payload_query_presets_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_parent_idx\` ON \`payload_query_presets_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_path_idx\` ON \`payload_query_presets_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_users_id_idx\` ON \`payload_query_presets_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`audits\` ADD \`website_domain\` text;`)
  await db.run(sql`CREATE INDEX \`audits_website_domain_idx\` ON \`audits\` (\`website_domain\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`website_domain\` text;`)
  await db.run(sql`CREATE INDEX \`inquiries_website_domain_idx\` ON \`inquiries\` (\`website_domain\`);`)
  await db.run(sql`ALTER TABLE \`result_email_requests\` ADD \`audit_record_id\` integer REFERENCES audits(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`result_email_requests\` ADD \`audit_id\` text;`)
  await db.run(sql`CREATE INDEX \`result_email_requests_audit_record_idx\` ON \`result_email_requests\` (\`audit_record_id\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_audit_id_idx\` ON \`result_email_requests\` (\`audit_id\`);`)
  // Stored leads: their website domain and the audit id a results email names, so they can be
  // linked as new ones are (docs/decisions/0085).
  for (const [table, column] of [['audits', 'website'], ['inquiries', 'website_url']]) {
    const rows = await db.all<{ id: number; website: string | null }>(
      sql`SELECT id, ${sql.raw(column)} AS website FROM ${sql.raw(table)} WHERE ${sql.raw(column)} IS NOT NULL`,
    )
    for (const row of rows) {
      const domain = hostOf(row.website)
      if (domain) await db.run(sql`UPDATE ${sql.raw(table)} SET website_domain = ${domain} WHERE id = ${row.id}`)
    }
  }
  await db.run(sql`UPDATE result_email_requests SET audit_id = json_extract(audit, '$.audit_id') WHERE audit IS NOT NULL AND json_valid(audit)`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audits_rels\`;`)
  await db.run(sql`DROP TABLE \`result_email_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_query_presets\`;`)
  await db.run(sql`DROP TABLE \`payload_query_presets_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_result_email_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`business_name\` text,
  	\`service\` text,
  	\`location\` text,
  	\`severity\` text,
  	\`audit\` text,
  	\`sent_at\` text,
  	\`suspected_spam\` integer DEFAULT false,
  	\`spam_reason\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_result_email_requests\`("id", "email", "business_name", "service", "location", "severity", "audit", "sent_at", "suspected_spam", "spam_reason", "idempotency_key", "updated_at", "created_at") SELECT "id", "email", "business_name", "service", "location", "severity", "audit", "sent_at", "suspected_spam", "spam_reason", "idempotency_key", "updated_at", "created_at" FROM \`result_email_requests\`;`)
  await db.run(sql`DROP TABLE \`result_email_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_result_email_requests\` RENAME TO \`result_email_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`result_email_requests_email_idx\` ON \`result_email_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_suspected_spam_idx\` ON \`result_email_requests\` (\`suspected_spam\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`result_email_requests_idempotency_key_idx\` ON \`result_email_requests\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_updated_at_idx\` ON \`result_email_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`result_email_requests_created_at_idx\` ON \`result_email_requests\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`audits_website_domain_idx\`;`)
  await db.run(sql`ALTER TABLE \`audits\` DROP COLUMN \`website_domain\`;`)
  await db.run(sql`DROP INDEX \`inquiries_website_domain_idx\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`website_domain\`;`)
}
