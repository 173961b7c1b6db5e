-- The price table as admins publish it, one row per version; the newest is in force, none means the shipped
-- file. Rows are never changed: a rollback publishes an old table again.
CREATE TABLE "price_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"table" jsonb NOT NULL,
	"note" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_versions" ADD CONSTRAINT "price_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;