-- News written in the console: the languages of a post share its id, a post without a time is a draft, a cover
-- may be an admin's upload, saves count revisions, and an admin's edit keeps the seed off the post.
ALTER TABLE "news_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "post_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "cover_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The languages of a shipped post become one post: its id is derived from the key after the language in its
-- seed key, the way news/seed.ts derives it for posts seeded later.
UPDATE "news_posts" SET "post_id" = md5(split_part("seed_key", ':', 2))::uuid WHERE "seed_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_post_locale_unique" ON "news_posts" USING btree ("post_id","locale");