import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audits\` ADD \`customer_id\` integer REFERENCES customers(id);`)
  await db.run(sql`CREATE INDEX \`audits_customer_idx\` ON \`audits\` (\`customer_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`specialism\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`website\` text,
  	\`business_type\` text,
  	\`severity\` text NOT NULL,
  	\`simulated\` integer DEFAULT false,
  	\`web_search\` integer DEFAULT false,
  	\`search_location\` text,
  	\`assistant\` text,
  	\`mention_rate\` numeric,
  	\`share_of_voice\` numeric,
  	\`times_mentioned\` numeric,
  	\`total_questions\` numeric,
  	\`top_competitors\` text,
  	\`summary\` text,
  	\`scores\` text,
  	\`verdict\` text,
  	\`questions_and_answers\` text,
  	\`discovery_queries_results\` text,
  	\`duration_ms\` numeric,
  	\`audited_at\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audits\`("id", "business_name", "specialism", "location", "website", "business_type", "severity", "simulated", "web_search", "search_location", "assistant", "mention_rate", "share_of_voice", "times_mentioned", "total_questions", "top_competitors", "summary", "scores", "verdict", "questions_and_answers", "discovery_queries_results", "duration_ms", "audited_at", "idempotency_key", "updated_at", "created_at") SELECT "id", "business_name", "specialism", "location", "website", "business_type", "severity", "simulated", "web_search", "search_location", "assistant", "mention_rate", "share_of_voice", "times_mentioned", "total_questions", "top_competitors", "summary", "scores", "verdict", "questions_and_answers", "discovery_queries_results", "duration_ms", "audited_at", "idempotency_key", "updated_at", "created_at" FROM \`audits\`;`)
  await db.run(sql`DROP TABLE \`audits\`;`)
  await db.run(sql`ALTER TABLE \`__new_audits\` RENAME TO \`audits\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audits_business_name_idx\` ON \`audits\` (\`business_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audits_idempotency_key_idx\` ON \`audits\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`audits_updated_at_idx\` ON \`audits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audits_created_at_idx\` ON \`audits\` (\`created_at\`);`)
}
