CREATE TYPE "public"."douyin_account_state" AS ENUM('active', 'paused', 'reauthorize');--> statement-breakpoint
CREATE TYPE "public"."douyin_event_kind" AS ENUM('comment', 'message');--> statement-breakpoint
CREATE TYPE "public"."douyin_event_state" AS ENUM('queued', 'sending', 'replied', 'pending', 'skipped', 'failed');--> statement-breakpoint
CREATE TYPE "public"."douyin_rule_match" AS ENUM('keywords', 'regex', 'any');--> statement-breakpoint
CREATE TYPE "public"."douyin_rule_reply" AS ENUM('texts', 'template', 'bot');--> statement-breakpoint
CREATE TYPE "public"."douyin_rule_scope" AS ENUM('comments', 'messages', 'both');--> statement-breakpoint
CREATE TABLE "douyin_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"open_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text,
	"state" "douyin_account_state" DEFAULT 'active' NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"renewals_left" integer DEFAULT 5 NOT NULL,
	"failures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"backoff_until" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "douyin_deliveries" (
	"msg_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "douyin_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "douyin_event_kind" NOT NULL,
	"external_id" text NOT NULL,
	"item_id" text,
	"video_title" text,
	"conversation_id" text,
	"from_user_id" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"state" "douyin_event_state" DEFAULT 'queued' NOT NULL,
	"reason" text,
	"rule_id" uuid,
	"rule_name" text,
	"reply" text,
	"reply_id" text,
	"replied_at" timestamp with time zone,
	"credits" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "douyin_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"match" "douyin_rule_match" NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"pattern" text DEFAULT '' NOT NULL,
	"scope" "douyin_rule_scope" NOT NULL,
	"video_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply" "douyin_rule_reply" NOT NULL,
	"texts" text[] DEFAULT '{}'::text[] NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"bot_id" uuid,
	"enabled" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "douyin_accounts" ADD CONSTRAINT "douyin_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "douyin_events" ADD CONSTRAINT "douyin_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "douyin_events" ADD CONSTRAINT "douyin_events_account_id_douyin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."douyin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "douyin_events" ADD CONSTRAINT "douyin_events_rule_id_douyin_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."douyin_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "douyin_rules" ADD CONSTRAINT "douyin_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "douyin_rules" ADD CONSTRAINT "douyin_rules_account_id_douyin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."douyin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "douyin_rules" ADD CONSTRAINT "douyin_rules_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "douyin_accounts_open_id_unique" ON "douyin_accounts" USING btree ("open_id");--> statement-breakpoint
CREATE INDEX "douyin_accounts_user_idx" ON "douyin_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "douyin_accounts_refresh_idx" ON "douyin_accounts" USING btree ("access_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "douyin_events_external_unique" ON "douyin_events" USING btree ("account_id","kind","external_id");--> statement-breakpoint
CREATE INDEX "douyin_events_user_idx" ON "douyin_events" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "douyin_events_replied_idx" ON "douyin_events" USING btree ("account_id","replied_at") WHERE "douyin_events"."state" = 'replied';--> statement-breakpoint
CREATE INDEX "douyin_events_queued_idx" ON "douyin_events" USING btree ("created_at") WHERE "douyin_events"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "douyin_rules_account_idx" ON "douyin_rules" USING btree ("account_id","priority");