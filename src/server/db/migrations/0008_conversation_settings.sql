-- Each conversation's own settings for its answers: instructions added after its character's, a sampling
-- temperature and how many earlier messages go with each question (null: the model's default, and as many
-- as fit the context window). Existing conversations keep answering as before. (drizzle-kit also offered to
-- recreate the task_kind type because the tool list's order changed; the values are the same, so it is left.)
ALTER TABLE "conversations" ADD COLUMN "instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "temperature" double precision;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "context_messages" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_temperature_range" CHECK ("conversations"."temperature" BETWEEN 0 AND 2);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_context_messages_range" CHECK ("conversations"."context_messages" BETWEEN 0 AND 60);
