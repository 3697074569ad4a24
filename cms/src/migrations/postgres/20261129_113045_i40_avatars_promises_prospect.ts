import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Three schema changes in one: the customer-avatars upload collection and customers.avatar
 * (docs/decisions/0131), the site settings' Promises tab with the blocks' statistics named by key
 * instead of stating value and label (docs/decisions/0127, 0128), and the prospect links (rels
 * tables, rechecks.audit_id). The data steps are those of the SQLite migrations: an existing block
 * row keeps its statistic through the key of the seed's figure it showed (another figure gets a key
 * no statistic has, and is not shown), existing settings get the seed's statistics, and the seed's
 * texts quote the price or promise they typed.
 */
const STATISTICS = [
  { key: 'aiSearchDaily', value: '43%', label: 'of consumers use AI search daily', source: null },
  { key: 'aiTrust', value: '62%', label: 'trust AI for brand decisions', source: null },
  { key: 'businessesHelped', value: '100+', label: 'businesses helped', source: 'Visibly AI client results' },
  { key: 'mentionsIncrease', value: '340%', label: 'average increase in AI mentions', source: 'Visibly AI client results' },
  { key: 'timeToRecommendation', value: '30 days', label: 'average time to recommendation', source: 'Visibly AI client results' },
]

/** The block tables whose rows lose `value`/`label` and gain `statistic`. */
const STATS_TABLES = ['pages', '_pages_v', 'compare_pages', '_compare_pages_v'].flatMap((p) => [
  `${p}_blocks_stats_stats`,
  `${p}_blocks_testimonials_stats`,
])

/** SQL setting `statistic` of `table`'s rows from the figure they showed. */
const keyFromValue = (table: string) =>
  `UPDATE "${table}" SET "statistic" = CASE "value" ${STATISTICS.map((s) => `WHEN '${s.value}' THEN '${s.key}'`).join(' ')} ELSE 'unknown' || "_order" END;`

/**
 * The seed's texts as databases made before decision 0127/0128 hold them, each with the text that
 * quotes the one value instead (the seed's new wording), and the offers its references need: a
 * text staff have since changed holds no such wording and is left alone.
 */
const REWORDED: [from: string, to: string, offers: string[]][] = [
  ['The course ($149, one-time)', 'The course ({price:course:period})', ['course']],
  ['Foundations ($1,997) and PRO ($3,997)', 'Foundations ({price:foundations}) and PRO ({price:pro})', ['foundations', 'pro']],
  ['Maintenance is $997 per month with a 3-month minimum ($2,991 in total)', 'Maintenance is {price:maintenance:period} with a 3-month minimum ({price:maintenance:total} in total)', ['maintenance']],
  ['a free audit in about 60 seconds, a $149 course', 'a free audit in {promise:auditDuration}, a {price:course} course', ['course']],
  ['Self-study course ($149, lifetime access)', 'Self-study course ({price:course}, lifetime access)', ['course']],
  ['The course is refundable within 7 days of purchase, as long as no more than 3 lessons have been completed.', 'The course: {promise:refundTerms}.', []],
  ['The course is refundable within 7 days of purchase if no more than 3 lessons have been completed.', 'The course: {promise:refundTerms}.', []],
  ['Refundable within 7 days if no more than 3 lessons are completed', '{promise:refundTerms}', []],
  ['7-day refund if no more than 3 lessons completed', '{promise:refundTerms}', []],
  ['30-day refund guarantee', '{promise:refundTerms}', []],
  ['Most businesses see results in 2 to 6 weeks. The average time to a first recommendation among our clients is 30 days.', 'Most businesses see results in {promise:resultsTime}. {promise:guaranteeText}', []],
  ['Results expected in 2 to 6 weeks.', 'Results expected in {promise:resultsTime}.', []],
  ['Yes. Instant results. No email required, and no card.', 'Yes. Results in {promise:auditDuration}. No email required, and no card.', []],
  ['It takes about 60 seconds and', 'It takes {promise:auditDuration} and', []],
  ['in about 60 seconds.', 'in {promise:auditDuration}.', []],
  ['Free audit in about 60 seconds.', 'Free audit in {promise:auditDuration}.', []],
  ['It takes about a minute.', 'It takes {promise:auditDuration}.', []],
  ['Visible in AI answers within 30 days, or we keep working at no cost.', '{promise:guaranteeText}', []],
  ['30-Day Guarantee', '{promise:guaranteeTitle}', []],
  ['A 30-day visibility guarantee', 'The {promise:guaranteeTitle}', []],
  ['30-day visibility guarantee', '{promise:guaranteeTitle}', []],
  ['Book a 30-minute strategy call', 'Book a {promise:callMinutes}-minute strategy call', []],
]

