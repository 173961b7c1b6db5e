-- A bot's chunks are searched by words and by trigrams with the bot first in the index (btree_gin), so a
-- search reads its own bot's entries instead of every bot's matches: a one-word trigram search among 50 bots
-- of 100,000 chunks went through most of the table before.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "bot_chunks_terms_idx";--> statement-breakpoint
DROP INDEX "bot_chunks_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "bot_chunks_bot_terms_idx" ON "bot_chunks" USING gin ("bot_id","terms");--> statement-breakpoint
CREATE INDEX "bot_chunks_bot_text_trgm_idx" ON "bot_chunks" USING gin ("bot_id","text" gin_trgm_ops);