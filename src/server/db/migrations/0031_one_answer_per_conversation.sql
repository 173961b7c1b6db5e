-- One answer at a time per conversation. The server refused a question while an answer was being written,
-- but two questions that arrived together both passed that check. Now the second one's rows break this index
-- and its whole start (the hold is in the same statement) is refused. Two answers being written in one
-- conversation can only come from such a race: all but the newest are ended as interrupted first, their
-- holds left for the sweeper to release (nothing is charged for them).
UPDATE "chat_messages" AS "older" SET "status" = 'failed', "error" = 'errors.serverRestarted', "updated_at" = now()
WHERE "older"."status" = 'streaming' AND EXISTS (
  SELECT 1 FROM "chat_messages" AS "newer"
  WHERE "newer"."conversation_id" = "older"."conversation_id" AND "newer"."status" = 'streaming'
    AND "newer"."seq" > "older"."seq"
);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_one_answer_unique" ON "chat_messages" USING btree ("conversation_id") WHERE "chat_messages"."status" = 'streaming';
