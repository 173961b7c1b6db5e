-- Bots with knowledge. pg_trgm (standard contrib: in PGlite and in Debian's postgresql-15) serves the
-- trigram index on chunk text, for short, partial and Chinese queries that whole-word search misses.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TYPE "public"."bot_source_kind" AS ENUM('text', 'file', 'url');--> statement-breakpoint
CREATE TYPE "public"."bot_source_status" AS ENUM('queued', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."bot_visibility" AS ENUM('private', 'link', 'embedded');--> statement-breakpoint
CREATE TABLE "bot_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bot_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"tokens" integer NOT NULL,
	"page" integer,
	"terms" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" "bot_source_kind" NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"file_id" uuid,
	"status" "bot_source_status" DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_sources_progress_range" CHECK ("bot_sources"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar_file_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"model_id" text NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"suggested_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context_tokens" integer DEFAULT 3000 NOT NULL,
	"min_relevance" double precision DEFAULT 0.3 NOT NULL,
	"visibility" "bot_visibility" DEFAULT 'private' NOT NULL,
	"allowed_origins" text[] DEFAULT '{}' NOT NULL,
	"visitor_daily_credit_cap" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bots_context_tokens_range" CHECK ("bots"."context_tokens" BETWEEN 0 AND 100000),
	CONSTRAINT "bots_min_relevance_range" CHECK ("bots"."min_relevance" BETWEEN 0 AND 1),
	CONSTRAINT "bots_visitor_cap_positive" CHECK ("bots"."visitor_daily_credit_cap" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bot_chunks" ADD CONSTRAINT "bot_chunks_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_chunks" ADD CONSTRAINT "bot_chunks_source_id_bot_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."bot_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sources" ADD CONSTRAINT "bot_sources_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sources" ADD CONSTRAINT "bot_sources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_avatar_file_id_uploads_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_chunks_source_ordinal_unique" ON "bot_chunks" USING btree ("source_id","ordinal");--> statement-breakpoint
CREATE INDEX "bot_chunks_bot_idx" ON "bot_chunks" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "bot_chunks_terms_idx" ON "bot_chunks" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "bot_chunks_text_trgm_idx" ON "bot_chunks" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bot_sources_bot_idx" ON "bot_sources" USING btree ("bot_id","created_at");--> statement-breakpoint
CREATE INDEX "bots_owner_idx" ON "bots" USING btree ("owner_id","updated_at") WHERE "bots"."deleted_at" IS NULL;--> statement-breakpoint
-- Embeddings only where pgvector exists (PGlite always; a PostgreSQL server once pgvector is installed, which
-- may be after 0000 ran, hence the second chance to create the extension). Without it the bot tables work
-- the same and retrieval is by keyword only.
--
-- The column has no fixed dimension: each bot's embedding model decides it (OpenAI's text-embedding-3 models
-- shorten to any size asked, others have one size), and re-embedding with another model must not need a
-- migration. HNSW needs a fixed dimension, so each common size has a partial index over the column cast to
-- it; a search names the size in its WHERE and ORDER BY to use that index (src/server/knowledge-store).
-- Sizes over 2,000 (HNSW's limit) are asked for at 1,536. Another size still works, by exact scan of the
-- bot's own rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    ALTER TABLE "bot_chunks" ADD COLUMN "embedding" vector;
    CREATE INDEX "bot_chunks_embedding_256_idx" ON "bot_chunks"
      USING hnsw (("embedding"::vector(256)) vector_cosine_ops) WHERE vector_dims("embedding") = 256;
    CREATE INDEX "bot_chunks_embedding_512_idx" ON "bot_chunks"
      USING hnsw (("embedding"::vector(512)) vector_cosine_ops) WHERE vector_dims("embedding") = 512;
    CREATE INDEX "bot_chunks_embedding_768_idx" ON "bot_chunks"
      USING hnsw (("embedding"::vector(768)) vector_cosine_ops) WHERE vector_dims("embedding") = 768;
    CREATE INDEX "bot_chunks_embedding_1024_idx" ON "bot_chunks"
      USING hnsw (("embedding"::vector(1024)) vector_cosine_ops) WHERE vector_dims("embedding") = 1024;
    CREATE INDEX "bot_chunks_embedding_1536_idx" ON "bot_chunks"
      USING hnsw (("embedding"::vector(1536)) vector_cosine_ops) WHERE vector_dims("embedding") = 1536;
  END IF;
END $$;
