import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`promo_video_mp4_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`promo_poster_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`promo_captions_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_promo_video_mp4_idx\` ON \`pages_blocks_hero\` (\`promo_video_mp4_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_promo_poster_idx\` ON \`pages_blocks_hero\` (\`promo_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_promo_captions_idx\` ON \`pages_blocks_hero\` (\`promo_captions_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`promo_video_mp4_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`promo_poster_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`promo_captions_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_promo_video_mp4_idx\` ON \`_pages_v_blocks_hero\` (\`promo_video_mp4_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_promo_poster_idx\` ON \`_pages_v_blocks_hero\` (\`promo_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_promo_captions_idx\` ON \`_pages_v_blocks_hero\` (\`promo_captions_id\`);`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_hero\` ADD \`promo_video_mp4_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_hero\` ADD \`promo_poster_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_hero\` ADD \`promo_captions_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_promo_video_mp4_idx\` ON \`compare_pages_blocks_hero\` (\`promo_video_mp4_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_promo_poster_idx\` ON \`compare_pages_blocks_hero\` (\`promo_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_promo_captions_idx\` ON \`compare_pages_blocks_hero\` (\`promo_captions_id\`);`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_hero\` ADD \`promo_video_mp4_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_hero\` ADD \`promo_poster_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_hero\` ADD \`promo_captions_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_promo_video_mp4_idx\` ON \`_compare_pages_v_blocks_hero\` (\`promo_video_mp4_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_promo_poster_idx\` ON \`_compare_pages_v_blocks_hero\` (\`promo_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_promo_captions_idx\` ON \`_compare_pages_v_blocks_hero\` (\`promo_captions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Free AI visibility audit',
  	\`headline\` text,
  	\`subheadline\` text,
  	\`form_placeholder\` text DEFAULT 'yourbusiness.com',
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`note\` text,
  	\`promo_video_id\` integer,
  	\`promo_video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`promo_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_promo_video_idx\` ON \`pages_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Free AI visibility audit',
  	\`headline\` text,
  	\`subheadline\` text,
  	\`form_placeholder\` text DEFAULT 'yourbusiness.com',
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`note\` text,
  	\`promo_video_id\` integer,
  	\`promo_video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`promo_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_promo_video_idx\` ON \`_pages_v_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_compare_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Free AI visibility audit',
  	\`headline\` text,
  	\`subheadline\` text,
  	\`form_placeholder\` text DEFAULT 'yourbusiness.com',
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`note\` text,
  	\`promo_video_id\` integer,
  	\`promo_video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`promo_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_compare_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "block_name" FROM \`compare_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_compare_pages_blocks_hero\` RENAME TO \`compare_pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_order_idx\` ON \`compare_pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_parent_id_idx\` ON \`compare_pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_path_idx\` ON \`compare_pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_promo_video_idx\` ON \`compare_pages_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__compare_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Free AI visibility audit',
  	\`headline\` text,
  	\`subheadline\` text,
  	\`form_placeholder\` text DEFAULT 'yourbusiness.com',
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`note\` text,
  	\`promo_video_id\` integer,
  	\`promo_video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`promo_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__compare_pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "subheadline", "form_placeholder", "button_label", "note", "promo_video_id", "promo_video_url", "hidden", "_uuid", "block_name" FROM \`_compare_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__compare_pages_v_blocks_hero\` RENAME TO \`_compare_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_order_idx\` ON \`_compare_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_parent_id_idx\` ON \`_compare_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_path_idx\` ON \`_compare_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_promo_video_idx\` ON \`_compare_pages_v_blocks_hero\` (\`promo_video_id\`);`)
}
