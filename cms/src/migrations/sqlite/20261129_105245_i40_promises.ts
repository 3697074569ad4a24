import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site settings' Promises tab (docs/decisions/0128), and the blocks' statistics named by key
 * instead of stating value and label: an existing block row keeps its statistic through the key of
 * the seed's figure it showed (another figure gets a key no statistic has, and is not shown).
 */
const STATISTICS = [
  { key: 'aiSearchDaily', value: '43%', label: 'of consumers use AI search daily', source: null },
  { key: 'aiTrust', value: '62%', label: 'trust AI for brand decisions', source: null },
  { key: 'businessesHelped', value: '100+', label: 'businesses helped', source: 'Visibly AI client results' },
  { key: 'mentionsIncrease', value: '340%', label: 'average increase in AI mentions', source: 'Visibly AI client results' },
  { key: 'timeToRecommendation', value: '30 days', label: 'average time to recommendation', source: 'Visibly AI client results' },
]

/** SQL setting `statistic` of `table`'s rows from the figure they showed. */
const keyFromValue = (table: string) =>
  `UPDATE \`${table}\` SET \`statistic\` = CASE \`value\` ${STATISTICS.map((s) => `WHEN '${s.value}' THEN '${s.key}'`).join(' ')} ELSE 'unknown' || \`_order\` END;`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_promises_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`source_name\` text,
  	\`source_url\` text,
  	\`source_year\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_promises_statistics_order_idx\` ON \`site_settings_promises_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_promises_statistics_parent_id_idx\` ON \`site_settings_promises_statistics\` (\`_parent_id\`);`)
  // The statistics the blocks stated as value and label, each in one field of the settings, as the
  // seed states them (docs/decisions/0128): the market figures without a source (not shown), the
  // company's own results with theirs.
  for (const [i, st] of STATISTICS.entries())
    await db.run(sql`INSERT INTO \`site_settings_promises_statistics\` (\`_order\`, \`_parent_id\`, \`id\`, \`key\`, \`value\`, \`label\`, \`source_name\`)
      SELECT ${i + 1}, \`id\`, lower(hex(randomblob(12))), ${st.key}, ${st.value}, ${st.label}, ${st.source} FROM \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('pages_blocks_stats_stats')))
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('pages_blocks_testimonials_stats')))
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('_pages_v_blocks_stats_stats')))
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('_pages_v_blocks_testimonials_stats')))
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_stats_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('compare_pages_blocks_stats_stats')))
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_stats_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_stats_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_testimonials_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('compare_pages_blocks_testimonials_stats')))
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_testimonials_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_testimonials_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_stats_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('_compare_pages_v_blocks_stats_stats')))
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_stats_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_stats_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_testimonials_stats\` ADD \`statistic\` text;`)
  await db.run(sql.raw(keyFromValue('_compare_pages_v_blocks_testimonials_stats')))
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_testimonials_stats\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_testimonials_stats\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_refund_terms\` text DEFAULT 'Refundable within 7 days of purchase if no more than 3 lessons are completed' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_call_minutes\` numeric DEFAULT 20 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_audit_duration\` text DEFAULT 'about 60 seconds' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_results_time\` text DEFAULT '2 to 6 weeks' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_guarantee_title\` text DEFAULT '30-Day Visibility Guarantee' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_guarantee_text\` text DEFAULT 'If AI assistants do not name you within 30 days of our work being delivered, we keep working at no extra cost until they do.' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_promises_statistics\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_stats_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_stats_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_stats_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_testimonials_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_testimonials_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`compare_pages_blocks_testimonials_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_stats_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_stats_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_stats_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_testimonials_stats\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_testimonials_stats\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_compare_pages_v_blocks_testimonials_stats\` DROP COLUMN \`statistic\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_refund_terms\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_call_minutes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_audit_duration\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_results_time\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_guarantee_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_guarantee_text\`;`)
}
