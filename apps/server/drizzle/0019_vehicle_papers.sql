CREATE TABLE "paper_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" uuid NOT NULL,
	"valid_until" date NOT NULL,
	"step" integer NOT NULL,
	"notification_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_share_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"kind" text NOT NULL,
	"number" text,
	"issuer" text,
	"valid_from" date,
	"valid_until" date,
	"insurer" text,
	"helpline" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"file_key_id" text,
	"renewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_emergency_cards" ADD COLUMN "show_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_reminders" ADD CONSTRAINT "paper_reminders_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_reminders" ADD CONSTRAINT "paper_reminders_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_share_views" ADD CONSTRAINT "paper_share_views_share_id_paper_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "paper_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_shares" ADD CONSTRAINT "paper_shares_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_vehicle_id_user_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "user_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_reminders_step_uq" ON "paper_reminders" USING btree ("paper_id","valid_until","step");--> statement-breakpoint
CREATE INDEX "paper_share_views_share_idx" ON "paper_share_views" USING btree ("share_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_shares_token_uq" ON "paper_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "paper_shares_paper_idx" ON "paper_shares" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "papers_user_idx" ON "papers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "papers_valid_until_idx" ON "papers" USING btree ("valid_until");