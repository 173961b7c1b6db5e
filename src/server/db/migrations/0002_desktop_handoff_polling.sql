ALTER TABLE "desktop_handoffs" ADD COLUMN "app_state" text;--> statement-breakpoint
CREATE INDEX "desktop_handoffs_app_state_idx" ON "desktop_handoffs" USING btree ("app_state");