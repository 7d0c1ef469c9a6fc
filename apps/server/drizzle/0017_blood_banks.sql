CREATE TABLE "blood_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"open_24h" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"located_from" text DEFAULT 'given' NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blood_banks_name_pin_uq" ON "blood_banks" USING btree ("name_key","pincode");--> statement-breakpoint
CREATE INDEX "blood_banks_earth_idx" ON "blood_banks" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "blood_banks_name_trgm_idx" ON "blood_banks" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blood_banks_district_idx" ON "blood_banks" USING btree (lower("district"));--> statement-breakpoint
CREATE INDEX "blood_banks_city_idx" ON "blood_banks" USING btree (lower("city"));