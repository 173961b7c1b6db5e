-- An answer being written always has an open hold to charge. The hold is taken in the statement that writes
-- the answer's rows; when it is a closed one (its request was answered before), the answer gets no hold id
-- and this check refuses the whole statement. NOT VALID: rows written before are not scanned (every answer
-- was written with its hold), new and changed rows are checked.
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_answer_held" CHECK ("chat_messages"."role" <> 'assistant' OR "chat_messages"."status" <> 'streaming' OR "chat_messages"."hold_id" IS NOT NULL) NOT VALID;
