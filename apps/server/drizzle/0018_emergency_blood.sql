CREATE TABLE "blood_asks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"notification_id" uuid,
	"ring" smallint NOT NULL,
	"distance_m" integer NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"donated_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_donors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"blood_group" text NOT NULL,
	"birth_date" date NOT NULL,
	"sex" text NOT NULL,
	"last_donated_on" date,
	"eligible_from" date,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"pin_code" text,
	"radius_km" smallint NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"paused_until" timestamp with time zone,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_request_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"ring" smallint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_requester_blocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid,
	"created_by" uuid,
	"patient_name" text NOT NULL,
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"units" smallint NOT NULL,
	"hospital_name" text NOT NULL,
	"hospital_latitude" double precision NOT NULL,
	"hospital_longitude" double precision NOT NULL,
	"hospital_pin" text,
	"needed_kind" text NOT NULL,
	"needed_by" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"contact_name" text NOT NULL,
	"contact_country_code" text DEFAULT '91' NOT NULL,
	"contact_phone" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"radius_km" smallint,
	"asked" integer DEFAULT 0 NOT NULL,
	"yes_count" smallint DEFAULT 0 NOT NULL,
	"donated_count" smallint DEFAULT 0 NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_requests_yes_ck" CHECK ("blood_requests"."yes_count" between 0 and "blood_requests"."units")
);
--> statement-breakpoint
ALTER TABLE "blood_asks" ADD CONSTRAINT "blood_asks_request_id_blood_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_asks" ADD CONSTRAINT "blood_asks_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_asks" ADD CONSTRAINT "blood_asks_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_donors" ADD CONSTRAINT "blood_donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_request_steps" ADD CONSTRAINT "blood_request_steps_request_id_blood_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requester_blocks" ADD CONSTRAINT "blood_requester_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requester_blocks" ADD CONSTRAINT "blood_requester_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blood_asks_request_donor_uq" ON "blood_asks" USING btree ("request_id","donor_id");--> statement-breakpoint
CREATE INDEX "blood_asks_donor_idx" ON "blood_asks" USING btree ("donor_id","created_at");--> statement-breakpoint
CREATE INDEX "blood_asks_notification_idx" ON "blood_asks" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "blood_donors_earth_idx" ON "blood_donors" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "blood_request_steps_due_idx" ON "blood_request_steps" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blood_request_steps_ring_uq" ON "blood_request_steps" USING btree ("request_id","ring");--> statement-breakpoint
CREATE INDEX "blood_requests_status_idx" ON "blood_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "blood_requests_requester_idx" ON "blood_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blood_requests_open_patient_uq" ON "blood_requests" USING btree ("requester_id",lower("patient_name")) WHERE "blood_requests"."status" = 'open' and "blood_requests"."requester_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blood_requests_open_contact_uq" ON "blood_requests" USING btree ("contact_phone",lower("patient_name")) WHERE "blood_requests"."status" = 'open';