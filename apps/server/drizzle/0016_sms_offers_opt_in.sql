ALTER TABLE "users" ALTER COLUMN "sms_offers" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_offers_consent_at" timestamp with time zone;--> statement-breakpoint
-- Offers by SMS are opt-in (docs/decisions/0045-sms-offers-consent.md). The default of true was never
-- asked for; the only consent on record is a customer switching offers on themselves in their account
-- (their own audit row, from off to on). Those keep offers, with that time as their consent; everyone
-- else is switched off.
UPDATE "users" AS u SET "sms_offers_consent_at" = c."at"
FROM (
	SELECT a."actor_id" AS "user_id", max(a."created_at") AS "at"
	FROM "audit_log" AS a
	WHERE a."entity" = 'user' AND a."entity_id" = a."actor_id"::text
		AND a."before"->>'smsOffers' = 'false' AND a."after"->>'smsOffers' = 'true'
	GROUP BY a."actor_id"
) AS c
WHERE u."id" = c."user_id" AND u."sms_offers" AND u."sms_offers_consent_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "sms_offers" = false WHERE "sms_offers" AND "sms_offers_consent_at" IS NULL;
