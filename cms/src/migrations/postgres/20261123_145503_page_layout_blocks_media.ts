import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_faq_placement" AS ENUM('home', 'audit', 'faqs');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_placement" AS ENUM('home', 'audit', 'faqs');
  CREATE TYPE "public"."enum_compare_pages_blocks_faq_placement" AS ENUM('home', 'audit', 'faqs');
  CREATE TYPE "public"."enum__compare_pages_v_blocks_faq_placement" AS ENUM('home', 'audit', 'faqs');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Free AI visibility audit',
  	"headline" varchar,
  	"subheadline" varchar,
  	"form_placeholder" varchar DEFAULT 'yourbusiness.com',
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"note" varchar,
  	"promo_video_id" integer,
  	"promo_video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Why AI Visibility Matters',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'How it works',
  	"title" varchar DEFAULT 'Get visible in 3 steps',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_course_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_course" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Do it yourself',
  	"title" varchar,
  	"description" varchar,
  	"cta_label" varchar DEFAULT 'Enrol Now',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Pricing',
  	"title" varchar,
  	"subtitle" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Results',
  	"title" varchar DEFAULT 'Businesses AI assistants now recommend',
  	"limit" numeric,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_guarantees_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently Asked Questions',
  	"placement" "enum_pages_blocks_faq_placement" DEFAULT 'home',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"button_url" varchar DEFAULT '/audit',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"caption" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Free AI visibility audit',
  	"headline" varchar,
  	"subheadline" varchar,
  	"form_placeholder" varchar DEFAULT 'yourbusiness.com',
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"note" varchar,
  	"promo_video_id" integer,
  	"promo_video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Why AI Visibility Matters',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'How it works',
  	"title" varchar DEFAULT 'Get visible in 3 steps',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_course_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_course" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Do it yourself',
  	"title" varchar,
  	"description" varchar,
  	"cta_label" varchar DEFAULT 'Enrol Now',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Pricing',
  	"title" varchar,
  	"subtitle" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Results',
  	"title" varchar DEFAULT 'Businesses AI assistants now recommend',
  	"limit" numeric,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_guarantees_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently Asked Questions',
  	"placement" "enum__pages_v_blocks_faq_placement" DEFAULT 'home',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"button_url" varchar DEFAULT '/audit',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"caption" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Free AI visibility audit',
  	"headline" varchar,
  	"subheadline" varchar,
  	"form_placeholder" varchar DEFAULT 'yourbusiness.com',
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"note" varchar,
  	"promo_video_id" integer,
  	"promo_video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_stats_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "compare_pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Why AI Visibility Matters',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'How it works',
  	"title" varchar DEFAULT 'Get visible in 3 steps',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_course_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_course" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Do it yourself',
  	"title" varchar,
  	"description" varchar,
  	"cta_label" varchar DEFAULT 'Enrol Now',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Pricing',
  	"title" varchar,
  	"subtitle" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_testimonials_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Results',
  	"title" varchar DEFAULT 'Businesses AI assistants now recommend',
  	"limit" numeric,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_guarantees_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently Asked Questions',
  	"placement" "enum_compare_pages_blocks_faq_placement" DEFAULT 'home',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"button_url" varchar DEFAULT '/audit',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_comparison_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_comparison_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar
  );
  
  CREATE TABLE "compare_pages_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"caption" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Free AI visibility audit',
  	"headline" varchar,
  	"subheadline" varchar,
  	"form_placeholder" varchar DEFAULT 'yourbusiness.com',
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"note" varchar,
  	"promo_video_id" integer,
  	"promo_video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_stats_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Why AI Visibility Matters',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'How it works',
  	"title" varchar DEFAULT 'Get visible in 3 steps',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_course_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_course" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Do it yourself',
  	"title" varchar,
  	"description" varchar,
  	"cta_label" varchar DEFAULT 'Enrol Now',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Pricing',
  	"title" varchar,
  	"subtitle" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_testimonials_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Results',
  	"title" varchar DEFAULT 'Businesses AI assistants now recommend',
  	"limit" numeric,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_guarantees_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently Asked Questions',
  	"placement" "enum__compare_pages_v_blocks_faq_placement" DEFAULT 'home',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Run Free AI Audit',
  	"button_url" varchar DEFAULT '/audit',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_comparison_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_comparison_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_compare_pages_v_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"caption" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "site_settings_why_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_course_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_results_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_guarantees" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_why_stats" CASCADE;
  DROP TABLE "site_settings_platforms" CASCADE;
  DROP TABLE "site_settings_steps" CASCADE;
  DROP TABLE "site_settings_course_bullets" CASCADE;
  DROP TABLE "site_settings_results_stats" CASCADE;
  DROP TABLE "site_settings_guarantees" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_promo_video_id_media_id_fk" FOREIGN KEY ("promo_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_stats" ADD CONSTRAINT "pages_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_platforms" ADD CONSTRAINT "pages_blocks_stats_platforms_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_platforms" ADD CONSTRAINT "pages_blocks_stats_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_steps" ADD CONSTRAINT "pages_blocks_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_course_bullets" ADD CONSTRAINT "pages_blocks_course_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_course"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_course" ADD CONSTRAINT "pages_blocks_course_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing" ADD CONSTRAINT "pages_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_stats" ADD CONSTRAINT "pages_blocks_testimonials_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_guarantees_guarantees" ADD CONSTRAINT "pages_blocks_guarantees_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_guarantees" ADD CONSTRAINT "pages_blocks_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_table_columns" ADD CONSTRAINT "pages_blocks_comparison_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_table_rows_cells" ADD CONSTRAINT "pages_blocks_comparison_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_table_rows" ADD CONSTRAINT "pages_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_table" ADD CONSTRAINT "pages_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_promo_video_id_media_id_fk" FOREIGN KEY ("promo_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_stats" ADD CONSTRAINT "_pages_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_platforms" ADD CONSTRAINT "_pages_v_blocks_stats_platforms_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_platforms" ADD CONSTRAINT "_pages_v_blocks_stats_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_steps" ADD CONSTRAINT "_pages_v_blocks_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_course_bullets" ADD CONSTRAINT "_pages_v_blocks_course_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_course"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_course" ADD CONSTRAINT "_pages_v_blocks_course_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing" ADD CONSTRAINT "_pages_v_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_stats" ADD CONSTRAINT "_pages_v_blocks_testimonials_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_guarantees_guarantees" ADD CONSTRAINT "_pages_v_blocks_guarantees_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_guarantees" ADD CONSTRAINT "_pages_v_blocks_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_table_columns" ADD CONSTRAINT "_pages_v_blocks_comparison_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_table_rows_cells" ADD CONSTRAINT "_pages_v_blocks_comparison_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_table_rows" ADD CONSTRAINT "_pages_v_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_table" ADD CONSTRAINT "_pages_v_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_hero" ADD CONSTRAINT "compare_pages_blocks_hero_promo_video_id_media_id_fk" FOREIGN KEY ("promo_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_hero" ADD CONSTRAINT "compare_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_stats_stats" ADD CONSTRAINT "compare_pages_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_stats_platforms" ADD CONSTRAINT "compare_pages_blocks_stats_platforms_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_stats_platforms" ADD CONSTRAINT "compare_pages_blocks_stats_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_stats" ADD CONSTRAINT "compare_pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_steps_steps" ADD CONSTRAINT "compare_pages_blocks_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_steps" ADD CONSTRAINT "compare_pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_course_bullets" ADD CONSTRAINT "compare_pages_blocks_course_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_course"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_course" ADD CONSTRAINT "compare_pages_blocks_course_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_pricing" ADD CONSTRAINT "compare_pages_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_testimonials_stats" ADD CONSTRAINT "compare_pages_blocks_testimonials_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_testimonials" ADD CONSTRAINT "compare_pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_guarantees_guarantees" ADD CONSTRAINT "compare_pages_blocks_guarantees_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_guarantees" ADD CONSTRAINT "compare_pages_blocks_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_faq" ADD CONSTRAINT "compare_pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_cta" ADD CONSTRAINT "compare_pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_rich_text" ADD CONSTRAINT "compare_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_comparison_table_columns" ADD CONSTRAINT "compare_pages_blocks_comparison_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_comparison_table_rows_cells" ADD CONSTRAINT "compare_pages_blocks_comparison_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_comparison_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_comparison_table_rows" ADD CONSTRAINT "compare_pages_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_comparison_table" ADD CONSTRAINT "compare_pages_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compare_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD CONSTRAINT "_compare_pages_v_blocks_hero_promo_video_id_media_id_fk" FOREIGN KEY ("promo_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD CONSTRAINT "_compare_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" ADD CONSTRAINT "_compare_pages_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_stats_platforms" ADD CONSTRAINT "_compare_pages_v_blocks_stats_platforms_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_stats_platforms" ADD CONSTRAINT "_compare_pages_v_blocks_stats_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_stats" ADD CONSTRAINT "_compare_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_steps_steps" ADD CONSTRAINT "_compare_pages_v_blocks_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_steps" ADD CONSTRAINT "_compare_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_course_bullets" ADD CONSTRAINT "_compare_pages_v_blocks_course_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_course"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_course" ADD CONSTRAINT "_compare_pages_v_blocks_course_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_pricing" ADD CONSTRAINT "_compare_pages_v_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" ADD CONSTRAINT "_compare_pages_v_blocks_testimonials_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_testimonials" ADD CONSTRAINT "_compare_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_guarantees_guarantees" ADD CONSTRAINT "_compare_pages_v_blocks_guarantees_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_guarantees" ADD CONSTRAINT "_compare_pages_v_blocks_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_faq" ADD CONSTRAINT "_compare_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_cta" ADD CONSTRAINT "_compare_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_rich_text" ADD CONSTRAINT "_compare_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table_columns" ADD CONSTRAINT "_compare_pages_v_blocks_comparison_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table_rows_cells" ADD CONSTRAINT "_compare_pages_v_blocks_comparison_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_comparison_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table_rows" ADD CONSTRAINT "_compare_pages_v_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table" ADD CONSTRAINT "_compare_pages_v_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_compare_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_promo_video_idx" ON "pages_blocks_hero" USING btree ("promo_video_id");
  CREATE INDEX "pages_blocks_stats_stats_order_idx" ON "pages_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_stats_parent_id_idx" ON "pages_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_platforms_order_idx" ON "pages_blocks_stats_platforms" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_platforms_parent_id_idx" ON "pages_blocks_stats_platforms" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_platforms_logo_idx" ON "pages_blocks_stats_platforms" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_steps_steps_order_idx" ON "pages_blocks_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_steps_parent_id_idx" ON "pages_blocks_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "pages_blocks_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_course_bullets_order_idx" ON "pages_blocks_course_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_course_bullets_parent_id_idx" ON "pages_blocks_course_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_course_order_idx" ON "pages_blocks_course" USING btree ("_order");
  CREATE INDEX "pages_blocks_course_parent_id_idx" ON "pages_blocks_course" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_course_path_idx" ON "pages_blocks_course" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_order_idx" ON "pages_blocks_pricing" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_parent_id_idx" ON "pages_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_path_idx" ON "pages_blocks_pricing" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_stats_order_idx" ON "pages_blocks_testimonials_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_stats_parent_id_idx" ON "pages_blocks_testimonials_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_guarantees_guarantees_order_idx" ON "pages_blocks_guarantees_guarantees" USING btree ("_order");
  CREATE INDEX "pages_blocks_guarantees_guarantees_parent_id_idx" ON "pages_blocks_guarantees_guarantees" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_guarantees_order_idx" ON "pages_blocks_guarantees" USING btree ("_order");
  CREATE INDEX "pages_blocks_guarantees_parent_id_idx" ON "pages_blocks_guarantees" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_guarantees_path_idx" ON "pages_blocks_guarantees" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_comparison_table_columns_order_idx" ON "pages_blocks_comparison_table_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_table_columns_parent_id_idx" ON "pages_blocks_comparison_table_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_table_rows_cells_order_idx" ON "pages_blocks_comparison_table_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_table_rows_cells_parent_id_idx" ON "pages_blocks_comparison_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_table_rows_order_idx" ON "pages_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_table_rows_parent_id_idx" ON "pages_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_table_order_idx" ON "pages_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_table_parent_id_idx" ON "pages_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_table_path_idx" ON "pages_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_promo_video_idx" ON "_pages_v_blocks_hero" USING btree ("promo_video_id");
  CREATE INDEX "_pages_v_blocks_stats_stats_order_idx" ON "_pages_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_stats_parent_id_idx" ON "_pages_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_platforms_order_idx" ON "_pages_v_blocks_stats_platforms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_platforms_parent_id_idx" ON "_pages_v_blocks_stats_platforms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_platforms_logo_idx" ON "_pages_v_blocks_stats_platforms" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_steps_steps_order_idx" ON "_pages_v_blocks_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_steps_parent_id_idx" ON "_pages_v_blocks_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "_pages_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_course_bullets_order_idx" ON "_pages_v_blocks_course_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_course_bullets_parent_id_idx" ON "_pages_v_blocks_course_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_course_order_idx" ON "_pages_v_blocks_course" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_course_parent_id_idx" ON "_pages_v_blocks_course" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_course_path_idx" ON "_pages_v_blocks_course" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_order_idx" ON "_pages_v_blocks_pricing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_parent_id_idx" ON "_pages_v_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_path_idx" ON "_pages_v_blocks_pricing" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_stats_order_idx" ON "_pages_v_blocks_testimonials_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_stats_parent_id_idx" ON "_pages_v_blocks_testimonials_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_guarantees_guarantees_order_idx" ON "_pages_v_blocks_guarantees_guarantees" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_guarantees_guarantees_parent_id_idx" ON "_pages_v_blocks_guarantees_guarantees" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_guarantees_order_idx" ON "_pages_v_blocks_guarantees" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_guarantees_parent_id_idx" ON "_pages_v_blocks_guarantees" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_guarantees_path_idx" ON "_pages_v_blocks_guarantees" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_comparison_table_columns_order_idx" ON "_pages_v_blocks_comparison_table_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_table_columns_parent_id_idx" ON "_pages_v_blocks_comparison_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_table_rows_cells_order_idx" ON "_pages_v_blocks_comparison_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_table_rows_cells_parent_id_idx" ON "_pages_v_blocks_comparison_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_table_rows_order_idx" ON "_pages_v_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_table_rows_parent_id_idx" ON "_pages_v_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_table_order_idx" ON "_pages_v_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_table_parent_id_idx" ON "_pages_v_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_table_path_idx" ON "_pages_v_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_hero_order_idx" ON "compare_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_hero_parent_id_idx" ON "compare_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_hero_path_idx" ON "compare_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_hero_promo_video_idx" ON "compare_pages_blocks_hero" USING btree ("promo_video_id");
  CREATE INDEX "compare_pages_blocks_stats_stats_order_idx" ON "compare_pages_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_stats_stats_parent_id_idx" ON "compare_pages_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_stats_platforms_order_idx" ON "compare_pages_blocks_stats_platforms" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_stats_platforms_parent_id_idx" ON "compare_pages_blocks_stats_platforms" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_stats_platforms_logo_idx" ON "compare_pages_blocks_stats_platforms" USING btree ("logo_id");
  CREATE INDEX "compare_pages_blocks_stats_order_idx" ON "compare_pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_stats_parent_id_idx" ON "compare_pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_stats_path_idx" ON "compare_pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_steps_steps_order_idx" ON "compare_pages_blocks_steps_steps" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_steps_steps_parent_id_idx" ON "compare_pages_blocks_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_steps_order_idx" ON "compare_pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_steps_parent_id_idx" ON "compare_pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_steps_path_idx" ON "compare_pages_blocks_steps" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_course_bullets_order_idx" ON "compare_pages_blocks_course_bullets" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_course_bullets_parent_id_idx" ON "compare_pages_blocks_course_bullets" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_course_order_idx" ON "compare_pages_blocks_course" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_course_parent_id_idx" ON "compare_pages_blocks_course" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_course_path_idx" ON "compare_pages_blocks_course" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_pricing_order_idx" ON "compare_pages_blocks_pricing" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_pricing_parent_id_idx" ON "compare_pages_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_pricing_path_idx" ON "compare_pages_blocks_pricing" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_testimonials_stats_order_idx" ON "compare_pages_blocks_testimonials_stats" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_testimonials_stats_parent_id_idx" ON "compare_pages_blocks_testimonials_stats" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_testimonials_order_idx" ON "compare_pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_testimonials_parent_id_idx" ON "compare_pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_testimonials_path_idx" ON "compare_pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_guarantees_guarantees_order_idx" ON "compare_pages_blocks_guarantees_guarantees" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_guarantees_guarantees_parent_id_idx" ON "compare_pages_blocks_guarantees_guarantees" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_guarantees_order_idx" ON "compare_pages_blocks_guarantees" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_guarantees_parent_id_idx" ON "compare_pages_blocks_guarantees" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_guarantees_path_idx" ON "compare_pages_blocks_guarantees" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_faq_order_idx" ON "compare_pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_faq_parent_id_idx" ON "compare_pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_faq_path_idx" ON "compare_pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_cta_order_idx" ON "compare_pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_cta_parent_id_idx" ON "compare_pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_cta_path_idx" ON "compare_pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_rich_text_order_idx" ON "compare_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_rich_text_parent_id_idx" ON "compare_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_rich_text_path_idx" ON "compare_pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "compare_pages_blocks_comparison_table_columns_order_idx" ON "compare_pages_blocks_comparison_table_columns" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_comparison_table_columns_parent_id_idx" ON "compare_pages_blocks_comparison_table_columns" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_comparison_table_rows_cells_order_idx" ON "compare_pages_blocks_comparison_table_rows_cells" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_comparison_table_rows_cells_parent_id_idx" ON "compare_pages_blocks_comparison_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_comparison_table_rows_order_idx" ON "compare_pages_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_comparison_table_rows_parent_id_idx" ON "compare_pages_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_comparison_table_order_idx" ON "compare_pages_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "compare_pages_blocks_comparison_table_parent_id_idx" ON "compare_pages_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "compare_pages_blocks_comparison_table_path_idx" ON "compare_pages_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_hero_order_idx" ON "_compare_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_hero_parent_id_idx" ON "_compare_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_hero_path_idx" ON "_compare_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_hero_promo_video_idx" ON "_compare_pages_v_blocks_hero" USING btree ("promo_video_id");
  CREATE INDEX "_compare_pages_v_blocks_stats_stats_order_idx" ON "_compare_pages_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_stats_stats_parent_id_idx" ON "_compare_pages_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_stats_platforms_order_idx" ON "_compare_pages_v_blocks_stats_platforms" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_stats_platforms_parent_id_idx" ON "_compare_pages_v_blocks_stats_platforms" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_stats_platforms_logo_idx" ON "_compare_pages_v_blocks_stats_platforms" USING btree ("logo_id");
  CREATE INDEX "_compare_pages_v_blocks_stats_order_idx" ON "_compare_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_stats_parent_id_idx" ON "_compare_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_stats_path_idx" ON "_compare_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_steps_steps_order_idx" ON "_compare_pages_v_blocks_steps_steps" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_steps_steps_parent_id_idx" ON "_compare_pages_v_blocks_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_steps_order_idx" ON "_compare_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_steps_parent_id_idx" ON "_compare_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_steps_path_idx" ON "_compare_pages_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_course_bullets_order_idx" ON "_compare_pages_v_blocks_course_bullets" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_course_bullets_parent_id_idx" ON "_compare_pages_v_blocks_course_bullets" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_course_order_idx" ON "_compare_pages_v_blocks_course" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_course_parent_id_idx" ON "_compare_pages_v_blocks_course" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_course_path_idx" ON "_compare_pages_v_blocks_course" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_pricing_order_idx" ON "_compare_pages_v_blocks_pricing" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_pricing_parent_id_idx" ON "_compare_pages_v_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_pricing_path_idx" ON "_compare_pages_v_blocks_pricing" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_testimonials_stats_order_idx" ON "_compare_pages_v_blocks_testimonials_stats" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_testimonials_stats_parent_id_idx" ON "_compare_pages_v_blocks_testimonials_stats" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_testimonials_order_idx" ON "_compare_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_testimonials_parent_id_idx" ON "_compare_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_testimonials_path_idx" ON "_compare_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_guarantees_guarantees_order_idx" ON "_compare_pages_v_blocks_guarantees_guarantees" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_guarantees_guarantees_parent_id_idx" ON "_compare_pages_v_blocks_guarantees_guarantees" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_guarantees_order_idx" ON "_compare_pages_v_blocks_guarantees" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_guarantees_parent_id_idx" ON "_compare_pages_v_blocks_guarantees" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_guarantees_path_idx" ON "_compare_pages_v_blocks_guarantees" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_faq_order_idx" ON "_compare_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_faq_parent_id_idx" ON "_compare_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_faq_path_idx" ON "_compare_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_cta_order_idx" ON "_compare_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_cta_parent_id_idx" ON "_compare_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_cta_path_idx" ON "_compare_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_rich_text_order_idx" ON "_compare_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_rich_text_parent_id_idx" ON "_compare_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_rich_text_path_idx" ON "_compare_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_columns_order_idx" ON "_compare_pages_v_blocks_comparison_table_columns" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_columns_parent_id_idx" ON "_compare_pages_v_blocks_comparison_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_rows_cells_order_idx" ON "_compare_pages_v_blocks_comparison_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_rows_cells_parent_id_idx" ON "_compare_pages_v_blocks_comparison_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_rows_order_idx" ON "_compare_pages_v_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_rows_parent_id_idx" ON "_compare_pages_v_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_order_idx" ON "_compare_pages_v_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_parent_id_idx" ON "_compare_pages_v_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "_compare_pages_v_blocks_comparison_table_path_idx" ON "_compare_pages_v_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "site_settings_share_image_idx" ON "site_settings" USING btree ("share_image_id");
  ALTER TABLE "site_settings" DROP COLUMN "promo_video_url";
  ALTER TABLE "site_settings" DROP COLUMN "hero_headline";
  ALTER TABLE "site_settings" DROP COLUMN "hero_subheadline";
  ALTER TABLE "site_settings" DROP COLUMN "hero_form_placeholder";
  ALTER TABLE "site_settings" DROP COLUMN "hero_button_label";
  ALTER TABLE "site_settings" DROP COLUMN "hero_note";
  ALTER TABLE "site_settings" DROP COLUMN "course_title";
  ALTER TABLE "site_settings" DROP COLUMN "course_description";
  ALTER TABLE "site_settings" DROP COLUMN "course_cta_label";
  ALTER TABLE "site_settings" DROP COLUMN "pricing_title";
  ALTER TABLE "site_settings" DROP COLUMN "pricing_subtitle";
  ALTER TABLE "site_settings" DROP COLUMN "final_cta_title";
  ALTER TABLE "site_settings" DROP COLUMN "final_cta_text";
  ALTER TABLE "site_settings" DROP COLUMN "final_cta_button_label";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_why_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "site_settings_course_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_results_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_course_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_course" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_guarantees_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_course_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_course" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_guarantees_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_stats_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_course_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_course" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_testimonials_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_guarantees_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_comparison_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_comparison_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_comparison_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compare_pages_blocks_comparison_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_stats_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_course_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_course" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_guarantees_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_compare_pages_v_blocks_comparison_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_stats_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_platforms" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_steps" CASCADE;
  DROP TABLE "pages_blocks_course_bullets" CASCADE;
  DROP TABLE "pages_blocks_course" CASCADE;
  DROP TABLE "pages_blocks_pricing" CASCADE;
  DROP TABLE "pages_blocks_testimonials_stats" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_guarantees_guarantees" CASCADE;
  DROP TABLE "pages_blocks_guarantees" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_comparison_table_columns" CASCADE;
  DROP TABLE "pages_blocks_comparison_table_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "pages_blocks_comparison_table" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_platforms" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_course_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_course" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_guarantees_guarantees" CASCADE;
  DROP TABLE "_pages_v_blocks_guarantees" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_table_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_table_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_table" CASCADE;
  DROP TABLE "compare_pages_blocks_hero" CASCADE;
  DROP TABLE "compare_pages_blocks_stats_stats" CASCADE;
  DROP TABLE "compare_pages_blocks_stats_platforms" CASCADE;
  DROP TABLE "compare_pages_blocks_stats" CASCADE;
  DROP TABLE "compare_pages_blocks_steps_steps" CASCADE;
  DROP TABLE "compare_pages_blocks_steps" CASCADE;
  DROP TABLE "compare_pages_blocks_course_bullets" CASCADE;
  DROP TABLE "compare_pages_blocks_course" CASCADE;
  DROP TABLE "compare_pages_blocks_pricing" CASCADE;
  DROP TABLE "compare_pages_blocks_testimonials_stats" CASCADE;
  DROP TABLE "compare_pages_blocks_testimonials" CASCADE;
  DROP TABLE "compare_pages_blocks_guarantees_guarantees" CASCADE;
  DROP TABLE "compare_pages_blocks_guarantees" CASCADE;
  DROP TABLE "compare_pages_blocks_faq" CASCADE;
  DROP TABLE "compare_pages_blocks_cta" CASCADE;
  DROP TABLE "compare_pages_blocks_rich_text" CASCADE;
  DROP TABLE "compare_pages_blocks_comparison_table_columns" CASCADE;
  DROP TABLE "compare_pages_blocks_comparison_table_rows_cells" CASCADE;
  DROP TABLE "compare_pages_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "compare_pages_blocks_comparison_table" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_stats_platforms" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_steps_steps" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_course_bullets" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_course" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_pricing" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_testimonials_stats" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_guarantees_guarantees" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_guarantees" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_comparison_table_columns" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_comparison_table_rows_cells" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "_compare_pages_v_blocks_comparison_table" CASCADE;
  DROP TABLE "media" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_share_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "site_settings_share_image_idx";
  ALTER TABLE "site_settings" ADD COLUMN "promo_video_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "hero_headline" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "hero_subheadline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "hero_form_placeholder" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "hero_button_label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "hero_note" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "course_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "course_description" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "course_cta_label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "pricing_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "pricing_subtitle" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "final_cta_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "final_cta_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "final_cta_button_label" varchar;
  ALTER TABLE "site_settings_why_stats" ADD CONSTRAINT "site_settings_why_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_platforms" ADD CONSTRAINT "site_settings_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_steps" ADD CONSTRAINT "site_settings_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_course_bullets" ADD CONSTRAINT "site_settings_course_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_results_stats" ADD CONSTRAINT "site_settings_results_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_guarantees" ADD CONSTRAINT "site_settings_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_why_stats_order_idx" ON "site_settings_why_stats" USING btree ("_order");
  CREATE INDEX "site_settings_why_stats_parent_id_idx" ON "site_settings_why_stats" USING btree ("_parent_id");
  CREATE INDEX "site_settings_platforms_order_idx" ON "site_settings_platforms" USING btree ("_order");
  CREATE INDEX "site_settings_platforms_parent_id_idx" ON "site_settings_platforms" USING btree ("_parent_id");
  CREATE INDEX "site_settings_steps_order_idx" ON "site_settings_steps" USING btree ("_order");
  CREATE INDEX "site_settings_steps_parent_id_idx" ON "site_settings_steps" USING btree ("_parent_id");
  CREATE INDEX "site_settings_course_bullets_order_idx" ON "site_settings_course_bullets" USING btree ("_order");
  CREATE INDEX "site_settings_course_bullets_parent_id_idx" ON "site_settings_course_bullets" USING btree ("_parent_id");
  CREATE INDEX "site_settings_results_stats_order_idx" ON "site_settings_results_stats" USING btree ("_order");
  CREATE INDEX "site_settings_results_stats_parent_id_idx" ON "site_settings_results_stats" USING btree ("_parent_id");
  CREATE INDEX "site_settings_guarantees_order_idx" ON "site_settings_guarantees" USING btree ("_order");
  CREATE INDEX "site_settings_guarantees_parent_id_idx" ON "site_settings_guarantees" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "site_settings" DROP COLUMN "share_image_id";
  DROP TYPE "public"."enum_pages_blocks_faq_placement";
  DROP TYPE "public"."enum__pages_v_blocks_faq_placement";
  DROP TYPE "public"."enum_compare_pages_blocks_faq_placement";
  DROP TYPE "public"."enum__compare_pages_v_blocks_faq_placement";`)
}
