-- The community: published images (feed items, numbered in order of publication, the newest list's cursor)
-- with their likes (one per user and item) and grouped notices, reports of items, public characters and
-- public bots, the checked words a published prompt is held for review by, the record of seeds written once
-- per version, news posts per language, and the reason a suspended account is told.
CREATE TYPE "public"."feed_item_status" AS ENUM('public', 'review', 'hidden', 'removed');--> statement-breakpoint
CREATE TYPE "public"."feed_notice_kind" AS ENUM('like', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('sexual', 'violence', 'hate', 'illegal', 'political', 'spam', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'upheld', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('feed', 'character', 'bot');--> statement-breakpoint
CREATE TABLE "banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"kind" "task_kind" NOT NULL,
	"model" text,
	"prompt" text,
	"settings" jsonb,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"status" "feed_item_status" DEFAULT 'public' NOT NULL,
	"flagged_words" text[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "feed_items_like_count_positive" CHECK ("feed_items"."like_count" >= 0),
	CONSTRAINT "feed_items_open_reports_positive" CHECK ("feed_items"."open_reports" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feed_likes" (
	"item_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_likes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feed_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" bigint NOT NULL,
	"kind" "feed_notice_kind" NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"actor_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_kind" "report_target" NOT NULL,
	"target_id" text NOT NULL,
	"target_owner_id" uuid,
	"reason" "report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"cover" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_notices" ADD CONSTRAINT "feed_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_notices" ADD CONSTRAINT "feed_notices_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_notices" ADD CONSTRAINT "feed_notices_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_owner_id_users_id_fk" FOREIGN KEY ("target_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banned_words_unique" ON "banned_words" USING btree ("locale","word");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_upload_unique" ON "feed_items" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "feed_items_popular_idx" ON "feed_items" USING btree ("like_count","id") WHERE "feed_items"."status" = 'public';--> statement-breakpoint
CREATE INDEX "feed_items_user_idx" ON "feed_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feed_items_queue_idx" ON "feed_items" USING btree ("id") WHERE "feed_items"."status" in ('review', 'hidden');--> statement-breakpoint
CREATE INDEX "feed_likes_user_idx" ON "feed_likes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_notices_group_unique" ON "feed_notices" USING btree ("user_id","item_id","kind");--> statement-breakpoint
CREATE INDEX "feed_notices_user_idx" ON "feed_notices" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "feed_notices_unread_idx" ON "feed_notices" USING btree ("user_id") WHERE "feed_notices"."unread" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_unique" ON "reports" USING btree ("reporter_id","target_kind","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_kind","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_seed_key_unique" ON "news_posts" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "news_posts_locale_idx" ON "news_posts" USING btree ("locale","published_at");