CREATE TABLE "admin_stats_days" (
	"day" date PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_charges_created_idx" ON "credit_charges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_holds_created_idx" ON "credit_holds" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "tasks_hold_idx" ON "tasks" USING btree ("hold_id") WHERE "tasks"."hold_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_finished_idx" ON "tasks" USING btree ("finished_at") WHERE "tasks"."status" IN ('succeeded', 'failed');