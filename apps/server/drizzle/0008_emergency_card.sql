CREATE TABLE "emergency_card_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"call_id" uuid,
	"reason_id" uuid,
	"reason_text" text NOT NULL,
	"via" text NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_emergency_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"blood_group" text,
	"allergies" text,
	"conditions" text,
	"medication" text,
	"note" text,
	"preferred_hospital" text,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_card_views" ADD CONSTRAINT "emergency_card_views_vehicle_id_user_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "user_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_card_views" ADD CONSTRAINT "emergency_card_views_call_id_sos_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "sos_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_card_views" ADD CONSTRAINT "emergency_card_views_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_emergency_cards" ADD CONSTRAINT "vehicle_emergency_cards_vehicle_id_user_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "user_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_card_views_vehicle_idx" ON "emergency_card_views" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_cards_vehicle_uq" ON "vehicle_emergency_cards" USING btree ("vehicle_id");