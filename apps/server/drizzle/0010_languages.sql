ALTER TABLE "reasons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The Hindi names move into translations (docs/decisions/0032-languages.md); reason_text_hi
-- stays for instances on the previous build until the release after.
UPDATE "reasons" SET "translations" = jsonb_build_object('hi', jsonb_build_object('reasonText', "reason_text_hi"))
  WHERE coalesce(btrim("reason_text_hi"), '') <> '';
