ALTER TABLE "character_categories" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "character_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_templates" ADD COLUMN "origin" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_templates" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_templates" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_templates" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_templates" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;