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

/** Rewords the seed's texts in every column of `TEXT_COLUMNS` the database has (`REWORDED`). */
async function quoteSeedTexts(db: MigrateUpArgs['db']): Promise<void> {
  for (const [table, column] of TEXT_COLUMNS) {
    const columns = await db.all<{ name: string }>(sql.raw(`SELECT name FROM pragma_table_info('${table}')`))
    if (!columns.some((c) => c.name === column)) continue
    for (const [from, to, offers] of REWORDED) {
      const guard = offers.map((slug) => sql` AND EXISTS (SELECT 1 FROM \`offers\` WHERE \`slug\` = ${slug})`)
      await db.run(
        sql.join([
          sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = replace(${sql.identifier(column)}, ${from}, ${to}) WHERE instr(${sql.identifier(column)}, ${from}) > 0`,
          ...guard,
        ]),
      )
    }
  }
}

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
  // Texts of the seed quote the values they stated (decisions 0127, 0128).
  await quoteSeedTexts(db)
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
