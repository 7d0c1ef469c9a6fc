ALTER TABLE "user_vehicles" DROP CONSTRAINT "user_vehicles_registration_number_unique";--> statement-breakpoint
ALTER TABLE "qr_tags" ADD COLUMN "released_from_vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_tags" ADD CONSTRAINT "qr_tags_released_from_vehicle_id_user_vehicles_id_fk" FOREIGN KEY ("released_from_vehicle_id") REFERENCES "user_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Customers deleted before this migration: their vehicles leave the register with them, and the
-- tags those vehicles carried (suspended at the deletion) are free again, remembered for a restore.
UPDATE "user_vehicles" v SET "deleted_at" = u."deleted_at" FROM "users" u WHERE u."id" = v."userid" AND u."deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "qr_tags" t SET "released_from_vehicle_id" = t."vehicle_id", "vehicle_id" = NULL, "status" = 'unassigned', "activated_at" = NULL
  FROM "user_vehicles" v WHERE v."id" = t."vehicle_id" AND v."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_reg_live_uq" ON "user_vehicles" USING btree ("registration_number") WHERE "user_vehicles"."deleted_at" is null;