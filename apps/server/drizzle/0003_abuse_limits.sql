ALTER TABLE "notifications" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "alert_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_coalesce_idx" ON "notifications" USING btree ("coalesce_key","due_at");--> statement-breakpoint
CREATE INDEX "otp_created_idx" ON "otp_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "qr_tags_batch_idx" ON "qr_tags" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");