CREATE TABLE "vendor_team_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_team_invites" ADD CONSTRAINT "vendor_team_invites_business_id_vendor_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."vendor_businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_team_invites" ADD CONSTRAINT "vendor_team_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_team_invites_business_email_idx" ON "vendor_team_invites" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE INDEX "vendor_team_invites_email_idx" ON "vendor_team_invites" USING btree (lower("email"));