ALTER TABLE "sos_calls" ADD COLUMN "origin" text DEFAULT 'tag' NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD CONSTRAINT "sos_calls_group_id_travel_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "travel_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sos_calls_open_trip_alarm_uq" ON "sos_calls" USING btree ("group_id","owner_id") WHERE "sos_calls"."origin" = 'trip' and "sos_calls"."status" = 'open';