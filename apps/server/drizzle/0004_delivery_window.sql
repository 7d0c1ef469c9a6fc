ALTER TABLE "notifications" ADD COLUMN "give_up_at" timestamp with time zone;--> statement-breakpoint
-- Texts queued before this column existed keep six hours from when they were written.
UPDATE "notifications" SET "give_up_at" = "created_at" + interval '6 hours' WHERE "give_up_at" IS NULL;