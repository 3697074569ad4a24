import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_offers_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_features_order_idx\` ON \`_offers_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_features_parent_id_idx\` ON \`_offers_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_tagline\` text,
  	\`version_price\` numeric,
  	\`version_billing\` text DEFAULT 'one-time',
  	\`version_minimum_term_months\` numeric,
  	\`version_delivery_time\` text,
  	\`version_cta_label\` text DEFAULT 'Get started',
  	\`version_cta_url\` text DEFAULT '/contact',
  	\`version_highlighted\` integer DEFAULT false,
  	\`version_badge\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_slug_idx\` ON \`_offers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`offers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_offers_id_idx\` ON \`_offers_v_rels\` (\`offers_id\`);`)
  // The tables below are rebuilt (drafts make their columns nullable). Migrations run in a
  // transaction, where SQLite ignores PRAGMA foreign_keys, so dropping the old \`offers\` would
  // cascade to its features and relationships: they are kept aside and put back after.
  await db.run(sql`CREATE TEMP TABLE \`__keep_offers_features\` AS SELECT * FROM \`offers_features\`;`)
  await db.run(sql`CREATE TEMP TABLE \`__keep_offers_rels\` AS SELECT * FROM \`offers_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`offers_features\`;`)
  await db.run(sql`DROP TABLE \`offers_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers_features\` RENAME TO \`offers_features\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offers_features_order_idx\` ON \`offers_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_features_parent_id_idx\` ON \`offers_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`tagline\` text,
  	\`price\` numeric,
  	\`billing\` text DEFAULT 'one-time',
  	\`minimum_term_months\` numeric,
  	\`delivery_time\` text,
  	\`cta_label\` text DEFAULT 'Get started',
  	\`cta_url\` text DEFAULT '/contact',
  	\`highlighted\` integer DEFAULT false,
  	\`badge\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "name", "slug", "tagline", "price", "billing", "minimum_term_months", "delivery_time", "cta_label", "cta_url", "highlighted", "badge", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "tagline", "price", "billing", "minimum_term_months", "delivery_time", "cta_label", "cta_url", "highlighted", "badge", "order", "updated_at", "created_at", 'published' FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  // Offers stored before drafts were on the site: they stay published (docs/decisions/0088).
  await db.run(sql`DELETE FROM \`offers_features\`;`)
  await db.run(sql`INSERT INTO \`offers_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`__keep_offers_features\`;`)
  await db.run(sql`DELETE FROM \`offers_rels\`;`)
  await db.run(sql`INSERT INTO \`offers_rels\`("id", "order", "parent_id", "path", "offers_id") SELECT "id", "order", "parent_id", "path", "offers_id" FROM \`__keep_offers_rels\`;`)
  await db.run(sql`DROP TABLE \`__keep_offers_features\`;`)
  await db.run(sql`DROP TABLE \`__keep_offers_rels\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_offers_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`tagline\` text,
  	\`price\` numeric NOT NULL,
  	\`billing\` text DEFAULT 'one-time' NOT NULL,
  	\`minimum_term_months\` numeric,
  	\`delivery_time\` text,
  	\`cta_label\` text DEFAULT 'Get started' NOT NULL,
  	\`cta_url\` text DEFAULT '/contact' NOT NULL,
  	\`highlighted\` integer DEFAULT false,
  	\`badge\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "name", "slug", "tagline", "price", "billing", "minimum_term_months", "delivery_time", "cta_label", "cta_url", "highlighted", "badge", "order", "updated_at", "created_at") SELECT "id", "name", "slug", "tagline", "price", "billing", "minimum_term_months", "delivery_time", "cta_label", "cta_url", "highlighted", "badge", "order", "updated_at", "created_at" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers_features\`("_order", "_parent_id", "id", "feature") SELECT "_order", "_parent_id", "id", "feature" FROM \`offers_features\`;`)
  await db.run(sql`DROP TABLE \`offers_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers_features\` RENAME TO \`offers_features\`;`)
  await db.run(sql`CREATE INDEX \`offers_features_order_idx\` ON \`offers_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_features_parent_id_idx\` ON \`offers_features\` (\`_parent_id\`);`)
}
