-- A bot's conversations: a conversation kind of their own, tied to the bot (deleted with it), and the
-- knowledge each answer was given, kept on the answer so its citations read the same later.
ALTER TYPE "public"."conversation_kind" ADD VALUE 'bot';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "citations" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_bot_idx" ON "conversations" USING btree ("bot_id","updated_at") WHERE "conversations"."bot_id" IS NOT NULL;