/** The text columns the seed's wording is in: FAQs, offer features, block texts, rich-text bodies. */
const TEXT_COLUMNS: [table: string, column: string][] = [
  ['faqs', 'answer'],
  ['offers_features', 'feature'],
  ['_offers_v_version_features', 'feature'],
  ...['pages', '_pages_v', 'compare_pages', '_compare_pages_v'].flatMap((p): [string, string][] => [
    [`${p}_blocks_course_bullets`, 'text'],
    [`${p}_blocks_guarantees_guarantees`, 'title'],
    [`${p}_blocks_guarantees_guarantees`, 'description'],
    [`${p}_blocks_hero`, 'note'],
    [`${p}_blocks_cta`, 'text'],
    [`${p}_blocks_steps_steps`, 'description'],
    [`${p}_blocks_comparison_table_rows`, 'feature'],
  ]),
  ['pages', 'body'],
  ['_pages_v', 'version_body'],
  ['compare_pages', 'body'],
  ['_compare_pages_v', 'version_body'],
  ['posts', 'body'],
  ['_posts_v', 'version_body'],
]

/**
 * Rewords the seed's texts in every column of `TEXT_COLUMNS` the database has (`REWORDED`); a
 * rich-text body is jsonb, reworded in its text (none of the wordings needs escaping in JSON).
 */
