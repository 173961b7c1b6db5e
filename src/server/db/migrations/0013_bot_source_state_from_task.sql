-- A knowledge source stands where its task stands (queued, reading with progress, ready, failed and why):
-- the source's own copies of that state were never kept up to date, so they go.
ALTER TABLE "bot_sources" DROP CONSTRAINT "bot_sources_progress_range";--> statement-breakpoint
ALTER TABLE "bot_sources" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "bot_sources" DROP COLUMN "error_code";--> statement-breakpoint
ALTER TABLE "bot_sources" DROP COLUMN "progress";--> statement-breakpoint
DROP TYPE "public"."bot_source_status";