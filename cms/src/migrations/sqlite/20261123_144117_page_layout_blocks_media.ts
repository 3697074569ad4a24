import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_promo_video_idx\` ON \`pages_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_stats_order_idx\` ON \`pages_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_stats_parent_id_idx\` ON \`pages_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_platforms_order_idx\` ON \`pages_blocks_stats_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_platforms_parent_id_idx\` ON \`pages_blocks_stats_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_platforms_logo_idx\` ON \`pages_blocks_stats_platforms\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Why AI Visibility Matters',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_order_idx\` ON \`pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_parent_id_idx\` ON \`pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_path_idx\` ON \`pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_steps_order_idx\` ON \`pages_blocks_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_steps_parent_id_idx\` ON \`pages_blocks_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'How it works',
  	\`title\` text DEFAULT 'Get visible in 3 steps',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_order_idx\` ON \`pages_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_parent_id_idx\` ON \`pages_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_path_idx\` ON \`pages_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_course_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_course\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_bullets_order_idx\` ON \`pages_blocks_course_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_bullets_parent_id_idx\` ON \`pages_blocks_course_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_course\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Do it yourself',
  	\`title\` text,
  	\`description\` text,
  	\`cta_label\` text DEFAULT 'Enrol Now',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_order_idx\` ON \`pages_blocks_course\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_parent_id_idx\` ON \`pages_blocks_course\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_path_idx\` ON \`pages_blocks_course\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Pricing',
  	\`title\` text,
  	\`subtitle\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_order_idx\` ON \`pages_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_parent_id_idx\` ON \`pages_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_path_idx\` ON \`pages_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_stats_order_idx\` ON \`pages_blocks_testimonials_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_stats_parent_id_idx\` ON \`pages_blocks_testimonials_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Results',
  	\`title\` text DEFAULT 'Businesses AI assistants now recommend',
  	\`limit\` numeric,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_guarantees_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_guarantees_guarantees_order_idx\` ON \`pages_blocks_guarantees_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_guarantees_guarantees_parent_id_idx\` ON \`pages_blocks_guarantees_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_guarantees_order_idx\` ON \`pages_blocks_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_guarantees_parent_id_idx\` ON \`pages_blocks_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_guarantees_path_idx\` ON \`pages_blocks_guarantees\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently Asked Questions',
  	\`placement\` text DEFAULT 'home',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`button_url\` text DEFAULT '/audit',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_order_idx\` ON \`pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_parent_id_idx\` ON \`pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_path_idx\` ON \`pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_columns_order_idx\` ON \`pages_blocks_comparison_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_columns_parent_id_idx\` ON \`pages_blocks_comparison_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_cells_order_idx\` ON \`pages_blocks_comparison_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_cells_parent_id_idx\` ON \`pages_blocks_comparison_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_order_idx\` ON \`pages_blocks_comparison_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_parent_id_idx\` ON \`pages_blocks_comparison_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_order_idx\` ON \`pages_blocks_comparison_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_parent_id_idx\` ON \`pages_blocks_comparison_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_path_idx\` ON \`pages_blocks_comparison_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_promo_video_idx\` ON \`_pages_v_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_stats_order_idx\` ON \`_pages_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_stats_parent_id_idx\` ON \`_pages_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_platforms_order_idx\` ON \`_pages_v_blocks_stats_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_platforms_parent_id_idx\` ON \`_pages_v_blocks_stats_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_platforms_logo_idx\` ON \`_pages_v_blocks_stats_platforms\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Why AI Visibility Matters',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_steps_order_idx\` ON \`_pages_v_blocks_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_steps_parent_id_idx\` ON \`_pages_v_blocks_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'How it works',
  	\`title\` text DEFAULT 'Get visible in 3 steps',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_order_idx\` ON \`_pages_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_parent_id_idx\` ON \`_pages_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_path_idx\` ON \`_pages_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_course_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_course\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_bullets_order_idx\` ON \`_pages_v_blocks_course_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_bullets_parent_id_idx\` ON \`_pages_v_blocks_course_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_course\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Do it yourself',
  	\`title\` text,
  	\`description\` text,
  	\`cta_label\` text DEFAULT 'Enrol Now',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_order_idx\` ON \`_pages_v_blocks_course\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_parent_id_idx\` ON \`_pages_v_blocks_course\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_path_idx\` ON \`_pages_v_blocks_course\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Pricing',
  	\`title\` text,
  	\`subtitle\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_order_idx\` ON \`_pages_v_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_parent_id_idx\` ON \`_pages_v_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_path_idx\` ON \`_pages_v_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_stats_order_idx\` ON \`_pages_v_blocks_testimonials_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_stats_parent_id_idx\` ON \`_pages_v_blocks_testimonials_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Results',
  	\`title\` text DEFAULT 'Businesses AI assistants now recommend',
  	\`limit\` numeric,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_guarantees_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_guarantees_guarantees_order_idx\` ON \`_pages_v_blocks_guarantees_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_guarantees_guarantees_parent_id_idx\` ON \`_pages_v_blocks_guarantees_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_guarantees_order_idx\` ON \`_pages_v_blocks_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_guarantees_parent_id_idx\` ON \`_pages_v_blocks_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_guarantees_path_idx\` ON \`_pages_v_blocks_guarantees\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently Asked Questions',
  	\`placement\` text DEFAULT 'home',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`button_url\` text DEFAULT '/audit',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_order_idx\` ON \`_pages_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_parent_id_idx\` ON \`_pages_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_path_idx\` ON \`_pages_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_columns_order_idx\` ON \`_pages_v_blocks_comparison_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_columns_parent_id_idx\` ON \`_pages_v_blocks_comparison_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_cells_order_idx\` ON \`_pages_v_blocks_comparison_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_cells_parent_id_idx\` ON \`_pages_v_blocks_comparison_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_order_idx\` ON \`_pages_v_blocks_comparison_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_parent_id_idx\` ON \`_pages_v_blocks_comparison_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_order_idx\` ON \`_pages_v_blocks_comparison_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_parent_id_idx\` ON \`_pages_v_blocks_comparison_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_path_idx\` ON \`_pages_v_blocks_comparison_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_order_idx\` ON \`compare_pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_parent_id_idx\` ON \`compare_pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_path_idx\` ON \`compare_pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_hero_promo_video_idx\` ON \`compare_pages_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_stats_order_idx\` ON \`compare_pages_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_stats_parent_id_idx\` ON \`compare_pages_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_stats_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_platforms_order_idx\` ON \`compare_pages_blocks_stats_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_platforms_parent_id_idx\` ON \`compare_pages_blocks_stats_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_platforms_logo_idx\` ON \`compare_pages_blocks_stats_platforms\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Why AI Visibility Matters',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_order_idx\` ON \`compare_pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_parent_id_idx\` ON \`compare_pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_stats_path_idx\` ON \`compare_pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_steps_steps_order_idx\` ON \`compare_pages_blocks_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_steps_steps_parent_id_idx\` ON \`compare_pages_blocks_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'How it works',
  	\`title\` text DEFAULT 'Get visible in 3 steps',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_steps_order_idx\` ON \`compare_pages_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_steps_parent_id_idx\` ON \`compare_pages_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_steps_path_idx\` ON \`compare_pages_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_course_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_course\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_course_bullets_order_idx\` ON \`compare_pages_blocks_course_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_course_bullets_parent_id_idx\` ON \`compare_pages_blocks_course_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_course\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Do it yourself',
  	\`title\` text,
  	\`description\` text,
  	\`cta_label\` text DEFAULT 'Enrol Now',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_course_order_idx\` ON \`compare_pages_blocks_course\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_course_parent_id_idx\` ON \`compare_pages_blocks_course\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_course_path_idx\` ON \`compare_pages_blocks_course\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Pricing',
  	\`title\` text,
  	\`subtitle\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_pricing_order_idx\` ON \`compare_pages_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_pricing_parent_id_idx\` ON \`compare_pages_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_pricing_path_idx\` ON \`compare_pages_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_testimonials_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_testimonials_stats_order_idx\` ON \`compare_pages_blocks_testimonials_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_testimonials_stats_parent_id_idx\` ON \`compare_pages_blocks_testimonials_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Results',
  	\`title\` text DEFAULT 'Businesses AI assistants now recommend',
  	\`limit\` numeric,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_testimonials_order_idx\` ON \`compare_pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_testimonials_parent_id_idx\` ON \`compare_pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_testimonials_path_idx\` ON \`compare_pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_guarantees_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_guarantees_guarantees_order_idx\` ON \`compare_pages_blocks_guarantees_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_guarantees_guarantees_parent_id_idx\` ON \`compare_pages_blocks_guarantees_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_guarantees_order_idx\` ON \`compare_pages_blocks_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_guarantees_parent_id_idx\` ON \`compare_pages_blocks_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_guarantees_path_idx\` ON \`compare_pages_blocks_guarantees\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently Asked Questions',
  	\`placement\` text DEFAULT 'home',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_faq_order_idx\` ON \`compare_pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_faq_parent_id_idx\` ON \`compare_pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_faq_path_idx\` ON \`compare_pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`button_url\` text DEFAULT '/audit',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_cta_order_idx\` ON \`compare_pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_cta_parent_id_idx\` ON \`compare_pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_cta_path_idx\` ON \`compare_pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_rich_text_order_idx\` ON \`compare_pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_rich_text_parent_id_idx\` ON \`compare_pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_rich_text_path_idx\` ON \`compare_pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_comparison_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_columns_order_idx\` ON \`compare_pages_blocks_comparison_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_columns_parent_id_idx\` ON \`compare_pages_blocks_comparison_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_comparison_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_rows_cells_order_idx\` ON \`compare_pages_blocks_comparison_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_rows_cells_parent_id_idx\` ON \`compare_pages_blocks_comparison_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_comparison_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_rows_order_idx\` ON \`compare_pages_blocks_comparison_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_rows_parent_id_idx\` ON \`compare_pages_blocks_comparison_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compare_pages_blocks_comparison_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_order_idx\` ON \`compare_pages_blocks_comparison_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_parent_id_idx\` ON \`compare_pages_blocks_comparison_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`compare_pages_blocks_comparison_table_path_idx\` ON \`compare_pages_blocks_comparison_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_order_idx\` ON \`_compare_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_parent_id_idx\` ON \`_compare_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_path_idx\` ON \`_compare_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_hero_promo_video_idx\` ON \`_compare_pages_v_blocks_hero\` (\`promo_video_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_stats_order_idx\` ON \`_compare_pages_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_stats_parent_id_idx\` ON \`_compare_pages_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_stats_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_platforms_order_idx\` ON \`_compare_pages_v_blocks_stats_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_platforms_parent_id_idx\` ON \`_compare_pages_v_blocks_stats_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_platforms_logo_idx\` ON \`_compare_pages_v_blocks_stats_platforms\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Why AI Visibility Matters',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_order_idx\` ON \`_compare_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_parent_id_idx\` ON \`_compare_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_stats_path_idx\` ON \`_compare_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_steps_steps_order_idx\` ON \`_compare_pages_v_blocks_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_steps_steps_parent_id_idx\` ON \`_compare_pages_v_blocks_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'How it works',
  	\`title\` text DEFAULT 'Get visible in 3 steps',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_steps_order_idx\` ON \`_compare_pages_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_steps_parent_id_idx\` ON \`_compare_pages_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_steps_path_idx\` ON \`_compare_pages_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_course_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_course\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_course_bullets_order_idx\` ON \`_compare_pages_v_blocks_course_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_course_bullets_parent_id_idx\` ON \`_compare_pages_v_blocks_course_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_course\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Do it yourself',
  	\`title\` text,
  	\`description\` text,
  	\`cta_label\` text DEFAULT 'Enrol Now',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_course_order_idx\` ON \`_compare_pages_v_blocks_course\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_course_parent_id_idx\` ON \`_compare_pages_v_blocks_course\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_course_path_idx\` ON \`_compare_pages_v_blocks_course\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Pricing',
  	\`title\` text,
  	\`subtitle\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_pricing_order_idx\` ON \`_compare_pages_v_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_pricing_parent_id_idx\` ON \`_compare_pages_v_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_pricing_path_idx\` ON \`_compare_pages_v_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_testimonials_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_testimonials_stats_order_idx\` ON \`_compare_pages_v_blocks_testimonials_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_testimonials_stats_parent_id_idx\` ON \`_compare_pages_v_blocks_testimonials_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text DEFAULT 'Results',
  	\`title\` text DEFAULT 'Businesses AI assistants now recommend',
  	\`limit\` numeric,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_testimonials_order_idx\` ON \`_compare_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_testimonials_parent_id_idx\` ON \`_compare_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_testimonials_path_idx\` ON \`_compare_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_guarantees_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_guarantees_guarantees_order_idx\` ON \`_compare_pages_v_blocks_guarantees_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_guarantees_guarantees_parent_id_idx\` ON \`_compare_pages_v_blocks_guarantees_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_guarantees_order_idx\` ON \`_compare_pages_v_blocks_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_guarantees_parent_id_idx\` ON \`_compare_pages_v_blocks_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_guarantees_path_idx\` ON \`_compare_pages_v_blocks_guarantees\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently Asked Questions',
  	\`placement\` text DEFAULT 'home',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_faq_order_idx\` ON \`_compare_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_faq_parent_id_idx\` ON \`_compare_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_faq_path_idx\` ON \`_compare_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Run Free AI Audit',
  	\`button_url\` text DEFAULT '/audit',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_cta_order_idx\` ON \`_compare_pages_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_cta_parent_id_idx\` ON \`_compare_pages_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_cta_path_idx\` ON \`_compare_pages_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_rich_text_order_idx\` ON \`_compare_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_rich_text_parent_id_idx\` ON \`_compare_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_rich_text_path_idx\` ON \`_compare_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_comparison_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_columns_order_idx\` ON \`_compare_pages_v_blocks_comparison_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_columns_parent_id_idx\` ON \`_compare_pages_v_blocks_comparison_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_comparison_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_rows_cells_order_idx\` ON \`_compare_pages_v_blocks_comparison_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_rows_cells_parent_id_idx\` ON \`_compare_pages_v_blocks_comparison_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_comparison_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_rows_order_idx\` ON \`_compare_pages_v_blocks_comparison_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_rows_parent_id_idx\` ON \`_compare_pages_v_blocks_comparison_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_compare_pages_v_blocks_comparison_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_compare_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_order_idx\` ON \`_compare_pages_v_blocks_comparison_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_parent_id_idx\` ON \`_compare_pages_v_blocks_comparison_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_compare_pages_v_blocks_comparison_table_path_idx\` ON \`_compare_pages_v_blocks_comparison_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`DROP TABLE \`site_settings_why_stats\`;`)
  await db.run(sql`DROP TABLE \`site_settings_platforms\`;`)
  await db.run(sql`DROP TABLE \`site_settings_steps\`;`)
  await db.run(sql`DROP TABLE \`site_settings_course_bullets\`;`)
  await db.run(sql`DROP TABLE \`site_settings_results_stats\`;`)
  await db.run(sql`DROP TABLE \`site_settings_guarantees\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`share_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_share_image_idx\` ON \`site_settings\` (\`share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promo_video_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hero_headline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hero_subheadline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hero_form_placeholder\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hero_button_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hero_note\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`course_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`course_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`course_cta_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pricing_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pricing_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`final_cta_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`final_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`final_cta_button_label\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_why_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_why_stats_order_idx\` ON \`site_settings_why_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_why_stats_parent_id_idx\` ON \`site_settings_why_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_platforms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_platforms_order_idx\` ON \`site_settings_platforms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_platforms_parent_id_idx\` ON \`site_settings_platforms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_steps_order_idx\` ON \`site_settings_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_steps_parent_id_idx\` ON \`site_settings_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_course_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_course_bullets_order_idx\` ON \`site_settings_course_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_course_bullets_parent_id_idx\` ON \`site_settings_course_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_results_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_results_stats_order_idx\` ON \`site_settings_results_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_results_stats_parent_id_idx\` ON \`site_settings_results_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_guarantees_order_idx\` ON \`site_settings_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_guarantees_parent_id_idx\` ON \`site_settings_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_platforms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_course_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_course\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_guarantees_guarantees\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_guarantees\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_platforms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_course_bullets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_course\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_guarantees_guarantees\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_guarantees\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_stats_platforms\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_course_bullets\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_course\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_testimonials_stats\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_guarantees_guarantees\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_guarantees\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_comparison_table_columns\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_comparison_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_comparison_table_rows\`;`)
  await db.run(sql`DROP TABLE \`compare_pages_blocks_comparison_table\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_stats_platforms\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_course_bullets\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_course\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_testimonials_stats\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_guarantees_guarantees\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_guarantees\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_comparison_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_comparison_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_comparison_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_compare_pages_v_blocks_comparison_table\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`offers_id\` integer,
  	\`faqs_id\` integer,
  	\`testimonials_id\` integer,
  	\`compare_pages_id\` integer,
  	\`redirects_id\` integer,
  	\`audits_id\` integer,
  	\`inquiries_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`result_email_requests_id\` integer,
  	\`lead_delivery_failures_id\` integer,
  	\`business_profiles_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`compare_pages_id\`) REFERENCES \`compare_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audits_id\`) REFERENCES \`audits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`result_email_requests_id\`) REFERENCES \`result_email_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_delivery_failures_id\`) REFERENCES \`lead_delivery_failures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`business_profiles_id\`) REFERENCES \`business_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "offers_id", "faqs_id", "testimonials_id", "compare_pages_id", "redirects_id", "audits_id", "inquiries_id", "newsletter_subscribers_id", "result_email_requests_id", "lead_delivery_failures_id", "business_profiles_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "offers_id", "faqs_id", "testimonials_id", "compare_pages_id", "redirects_id", "audits_id", "inquiries_id", "newsletter_subscribers_id", "result_email_requests_id", "lead_delivery_failures_id", "business_profiles_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_compare_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`compare_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audits_id_idx\` ON \`payload_locked_documents_rels\` (\`audits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_result_email_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`result_email_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_delivery_failures_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_delivery_failures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_business_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`business_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`postal_address\` text NOT NULL,
  	\`booking_url\` text NOT NULL,
  	\`academy_url\` text NOT NULL,
  	\`compliance_url\` text,
  	\`promo_video_url\` text,
  	\`pixel_id\` text,
  	\`footer_tagline\` text,
  	\`footer_company_line\` text,
  	\`hero_headline\` text NOT NULL,
  	\`hero_subheadline\` text,
  	\`hero_form_placeholder\` text,
  	\`hero_button_label\` text,
  	\`hero_note\` text,
  	\`course_title\` text,
  	\`course_description\` text,
  	\`course_cta_label\` text,
  	\`pricing_title\` text,
  	\`pricing_subtitle\` text,
  	\`final_cta_title\` text,
  	\`final_cta_text\` text,
  	\`final_cta_button_label\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "contact_email", "postal_address", "booking_url", "academy_url", "compliance_url", "promo_video_url", "pixel_id", "footer_tagline", "footer_company_line", "hero_headline", "hero_subheadline", "hero_form_placeholder", "hero_button_label", "hero_note", "course_title", "course_description", "course_cta_label", "pricing_title", "pricing_subtitle", "final_cta_title", "final_cta_text", "final_cta_button_label", "updated_at", "created_at") SELECT "id", "site_name", "contact_email", "postal_address", "booking_url", "academy_url", "compliance_url", "promo_video_url", "pixel_id", "footer_tagline", "footer_company_line", "hero_headline", "hero_subheadline", "hero_form_placeholder", "hero_button_label", "hero_note", "course_title", "course_description", "course_cta_label", "pricing_title", "pricing_subtitle", "final_cta_title", "final_cta_text", "final_cta_button_label", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
}
