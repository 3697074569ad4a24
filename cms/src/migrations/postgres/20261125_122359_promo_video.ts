import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" ADD COLUMN "promo_video_mp4_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "promo_poster_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "promo_captions_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "promo_video_mp4_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "promo_poster_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "promo_captions_id" integer;
  ALTER TABLE "compare_pages_blocks_hero" ADD COLUMN "promo_video_mp4_id" integer;
  ALTER TABLE "compare_pages_blocks_hero" ADD COLUMN "promo_poster_id" integer;
  ALTER TABLE "compare_pages_blocks_hero" ADD COLUMN "promo_captions_id" integer;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD COLUMN "promo_video_mp4_id" integer;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD COLUMN "promo_poster_id" integer;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD COLUMN "promo_captions_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_promo_video_mp4_id_media_id_fk" FOREIGN KEY ("promo_video_mp4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_promo_poster_id_media_id_fk" FOREIGN KEY ("promo_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_promo_captions_id_media_id_fk" FOREIGN KEY ("promo_captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_promo_video_mp4_id_media_id_fk" FOREIGN KEY ("promo_video_mp4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_promo_poster_id_media_id_fk" FOREIGN KEY ("promo_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_promo_captions_id_media_id_fk" FOREIGN KEY ("promo_captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_hero" ADD CONSTRAINT "compare_pages_blocks_hero_promo_video_mp4_id_media_id_fk" FOREIGN KEY ("promo_video_mp4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_hero" ADD CONSTRAINT "compare_pages_blocks_hero_promo_poster_id_media_id_fk" FOREIGN KEY ("promo_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_pages_blocks_hero" ADD CONSTRAINT "compare_pages_blocks_hero_promo_captions_id_media_id_fk" FOREIGN KEY ("promo_captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD CONSTRAINT "_compare_pages_v_blocks_hero_promo_video_mp4_id_media_id_fk" FOREIGN KEY ("promo_video_mp4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD CONSTRAINT "_compare_pages_v_blocks_hero_promo_poster_id_media_id_fk" FOREIGN KEY ("promo_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_compare_pages_v_blocks_hero" ADD CONSTRAINT "_compare_pages_v_blocks_hero_promo_captions_id_media_id_fk" FOREIGN KEY ("promo_captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_promo_video_mp4_idx" ON "pages_blocks_hero" USING btree ("promo_video_mp4_id");
  CREATE INDEX "pages_blocks_hero_promo_poster_idx" ON "pages_blocks_hero" USING btree ("promo_poster_id");
  CREATE INDEX "pages_blocks_hero_promo_captions_idx" ON "pages_blocks_hero" USING btree ("promo_captions_id");
  CREATE INDEX "_pages_v_blocks_hero_promo_video_mp4_idx" ON "_pages_v_blocks_hero" USING btree ("promo_video_mp4_id");
  CREATE INDEX "_pages_v_blocks_hero_promo_poster_idx" ON "_pages_v_blocks_hero" USING btree ("promo_poster_id");
  CREATE INDEX "_pages_v_blocks_hero_promo_captions_idx" ON "_pages_v_blocks_hero" USING btree ("promo_captions_id");
  CREATE INDEX "compare_pages_blocks_hero_promo_video_mp4_idx" ON "compare_pages_blocks_hero" USING btree ("promo_video_mp4_id");
  CREATE INDEX "compare_pages_blocks_hero_promo_poster_idx" ON "compare_pages_blocks_hero" USING btree ("promo_poster_id");
  CREATE INDEX "compare_pages_blocks_hero_promo_captions_idx" ON "compare_pages_blocks_hero" USING btree ("promo_captions_id");
  CREATE INDEX "_compare_pages_v_blocks_hero_promo_video_mp4_idx" ON "_compare_pages_v_blocks_hero" USING btree ("promo_video_mp4_id");
  CREATE INDEX "_compare_pages_v_blocks_hero_promo_poster_idx" ON "_compare_pages_v_blocks_hero" USING btree ("promo_poster_id");
  CREATE INDEX "_compare_pages_v_blocks_hero_promo_captions_idx" ON "_compare_pages_v_blocks_hero" USING btree ("promo_captions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_promo_video_mp4_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_promo_poster_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_promo_captions_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_promo_video_mp4_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_promo_poster_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_promo_captions_id_media_id_fk";
  
  ALTER TABLE "compare_pages_blocks_hero" DROP CONSTRAINT "compare_pages_blocks_hero_promo_video_mp4_id_media_id_fk";
  
  ALTER TABLE "compare_pages_blocks_hero" DROP CONSTRAINT "compare_pages_blocks_hero_promo_poster_id_media_id_fk";
  
  ALTER TABLE "compare_pages_blocks_hero" DROP CONSTRAINT "compare_pages_blocks_hero_promo_captions_id_media_id_fk";
  
  ALTER TABLE "_compare_pages_v_blocks_hero" DROP CONSTRAINT "_compare_pages_v_blocks_hero_promo_video_mp4_id_media_id_fk";
  
  ALTER TABLE "_compare_pages_v_blocks_hero" DROP CONSTRAINT "_compare_pages_v_blocks_hero_promo_poster_id_media_id_fk";
  
  ALTER TABLE "_compare_pages_v_blocks_hero" DROP CONSTRAINT "_compare_pages_v_blocks_hero_promo_captions_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_promo_video_mp4_idx";
  DROP INDEX "pages_blocks_hero_promo_poster_idx";
  DROP INDEX "pages_blocks_hero_promo_captions_idx";
  DROP INDEX "_pages_v_blocks_hero_promo_video_mp4_idx";
  DROP INDEX "_pages_v_blocks_hero_promo_poster_idx";
  DROP INDEX "_pages_v_blocks_hero_promo_captions_idx";
  DROP INDEX "compare_pages_blocks_hero_promo_video_mp4_idx";
  DROP INDEX "compare_pages_blocks_hero_promo_poster_idx";
  DROP INDEX "compare_pages_blocks_hero_promo_captions_idx";
  DROP INDEX "_compare_pages_v_blocks_hero_promo_video_mp4_idx";
  DROP INDEX "_compare_pages_v_blocks_hero_promo_poster_idx";
  DROP INDEX "_compare_pages_v_blocks_hero_promo_captions_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "promo_video_mp4_id";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "promo_poster_id";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "promo_captions_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "promo_video_mp4_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "promo_poster_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "promo_captions_id";
  ALTER TABLE "compare_pages_blocks_hero" DROP COLUMN "promo_video_mp4_id";
  ALTER TABLE "compare_pages_blocks_hero" DROP COLUMN "promo_poster_id";
  ALTER TABLE "compare_pages_blocks_hero" DROP COLUMN "promo_captions_id";
  ALTER TABLE "_compare_pages_v_blocks_hero" DROP COLUMN "promo_video_mp4_id";
  ALTER TABLE "_compare_pages_v_blocks_hero" DROP COLUMN "promo_poster_id";
  ALTER TABLE "_compare_pages_v_blocks_hero" DROP COLUMN "promo_captions_id";`)
}
