ALTER TABLE "location_shares" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "location_shares" ADD COLUMN "destination_lng" double precision;--> statement-breakpoint
ALTER TABLE "location_shares" ADD COLUMN "arrival_radius" integer;--> statement-breakpoint
ALTER TABLE "location_shares" ADD COLUMN "expected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_shares" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_shares" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "location_shares_trip_due_idx" ON "location_shares" USING btree ("expected_at") WHERE "location_shares"."ended_at" is null and "location_shares"."arrived_at" is null and "location_shares"."late_notified_at" is null;