async function quoteSeedTexts(db: MigrateUpArgs['db']): Promise<void> {
  for (const [table, column] of TEXT_COLUMNS) {
    const { rows } = await db.execute(
      sql`SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`,
    )
    const type = (rows as { data_type: string }[])[0]?.data_type
    if (!type) continue
    const json = type === 'jsonb' || type === 'json'
    const text = json ? sql`${sql.identifier(column)}::text` : sql.identifier(column)
    for (const [from, to, offers] of REWORDED) {
      const reworded = sql`replace(${text}, ${from}::text, ${to}::text)`
      const guard = offers.map((slug) => sql` AND EXISTS (SELECT 1 FROM "offers" WHERE "slug" = ${slug})`)
      await db.execute(
        sql.join([
          sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = `,
          json ? sql`${reworded}::${sql.raw(type)}` : reworded,
          sql` WHERE strpos(${text}, ${from}::text) > 0`,
          ...guard,
        ]),
      )
    }
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rechecks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"inquiries_id" integer,
  	"result_email_requests_id" integer
  );
  
  CREATE TABLE "inquiries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer
  );
  
  CREATE TABLE "customer_avatars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
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
  
  CREATE TABLE "site_settings_promises_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"source_name" varchar,
  	"source_url" varchar,
  	"source_year" varchar
  );
  
  ALTER TABLE "pages_blocks_stats_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "pages_blocks_testimonials_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "_pages_v_blocks_stats_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "compare_pages_blocks_stats_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "compare_pages_blocks_testimonials_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" ADD COLUMN "statistic" varchar;
  ALTER TABLE "rechecks" ADD COLUMN "audit_id" integer;
  ALTER TABLE "result_email_requests_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "customers" ADD COLUMN "avatar_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_avatars_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "promises_refund_terms" varchar DEFAULT 'Refundable within 7 days of purchase if no more than 3 lessons are completed' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "promises_call_minutes" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "promises_audit_duration" varchar DEFAULT 'about 60 seconds' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "promises_results_time" varchar DEFAULT '2 to 6 weeks' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "promises_guarantee_title" varchar DEFAULT '30-Day Visibility Guarantee' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "promises_guarantee_text" varchar DEFAULT 'If AI assistants do not name you within 30 days of our work being delivered, we keep working at no extra cost until they do.' NOT NULL;
  ALTER TABLE "rechecks_rels" ADD CONSTRAINT "rechecks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rechecks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rechecks_rels" ADD CONSTRAINT "rechecks_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rechecks_rels" ADD CONSTRAINT "rechecks_rels_result_email_requests_fk" FOREIGN KEY ("result_email_requests_id") REFERENCES "public"."result_email_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_avatars" ADD CONSTRAINT "customer_avatars_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_promises_statistics" ADD CONSTRAINT "site_settings_promises_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "rechecks_rels_order_idx" ON "rechecks_rels" USING btree ("order");
  CREATE INDEX "rechecks_rels_parent_idx" ON "rechecks_rels" USING btree ("parent_id");
  CREATE INDEX "rechecks_rels_path_idx" ON "rechecks_rels" USING btree ("path");
  CREATE INDEX "rechecks_rels_inquiries_id_idx" ON "rechecks_rels" USING btree ("inquiries_id");
  CREATE INDEX "rechecks_rels_result_email_requests_id_idx" ON "rechecks_rels" USING btree ("result_email_requests_id");
  CREATE INDEX "inquiries_rels_order_idx" ON "inquiries_rels" USING btree ("order");
  CREATE INDEX "inquiries_rels_parent_idx" ON "inquiries_rels" USING btree ("parent_id");
  CREATE INDEX "inquiries_rels_path_idx" ON "inquiries_rels" USING btree ("path");
  CREATE INDEX "inquiries_rels_customers_id_idx" ON "inquiries_rels" USING btree ("customers_id");
  CREATE INDEX "customer_avatars_customer_idx" ON "customer_avatars" USING btree ("customer_id");
  CREATE INDEX "customer_avatars_updated_at_idx" ON "customer_avatars" USING btree ("updated_at");
  CREATE INDEX "customer_avatars_created_at_idx" ON "customer_avatars" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_avatars_filename_idx" ON "customer_avatars" USING btree ("filename");
  CREATE INDEX "site_settings_promises_statistics_order_idx" ON "site_settings_promises_statistics" USING btree ("_order");
  CREATE INDEX "site_settings_promises_statistics_parent_id_idx" ON "site_settings_promises_statistics" USING btree ("_parent_id");
  ALTER TABLE "rechecks" ADD CONSTRAINT "rechecks_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "result_email_requests_rels" ADD CONSTRAINT "result_email_requests_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_avatar_id_customer_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."customer_avatars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_avatars_fk" FOREIGN KEY ("customer_avatars_id") REFERENCES "public"."customer_avatars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "rechecks_audit_idx" ON "rechecks" USING btree ("audit_id");
  CREATE INDEX "result_email_requests_rels_customers_id_idx" ON "result_email_requests_rels" USING btree ("customers_id");
  CREATE INDEX "customers_avatar_idx" ON "customers" USING btree ("avatar_id");
  CREATE INDEX "payload_locked_documents_rels_customer_avatars_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_avatars_id");`)
  // The statistics the blocks stated as value and label, each in one field of the settings, as the
  // seed states them (docs/decisions/0128): the market figures without a source (not shown), the
  // company's own results with theirs.
  for (const [i, st] of STATISTICS.entries())
    await db.execute(sql`INSERT INTO "site_settings_promises_statistics" ("_order", "_parent_id", "id", "key", "value", "label", "source_name")
      SELECT ${i + 1}::integer, "id", substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), ${st.key}, ${st.value}, ${st.label}, ${st.source}::varchar FROM "site_settings";`)
  // Each block row's statistic from the figure it showed, before its value and label go.
  for (const table of STATS_TABLES) await db.execute(sql.raw(keyFromValue(table)))
  await db.execute(sql`
  ALTER TABLE "pages_blocks_stats_stats" DROP COLUMN "value";
  ALTER TABLE "pages_blocks_stats_stats" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_testimonials_stats" DROP COLUMN "value";
  ALTER TABLE "pages_blocks_testimonials_stats" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_stats_stats" DROP COLUMN "value";
  ALTER TABLE "_pages_v_blocks_stats_stats" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_testimonials_stats" DROP COLUMN "value";
  ALTER TABLE "_pages_v_blocks_testimonials_stats" DROP COLUMN "label";
  ALTER TABLE "compare_pages_blocks_stats_stats" DROP COLUMN "value";
  ALTER TABLE "compare_pages_blocks_stats_stats" DROP COLUMN "label";
  ALTER TABLE "compare_pages_blocks_testimonials_stats" DROP COLUMN "value";
  ALTER TABLE "compare_pages_blocks_testimonials_stats" DROP COLUMN "label";
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" DROP COLUMN "value";
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" DROP COLUMN "label";
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" DROP COLUMN "value";
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" DROP COLUMN "label";`)
  // Texts of the seed quote the values they stated (decisions 0127, 0128).
  await quoteSeedTexts(db)
}

// Dropping customer_avatars (CASCADE) drops the constraints that reference it: those two are
// dropped only if they are still there.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rechecks_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customer_avatars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_promises_statistics" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rechecks_rels" CASCADE;
  DROP TABLE "inquiries_rels" CASCADE;
  DROP TABLE "customer_avatars" CASCADE;
  DROP TABLE "site_settings_promises_statistics" CASCADE;
  ALTER TABLE "rechecks" DROP CONSTRAINT "rechecks_audit_id_audits_id_fk";
  
  ALTER TABLE "result_email_requests_rels" DROP CONSTRAINT "result_email_requests_rels_customers_fk";
  
  ALTER TABLE "customers" DROP CONSTRAINT IF EXISTS "customers_avatar_id_customer_avatars_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_customer_avatars_fk";
  
  DROP INDEX "rechecks_audit_idx";
  DROP INDEX "result_email_requests_rels_customers_id_idx";
  DROP INDEX "customers_avatar_idx";
  DROP INDEX "payload_locked_documents_rels_customer_avatars_id_idx";
  ALTER TABLE "pages_blocks_stats_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "pages_blocks_stats_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_testimonials_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "pages_blocks_testimonials_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_stats_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "_pages_v_blocks_stats_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "compare_pages_blocks_stats_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "compare_pages_blocks_stats_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "compare_pages_blocks_testimonials_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "compare_pages_blocks_testimonials_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_stats_stats" DROP COLUMN "statistic";
  ALTER TABLE "pages_blocks_testimonials_stats" DROP COLUMN "statistic";
  ALTER TABLE "_pages_v_blocks_stats_stats" DROP COLUMN "statistic";
  ALTER TABLE "_pages_v_blocks_testimonials_stats" DROP COLUMN "statistic";
  ALTER TABLE "compare_pages_blocks_stats_stats" DROP COLUMN "statistic";
  ALTER TABLE "compare_pages_blocks_testimonials_stats" DROP COLUMN "statistic";
  ALTER TABLE "_compare_pages_v_blocks_stats_stats" DROP COLUMN "statistic";
  ALTER TABLE "_compare_pages_v_blocks_testimonials_stats" DROP COLUMN "statistic";
  ALTER TABLE "rechecks" DROP COLUMN "audit_id";
  ALTER TABLE "result_email_requests_rels" DROP COLUMN "customers_id";
  ALTER TABLE "customers" DROP COLUMN "avatar_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_avatars_id";
  ALTER TABLE "site_settings" DROP COLUMN "promises_refund_terms";
  ALTER TABLE "site_settings" DROP COLUMN "promises_call_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "promises_audit_duration";
  ALTER TABLE "site_settings" DROP COLUMN "promises_results_time";
  ALTER TABLE "site_settings" DROP COLUMN "promises_guarantee_title";
  ALTER TABLE "site_settings" DROP COLUMN "promises_guarantee_text";`)
}
