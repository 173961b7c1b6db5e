CREATE TYPE "public"."task_kind" AS ENUM('imagine', 'super', 'face', 'goods', 'doodle', 'cosplay', 'style');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('queued', 'running', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "task_kind" NOT NULL,
	"model" text NOT NULL,
	"action" text DEFAULT 'generate' NOT NULL,
	"provider" text NOT NULL,
	"upstream_model" text NOT NULL,
	"params" jsonb NOT NULL,
	"prompt" text,
	"status" "task_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"error_params" jsonb,
	"upstream_id" text,
	"price" bigint NOT NULL,
	"hold_id" uuid,
	"charged" bigint DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"parent_id" uuid,
	"client_key" text NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_client_key_unique" ON "tasks" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "tasks_user_kind_idx" ON "tasks" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "tasks_queue_idx" ON "tasks" USING btree ("run_after","created_at") WHERE "tasks"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "tasks_running_idx" ON "tasks" USING btree ("lease_until") WHERE "tasks"."status" = 'running';--> statement-breakpoint
CREATE INDEX "uploads_task_idx" ON "uploads" USING btree ("task_id");