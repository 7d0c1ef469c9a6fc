CREATE TABLE "sos_seen" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_seen" ADD CONSTRAINT "sos_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Products are numbered in the order the shop showed them until now (newest first), so nothing moves at the upgrade.
UPDATE "products" SET "position" = n.rn FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) - 1 AS rn FROM "products") AS n WHERE "products"."id" = n."id";--> statement-breakpoint
-- Reasons added in the back office all had position 0: number them in the order they were shown.
UPDATE "reasons" SET "position" = n.rn FROM (SELECT "id", row_number() OVER (ORDER BY "position", "created_at", "id") - 1 AS rn FROM "reasons") AS n WHERE "reasons"."id" = n."id";
