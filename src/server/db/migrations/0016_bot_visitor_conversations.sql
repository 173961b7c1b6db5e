-- A bot's conversations with the visitors of its owner's websites: the visitor session that holds each one
-- (null for the owner's test chats, as every existing row is) and the website it was held on.
ALTER TABLE "conversations" ADD COLUMN "visitor_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_origin" text;--> statement-breakpoint
CREATE INDEX "conversations_bot_visitor_idx" ON "conversations" USING btree ("bot_id","updated_at") WHERE "conversations"."visitor_id" IS NOT NULL;