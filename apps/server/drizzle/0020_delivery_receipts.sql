ALTER TABLE "notifications" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_error" text;--> statement-breakpoint
CREATE INDEX "notifications_provider_msg_idx" ON "notifications" USING btree ("provider","provider_message_id");